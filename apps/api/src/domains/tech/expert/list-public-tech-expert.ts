import type { Handler } from '../../../core/handler';
import { expertRows } from './expert.queries';
import { listPublicItems } from '../item/tech-kind';

/**
 * `GET /tech/expert/publicList` (public; seeds 000 §2 techService/expertlist): experts on the shelf
 * (state 4) only, newest putaway first, paged (10 by default); `domainId` includes its sub-domains,
 * `keyword` is a literal, case-insensitive part of the name.
 */
export const listPublicTechExpert: Handler<'listPublicTechExpert'> = (req, ctx) => listPublicItems(ctx.db, expertRows, req.query);
