import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changePolicyState } from './policy-info.queries';

/**
 * `POST /admin/policy/info/batchDelete` (form `ids=…&ids=…`, staff, policy:info:delete): deletes every
 * policy like deleteAdminPolicyInfo, all or nothing — one the table refuses refuses the batch.
 * @returns `{ count }` deleted.
 */
export const batchDeleteAdminPolicyInfo: Handler<'batchDeleteAdminPolicyInfo'> = async (req, ctx) => {
  const ids = [req.body.ids].flat();
  const count = await changePolicyState(ctx, requireUser(ctx), ids, 'delete');
  return ok({ count }, '删除成功');
};
