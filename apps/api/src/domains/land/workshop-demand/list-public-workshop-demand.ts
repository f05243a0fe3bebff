import { count } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pageResult, toPageWindow } from '../../../core/paging';
import { workshopDemand } from '../../../db/schema';
import { WORKSHOP_DEMAND_ITEM_COLUMNS, toWorkshopDemandItem } from '../listing/listing.queries';
import { publicListOrder, publicListWhere, type PublicListColumns } from '../listing/public-list';

const COLUMNS: PublicListColumns = {
  id: workshopDemand.id,
  status: workshopDemand.status,
  publishTime: workshopDemand.publishTime,
  streetCode: workshopDemand.streetCode,
  area: workshopDemand.demandArea,
  mode: workshopDemand.dealType,
  text: [workshopDemand.title, workshopDemand.companyName, workshopDemand.industry],
  description: workshopDemand.description,
};

/**
 * `GET /workshop/demand/publicList` (public; seeds 000 §2 sdmarket, tab 需求 → 厂房需求): published
 * workshop demands, newest publication first, paged. Filters: `keyword` (title, enterprise,
 * industry or description), `streetCode` (intended town), `dealType`, `minArea`/`maxArea` (㎡,
 * inclusive). Contact phones are masked.
 */
export const listPublicWorkshopDemand: Handler<'listPublicWorkshopDemand'> = async (req, ctx) => {
  const { keyword, streetCode, dealType, minArea, maxArea } = req.query;
  const window = toPageWindow(req.query);
  const where = publicListWhere(COLUMNS, { keyword, streetCode, mode: dealType, minArea, maxArea });
  const [rows, totals] = await Promise.all([
    ctx.db.select(WORKSHOP_DEMAND_ITEM_COLUMNS).from(workshopDemand).where(where).orderBy(...publicListOrder(COLUMNS)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(workshopDemand).where(where),
  ]);
  return pageResult(
    rows.map((r) => toWorkshopDemandItem(r, { fullPhone: false })),
    totals[0]?.n ?? 0,
  );
};
