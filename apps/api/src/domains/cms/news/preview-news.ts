import { eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';
import { toNews } from './news-admin';

/**
 * `GET /cms/news/preview?id=` (staff, cms:news:preview; seeds 001 §7): the whole article in any
 * state (also the edit form's data); counts no view.
 * @throws AppError NOT_FOUND_ENTITY 新闻不存在.
 */
export const previewNews: Handler<'previewNews'> = async (req, ctx) => {
  const [row] = await ctx.db.select().from(cmsNews).where(eq(cmsNews.id, req.query.id));
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '新闻不存在');
  return toNews(ctx.db, row);
};
