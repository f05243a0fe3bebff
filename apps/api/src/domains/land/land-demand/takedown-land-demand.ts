import type { Handler } from '../../../core/handler';
import { LAND_DEMAND, changeListing } from '../listing/listing-workflow';

/** `POST /land/demand/takedown` (下架土地需求; seeds 001 §7): 2 已上架 → 4 已下架, with a review log row (opinion = 下架原因). */
export const takedownLandDemand: Handler<'takedownLandDemand'> = async (req, ctx) => changeListing(ctx, LAND_DEMAND, req.body.id, 'takedown', req.body.opinion);
