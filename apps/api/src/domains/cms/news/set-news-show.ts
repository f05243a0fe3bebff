import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';

/**
 * `POST /cms/news/isShow` (staff, cms:news:isShow; seeds 001 §7): shows or hides an article on the
 * portal in any state. @throws AppError NOT_FOUND_ENTITY 新闻不存在.
 */
export const setNewsShow: Handler<'setNewsShow'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const updated = await ctx.db
    .update(cmsNews)
    .set({ isShow: req.body.isShow, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(cmsNews.id, req.body.id))
    .returning({ id: cmsNews.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND_ENTITY', '新闻不存在');
  return ok(null);
};
