import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { loadProject, projectScope, toGovProject } from './apply-project.queries';

/**
 * `GET /gov/policy/doc/detail` (policy:applyProject:list): one project with its template, conditions and
 * support amount.
 * @throws AppError NOT_FOUND_ENTITY 申报项目不存在 (also outside the caller's data rules).
 */
export const getGovProjectDetail: Handler<'getGovProjectDetail'> = async (req, ctx) => {
  const scope = await projectScope(ctx.db, requireUser(ctx));
  return ok(toGovProject(await loadProject(ctx.db, req.query.id, scope), new Date()));
};
