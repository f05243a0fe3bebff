import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { adminPolicyPage, adminPolicyWhere, policyScope } from './policy-info.queries';

/** Page size of the remote-paged dropdown (seeds 001 §9). */
export const REMOTE_DROPDOWN_PAGE_SIZE = 12;

/**
 * `GET /admin/policy/info/listByPolicyTitle` (staff, policy:info:list; seeds 001 §7, §9 remote-paged
 * dropdown, page size 12 by default): policies whose title contains `policyTitle` (or `keyword`, what the
 * remote dropdown sends), as the list.
 */
export const listByPolicyTitle: Handler<'listByPolicyTitle'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const where = adminPolicyWhere({ policyTitle: req.query.policyTitle ?? req.query.keyword, status: req.query.status }, scope);
  return adminPolicyPage(ctx.db, where, toPageWindow(req.query, REMOTE_DROPDOWN_PAGE_SIZE));
};
