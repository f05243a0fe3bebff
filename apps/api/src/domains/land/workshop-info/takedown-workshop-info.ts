import type { Handler } from '../../../core/handler';
import { WORKSHOP_INFO, changeListing } from '../listing/listing-workflow';

/** `POST /workshop/info/takedown` (下架厂房房源; seeds 001 §7): 2 已上架 → 4 已下架, with a review log row (opinion = 下架原因). */
export const takedownWorkshopInfo: Handler<'takedownWorkshopInfo'> = async (req, ctx) => changeListing(ctx, WORKSHOP_INFO, req.body.id, 'takedown', req.body.opinion);
