import type { Handler } from '../../../core/handler';
import { requireCallerCompany } from '../../../core/caller-company';
import { matchCompanyProject } from '../company-check/company-match';
import { findCompanyDeclare } from '../declare/declare.queries';
import { applyCountOf, loadPublishedProject, toApplyProject } from './project-apply.queries';

/**
 * `GET /policy/doc/projectApply?projectId=` (QY; seeds 001 §7 projectApply, 000 §2 policyserverdeclare):
 * what the declaration page needs — the published project with its template (`applyCount` = submitted
 * declarations, `applyPhase` now), the caller's enterprise's declaration to it (null before the first
 * save) and the enterprise's match (stored while fresh, else recomputed from its current facts).
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在 for an unknown or unpublished project;
 *   BUSINESS_RULE 当前账号未关联企业.
 */
export const getProjectApply: Handler<'getProjectApply'> = async (req, ctx) => {
  const { companyId } = await requireCallerCompany(ctx);
  const now = new Date();
  const project = await loadPublishedProject(ctx.db, req.query.projectId);
  const [applyCount, apply, match] = await Promise.all([
    applyCountOf(ctx.db, project.id),
    findCompanyDeclare(ctx.db, companyId, project.id),
    matchCompanyProject(ctx, project.id, companyId, now),
  ]);
  return { project: toApplyProject(project, applyCount, now), apply, match };
};
