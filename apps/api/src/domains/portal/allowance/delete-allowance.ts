import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changeAllowances } from './allowance.queries';

/**
 * `POST /allowance/delete` (portal:allowance:delete): deletes a record in 0 待发放; msg 删除成功.
 * @throws AppError NOT_FOUND_ENTITY 补助发放记录不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const deleteAllowance: Handler<'deleteAllowance'> = async (req, ctx) => {
  await changeAllowances(ctx.db, requireUser(ctx), [req.body.id], 'delete');
  return ok(null, '删除成功');
};
