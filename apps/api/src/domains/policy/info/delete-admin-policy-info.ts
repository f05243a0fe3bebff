import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changePolicyState } from './policy-info.queries';

/**
 * `POST /admin/policy/info/delete` (staff, policy:info:delete): the policy state table's `delete`
 * (not published, not pending) — the policy leaves every list; the row stays as `deleted` for the
 * consultations, declarations and business log that refer to it.
 * @throws AppError BUSINESS_RULE 已上架的政策请先下架再删除 / 待审核的政策不能修改; NOT_FOUND_ENTITY 政策不存在.
 */
export const deleteAdminPolicyInfo: Handler<'deleteAdminPolicyInfo'> = async (req, ctx) => {
  await changePolicyState(ctx, requireUser(ctx), [req.body.id], 'delete');
  return ok(null, '删除成功');
};
