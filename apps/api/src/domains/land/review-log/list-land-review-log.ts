import type { Handler } from '../../../core/handler';
import { pageReviewLog } from '../listing/manage-list';

/**
 * `GET /land/reviewLog/list` (审核记录; seeds 001 §7 /land/reviewLog/*): the submit, review and takedown
 * rows, newest first, of one listing kind (bizType) or listing (bizId); others than staff see the
 * rows of their own listings only.
 */
export const listLandReviewLog: Handler<'listLandReviewLog'> = async (req, ctx) => pageReviewLog(ctx, 'land', req.query);
