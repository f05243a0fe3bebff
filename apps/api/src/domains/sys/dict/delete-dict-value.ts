import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysDictValue } from '../../../db/schema';
import { found } from '../../../core/entity';
import { DICT_CACHE_TAG } from '../cache-tags';

/** `POST /sys/dictValue/delete` (ADMIN, sys:dict:delete). Unknown id → NOT_FOUND_ENTITY 字典值不存在. */
export const deleteDictValue: Handler<'deleteDictValue'> = async (req, ctx) =>
  invalidating(ctx.readCache, [DICT_CACHE_TAG], async () => {
    const deleted = await ctx.db.delete(sysDictValue).where(eq(sysDictValue.id, req.body.id)).returning({ id: sysDictValue.id });
    found(deleted[0], '字典值不存在');
    return ok(null, '删除成功');
  });
