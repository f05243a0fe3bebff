import type { Handler } from '../../../core/handler';
import { LAND_INFO, changeListing } from '../listing/listing-workflow';

/** `POST /land/info/submit` (提交审核; seeds 001 §7): 0, 3, 4 → 1 待审核, with a review log row. */
export const submitLandInfo: Handler<'submitLandInfo'> = async (req, ctx) => changeListing(ctx, LAND_INFO, req.body.id, 'submit');
