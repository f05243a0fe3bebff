import type { Handler } from '../../../core/handler';
import { WORKSHOP_DEMAND_KIND } from '../listing/listing-kind';

/**
 * `GET /workshop/demand/detail?id=` (login optional; seeds 000 §2 sdmarketdetail2?type=demand): one
 * workshop demand — published for everyone (counts a view), every state for its owner and for staff granted workshop:demand:list.
 * @throws AppError NOT_FOUND_ENTITY 需求信息不存在 otherwise.
 */
export const getWorkshopDemandDetail: Handler<'getWorkshopDemandDetail'> = (req, ctx) => WORKSHOP_DEMAND_KIND.view(ctx, req.query.id);
