import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';
import { newsValues } from './news-admin';

/**
 * `POST /cms/news/modify` (staff, cms:news:modify; seeds 001 §7): replaces the article's fields in
 * any state; the state, top flag and publish time stay.
 * @throws AppError NOT_FOUND_ENTITY 新闻不存在 / 栏目不存在, BAD_REQUEST 正文不能为空.
 */
export const modifyNews: Handler<'modifyNews'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { id, ...form } = req.body;
  const values = await newsValues(ctx.db, form);
  const updated = await ctx.db
    .update(cmsNews)
    .set({ ...values, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(cmsNews.id, id))
    .returning({ id: cmsNews.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND_ENTITY', '新闻不存在');
  return ok(null, '保存成功');
};
