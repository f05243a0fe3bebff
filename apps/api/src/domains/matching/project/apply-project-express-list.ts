import { and, asc, gte, lte } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { polApplyProject } from '../../../db/schema';
import { applyCounts, enterpriseCompanyId, invalidRuleLogger } from '../caller';
import { ensureCompanyMatches } from '../company-match/company-matches';
import { pagePublicProjects } from './project-page';
import { toApplyProjectItem } from './project-items';

/**
 * `GET /policy/doc/applyProjectExpressList` (optional login; seeds 000 §7 政策快递): published
 * projects 申报中 at the moment of the call, closing soonest first, paged. For a logged-in
 * enterprise (QY with a company) only its 匹配 and 部分匹配 projects, with matchResult and
 * estimatedAmount (yuan); for anyone else all of them, with null.
 */
export const applyProjectExpressList: Handler<'applyProjectExpressList'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const now = new Date();
  const companyId = enterpriseCompanyId(ctx);
  if (companyId) {
    const { matches } = await ensureCompanyMatches(ctx.db, companyId, { now, onInvalid: invalidRuleLogger(ctx) });
    const open = matches
      .filter((m) => m.match.applyPhase === '2' && m.match.matchResult !== '3')
      .sort((a, b) => a.match.applyEndTime.localeCompare(b.match.applyEndTime) || a.match.projectId.localeCompare(b.match.projectId));
    const page = open.slice(window.offset, window.offset + window.limit);
    const counts = await applyCounts(
      ctx.db,
      page.map((m) => m.match.projectId),
    );
    return pageResult(
      page.map(({ match, project }) => toApplyProjectItem(project, match.applyPhase, counts.get(project.id) ?? 0, match)),
      open.length,
    );
  }
  return pagePublicProjects(ctx.db, {
    where: and(lte(polApplyProject.applyStartTime, now), gte(polApplyProject.applyEndTime, now)),
    orderBy: [asc(polApplyProject.applyEndTime), asc(polApplyProject.id)],
    window,
    now,
  });
};
