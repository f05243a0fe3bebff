import type { Handler } from '../../../core/handler';
import { listManagedListings, LAND_INFO_KIND } from '../listing/listing-kind';

/**
 * `GET /land/info/list` (土地供应, workbench; seeds 001 §7 /land/info/*): every state, newest first,
 * filters keyword (title), status, streetCode, supplyMode, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listLandInfo: Handler<'listLandInfo'> = (req, ctx) => listManagedListings(ctx, LAND_INFO_KIND, { ...req.query, mode: req.query.supplyMode });
