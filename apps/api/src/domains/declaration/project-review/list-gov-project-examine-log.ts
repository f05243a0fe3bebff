import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { declareLog } from '../declare/declare-log';
import { loadDeclare } from '../declare/declare.queries';
import { projectApplyScope } from './project-review.queries';

/**
 * `GET /gov/policy/doc/examineLog?declareId=` (policy:apply:list; seeds 001 §7 examine details): the
 * history of a submitted declaration within the caller's data rules, oldest first.
 * @throws AppError NOT_FOUND_ENTITY 申报不存在.
 */
export const listGovProjectExamineLog: Handler<'listGovProjectExamineLog'> = async (req, ctx) => {
  const scope = await projectApplyScope(ctx.db, requireUser(ctx));
  const declaration = await loadDeclare(ctx.db, req.query.declareId, { submittedOnly: true, extra: scope });
  return ok(await declareLog(ctx.db, declaration.id));
};
