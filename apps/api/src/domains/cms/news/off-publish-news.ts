import { newsMachine } from '@qifu/cms-rules';
import { inArray } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { cmsNews } from '../../../db/schema';
import { lockNews } from './news-admin';

/**
 * `POST /cms/news/offPublish` (staff, cms:news:offPublish; seeds 001 §4): 1 已发布 → 2 已下线, all
 * or nothing; the publish time stays (the latest publish). @throws AppError BUSINESS_RULE
 * 当前状态不允许该操作 for an article not published; NOT_FOUND_ENTITY 新闻不存在.
 */
export const offPublishNews: Handler<'offPublishNews'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockNews(tx, req.body.ids);
    for (const r of rows) assertTransition(newsMachine, r.status, 'offPublish');
    await tx
      .update(cmsNews)
      .set({ status: '2', updatedBy: user.id, updatedAt: new Date() })
      .where(inArray(cmsNews.id, rows.map((r) => r.id)));
    return ok(null, '下线成功');
  });
};
