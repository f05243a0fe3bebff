import { count } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { workshopDemand } from '../../../db/schema';
import { WORKSHOP_DEMAND_ITEM_COLUMNS, toWorkshopDemandItem } from '../listing/listing.queries';
import { FULL_PHONE, manageListOrder, manageListWhere } from '../listing/manage-list';

/**
 * `GET /workshop/demand/list` (厂房需求, workbench; seeds 001 §7 /workshop/demand/*): every state, newest first,
 * filters keyword (title), status, streetCode, dealType, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listWorkshopDemand: Handler<'listWorkshopDemand'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { keyword, status, streetCode, dealType, startTime, endTime } = req.query;
  const window = toPageWindow(req.query);
  const where = manageListWhere(workshopDemand, workshopDemand.dealType, { keyword, status, streetCode, mode: dealType, startTime, endTime }, user);
  const [rows, totals] = await Promise.all([
    ctx.db.select(WORKSHOP_DEMAND_ITEM_COLUMNS).from(workshopDemand).where(where).orderBy(...manageListOrder(workshopDemand)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(workshopDemand).where(where),
  ]);
  return pageResult(
    rows.map((r) => toWorkshopDemandItem(r, FULL_PHONE)),
    totals[0]?.n ?? 0,
  );
};
