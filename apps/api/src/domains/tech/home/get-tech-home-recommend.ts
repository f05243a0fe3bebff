import type { Handler } from '../../../core/handler';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';
import { newestPublicItems } from '../item/tech-kind';

/**
 * `GET /tech/home/recommend?limit=` (public; seeds 000 §2 techService, 001 §7 /tech/home/*): the
 * newest items on the shelf of each kind, `limit` (default 6) of each.
 */
export const getTechHomeRecommend: Handler<'getTechHomeRecommend'> = async (req, ctx) => {
  const limit = req.query.limit ?? 6;
  const [achievements, requirements, experts, institutes] = await Promise.all([
    newestPublicItems(ctx.db, achievementRows, limit),
    newestPublicItems(ctx.db, requirementRows, limit),
    newestPublicItems(ctx.db, expertRows, limit),
    newestPublicItems(ctx.db, instituteRows, limit),
  ]);
  return { achievements, requirements, experts, institutes };
};
