import type { Handler } from '../../../core/handler';
import { LAND_INFO, reviewListing } from '../listing/listing-workflow';

/**
 * `POST /land/info/review` (审核土地供应, staff; seeds 001 §7): 1 待审核 → 2 已上架 (result 1, sets
 * the publish time) or 3 审核驳回 (result 2, opinion required), with a review log row.
 */
export const reviewLandInfo: Handler<'reviewLandInfo'> = async (req, ctx) => reviewListing(ctx, LAND_INFO, req.body);
