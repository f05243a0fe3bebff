import type { Handler } from '../../../core/handler';
import { listPublicListings, LAND_DEMAND_KIND } from '../listing/listing-kind';

/**
 * `GET /land/demand/publicList` (public; seeds 000 §2 sdmarket, tab 需求 → 用地需求): published
 * land demands, newest publication first, paged. Filters: `keyword` (title, enterprise, industry or
 * description), `streetCode` (intended town), `supplyMode`, `minArea`/`maxArea` (亩, inclusive).
 * Contact phones are masked.
 */
export const listPublicLandDemand: Handler<'listPublicLandDemand'> = (req, ctx) => listPublicListings(ctx, LAND_DEMAND_KIND, { ...req.query, mode: req.query.supplyMode });
