import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNewsColumn } from '../../../db/schema';
import { requireColumn, siblingsOf } from '../news/news-admin';

/**
 * `POST /cms/news/column/move` (staff, cms:column:move; seeds 001 §7): one place up or down among
 * its siblings (the siblings are numbered 1…n in their display order, then the two swap); at the
 * edge nothing changes. @throws AppError NOT_FOUND_ENTITY 栏目不存在.
 */
export const moveNewsColumn: Handler<'moveNewsColumn'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const column = await requireColumn(tx, req.body.id);
    const order = (await siblingsOf(tx, column.parentId)).map((s) => s.id);
    const at = order.indexOf(column.id);
    const to = req.body.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return ok(null, '移动成功');
    [order[at], order[to]] = [order[to] as string, order[at] as string];
    const now = new Date();
    for (const [i, id] of order.entries()) {
      await tx.update(cmsNewsColumn).set({ sort: i + 1, updatedBy: user.id, updatedAt: now }).where(eq(cmsNewsColumn.id, id));
    }
    return ok(null, '移动成功');
  });
};
