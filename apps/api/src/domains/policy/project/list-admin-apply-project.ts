import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { projectPage, projectScope, toAdminItem } from './apply-project.queries';

/**
 * `GET /admin/policy/info/applyProjectList` (policy:applyProject:list; seeds 001 §7 applyProject*): the
 * declaration projects within the caller's data rules on `policy:applyProject`, newest first, filtered by
 * policy, keyword (project name or policy title), publication status and phase.
 */
export const listAdminApplyProject: Handler<'listAdminApplyProject'> = async (req, ctx) => {
  const scope = await projectScope(ctx.db, requireUser(ctx));
  const now = new Date();
  return ok(await projectPage(ctx.db, req.query, scope, (r) => toAdminItem(r, now)));
};
