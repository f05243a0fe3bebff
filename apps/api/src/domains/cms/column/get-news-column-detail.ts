import type { Handler } from '../../../core/handler';
import { newsCounts, toNewsColumn } from './column.queries';
import { requireColumn } from '../news/news-admin';

/**
 * `GET /cms/news/column/detail?id=` (staff, cms:column:list): one column (children empty).
 * @throws AppError NOT_FOUND_ENTITY 栏目不存在.
 */
export const getNewsColumnDetail: Handler<'getNewsColumnDetail'> = async (req, ctx) => {
  const row = await requireColumn(ctx.db, req.query.id);
  const counts = await newsCounts(ctx.db, row.id);
  return toNewsColumn(row, counts.get(row.id) ?? 0);
};
