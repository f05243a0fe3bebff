import type { Handler } from '../../../core/handler';
import { listPublicListings, LAND_INFO_KIND } from '../listing/listing-kind';

/**
 * `GET /land/info/publicList` (public; seeds 000 §2 sdmarket, tab 土地): published land supply
 * listings, newest publication first, paged (10 by default). Filters: `keyword` (title, address,
 * plot number or description), `streetCode` (town), `supplyMode`, `minArea`/`maxArea` (亩,
 * inclusive). Contact phones are masked.
 */
export const listPublicLandInfo: Handler<'listPublicLandInfo'> = (req, ctx) => listPublicListings(ctx, LAND_INFO_KIND, { ...req.query, mode: req.query.supplyMode });
