import type { Handler } from '../../../core/handler';
import { LAND_INFO_KIND } from '../listing/listing-kind';

/**
 * `GET /land/info/detail?id=` (login optional; seeds 000 §2 sdmarketdetail1): one land supply
 * listing — published for everyone (counts a view), every state for its owner and for staff granted land:info:list.
 * @throws AppError NOT_FOUND_ENTITY 土地信息不存在 otherwise.
 */
export const getLandInfoDetail: Handler<'getLandInfoDetail'> = (req, ctx) => LAND_INFO_KIND.view(ctx, req.query.id);
