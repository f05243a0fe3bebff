import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changeAllowances } from './allowance.queries';

/**
 * `POST /allowance/cancel` (portal:allowance:grant): 0 待发放 → 2 已取消; msg 取消成功.
 * @throws AppError NOT_FOUND_ENTITY 补助发放记录不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const cancelAllowance: Handler<'cancelAllowance'> = async (req, ctx) => {
  await changeAllowances(ctx.db, requireUser(ctx), [req.body.id], 'cancel');
  return ok(null, '取消成功');
};
