import type { Handler } from '../../../core/handler';
import { WORKSHOP_DEMAND, reviewListing } from '../listing/listing-workflow';

/**
 * `POST /workshop/demand/review` (审核厂房需求, staff; seeds 001 §7): 1 待审核 → 2 已上架 (result 1, sets
 * the publish time) or 3 审核驳回 (result 2, opinion required), with a review log row.
 */
export const reviewWorkshopDemand: Handler<'reviewWorkshopDemand'> = async (req, ctx) => reviewListing(ctx, WORKSHOP_DEMAND, req.body);
