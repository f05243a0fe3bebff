/**
 * The declaration side's use of the matching domain (`domains/matching/company-match/company-matches.ts`): the
 * enterprise's stored matches (reused while fresh, recomputed when a project or the enterprise's data
 * changed), so the declaration page, the risk check and the health report agree with the policy
 * calculator. Projects matched are those the contract names: published (status '1') of a published
 * policy and not ended (phase 1–3).
 */
import type { HandlerContext } from '../../../core/handler';
import { aggregateMissing, companyProjectMatch, ensureCompanyMatches, invalidRuleLogger, type MatchMissingField, type ProjectMatch } from '../../matching';

/** The company's match for one published project (null when the project is not published). */
export async function matchCompanyProject(ctx: HandlerContext, projectId: string, companyId: string, now: Date): Promise<ProjectMatch | null> {
  return (await companyProjectMatch(ctx.db, companyId, projectId, now))?.match ?? null;
}

/** The company's matches against the open projects (optionally of one policy). */
export async function companyMatches(ctx: HandlerContext, companyId: string, now: Date, policyId?: string): Promise<ProjectMatch[]> {
  const { matches } = await ensureCompanyMatches(ctx.db, companyId, {
    now,
    ...(policyId ? { policyId } : {}),
    onInvalid: invalidRuleLogger(ctx),
  });
  return matches.map((m) => m.match);
}

/**
 * The data missing for the conditions of the open projects of a policy, each with the number of
 * projects that lack it (`projectCount`), most projects first.
 */
export async function missingDataForPolicy(ctx: HandlerContext, policyId: string, companyId: string, now: Date): Promise<MatchMissingField[]> {
  return aggregateMissing(await companyMatches(ctx, companyId, now, policyId));
}
