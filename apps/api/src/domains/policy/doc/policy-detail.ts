import { and, asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { polApplyProject, polCollect, polInfo } from '../../../db/schema';
import { applyCounts, applyPhaseOf, ensureCompanyMatches, enterpriseCompanyId, invalidRuleLogger, PROJECT_COLUMNS, type ProjectMatch, toApplyProjectItem } from '../../matching';
import { phaseRank } from '../project/project-phase';
import { viewPublishedPolicy } from './published-policy';

/**
 * `GET /policy/doc/policyDetail?id` (optional login; seeds 000 §7, §2 policyserverdetail): a
 * published policy (counts a view) with its published declaration projects (申报中 first, then
 * 未开始, 审核中, 已结束). For a logged-in enterprise (QY with a company) `matches` holds its match
 * for every project not yet ended (the matching engine's stored results, recomputed when stale) and
 * the projects carry matchResult/estimatedAmount; otherwise `matches` is empty. `collected` is null
 * for a visitor, else whether the caller collected the policy (我的收藏, `pol_collect`).
 * @throws AppError NOT_FOUND_ENTITY 政策不存在 for an unknown or unpublished id.
 */
export const policyDetail: Handler<'policyDetail'> = async (req, ctx) => {
  const now = new Date();
  const policy = await viewPublishedPolicy(ctx.db, req.query.id);

  const companyId = enterpriseCompanyId(ctx);
  const [projects, matched] = await Promise.all([
    ctx.db
      .select(PROJECT_COLUMNS)
      .from(polApplyProject)
      .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
      .where(and(eq(polApplyProject.policyId, policy.id), eq(polApplyProject.status, '1')))
      .orderBy(asc(phaseRank(now)), asc(polApplyProject.applyEndTime), asc(polApplyProject.id)),
    companyId
      ? ensureCompanyMatches(ctx.db, companyId, { now, policyId: policy.id, onInvalid: invalidRuleLogger(ctx) })
      : Promise.resolve(null),
  ]);
  const counts = await applyCounts(
    ctx.db,
    projects.map((p) => p.id),
  );
  const collected = ctx.user
    ? (await ctx.db.select({ id: polCollect.id }).from(polCollect).where(and(eq(polCollect.userId, ctx.user.id), eq(polCollect.polInfoId, policy.id))).limit(1)).length > 0
    : null;
  const matches: ProjectMatch[] = matched ? matched.matches.map((m) => m.match) : [];
  const byProject = new Map(matches.map((m) => [m.projectId, m]));

  return {
    policy,
    projects: projects.map((p) => {
      const m = byProject.get(p.id);
      return toApplyProjectItem(p, applyPhaseOf(p, now), counts.get(p.id) ?? 0, m ? { matchResult: m.matchResult, estimatedAmount: m.estimatedAmount } : null);
    }),
    matches,
    collected,
  };
};
