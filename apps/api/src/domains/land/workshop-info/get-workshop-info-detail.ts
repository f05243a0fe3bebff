import { PERM } from '@qifu/sdk';
import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { workshopInfo } from '../../../db/schema';
import { viewListing } from '../listing/listing-detail';
import { WORKSHOP_INFO_DETAIL_COLUMNS, toWorkshopInfoDetail } from '../listing/listing.queries';

/**
 * `GET /workshop/info/detail?id=` (login optional; seeds 000 §2 sdmarketdetail2): one factory
 * building — published for everyone (counts a view), every state for its owner and for staff granted workshop:info:list.
 * @throws AppError NOT_FOUND_ENTITY 厂房信息不存在 otherwise.
 */
export const getWorkshopInfoDetail: Handler<'getWorkshopInfoDetail'> = async (req, ctx) => {
  const { id } = req.query;
  const { row, visibility } = await viewListing(
    ctx,
    { table: workshopInfo, id: workshopInfo.id, viewCount: workshopInfo.viewCount, notFound: '厂房信息不存在', listPermission: PERM.workshopInfoList },
    id,
    async () => (await ctx.db.select(WORKSHOP_INFO_DETAIL_COLUMNS).from(workshopInfo).where(eq(workshopInfo.id, id)).limit(1))[0],
  );
  return toWorkshopInfoDetail(row, visibility);
};
