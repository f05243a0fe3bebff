import type { Handler } from '../../../core/handler';
import { achievementRows } from './achievement.queries';
import { viewItem } from '../item/tech-kind';

/**
 * `GET /tech/achievement/detail?id=` (optional login; seeds 000 §2 techService/resultdetals): an item on
 * the shelf for anyone (counts a view); every state for its owner and for staff granted
 * `tech:achievement:list`. Otherwise HTTP 200 NOT_FOUND_ENTITY.
 */
export const getTechAchievementDetail: Handler<'getTechAchievementDetail'> = (req, ctx) => viewItem(ctx, achievementRows, req.query.id);
