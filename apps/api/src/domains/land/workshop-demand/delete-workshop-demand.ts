import type { Handler } from '../../../core/handler';
import { WORKSHOP_DEMAND, deleteListings } from '../listing/listing-workflow';

/** `POST /workshop/demand/delete` (删除厂房需求; seeds 001 §7): states 0, 3, 4 only, all or nothing, with their review log. */
export const deleteWorkshopDemand: Handler<'deleteWorkshopDemand'> = async (req, ctx) => deleteListings(ctx, WORKSHOP_DEMAND, req.body.ids);
