import { DECLARE_STATUS } from '@qifu/policy-rules';
import { and, count, eq, inArray } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { decDeclare } from '../../../db/schema';
import { applyCounts, invalidRuleLogger, requireCompanyId, SUBMITTED_DECLARE_STATUSES } from '../caller';
import { compareMatches, countMatches, ensureCompanyMatches } from './company-matches';
import { toApplyProjectItem } from '../project/project-items';

/**
 * `GET /corp/policyCalculator/homeMyPolicy` (QY; seeds 000 §7 home blocks, 我的政策): the match
 * counts of the caller's enterprise (stored matches, recomputed when stale), the estimated amount
 * (yuan) of its matched and partly matched projects, its declarations from `dec_declare`
 * (applyCount = submitted: 待审核, 审核通过, 审核驳回; passCount = 审核通过) and up to `limit`
 * (default 5) best-matching projects 申报中 or 未开始 (匹配 and 部分匹配 only, ordered as the calculator).
 */
export const homeMyPolicy: Handler<'homeMyPolicy'> = async (req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const limit = req.query.limit ?? 5;
  const [{ matches }, declared] = await Promise.all([
    ensureCompanyMatches(ctx.db, companyId, { onInvalid: invalidRuleLogger(ctx) }),
    ctx.db
      .select({ status: decDeclare.status, n: count() })
      .from(decDeclare)
      .where(and(eq(decDeclare.companyId, companyId), inArray(decDeclare.status, [...SUBMITTED_DECLARE_STATUSES])))
      .groupBy(decDeclare.status),
  ]);
  const counts = countMatches(matches.map((m) => m.match));
  const best = matches
    .filter((m) => (m.match.applyPhase === '1' || m.match.applyPhase === '2') && m.match.matchResult !== '3')
    .sort((a, b) => compareMatches(a.match, b.match))
    .slice(0, limit);
  const perProject = await applyCounts(
    ctx.db,
    best.map((m) => m.match.projectId),
  );
  return {
    matchedCount: counts.matchedCount,
    partlyMatchedCount: counts.partlyMatchedCount,
    applyCount: declared.reduce((n, r) => n + Number(r.n), 0),
    passCount: Number(declared.find((r) => r.status === DECLARE_STATUS.passed)?.n ?? 0),
    estimatedAmount: counts.estimatedAmount,
    list: best.map(({ match, project }) => toApplyProjectItem(project, match.applyPhase, perProject.get(project.id) ?? 0, match)),
  };
};
