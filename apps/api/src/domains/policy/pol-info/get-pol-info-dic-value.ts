import { and, asc, eq, inArray, ne } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysDictValue } from '../../../db/schema';

/** The dictionaries of the policy form (getDicValue). */
export const POLICY_DICTS = ['supportMode', 'policyLevel', 'policyType', 'policyTheme'] as const;

/**
 * `GET /pol/info/getDicValue` (staff, pol:info:list; seeds 001 §7, §5 "Option lists shown in dropdowns
 * exclude the option labelled 全部"): the enabled values of the policy dictionaries, grouped by code, in
 * dictionary order; a dictionary without values is answered as an empty list.
 */
export const getPolInfoDicValue: Handler<'getPolInfoDicValue'> = async (_req, ctx) => {
  const rows = await ctx.db
    .select({ code: sysDictValue.dictTypeCode, label: sysDictValue.label, value: sysDictValue.value })
    .from(sysDictValue)
    .where(and(inArray(sysDictValue.dictTypeCode, [...POLICY_DICTS]), eq(sysDictValue.enableFlag, '1'), ne(sysDictValue.label, '全部')))
    .orderBy(asc(sysDictValue.sort), asc(sysDictValue.createdAt));
  const out: Record<string, { label: string; value: string }[]> = Object.fromEntries(POLICY_DICTS.map((c) => [c, []]));
  for (const r of rows) out[r.code]?.push({ label: r.label, value: r.value });
  return out;
};
