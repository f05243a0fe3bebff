import { PERM } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { workshopDemand } from '../../../db/schema';
import { viewListing } from '../listing/listing-detail';
import { WORKSHOP_DEMAND_DETAIL_COLUMNS, toWorkshopDemandDetail } from '../listing/listing.queries';

/**
 * `GET /workshop/demand/detail?id=` (login optional; seeds 000 §2 sdmarketdetail2?type=demand): one
 * workshop demand — published for everyone (counts a view), every state for its owner and for staff granted workshop:demand:list.
 * @throws AppError NOT_FOUND_ENTITY 需求信息不存在 otherwise.
 */
export const getWorkshopDemandDetail: Handler<'getWorkshopDemandDetail'> = async (req, ctx) => {
  const { id } = req.query;
  const { row, visibility } = await viewListing(
    ctx,
    { table: workshopDemand, id: workshopDemand.id, viewCount: workshopDemand.viewCount, notFound: '需求信息不存在', listPermission: PERM.workshopDemandList },
    id,
    async () => (await ctx.db.select(WORKSHOP_DEMAND_DETAIL_COLUMNS).from(workshopDemand).where(eq(workshopDemand.id, id)).limit(1))[0],
  );
  return toWorkshopDemandDetail(row, visibility);
};
