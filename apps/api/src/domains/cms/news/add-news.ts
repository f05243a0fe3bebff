import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';
import { newsValues } from './news-admin';

/**
 * `POST /cms/news/add` (staff, cms:news:add; seeds 001 §7): a new article in state 0 草稿, its body
 * sanitized. @throws AppError BAD_REQUEST 正文不能为空, NOT_FOUND_ENTITY 栏目不存在.
 */
export const addNews: Handler<'addNews'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const values = await newsValues(ctx.db, req.body);
  const [row] = await ctx.db
    .insert(cmsNews)
    .values({ ...values, status: '0', createdBy: user.id, updatedBy: user.id })
    .returning({ id: cmsNews.id });
  return ok({ id: row?.id ?? '' }, '保存成功');
};
