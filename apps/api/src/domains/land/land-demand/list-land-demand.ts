import { count } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { landDemand } from '../../../db/schema';
import { LAND_DEMAND_ITEM_COLUMNS, toLandDemandItem } from '../listing/listing.queries';
import { FULL_PHONE, manageListOrder, manageListWhere } from '../listing/manage-list';

/**
 * `GET /land/demand/list` (土地需求, workbench; seeds 001 §7 /land/demand/*): every state, newest first,
 * filters keyword (title), status, streetCode, supplyMode, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listLandDemand: Handler<'listLandDemand'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { keyword, status, streetCode, supplyMode, startTime, endTime } = req.query;
  const window = toPageWindow(req.query);
  const where = manageListWhere(landDemand, landDemand.supplyMode, { keyword, status, streetCode, mode: supplyMode, startTime, endTime }, user);
  const [rows, totals] = await Promise.all([
    ctx.db.select(LAND_DEMAND_ITEM_COLUMNS).from(landDemand).where(where).orderBy(...manageListOrder(landDemand)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(landDemand).where(where),
  ]);
  return pageResult(
    rows.map((r) => toLandDemandItem(r, FULL_PHONE)),
    totals[0]?.n ?? 0,
  );
};
