import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { projectPage, projectScope, toGovItem } from './apply-project.queries';

/**
 * `GET /gov/policy/doc/list` (policy:applyProject:list; seeds 001 §7 /gov/policy/doc/*): projects within
 * the caller's data rules on `policy:applyProject` (seeded: GOV and DEPT see those their office tree
 * examines), newest first.
 */
export const listGovProject: Handler<'listGovProject'> = async (req, ctx) => {
  const scope = await projectScope(ctx.db, requireUser(ctx));
  const now = new Date();
  const { applyPhase, ...rest } = req.query;
  return ok(await projectPage(ctx.db, { ...rest, phase: applyPhase }, scope, (r) => toGovItem(r, now)));
};
