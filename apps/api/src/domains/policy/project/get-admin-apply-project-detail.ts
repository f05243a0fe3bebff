import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { loadProject, projectScope, toAdminDetail } from './apply-project.queries';

/**
 * `GET /admin/policy/info/applyProjectDetail` (policy:applyProject:list; seeds 001 §3): one project with
 * its form template, for the 申报项目 editor.
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在 (also outside the caller's data rules).
 */
export const getAdminApplyProjectDetail: Handler<'getAdminApplyProjectDetail'> = async (req, ctx) => {
  const scope = await projectScope(ctx.db, requireUser(ctx));
  return ok(toAdminDetail(await loadProject(ctx.db, req.query.id, scope), new Date()));
};
