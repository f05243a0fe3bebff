import type { Handler } from '../../../core/handler';
import { listPublicListings, WORKSHOP_INFO_KIND } from '../listing/listing-kind';

/**
 * `GET /workshop/info/publicList` (public; seeds 000 §2 sdmarket, tab 厂房): published factory
 * buildings for rent or sale, newest publication first, paged. Filters: `keyword` (title, address
 * or description), `streetCode` (town), `dealType`, `minArea`/`maxArea` (㎡, inclusive). Contact
 * phones are masked.
 */
export const listPublicWorkshopInfo: Handler<'listPublicWorkshopInfo'> = (req, ctx) => listPublicListings(ctx, WORKSHOP_INFO_KIND, { ...req.query, mode: req.query.dealType });
