import { eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { imitateMatchLog } from '../../../db/schema';
import { invalidRuleLogger } from '../caller';
import { countMatches, matchFactsInMemory } from '../company-match/company-matches';
import { normalizeFacts } from '../engine/facts';
import { readableImitateRecord, toImitateLog } from './imitate-records';
import { loadOpenProjects } from '../project/projects';

/**
 * `POST /imitate/match/log/improveCompanyInfoImitate` (optional login; seeds 001 §7, 000 §2
 * policyserver/simulation): stores the typed-in facts — a new record (of the caller, or anonymous),
 * or, with `id`, the facts of that record replaced (完善信息; a logged-in caller takes over an
 * anonymous record) — matches them in memory against every published project not yet ended and
 * answers the record with its counts (匹配完成). Never changes an enterprise archive.
 * @throws AppError NOT_FOUND_ENTITY 模拟匹配记录不存在 for an id of another user's record.
 */
export const improveCompanyInfoImitate: Handler<'improveCompanyInfoImitate'> = async (req, ctx) => {
  const facts = normalizeFacts(req.body.facts as Record<string, unknown>);
  const now = new Date();
  const projects = await loadOpenProjects(ctx.db, now, { onInvalid: invalidRuleLogger(ctx) });
  const counts = countMatches(matchFactsInMemory(projects, facts, now));
  const values = {
    facts: facts as Record<string, unknown>,
    total: counts.total,
    matchedCount: counts.matchedCount,
    partlyMatchedCount: counts.partlyMatchedCount,
    notMatchedCount: counts.notMatchedCount,
    estimatedAmount: counts.estimatedAmount,
    matchTime: sql`now()`,
  };
  let row;
  if (req.body.id) {
    const existing = await readableImitateRecord(ctx, req.body.id);
    [row] = await ctx.db
      .update(imitateMatchLog)
      .set({ ...values, userId: existing.userId ?? ctx.user?.id ?? null })
      .where(eq(imitateMatchLog.id, existing.id))
      .returning();
  } else {
    [row] = await ctx.db
      .insert(imitateMatchLog)
      .values({ ...values, userId: ctx.user?.id ?? null })
      .returning();
  }
  if (!row) throw new Error('imitate_match_log write returned nothing');
  return ok(toImitateLog(row), '匹配完成');
};
