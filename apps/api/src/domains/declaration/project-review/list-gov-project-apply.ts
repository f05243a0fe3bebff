import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { projectApplyPage, projectApplyScope } from './project-review.queries';

/**
 * `GET /gov/policy/doc/applyList` (policy:apply:list; seeds 001 §7 /gov/policy/doc/*): submitted
 * declarations (1–4) to projects within the caller's data rules on `policy:applyProject`, newest
 * submission first; filters project, state and keyword (company name or credit code).
 */
export const listGovProjectApply: Handler<'listGovProjectApply'> = async (req, ctx) => {
  const scope = await projectApplyScope(ctx.db, requireUser(ctx));
  return ok(await projectApplyPage(ctx.db, req.query, scope));
};
