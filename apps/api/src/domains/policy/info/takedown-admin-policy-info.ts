import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changePolicyState } from './policy-info.queries';

/**
 * `POST /admin/policy/info/takedown` (staff, policy:info:takedown; seeds 001 §4 "policy: take down"):
 * published → offline (the policy state table). The policy leaves the public market, policy search
 * and global search at once. @throws AppError BUSINESS_RULE 当前状态不允许该操作; NOT_FOUND_ENTITY 政策不存在.
 */
export const takedownAdminPolicyInfo: Handler<'takedownAdminPolicyInfo'> = async (req, ctx) => {
  await changePolicyState(ctx, requireUser(ctx), [req.body.id], 'takedown');
  return ok(null, '下架成功');
};
