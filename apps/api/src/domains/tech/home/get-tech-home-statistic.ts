import { count } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { techTalk } from '../../../db/schema';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';
import { countPublicItems } from '../item/tech-kind';

/**
 * `GET /tech/home/statistic` (public; seeds 000 §1 "Technology service", §2 techService): the number
 * of items on the shelf of each kind and of negotiations (对接洽谈) opened.
 */
export const getTechHomeStatistic: Handler<'getTechHomeStatistic'> = async (_req, ctx) => {
  const [achievementCount, requirementCount, expertCount, instituteCount, talks] = await Promise.all([
    countPublicItems(ctx.db, achievementRows),
    countPublicItems(ctx.db, requirementRows),
    countPublicItems(ctx.db, expertRows),
    countPublicItems(ctx.db, instituteRows),
    ctx.db.select({ n: count() }).from(techTalk),
  ]);
  return { achievementCount, requirementCount, expertCount, instituteCount, talkCount: Number(talks[0]?.n ?? 0) };
};
