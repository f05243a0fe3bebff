import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { decDeclare, entMatchResult, polApplyProject, polInfo } from '../../../db/schema';
import { SUBMITTED_DECLARE_STATUSES } from '../../matching';
import { phaseWhere } from '../project/project-phase';

/**
 * `GET /policy/doc/statistic` (public; seeds 001 §7): figures of the policy service —
 * published policies; published projects of published policies and those 申报中 now; submitted
 * declarations (status 1 待审核, 2 审核通过, 3 审核驳回) and the enterprises that submitted them;
 * passAmount = for each approved declaration (status 2) the enterprise's estimated amount for the
 * project (stored match, yuan), else the project's stated support amount, else 0.
 */
export const getPolicyStatistic: Handler<'getPolicyStatistic'> = async (_req, ctx) => {
  const now = new Date();
  const publishedProject = and(eq(polApplyProject.status, '1'), eq(polInfo.status, 'published'));
  const submitted = inArray(decDeclare.status, [...SUBMITTED_DECLARE_STATUSES]);
  const [policies, projects, applying, applies, passed] = await Promise.all([
    ctx.db.select({ n: count() }).from(polInfo).where(eq(polInfo.status, 'published')),
    ctx.db.select({ n: count() }).from(polApplyProject).innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId)).where(publishedProject),
    ctx.db
      .select({ n: count() })
      .from(polApplyProject)
      .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
      .where(and(publishedProject, phaseWhere('2', now))),
    ctx.db.select({ n: count(), companies: countDistinct(decDeclare.companyId) }).from(decDeclare).where(submitted),
    ctx.db
      .select({ amount: sql<string | null>`sum(coalesce(${entMatchResult.estimatedAmount}, ${polApplyProject.supportAmount}, 0))` })
      .from(decDeclare)
      .innerJoin(polApplyProject, eq(polApplyProject.id, decDeclare.projectId))
      .leftJoin(entMatchResult, and(eq(entMatchResult.companyId, decDeclare.companyId), eq(entMatchResult.projectId, decDeclare.projectId)))
      .where(eq(decDeclare.status, '2')),
  ]);
  return {
    policyCount: Number(policies[0]?.n ?? 0),
    projectCount: Number(projects[0]?.n ?? 0),
    applyingProjectCount: Number(applying[0]?.n ?? 0),
    applyCount: Number(applies[0]?.n ?? 0),
    companyCount: Number(applies[0]?.companies ?? 0),
    passAmount: Number(passed[0]?.amount ?? 0),
  };
};
