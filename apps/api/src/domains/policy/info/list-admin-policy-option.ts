import { desc } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { polInfo } from '../../../db/schema';
import { adminPolicyWhere, policyScope } from './policy-info.queries';

/** Most options answered (the contract's "at most 200"). */
const MAX_OPTIONS = 200;

/**
 * `GET /admin/policy/info/option` (staff, policy:info:list): `{ label: policyTitle, value: id }` of the
 * policies within the caller's data rules (title keyword, shelf state), newest change first, ≤ 200 —
 * the workbench's policy selects (carousel link, calculator, declaration project).
 */
export const listAdminPolicyOption: Handler<'listAdminPolicyOption'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const rows = await ctx.db
    .select({ label: polInfo.policyTitle, value: polInfo.id })
    .from(polInfo)
    .where(adminPolicyWhere({ policyTitle: req.query.keyword, status: req.query.status }, scope))
    .orderBy(desc(polInfo.updatedAt), desc(polInfo.id))
    .limit(MAX_OPTIONS);
  return rows;
};
