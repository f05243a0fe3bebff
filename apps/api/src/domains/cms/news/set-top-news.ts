import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';

/**
 * `POST /cms/news/setTop` (staff, cms:news:setTop; seeds 001 §4 "set top"): sets or clears the top
 * flag in any state; kept across publish and offPublish. @throws AppError NOT_FOUND_ENTITY 新闻不存在.
 */
export const setTopNews: Handler<'setTopNews'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const updated = await ctx.db
    .update(cmsNews)
    .set({ isTop: req.body.isTop, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(cmsNews.id, req.body.id))
    .returning({ id: cmsNews.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND_ENTITY', '新闻不存在');
  return ok(null);
};
