import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysDictType } from '../../../db/schema';
import { countDictValues } from './dict.queries';
import { conflictOnUnique, found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';
import { DICT_CACHE_TAG } from '../cache-tags';

const DUPLICATE = '字典类型编码已存在';

/**
 * `POST /sys/dictType/save` (ADMIN, sys:dict:save): creates (no id) or updates a dictionary type.
 * A code used by another type → CONFLICT 字典类型编码已存在; changing the code of a type that has
 * values → BUSINESS_RULE 该字典类型下已有字典值，不能修改编码; unknown id → NOT_FOUND_ENTITY.
 * getDict serves the change at once. Answers `{ id }` with 保存成功.
 */
export const saveDictType: Handler<'saveDictType'> = async (req, ctx) =>
  invalidating(ctx.readCache, [DICT_CACHE_TAG], async () => {
    const { id, dictTypeCode, sort, enableFlag, remark } = req.body;
    const code = dictTypeCode.trim();
    const name = req.body.dictTypeName.trim();
    if (!name) throw new AppError('BAD_REQUEST', '请输入字典类型名称', '参数 dictTypeName 不能为空');
    return ctx.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: sysDictType.id })
        .from(sysDictType)
        .where(and(eq(sysDictType.code, code), id ? ne(sysDictType.id, id) : undefined))
        .limit(1);
      if (clash) throw new AppError('CONFLICT', DUPLICATE);
      const values = {
        code,
        name,
        ...(sort !== undefined ? { sort } : {}),
        ...(enableFlag !== undefined ? { enableFlag } : {}),
        ...(remark !== undefined ? { remark: textOrNull(remark) } : {}),
      };
      if (!id) {
        const [row] = await conflictOnUnique(DUPLICATE, () => tx.insert(sysDictType).values(values).returning({ id: sysDictType.id }));
        return ok({ id: found(row, '字典类型不存在').id }, '保存成功');
      }
      const [current] = await tx.select({ code: sysDictType.code }).from(sysDictType).where(eq(sysDictType.id, id)).limit(1);
      const existing = found(current, '字典类型不存在');
      if (existing.code !== code && (await countDictValues(tx, existing.code)) > 0) {
        throw new AppError('BUSINESS_RULE', '该字典类型下已有字典值，不能修改编码');
      }
      await conflictOnUnique(DUPLICATE, () => tx.update(sysDictType).set(values).where(eq(sysDictType.id, id)));
      return ok({ id }, '保存成功');
    });
  });
