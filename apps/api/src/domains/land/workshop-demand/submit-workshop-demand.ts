import type { Handler } from '../../../core/handler';
import { WORKSHOP_DEMAND, changeListing } from '../listing/listing-workflow';

/** `POST /workshop/demand/submit` (提交审核; seeds 001 §7): 0, 3, 4 → 1 待审核, with a review log row. */
export const submitWorkshopDemand: Handler<'submitWorkshopDemand'> = async (req, ctx) => changeListing(ctx, WORKSHOP_DEMAND, req.body.id, 'submit');
