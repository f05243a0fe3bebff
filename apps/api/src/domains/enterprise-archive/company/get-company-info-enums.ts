import { BUSINESS_TYPES } from '@qifu/enterprise-archive-rules';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { sysDictValue, sysRegion } from '../../../db/schema';

/**
 * Enabled options of dictionaries, keyed by dictionary code, in sort order, without the option labelled 全部
 * (seeds 001 §5 "Option lists shown in dropdowns exclude the option labelled 全部").
 */
export async function dictOptions(db: Db, codes: readonly string[]): Promise<Record<string, Array<{ label: string; value: string }>>> {
  const out: Record<string, Array<{ label: string; value: string }>> = {};
  for (const c of codes) out[c] = [];
  if (codes.length === 0) return out;
  const rows = await db
    .select({ code: sysDictValue.dictTypeCode, label: sysDictValue.label, value: sysDictValue.value })
    .from(sysDictValue)
    .where(and(inArray(sysDictValue.dictTypeCode, [...codes]), eq(sysDictValue.enableFlag, '1'), ne(sysDictValue.label, '全部')))
    .orderBy(asc(sysDictValue.sort), asc(sysDictValue.value));
  for (const r of rows) out[r.code]?.push({ label: r.label, value: r.value });
  return out;
}

/**
 * `GET /company/info/enums` (seeds 001 §7 "/company/info/*: enums"): industry (dictionary industry), scale (dictionary
 * enterpriseScale), street (the county's towns, level 3 of sys_region, by code) and business types.
 */
export const getCompanyInfoEnums: Handler<'getCompanyInfoEnums'> = async (_req, ctx) => {
  const [dicts, streets] = await Promise.all([
    dictOptions(ctx.db, ['industry', 'enterpriseScale']),
    ctx.db.select({ label: sysRegion.name, value: sysRegion.code }).from(sysRegion).where(eq(sysRegion.level, 3)).orderBy(asc(sysRegion.code)),
  ]);
  return {
    industry: dicts['industry'] ?? [],
    scale: dicts['enterpriseScale'] ?? [],
    street: streets,
    businessType: BUSINESS_TYPES.map((b) => ({ ...b })),
  };
};
