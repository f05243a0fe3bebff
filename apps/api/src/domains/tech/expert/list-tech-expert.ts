import { type Handler, requireUser } from '../../../core/handler';
import { expertRows } from './expert.queries';
import { listManagedItems } from '../item/item-workflow';

/**
 * `GET /tech/expert/list` (workbench; seeds 001 §1, §7 /tech/expert/*): every state (or `status`),
 * newest created first, paged; `domainId` with its sub-domains, `keyword` in the name. Staff see
 * every item, enterprise and individual callers their own.
 */
export const listTechExpert: Handler<'listTechExpert'> = (req, ctx) => listManagedItems(ctx, expertRows, requireUser(ctx), req.query);
