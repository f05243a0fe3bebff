import { newsMachine } from '@qifu/cms-rules';
import { inArray } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { cmsNews } from '../../../db/schema';
import { lockNews } from './news-admin';

/**
 * `POST /cms/news/publish` (staff, cms:news:publish; seeds 001 §4): 0 草稿 / 2 已下线 → 1 已发布,
 * publish time now, all or nothing. @throws AppError BUSINESS_RULE 当前状态不允许该操作 when one is
 * already published; NOT_FOUND_ENTITY 新闻不存在.
 */
export const publishNews: Handler<'publishNews'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockNews(tx, req.body.ids);
    for (const r of rows) assertTransition(newsMachine, r.status, 'publish');
    const now = new Date();
    await tx
      .update(cmsNews)
      .set({ status: '1', publishTime: now, updatedBy: user.id, updatedAt: now })
      .where(inArray(cmsNews.id, rows.map((r) => r.id)));
    return ok(null, '发布成功');
  });
};
