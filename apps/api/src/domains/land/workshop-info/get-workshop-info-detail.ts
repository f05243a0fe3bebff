import type { Handler } from '../../../core/handler';
import { WORKSHOP_INFO_KIND } from '../listing/listing-kind';

/**
 * `GET /workshop/info/detail?id=` (login optional; seeds 000 §2 sdmarketdetail2): one factory
 * building — published for everyone (counts a view), every state for its owner and for staff granted workshop:info:list.
 * @throws AppError NOT_FOUND_ENTITY 厂房信息不存在 otherwise.
 */
export const getWorkshopInfoDetail: Handler<'getWorkshopInfoDetail'> = (req, ctx) => WORKSHOP_INFO_KIND.view(ctx, req.query.id);
