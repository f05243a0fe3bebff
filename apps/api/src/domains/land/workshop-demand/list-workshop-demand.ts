import type { Handler } from '../../../core/handler';
import { listManagedListings, WORKSHOP_DEMAND_KIND } from '../listing/listing-kind';

/**
 * `GET /workshop/demand/list` (厂房需求, workbench; seeds 001 §7 /workshop/demand/*): every state, newest first,
 * filters keyword (title), status, streetCode, dealType, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listWorkshopDemand: Handler<'listWorkshopDemand'> = (req, ctx) => listManagedListings(ctx, WORKSHOP_DEMAND_KIND, { ...req.query, mode: req.query.dealType });
