import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { changePolicyState } from './policy-info.queries';

/**
 * `POST /admin/policy/info/takeup` (staff, policy:info:takeup; seeds 001 §4 "policy: take up"): draft,
 * approved or offline → published (the policy state table); the first takeup sets the publication
 * time. The policy appears at once in the public market, policy search and global search.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 (published, pending, rejected); NOT_FOUND_ENTITY 政策不存在.
 */
export const takeupAdminPolicyInfo: Handler<'takeupAdminPolicyInfo'> = async (req, ctx) => {
  await changePolicyState(ctx, requireUser(ctx), [req.body.id], 'takeup');
  return ok(null, '上架成功');
};
