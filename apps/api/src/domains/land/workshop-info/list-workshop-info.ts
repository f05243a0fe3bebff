import type { Handler } from '../../../core/handler';
import { listManagedListings, WORKSHOP_INFO_KIND } from '../listing/listing-kind';

/**
 * `GET /workshop/info/list` (厂房房源, workbench; seeds 001 §7 /workshop/info/*): every state, newest first,
 * filters keyword (title), status, streetCode, dealType, creation day (startTime/endTime). Staff see every listing, others their own.
 */
export const listWorkshopInfo: Handler<'listWorkshopInfo'> = (req, ctx) => listManagedListings(ctx, WORKSHOP_INFO_KIND, { ...req.query, mode: req.query.dealType });
