import type { Handler } from '../../../core/handler';
import { instituteRows } from './institute.queries';
import { viewItem } from '../item/tech-kind';

/**
 * `GET /tech/institute/detail?id=` (optional login; seeds 000 §2 techService/institutesdetails): an item on
 * the shelf for anyone (counts a view); every state for its owner and for staff granted
 * `tech:institute:list`. Otherwise HTTP 200 NOT_FOUND_ENTITY.
 */
export const getTechInstituteDetail: Handler<'getTechInstituteDetail'> = (req, ctx) => viewItem(ctx, instituteRows, req.query.id);
