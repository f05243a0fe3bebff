import { isPublished } from '@qifu/policy-rules';
import { and, count, eq, gt } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { polApplyProject } from '../../../db/schema';
import { policyScope, readPolicy } from '../info/policy-info.queries';
import { companyDetailOfPolicy, matchPolicyOverCompanies } from './pol-info-match';

/**
 * `GET /pol/info/getResult` (staff, pol:info:match; seeds 001 §7 getResult): the matching engine's
 * result of the policy's open projects (published, not ended; none while the policy is not on the
 * shelf) over every enterprise — how many match, match partly or not, and the estimated support of the
 * matched ones (the engine's best amount per enterprise). Computed now.
 * @throws AppError NOT_FOUND_ENTITY 政策不存在.
 */
export const getPolInfoResult: Handler<'getPolInfoResult'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const policy = await readPolicy(ctx.db, req.query.id, scope);
  const now = new Date();
  const [projects] = await ctx.db
    .select({ n: count() })
    .from(polApplyProject)
    .where(and(eq(polApplyProject.policyId, policy.id), eq(polApplyProject.status, '1'), gt(polApplyProject.applyEndTime, now)));
  const matches = isPublished(policy.status) ? await matchPolicyOverCompanies(ctx.db, policy.id) : [];
  const matched = matches.filter((m) => m.bestResult === '1');
  let amount = 0;
  for (const m of matched) amount += (await companyDetailOfPolicy(ctx.db, m.companyId, policy.id)).estimatedAmount ?? 0;
  return {
    polInfoId: policy.id,
    projectCount: isPublished(policy.status) ? (projects?.n ?? 0) : 0,
    companyCount: matches.length,
    matchedCount: matched.length,
    partlyMatchedCount: matches.filter((m) => m.bestResult === '2').length,
    notMatchedCount: matches.filter((m) => m.bestResult === '3').length,
    estimatedAmount: Math.round(amount * 100) / 100,
    matchTime: matches.length > 0 ? now.toISOString() : null,
  };
};
