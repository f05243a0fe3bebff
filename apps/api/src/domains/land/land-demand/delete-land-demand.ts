import type { Handler } from '../../../core/handler';
import { LAND_DEMAND, deleteListings } from '../listing/listing-workflow';

/** `POST /land/demand/delete` (删除土地需求; seeds 001 §7): states 0, 3, 4 only, all or nothing, with their review log. */
export const deleteLandDemand: Handler<'deleteLandDemand'> = async (req, ctx) => deleteListings(ctx, LAND_DEMAND, req.body.ids);
