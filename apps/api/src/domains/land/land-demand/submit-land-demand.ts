import type { Handler } from '../../../core/handler';
import { LAND_DEMAND, changeListing } from '../listing/listing-workflow';

/** `POST /land/demand/submit` (提交审核; seeds 001 §7): 0, 3, 4 → 1 待审核, with a review log row. */
export const submitLandDemand: Handler<'submitLandDemand'> = async (req, ctx) => changeListing(ctx, LAND_DEMAND, req.body.id, 'submit');
