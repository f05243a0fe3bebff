import { count } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { landDemand } from '../../../db/schema';
import { LAND_DEMAND_ITEM_COLUMNS, toLandDemandItem } from '../listing/listing.queries';
import { publicListOrder, publicListWhere, type PublicListColumns } from '../listing/public-list';

const COLUMNS: PublicListColumns = {
  id: landDemand.id,
  status: landDemand.status,
  publishTime: landDemand.publishTime,
  streetCode: landDemand.streetCode,
  area: landDemand.demandArea,
  mode: landDemand.supplyMode,
  text: [landDemand.title, landDemand.companyName, landDemand.industry],
  description: landDemand.description,
};

/**
 * `GET /land/demand/publicList` (public; seeds 000 §2 sdmarket, tab 需求 → 用地需求): published
 * land demands, newest publication first, paged. Filters: `keyword` (title, enterprise, industry or
 * description), `streetCode` (intended town), `supplyMode`, `minArea`/`maxArea` (亩, inclusive).
 * Contact phones are masked.
 */
export const listPublicLandDemand: Handler<'listPublicLandDemand'> = async (req, ctx) => {
  const { keyword, streetCode, supplyMode, minArea, maxArea } = req.query;
  const window = toPageWindow(req.query);
  const where = publicListWhere(COLUMNS, { keyword, streetCode, mode: supplyMode, minArea, maxArea });
  const [rows, totals] = await Promise.all([
    ctx.db.select(LAND_DEMAND_ITEM_COLUMNS).from(landDemand).where(where).orderBy(...publicListOrder(COLUMNS)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(landDemand).where(where),
  ]);
  return pageResult(
    rows.map((r) => toLandDemandItem(r, { fullPhone: false })),
    totals[0]?.n ?? 0,
  );
};
