import type { Handler } from '../../../core/handler';
import { requirementRows } from './requirement.queries';
import { viewItem } from '../item/tech-kind';

/**
 * `GET /tech/requirement/detail?id=` (optional login; seeds 000 §2 techService/techneeddetails): an item on
 * the shelf for anyone (counts a view); every state for its owner and for staff granted
 * `tech:requirement:list`. Otherwise HTTP 200 NOT_FOUND_ENTITY.
 */
export const getTechRequirementDetail: Handler<'getTechRequirementDetail'> = (req, ctx) => viewItem(ctx, requirementRows, req.query.id);
