import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changeAllowances } from './allowance.queries';

/**
 * `POST /allowance/grant` (portal:allowance:grant): 0 待发放 → 1 已发放 on grantDate for every id, all or
 * nothing; the enterprise then sees the record as 已发放 in 我的补助; msg 发放成功.
 * @throws AppError NOT_FOUND_ENTITY 补助发放记录不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const grantAllowance: Handler<'grantAllowance'> = async (req, ctx) => {
  await changeAllowances(ctx.db, requireUser(ctx), req.body.ids, 'grant', req.body.grantDate);
  return ok(null, '发放成功');
};
