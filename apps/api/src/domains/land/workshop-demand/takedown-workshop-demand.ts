import type { Handler } from '../../../core/handler';
import { WORKSHOP_DEMAND, changeListing } from '../listing/listing-workflow';

/** `POST /workshop/demand/takedown` (下架厂房需求; seeds 001 §7): 2 已上架 → 4 已下架, with a review log row (opinion = 下架原因). */
export const takedownWorkshopDemand: Handler<'takedownWorkshopDemand'> = async (req, ctx) => changeListing(ctx, WORKSHOP_DEMAND, req.body.id, 'takedown', req.body.opinion);
