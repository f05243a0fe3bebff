import { inArray } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';
import { lockNews, requireColumn } from './news-admin';

/**
 * `POST /cms/news/move` (staff, cms:news:move; seeds 001 §7): moves articles to another column,
 * states unchanged, all or nothing. @throws AppError NOT_FOUND_ENTITY 新闻不存在 / 栏目不存在.
 */
export const moveNews: Handler<'moveNews'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    await requireColumn(tx, req.body.columnId);
    const rows = await lockNews(tx, req.body.ids);
    await tx
      .update(cmsNews)
      .set({ columnId: req.body.columnId, updatedBy: user.id, updatedAt: new Date() })
      .where(inArray(cmsNews.id, rows.map((r) => r.id)));
    return ok(null, '移动成功');
  });
};
