import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { saveAllowance as save } from './allowance.queries';

/**
 * `POST /allowance/save` (portal:allowance:save): creates a record in 0 待发放 (for a passed declaration
 * when declareId is given) or updates one still in 0; msg 保存成功, data `{ id }`.
 * @throws AppError NOT_FOUND_ENTITY; BUSINESS_RULE 当前状态不允许该操作 / 只能为审核通过的申报发放补助;
 *   CONFLICT 该申报已有补助发放记录; BAD_REQUEST.
 */
export const saveAllowance: Handler<'saveAllowance'> = async (req, ctx) => {
  const id = await save(ctx.db, requireUser(ctx), req.body);
  return ok({ id }, '保存成功');
};
