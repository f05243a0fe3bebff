import { and, eq, ne } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysDictType, sysDictValue } from '../../../db/schema';
import { conflictOnUnique, found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';
import { DICT_CACHE_TAG } from '../cache-tags';

const DUPLICATE = '该字典类型下已存在相同取值';

/**
 * `POST /sys/dictValue/save` (ADMIN, sys:dict:save): creates (no id) or updates a value of a type.
 * Unknown `dictTypeCode` → NOT_FOUND_ENTITY 字典类型不存在; a value already used in the type →
 * CONFLICT 该字典类型下已存在相同取值; moving a value to another type → BUSINESS_RULE
 * 不能修改字典值所属类型; unknown id → NOT_FOUND_ENTITY 字典值不存在. Answers `{ id }` with 保存成功.
 */
export const saveDictValue: Handler<'saveDictValue'> = async (req, ctx) =>
  invalidating(ctx.readCache, [DICT_CACHE_TAG], async () => {
    const { id, dictTypeCode, sort, enableFlag, remark } = req.body;
    const label = req.body.label.trim();
    const value = req.body.value.trim();
    if (!label) throw new AppError('BAD_REQUEST', '请输入显示名称', '参数 label 不能为空');
    if (!value) throw new AppError('BAD_REQUEST', '请输入取值', '参数 value 不能为空');
    return ctx.db.transaction(async (tx) => {
      const [type] = await tx.select({ code: sysDictType.code }).from(sysDictType).where(eq(sysDictType.code, dictTypeCode)).limit(1);
      found(type, '字典类型不存在');
      if (id) {
        const [current] = await tx.select({ dictTypeCode: sysDictValue.dictTypeCode }).from(sysDictValue).where(eq(sysDictValue.id, id)).limit(1);
        if (found(current, '字典值不存在').dictTypeCode !== dictTypeCode) throw new AppError('BUSINESS_RULE', '不能修改字典值所属类型');
      }
      const [clash] = await tx
        .select({ id: sysDictValue.id })
        .from(sysDictValue)
        .where(and(eq(sysDictValue.dictTypeCode, dictTypeCode), eq(sysDictValue.value, value), id ? ne(sysDictValue.id, id) : undefined))
        .limit(1);
      if (clash) throw new AppError('CONFLICT', DUPLICATE);
      const values = {
        dictTypeCode,
        label,
        value,
        ...(sort !== undefined ? { sort } : {}),
        ...(enableFlag !== undefined ? { enableFlag } : {}),
        ...(remark !== undefined ? { remark: textOrNull(remark) } : {}),
      };
      if (!id) {
        const [row] = await conflictOnUnique(DUPLICATE, () => tx.insert(sysDictValue).values(values).returning({ id: sysDictValue.id }));
        return ok({ id: found(row, '字典值不存在').id }, '保存成功');
      }
      await conflictOnUnique(DUPLICATE, () => tx.update(sysDictValue).set(values).where(eq(sysDictValue.id, id)));
      return ok({ id }, '保存成功');
    });
  });
