import type { Handler } from '../../../core/handler';
import { achievementRows } from './achievement.queries';
import { listPublicItems } from '../item/tech-kind';

/**
 * `GET /tech/achievement/publicList` (public; seeds 000 §2 techService/resultList): achievements on the shelf
 * (state 4) only, newest putaway first, paged (10 by default); `domainId` includes its sub-domains,
 * `keyword` is a literal, case-insensitive part of the name.
 */
export const listPublicTechAchievement: Handler<'listPublicTechAchievement'> = (req, ctx) => listPublicItems(ctx.db, achievementRows, req.query);
