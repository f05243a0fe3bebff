import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../../core/paging';
import { cmsNews, cmsNewsColumn } from '../../../db/schema';
import { columnSubtreeIds, NEWS_ITEM_COLUMNS, publicNewsCondition, toNewsItem } from './news.queries';

/**
 * `GET /cms/news/publicList` (public; seeds 000 §2 /page/industryinfo and the column pages):
 * published, shown articles in shown columns, top first, then newest publish time, paged (10 by
 * default). `columnId` / `columnCode`: the column and its sub-columns (an unknown one gives an
 * empty page). `keyword`: occurs literally (case-insensitive) in the title.
 */
export const listPublicNews: Handler<'listPublicNews'> = async (req, ctx) => {
  const { columnId, columnCode } = req.query;
  const keyword = req.query.keyword?.trim();
  const window = toPageWindow(req.query);
  const where = and(
    publicNewsCondition(),
    columnId ? sql`${cmsNews.columnId} in ${columnSubtreeIds(eq(cmsNewsColumn.id, columnId))}` : undefined,
    columnCode ? sql`${cmsNews.columnId} in ${columnSubtreeIds(eq(cmsNewsColumn.code, columnCode))}` : undefined,
    keyword ? ilike(cmsNews.title, `%${escapeLike(keyword)}%`) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(NEWS_ITEM_COLUMNS)
      .from(cmsNews)
      .innerJoin(cmsNewsColumn, eq(cmsNews.columnId, cmsNewsColumn.id))
      .where(where)
      .orderBy(desc(cmsNews.isTop), sql`${cmsNews.publishTime} desc nulls last`, desc(cmsNews.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(cmsNews).where(where),
  ]);
  return pageResult(rows.map(toNewsItem), totals[0]?.n ?? 0);
};
