import type { Handler } from '../../../core/handler';
import { listManagedListings, LAND_DEMAND_KIND } from '../listing/listing-kind';

/**
 * `GET /land/demand/list` (土地需求, workbench; seeds 001 §7 /land/demand/*): every state, newest first,
 * filters keyword (title), status, streetCode, supplyMode, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listLandDemand: Handler<'listLandDemand'> = (req, ctx) => listManagedListings(ctx, LAND_DEMAND_KIND, { ...req.query, mode: req.query.supplyMode });
