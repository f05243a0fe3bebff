import { count } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { workshopInfo } from '../../../db/schema';
import { WORKSHOP_INFO_ITEM_COLUMNS, toWorkshopInfoItem } from '../listing/listing.queries';
import { FULL_PHONE, manageListOrder, manageListWhere } from '../listing/manage-list';

/**
 * `GET /workshop/info/list` (厂房房源, workbench; seeds 001 §7 /workshop/info/*): every state, newest first,
 * filters keyword (title), status, streetCode, dealType, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listWorkshopInfo: Handler<'listWorkshopInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { keyword, status, streetCode, dealType, startTime, endTime } = req.query;
  const window = toPageWindow(req.query);
  const where = manageListWhere(workshopInfo, workshopInfo.dealType, { keyword, status, streetCode, mode: dealType, startTime, endTime }, user);
  const [rows, totals] = await Promise.all([
    ctx.db.select(WORKSHOP_INFO_ITEM_COLUMNS).from(workshopInfo).where(where).orderBy(...manageListOrder(workshopInfo)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(workshopInfo).where(where),
  ]);
  return pageResult(
    rows.map((r) => toWorkshopInfoItem(r, FULL_PHONE)),
    totals[0]?.n ?? 0,
  );
};
