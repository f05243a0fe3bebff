import { and, asc, count, eq, ilike, or } from 'drizzle-orm';

import type { Handler } from '../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../core/paging';
import { polApplyProject, polInfo } from '../../db/schema';
import { applyCounts } from '../matching/caller';
import { applyPhaseOf } from '../matching/engine';
import { toApplyProjectItem } from '../matching/project-items';
import { PROJECT_COLUMNS } from '../matching/projects';
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
  const where = and(
    eq(polApplyProject.status, '1'),
    eq(polInfo.status, 'published'),
    policyId ? eq(polApplyProject.policyId, policyId) : undefined,
    kw ? or(ilike(polApplyProject.projectName, `%${escapeLike(kw)}%`), ilike(polInfo.policyTitle, `%${escapeLike(kw)}%`)) : undefined,
    applyPhase ? phaseWhere(applyPhase, now) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(PROJECT_COLUMNS)
      .from(polApplyProject)
      .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
      .where(where)
      .orderBy(asc(phaseRank(now)), asc(polApplyProject.applyEndTime), asc(polApplyProject.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db
      .select({ n: count() })
      .from(polApplyProject)
      .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
      .where(where),
  ]);
  const counts = await applyCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return pageResult(
    rows.map((r) => toApplyProjectItem(r, applyPhaseOf(r, now), counts.get(r.id) ?? 0, null)),
    totals[0]?.n ?? 0,
  );
};
