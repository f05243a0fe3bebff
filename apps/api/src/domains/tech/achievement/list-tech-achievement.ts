import { type Handler, requireUser } from '../../../core/handler';
import { achievementRows } from './achievement.queries';
import { listManagedItems } from '../item/item-workflow';

/**
 * `GET /tech/achievement/list` (workbench; seeds 001 §1, §7 /tech/achievement/*): every state (or `status`),
 * newest created first, paged; `domainId` with its sub-domains, `keyword` in the name. Staff see
 * every item, enterprise and individual callers their own.
 */
export const listTechAchievement: Handler<'listTechAchievement'> = (req, ctx) => listManagedItems(ctx, achievementRows, requireUser(ctx), req.query);
