import type { Handler } from '../../../core/handler';
import { pageReviewLog } from '../listing/manage-list';

/**
 * `GET /workshop/reviewLog/list` (审核记录; seeds 001 §7 /workshop/reviewLog/*): the submit, review and takedown
 * rows, newest first, of one listing kind (bizType) or listing (bizId); others than staff see the
 * rows of their own listings only.
 */
export const listWorkshopReviewLog: Handler<'listWorkshopReviewLog'> = async (req, ctx) => pageReviewLog(ctx, 'workshop', req.query);
