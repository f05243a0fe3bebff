import type { Handler } from '../../../core/handler';
import { listPublicListings, WORKSHOP_DEMAND_KIND } from '../listing/listing-kind';

/**
 * `GET /workshop/demand/publicList` (public; seeds 000 §2 sdmarket, tab 需求 → 厂房需求): published
 * workshop demands, newest publication first, paged. Filters: `keyword` (title, enterprise,
 * industry or description), `streetCode` (intended town), `dealType`, `minArea`/`maxArea` (㎡,
 * inclusive). Contact phones are masked.
 */
export const listPublicWorkshopDemand: Handler<'listPublicWorkshopDemand'> = (req, ctx) => listPublicListings(ctx, WORKSHOP_DEMAND_KIND, { ...req.query, mode: req.query.dealType });
