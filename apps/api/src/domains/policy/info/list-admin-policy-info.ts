import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { adminPolicyPage, adminPolicyWhere, policyScope } from './policy-info.queries';

/**
 * `GET /admin/policy/info/list` (staff, policy:info:list; seeds 001 §7): every policy but the deleted
 * ones within the caller's `pol:info` data rules, newest change first; filters 标题, 发文单位 (contains),
 * 状态 (the shelf code of the one policy state), 支持方式, 来源, 发布时间 (China days, inclusive).
 */
export const listAdminPolicyInfo: Handler<'listAdminPolicyInfo'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  return adminPolicyPage(ctx.db, adminPolicyWhere(req.query, scope), toPageWindow(req.query));
};
