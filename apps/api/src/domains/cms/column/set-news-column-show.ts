import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { cmsNewsColumn } from '../../../db/schema';

/**
 * `POST /cms/news/column/isShow` (staff, cms:column:isShow; seeds 001 §7): shows or hides a column;
 * a hidden column hides its sub-columns and their articles on the portal.
 * @throws AppError NOT_FOUND_ENTITY 栏目不存在.
 */
export const setNewsColumnShow: Handler<'setNewsColumnShow'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const updated = await ctx.db
    .update(cmsNewsColumn)
    .set({ isShow: req.body.isShow, updatedBy: user.id, updatedAt: new Date() })
    .where(eq(cmsNewsColumn.id, req.body.id))
    .returning({ id: cmsNewsColumn.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND_ENTITY', '栏目不存在');
  return ok(null);
};
