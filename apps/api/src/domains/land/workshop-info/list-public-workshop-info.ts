import { count } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { workshopInfo } from '../../../db/schema';
import { WORKSHOP_INFO_ITEM_COLUMNS, toWorkshopInfoItem } from '../listing/listing.queries';
import { publicListOrder, publicListWhere, type PublicListColumns } from '../listing/public-list';

const COLUMNS: PublicListColumns = {
  id: workshopInfo.id,
  status: workshopInfo.status,
  publishTime: workshopInfo.publishTime,
  streetCode: workshopInfo.streetCode,
  area: workshopInfo.buildingArea,
  mode: workshopInfo.dealType,
  text: [workshopInfo.title, workshopInfo.address],
  description: workshopInfo.description,
};

/**
 * `GET /workshop/info/publicList` (public; seeds 000 §2 sdmarket, tab 厂房): published factory
 * buildings for rent or sale, newest publication first, paged. Filters: `keyword` (title, address
 * or description), `streetCode` (town), `dealType`, `minArea`/`maxArea` (㎡, inclusive). Contact
 * phones are masked.
 */
export const listPublicWorkshopInfo: Handler<'listPublicWorkshopInfo'> = async (req, ctx) => {
  const { keyword, streetCode, dealType, minArea, maxArea } = req.query;
  const window = toPageWindow(req.query);
  const where = publicListWhere(COLUMNS, { keyword, streetCode, mode: dealType, minArea, maxArea });
  const [rows, totals] = await Promise.all([
    ctx.db.select(WORKSHOP_INFO_ITEM_COLUMNS).from(workshopInfo).where(where).orderBy(...publicListOrder(COLUMNS)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(workshopInfo).where(where),
  ]);
  return pageResult(
    rows.map((r) => toWorkshopInfoItem(r, { fullPhone: false })),
    totals[0]?.n ?? 0,
  );
};
