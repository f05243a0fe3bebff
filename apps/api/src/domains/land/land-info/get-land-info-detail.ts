import { PERM } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { landInfo } from '../../../db/schema';
import { viewListing } from '../listing/listing-detail';
import { LAND_INFO_DETAIL_COLUMNS, toLandInfoDetail } from '../listing/listing.queries';

/**
 * `GET /land/info/detail?id=` (login optional; seeds 000 §2 sdmarketdetail1): one land supply
 * listing — published for everyone (counts a view), every state for its owner and for staff granted land:info:list.
 * @throws AppError NOT_FOUND_ENTITY 土地信息不存在 otherwise.
 */
export const getLandInfoDetail: Handler<'getLandInfoDetail'> = async (req, ctx) => {
  const { id } = req.query;
  const { row, visibility } = await viewListing(
    ctx,
    { table: landInfo, id: landInfo.id, viewCount: landInfo.viewCount, notFound: '土地信息不存在', listPermission: PERM.landInfoList },
    id,
    async () => (await ctx.db.select(LAND_INFO_DETAIL_COLUMNS).from(landInfo).where(eq(landInfo.id, id)).limit(1))[0],
  );
  return toLandInfoDetail(row, visibility);
};
