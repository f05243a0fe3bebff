import { count } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { landInfo } from '../../../db/schema';
import { LAND_INFO_ITEM_COLUMNS, toLandInfoItem } from '../listing/listing.queries';
import { FULL_PHONE, manageListOrder, manageListWhere } from '../listing/manage-list';

/**
 * `GET /land/info/list` (土地供应, workbench; seeds 001 §7 /land/info/*): every state, newest first,
 * filters keyword (title), status, streetCode, supplyMode, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listLandInfo: Handler<'listLandInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { keyword, status, streetCode, supplyMode, startTime, endTime } = req.query;
  const window = toPageWindow(req.query);
  const where = manageListWhere(landInfo, landInfo.supplyMode, { keyword, status, streetCode, mode: supplyMode, startTime, endTime }, user);
  const [rows, totals] = await Promise.all([
    ctx.db.select(LAND_INFO_ITEM_COLUMNS).from(landInfo).where(where).orderBy(...manageListOrder(landInfo)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(landInfo).where(where),
  ]);
  return pageResult(
    rows.map((r) => toLandInfoItem(r, FULL_PHONE)),
    totals[0]?.n ?? 0,
  );
};
