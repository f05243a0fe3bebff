import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysDataRule } from '../../../db/schema';
import { notFound } from '../../../core/entity';

/** `POST /sys/dataRule/delete` `{id}` (ADMIN, sys:dataRule:delete); unknown → NOT_FOUND_ENTITY 数据规则不存在. */
export const deleteDataRule: Handler<'deleteDataRule'> = async (req, ctx) => {
  const deleted = await ctx.db.delete(sysDataRule).where(eq(sysDataRule.id, req.body.id)).returning({ id: sysDataRule.id });
  if (deleted.length === 0) throw notFound('数据规则不存在');
  return ok(null, '删除成功');
};
