import { and, asc, count, desc, eq, ne } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { polInfo, sysDictValue } from '../../../db/schema';
import { POLICY_MARKET_TAGS } from './cache-tags';
import { SUPPORT_MODE_DICT } from './support-modes';

/** The label of the dictionary's catch-all entry, never offered (seeds 001 §5). */
const ALL_LABEL = '全部';

/**
 * `GET /policy/doc/option` (public; seeds 001 §7, §2 "Policy market list"): the market filters'
 * options — the distinct issuing units of published policies (value = name; the units with most
 * policies first, then by name) and the enabled support modes of the `supportMode` dictionary in
 * dictionary order, without 全部. Answered through the read cache (tags policy, dict; issue 13 §6).
 */
export const getPolicyDocOption: Handler<'getPolicyDocOption'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'getPolicyDocOption', req.query, POLICY_MARKET_TAGS, async () => {
    const [deps, modes] = await Promise.all([
      ctx.db
        .select({ name: polInfo.policyDepName, n: count() })
        .from(polInfo)
        .where(eq(polInfo.status, 'published'))
        .groupBy(polInfo.policyDepName)
        .orderBy(desc(count()), asc(polInfo.policyDepName)),
      ctx.db
        .select({ label: sysDictValue.label, value: sysDictValue.value })
        .from(sysDictValue)
        .where(and(eq(sysDictValue.dictTypeCode, SUPPORT_MODE_DICT), eq(sysDictValue.enableFlag, '1'), ne(sysDictValue.label, ALL_LABEL)))
        .orderBy(asc(sysDictValue.sort), asc(sysDictValue.value)),
    ]);
    return {
      policyDepNames: deps.map((d) => ({ label: d.name, value: d.name })),
      supportModes: modes,
    };
  });
