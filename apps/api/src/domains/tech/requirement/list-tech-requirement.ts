import { type Handler, requireUser } from '../../../core/handler';
import { requirementRows } from './requirement.queries';
import { listManagedItems } from '../item/item-workflow';

/**
 * `GET /tech/requirement/list` (workbench; seeds 001 §1, §7 /tech/requirement/*): every state (or `status`),
 * newest created first, paged; `domainId` with its sub-domains, `keyword` in the name. Staff see
 * every item, enterprise and individual callers their own.
 */
export const listTechRequirement: Handler<'listTechRequirement'> = (req, ctx) => listManagedItems(ctx, requirementRows, requireUser(ctx), req.query);
