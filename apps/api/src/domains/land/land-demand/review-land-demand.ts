import type { Handler } from '../../../core/handler';
import { LAND_DEMAND, reviewListing } from '../listing/listing-workflow';

/**
 * `POST /land/demand/review` (审核土地需求, staff; seeds 001 §7): 1 待审核 → 2 已上架 (result 1, sets
 * the publish time) or 3 审核驳回 (result 2, opinion required), with a review log row.
 */
export const reviewLandDemand: Handler<'reviewLandDemand'> = async (req, ctx) => reviewListing(ctx, LAND_DEMAND, req.body);
