import { and, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../../core/paging';
import { cmsNews, cmsNewsColumn } from '../../../db/schema';
import { columnSubtreeIds, NEWS_ITEM_COLUMNS, toNewsItem } from './news.queries';

const DAY_MS = 86_400_000;

/** Start of a calendar day (YYYY-MM-DD) in China time (UTC+8), as an instant. */
function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * `GET /cms/news/list` (staff, cms:news:list; seeds 001 §7): articles in every state, top first,
 * then newest created, paged. `columnId` includes the sub-columns; `keyword` matches the title
 * literally; `status` and `isTop` filter exactly; `startTime`/`endTime` are inclusive publish days
 * in China time (drafts, never published, drop out of a date search).
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期 when the start follows the end.
 */
export const listNews: Handler<'listNews'> = async (req, ctx) => {
  const { columnId, status, isTop, startTime, endTime } = req.query;
  if (startTime && endTime && startTime > endTime) {
    throw new AppError('BAD_REQUEST', '开始日期不能晚于结束日期', '参数 startTime 不能晚于 endTime');
  }
  const keyword = req.query.keyword?.trim();
  const window = toPageWindow(req.query);
  const where = and(
    columnId ? sql`${cmsNews.columnId} in ${columnSubtreeIds(eq(cmsNewsColumn.id, columnId))}` : undefined,
    keyword ? ilike(cmsNews.title, `%${escapeLike(keyword)}%`) : undefined,
    status ? eq(cmsNews.status, status) : undefined,
    isTop !== undefined ? eq(cmsNews.isTop, isTop) : undefined,
    startTime ? gte(cmsNews.publishTime, chinaDayStart(startTime)) : undefined,
    endTime ? lt(cmsNews.publishTime, new Date(chinaDayStart(endTime).getTime() + DAY_MS)) : undefined,
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
