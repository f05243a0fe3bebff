import { count, desc, eq } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { iso } from '../../../core/values';
import { company, polMyView, sysUser } from '../../../db/schema';
import { policyScope, readPolicy } from '../info/policy-info.queries';

/**
 * `GET /pol/info/getPolView` (staff, pol:info:view; seeds 001 §7): who viewed a policy of the caller's
 * data rules and when — the logged-in readers' latest views (`pol_my_view`, one row per reader),
 * newest first. Anonymous views are only counted (viewCount).
 * @throws AppError NOT_FOUND_ENTITY 政策不存在.
 */
export const getPolView: Handler<'getPolView'> = async (req, ctx) => {
  const scope = await policyScope(ctx, requireUser(ctx));
  const policy = await readPolicy(ctx.db, req.query.polInfoId, scope);
  const window = toPageWindow(req.query);
  const where = eq(polMyView.polInfoId, policy.id);
  return pagedSelect(
    ctx.db
      .select({
        userId: polMyView.userId,
        lastViewAt: polMyView.lastViewAt,
        userName: sysUser.name,
        userType: sysUser.userType,
        companyName: company.companyName,
      })
      .from(polMyView)
      .leftJoin(sysUser, eq(sysUser.id, polMyView.userId))
      .leftJoin(company, eq(company.id, sysUser.companyId))
      .where(where)
      .orderBy(desc(polMyView.lastViewAt), desc(polMyView.userId))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polMyView).where(where),
    (r) => ({
      id: r.userId,
      polInfoId: policy.id,
      userName: r.userName,
      userType: r.userType,
      companyName: r.companyName,
      viewTime: iso(r.lastViewAt),
    }),
  );
};
