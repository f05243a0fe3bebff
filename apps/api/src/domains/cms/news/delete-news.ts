import { newsDeletable } from '@qifu/cms-rules';
import { inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { cmsNews } from '../../../db/schema';
import { lockNews } from './news-admin';

/**
 * `POST /cms/news/delete` (staff, cms:news:delete; seeds 001 §7): deletes articles in 0 草稿 or
 * 2 已下线, all or nothing. @throws AppError BUSINESS_RULE 请先下线再删除 when one is published;
 * NOT_FOUND_ENTITY 新闻不存在.
 */
export const deleteNews: Handler<'deleteNews'> = async (req, ctx) =>
  ctx.db.transaction(async (tx) => {
    const rows = await lockNews(tx, req.body.ids);
    if (rows.some((r) => !newsDeletable(r.status))) throw new AppError('BUSINESS_RULE', '请先下线再删除');
    await tx.delete(cmsNews).where(inArray(cmsNews.id, rows.map((r) => r.id)));
    return ok(null, '删除成功');
  });
