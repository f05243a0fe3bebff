import type { Handler } from '../../../core/handler';
import { LAND_DEMAND_KIND } from '../listing/listing-kind';

/**
 * `GET /land/demand/detail?id=` (login optional; seeds 000 §2 sdmarketdetail1?type=demand): one
 * land demand — published for everyone (counts a view), every state for its owner and for staff granted land:demand:list.
 * @throws AppError NOT_FOUND_ENTITY 需求信息不存在 otherwise.
 */
export const getLandDemandDetail: Handler<'getLandDemandDetail'> = (req, ctx) => LAND_DEMAND_KIND.view(ctx, req.query.id);
