import { and, asc, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, toPageWindow } from '../../../core/paging';
import { polApplyProject, polInfo } from '../../../db/schema';
import { pagePublicProjects } from '../../matching';
import { phaseRank, phaseWhere } from './project-phase';

/**
 * `GET /policy/doc/applyProjectList` (public; seeds 001 §7, 000 §2 policyserverhotList): published
 * declaration projects of published policies, paged (10 by default) — 申报中 first, then 未开始,
 * 审核中, 已结束, each by applyEndTime (closing soonest first). Filters: `keyword` (literal,
 * case-insensitive, in the project name or the policy title), `policyId`, `applyPhase` (derived
 * from the times at the moment of the call). `applyCount` = submitted declarations (status 1–3);
 * `matchResult`/`estimatedAmount` are null (the public list matches nobody).
 */
export const listPublicApplyProject: Handler<'listPublicApplyProject'> = async (req, ctx) => {
  const { keyword, policyId, applyPhase } = req.query;
  const now = new Date();
  const window = toPageWindow(req.query);
  const kw = keyword?.trim();
  return pagePublicProjects(ctx.db, {
    where: and(
      policyId ? eq(polApplyProject.policyId, policyId) : undefined,
      kw ? or(ilike(polApplyProject.projectName, `%${escapeLike(kw)}%`), ilike(polInfo.policyTitle, `%${escapeLike(kw)}%`)) : undefined,
      applyPhase ? phaseWhere(applyPhase, now) : undefined,
    ),
    orderBy: [asc(phaseRank(now)), asc(polApplyProject.applyEndTime), asc(polApplyProject.id)],
    window,
    now,
  });
};
