import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysDictType } from '../../../db/schema';
import { countDictValues } from './dict.queries';
import { found } from '../../../core/entity';
import { DICT_CACHE_TAG } from '../cache-tags';

/**
 * `POST /sys/dictType/delete` (ADMIN, sys:dict:delete). No cascade: a type that still has values
 * answers BUSINESS_RULE 请先删除该字典类型下的字典值 and nothing is deleted (a stored record may
 * still carry one of its values). Unknown id → NOT_FOUND_ENTITY 字典类型不存在.
 */
export const deleteDictType: Handler<'deleteDictType'> = async (req, ctx) =>
  invalidating(ctx.readCache, [DICT_CACHE_TAG], () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ code: sysDictType.code }).from(sysDictType).where(eq(sysDictType.id, req.body.id)).limit(1).for('update');
      const type = found(row, '字典类型不存在');
      if ((await countDictValues(tx, type.code)) > 0) throw new AppError('BUSINESS_RULE', '请先删除该字典类型下的字典值');
      await tx.delete(sysDictType).where(eq(sysDictType.id, req.body.id));
      return ok(null, '删除成功');
    }),
  );
