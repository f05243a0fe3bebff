import { type Handler, requireUser } from '../../../core/handler';
import { adminPolicyDetail, policyScope, readPolicy } from './policy-info.queries';

/**
 * `GET /admin/policy/info/detail` (staff, policy:info:detail): the policy for 政策发布's edit form —
 * unit tables, tags, labels, attachments, shelf state. @throws AppError NOT_FOUND_ENTITY 政策不存在.
 */
export const getAdminPolicyInfoDetail: Handler<'getAdminPolicyInfoDetail'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  return adminPolicyDetail(ctx.db, await readPolicy(ctx.db, req.query.id, scope));
};
