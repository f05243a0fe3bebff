import type { Handler } from '../../../core/handler';
import { instituteRows } from './institute.queries';
import { listPublicItems } from '../item/tech-kind';

/**
 * `GET /tech/institute/publicList` (public; seeds 000 §2 techService/institutesList): institutes on the shelf
 * (state 4) only, newest putaway first, paged (10 by default); `domainId` includes its sub-domains,
 * `keyword` is a literal, case-insensitive part of the name.
 */
export const listPublicTechInstitute: Handler<'listPublicTechInstitute'> = (req, ctx) => listPublicItems(ctx.db, instituteRows, req.query);
