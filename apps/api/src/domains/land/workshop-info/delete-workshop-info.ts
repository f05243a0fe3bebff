import type { Handler } from '../../../core/handler';
import { WORKSHOP_INFO, deleteListings } from '../listing/listing-workflow';

/** `POST /workshop/info/delete` (删除厂房房源; seeds 001 §7): states 0, 3, 4 only, all or nothing, with their review log. */
export const deleteWorkshopInfo: Handler<'deleteWorkshopInfo'> = async (req, ctx) => deleteListings(ctx, WORKSHOP_INFO, req.body.ids);
