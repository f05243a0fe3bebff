import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysDictValue } from '../../../db/schema';
import { found } from '../../../core/entity';

/** `POST /sys/dictValue/delete` (ADMIN, sys:dict:delete). Unknown id → NOT_FOUND_ENTITY 字典值不存在. */
export const deleteDictValue: Handler<'deleteDictValue'> = async (req, ctx) => {
  const deleted = await ctx.db.delete(sysDictValue).where(eq(sysDictValue.id, req.body.id)).returning({ id: sysDictValue.id });
  found(deleted[0], '字典值不存在');
  return ok(null, '删除成功');
};
