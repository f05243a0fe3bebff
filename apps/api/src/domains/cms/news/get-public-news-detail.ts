import { and, eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';
import { toNews } from './news-admin';
import { publicNewsCondition } from './news.queries';

/**
 * `GET /cms/news/publicDetail?id=` (public; seeds 000 §2 /page/industryinfodetails): one article
 * on the portal, counting the view (+1, also in the answer), with its column path from the top
 * column (breadcrumb and back link).
 * @throws AppError NOT_FOUND_ENTITY 资讯不存在 for an unknown id or an article not on the portal
 *   (draft, offline, hidden, hidden column); nothing is counted then.
 */
export const getPublicNewsDetail: Handler<'getPublicNewsDetail'> = async (req, ctx) => {
  const [row] = await ctx.db
    .update(cmsNews)
    .set({ viewCount: sql`${cmsNews.viewCount} + 1` })
    .where(and(eq(cmsNews.id, req.query.id), publicNewsCondition()))
    .returning();
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '资讯不存在');
  return toNews(ctx.db, row);
};
