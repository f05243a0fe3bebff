import { and, count, desc, eq } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { iso } from '../../../core/values';
import { polInfo, polMyView } from '../../../db/schema';
import { supportModeLabeller } from '../doc/support-modes';

/**
 * `GET /pol/my/getPolMyView` (any login): the published policies the caller opened while logged in
 * (the public detail reads record them), latest view first, one row per policy.
 */
export const getPolMyView: Handler<'getPolMyView'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const window = toPageWindow(req.query);
  const where = and(eq(polMyView.userId, user.id), eq(polInfo.status, 'published'));
  const label = await supportModeLabeller(ctx.db);
  return pagedSelect(
    ctx.db
      .select({
        id: polInfo.id,
        policyTitle: polInfo.policyTitle,
        policyDepName: polInfo.policyDepName,
        policyCreateTime: polInfo.policyCreateTime,
        supportModes: polInfo.supportModes,
        viewTime: polMyView.lastViewAt,
      })
      .from(polMyView)
      .innerJoin(polInfo, eq(polInfo.id, polMyView.polInfoId))
      .where(where)
      .orderBy(desc(polMyView.lastViewAt), desc(polInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polMyView).innerJoin(polInfo, eq(polInfo.id, polMyView.polInfoId)).where(where),
    (r) => ({ ...r, policyCreateTime: iso(r.policyCreateTime), supportModes: label(r.supportModes), viewTime: iso(r.viewTime) }),
  );
};
