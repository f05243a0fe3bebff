import type { Handler } from '../../../core/handler';
import { WORKSHOP_INFO, changeListing } from '../listing/listing-workflow';

/** `POST /workshop/info/submit` (提交审核; seeds 001 §7): 0, 3, 4 → 1 待审核, with a review log row. */
export const submitWorkshopInfo: Handler<'submitWorkshopInfo'> = async (req, ctx) => changeListing(ctx, WORKSHOP_INFO, req.body.id, 'submit');
