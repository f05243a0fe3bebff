import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysFeedback } from '../../../db/schema';
import { found } from '../../../core/entity';

/** `POST /sys/feedback/delete` (ADMIN, YYF, sys:feedback:delete), in any state. Unknown id → NOT_FOUND_ENTITY 反馈不存在. */
export const deleteFeedback: Handler<'deleteFeedback'> = async (req, ctx) => {
  const deleted = await ctx.db.delete(sysFeedback).where(eq(sysFeedback.id, req.body.id)).returning({ id: sysFeedback.id });
  found(deleted[0], '反馈不存在');
  return ok(null, '删除成功');
};
