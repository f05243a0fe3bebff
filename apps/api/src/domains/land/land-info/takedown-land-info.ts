import type { Handler } from '../../../core/handler';
import { LAND_INFO, changeListing } from '../listing/listing-workflow';

/** `POST /land/info/takedown` (下架土地供应; seeds 001 §7): 2 已上架 → 4 已下架, with a review log row (opinion = 下架原因). */
export const takedownLandInfo: Handler<'takedownLandInfo'> = async (req, ctx) => changeListing(ctx, LAND_INFO, req.body.id, 'takedown', req.body.opinion);
