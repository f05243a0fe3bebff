import type { Handler } from '../../../core/handler';
import { requirementRows } from './requirement.queries';
import { listPublicItems } from '../item/tech-kind';

/**
 * `GET /tech/requirement/publicList` (public; seeds 000 §2 techService/techneed): requirements on the shelf
 * (state 4) only, newest putaway first, paged (10 by default); `domainId` includes its sub-domains,
 * `keyword` is a literal, case-insensitive part of the name.
 */
export const listPublicTechRequirement: Handler<'listPublicTechRequirement'> = (req, ctx) => listPublicItems(ctx.db, requirementRows, req.query);
