import { count, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { cmsNews, cmsNewsColumn } from '../../../db/schema';

/**
 * `POST /cms/news/column/delete` (staff, cms:column:delete; seeds 001 §7): deletes columns without
 * sub-columns and articles, all or nothing.
 * @throws AppError NOT_FOUND_ENTITY 栏目不存在; BUSINESS_RULE 请先删除下级栏目和栏目下的新闻.
 */
export const deleteNewsColumn: Handler<'deleteNewsColumn'> = async (req, ctx) =>
  ctx.db.transaction(async (tx) => {
    const ids = [...new Set(req.body.ids)];
    const rows = await tx.select({ id: cmsNewsColumn.id }).from(cmsNewsColumn).where(inArray(cmsNewsColumn.id, ids)).for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', '栏目不存在');
    const [children] = await tx.select({ n: count() }).from(cmsNewsColumn).where(inArray(cmsNewsColumn.parentId, ids));
    const [news] = await tx.select({ n: count() }).from(cmsNews).where(inArray(cmsNews.columnId, ids));
    if (Number(children?.n ?? 0) > 0 || Number(news?.n ?? 0) > 0) throw new AppError('BUSINESS_RULE', '请先删除下级栏目和栏目下的新闻');
    await tx.delete(cmsNewsColumn).where(inArray(cmsNewsColumn.id, ids));
    return ok(null, '删除成功');
  });
