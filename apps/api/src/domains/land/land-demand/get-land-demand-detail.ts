import { PERM } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { landDemand } from '../../../db/schema';
import { viewListing } from '../listing/listing-detail';
import { LAND_DEMAND_DETAIL_COLUMNS, toLandDemandDetail } from '../listing/listing.queries';

/**
 * `GET /land/demand/detail?id=` (login optional; seeds 000 §2 sdmarketdetail1?type=demand): one
 * land demand — published for everyone (counts a view), every state for its owner and for staff granted land:demand:list.
 * @throws AppError NOT_FOUND_ENTITY 需求信息不存在 otherwise.
 */
export const getLandDemandDetail: Handler<'getLandDemandDetail'> = async (req, ctx) => {
  const { id } = req.query;
  const { row, visibility } = await viewListing(
    ctx,
    { table: landDemand, id: landDemand.id, viewCount: landDemand.viewCount, notFound: '需求信息不存在', listPermission: PERM.landDemandList },
    id,
    async () => (await ctx.db.select(LAND_DEMAND_DETAIL_COLUMNS).from(landDemand).where(eq(landDemand.id, id)).limit(1))[0],
  );
  return toLandDemandDetail(row, visibility);
};
