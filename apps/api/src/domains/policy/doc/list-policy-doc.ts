import { and, arrayContains, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, toPageWindow } from '../../../core/paging';
import { cachedRead } from '../../../core/read-cache';
import { polInfo } from '../../../db/schema';
import { POLICY_MARKET_TAGS } from './cache-tags';
import { policyPage } from './policy-list';

/** At most this many words of a keyword are used (the keyword itself is at most 50 characters). */
const MAX_TERMS = 10;
const DAY_MS = 86_400_000;

/** The body of a policy as text: its sanitized HTML without tags. */
const bodyText = sql`regexp_replace(${polInfo.content}, '<[^>]*>', '', 'g')`;

/**
 * The words of a search keyword (split at white space, Chinese or ASCII), each as a condition
 * "occurs literally, case-insensitive, in the title or in the body text".
 */
export function keywordConditions(keyword: string | undefined): SQL[] {
  const terms = (keyword ?? '').split(/[\s\u3000]+/).filter((t) => t !== '').slice(0, MAX_TERMS);
  return terms.map((term) => {
    const pattern = `%${escapeLike(term)}%`;
    return or(ilike(polInfo.policyTitle, pattern), sql`${bodyText} ilike ${pattern}`) as SQL;
  });
}

/** Start of a calendar day (YYYY-MM-DD) in China time. */
function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * `GET /policy/doc/list` (public; seeds 000 §2 policymarket and policysearch, 001 §2): published
 * policies, newest first, paged (page size 10 by default). `keyword`: every white-space separated
 * word must occur (literally, case-insensitive) in the title or in the body text (HTML tags
 * ignored) — 专精特新 finds each policy mentioning it anywhere. `policyDepName` exactly,
 * `supportMode` a dictionary value the policy has, `startDate`/`endDate` (YYYY-MM-DD) the publish
 * day in China time, both inclusive. `supportModes` are answered as dictionary labels.
 * Answered through the read cache (tags policy, dict; issue 13 §6).
 */
export const listPolicyDoc: Handler<'listPolicyDoc'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'listPolicyDoc', req.query, POLICY_MARKET_TAGS, async () => {
    const { keyword, policyDepName, supportMode, startDate, endDate } = req.query;
    const window = toPageWindow(req.query);
    const where = and(
      eq(polInfo.status, 'published'),
      ...keywordConditions(keyword),
      policyDepName ? eq(polInfo.policyDepName, policyDepName) : undefined,
      supportMode ? arrayContains(polInfo.supportModes, [supportMode]) : undefined,
      startDate ? gte(polInfo.policyCreateTime, chinaDayStart(startDate)) : undefined,
      endDate ? lt(polInfo.policyCreateTime, new Date(chinaDayStart(endDate).getTime() + DAY_MS)) : undefined,
    );
    return policyPage(ctx.db, where, window);
  });
