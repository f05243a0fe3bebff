import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { allowanceScope, loadAllowance } from './allowance.queries';

/**
 * `GET /allowance/detail?id=` (portal:allowance:list): one record.
 * @throws AppError NOT_FOUND_ENTITY 补助发放记录不存在.
 */
export const getAllowanceDetail: Handler<'getAllowanceDetail'> = async (req, ctx) => {
  const scope = await allowanceScope(ctx.db, requireUser(ctx));
  return ok(await loadAllowance(ctx.db, req.query.id, scope));
};
