import { type Handler, requireUser } from '../../../core/handler';
import { instituteRows } from './institute.queries';
import { listManagedItems } from '../item/item-workflow';

/**
 * `GET /tech/institute/list` (workbench; seeds 001 §1, §7 /tech/institute/*): every state (or `status`),
 * newest created first, paged; `domainId` with its sub-domains, `keyword` in the name. Staff see
 * every item, enterprise and individual callers their own.
 */
export const listTechInstitute: Handler<'listTechInstitute'> = (req, ctx) => listManagedItems(ctx, instituteRows, requireUser(ctx), req.query);
