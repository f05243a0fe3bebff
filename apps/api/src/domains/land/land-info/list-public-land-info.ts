import { count } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { landInfo } from '../../../db/schema';
import { LAND_INFO_ITEM_COLUMNS, toLandInfoItem } from '../listing/listing.queries';
import { publicListOrder, publicListWhere, type PublicListColumns } from '../listing/public-list';

const COLUMNS: PublicListColumns = {
  id: landInfo.id,
  status: landInfo.status,
  publishTime: landInfo.publishTime,
  streetCode: landInfo.streetCode,
  area: landInfo.landArea,
  mode: landInfo.supplyMode,
  text: [landInfo.title, landInfo.address, landInfo.landNo],
  description: landInfo.description,
};

/**
 * `GET /land/info/publicList` (public; seeds 000 §2 sdmarket, tab 土地): published land supply
 * listings, newest publication first, paged (10 by default). Filters: `keyword` (title, address,
 * plot number or description), `streetCode` (town), `supplyMode`, `minArea`/`maxArea` (亩,
 * inclusive). Contact phones are masked.
 */
export const listPublicLandInfo: Handler<'listPublicLandInfo'> = async (req, ctx) => {
  const { keyword, streetCode, supplyMode, minArea, maxArea } = req.query;
  const window = toPageWindow(req.query);
  const where = publicListWhere(COLUMNS, { keyword, streetCode, mode: supplyMode, minArea, maxArea });
  const [rows, totals] = await Promise.all([
    ctx.db.select(LAND_INFO_ITEM_COLUMNS).from(landInfo).where(where).orderBy(...publicListOrder(COLUMNS)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(landInfo).where(where),
  ]);
  return pageResult(
    rows.map((r) => toLandInfoItem(r, { fullPhone: false })),
    totals[0]?.n ?? 0,
  );
};
