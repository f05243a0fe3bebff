import type { Handler } from '../../../core/handler';
import { LAND_INFO, deleteListings } from '../listing/listing-workflow';

/** `POST /land/info/delete` (删除土地供应; seeds 001 §7): states 0, 3, 4 only, all or nothing, with their review log. */
export const deleteLandInfo: Handler<'deleteLandInfo'> = async (req, ctx) => deleteListings(ctx, LAND_INFO, req.body.ids);
