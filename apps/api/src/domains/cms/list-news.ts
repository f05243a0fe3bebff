import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { Handler } from '../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../core/paging';
import { cmsNews, cmsNewsColumn } from '../../db/schema';
import { columnSubtreeIds, NEWS_ITEM_COLUMNS, toNewsItem } from './news-rows';

/**
 * `GET /cms/news/list` (staff, cms:news:list; seeds 001 §7): articles in every state, top first,
 * then newest created, paged. `columnId` includes the sub-columns; `keyword` matches the title
 * literally; `status` and `isTop` filter exactly.
 */
export const listNews: Handler<'listNews'> = async (req, ctx) => {
  const { columnId, status, isTop } = req.query;
  const keyword = req.query.keyword?.trim();
  const window = toPageWindow(req.query);
  const where = and(
    columnId ? sql`${cmsNews.columnId} in ${columnSubtreeIds(eq(cmsNewsColumn.id, columnId))}` : undefined,
    keyword ? ilike(cmsNews.title, `%${escapeLike(keyword)}%`) : undefined,
    status ? eq(cmsNews.status, status) : undefined,
    isTop !== undefined ? eq(cmsNews.isTop, isTop) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(NEWS_ITEM_COLUMNS)
      .from(cmsNews)
      .innerJoin(cmsNewsColumn, eq(cmsNews.columnId, cmsNewsColumn.id))
      .where(where)
      .orderBy(desc(cmsNews.isTop), desc(cmsNews.createdAt), desc(cmsNews.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(cmsNews).where(where),
  ]);
  return pageResult(rows.map(toNewsItem), totals[0]?.n ?? 0);
};
