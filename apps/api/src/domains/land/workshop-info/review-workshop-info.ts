import type { Handler } from '../../../core/handler';
import { WORKSHOP_INFO, reviewListing } from '../listing/listing-workflow';

/**
 * `POST /workshop/info/review` (审核厂房房源, staff; seeds 001 §7): 1 待审核 → 2 已上架 (result 1, sets
 * the publish time) or 3 审核驳回 (result 2, opinion required), with a review log row.
 */
export const reviewWorkshopInfo: Handler<'reviewWorkshopInfo'> = async (req, ctx) => reviewListing(ctx, WORKSHOP_INFO, req.body);
