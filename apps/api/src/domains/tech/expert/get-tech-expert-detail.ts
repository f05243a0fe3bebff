import type { Handler } from '../../../core/handler';
import { expertRows } from './expert.queries';
import { viewItem } from '../item/tech-kind';

/**
 * `GET /tech/expert/detail?id=` (optional login; seeds 000 §2 techService/expertdetails): an item on
 * the shelf for anyone (counts a view); every state for its owner and for staff granted
 * `tech:expert:list`. Otherwise HTTP 200 NOT_FOUND_ENTITY.
 */
export const getTechExpertDetail: Handler<'getTechExpertDetail'> = (req, ctx) => viewItem(ctx, expertRows, req.query.id);
