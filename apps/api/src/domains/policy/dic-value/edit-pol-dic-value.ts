import { and, eq, inArray } from 'drizzle-orm';

import { conflictOnUnique, found } from '../../../core/entity';
import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysDictType, sysDictValue } from '../../../db/schema';
import { DICT_CACHE_TAG } from '../../sys';
import { POLICY_DICT_CODES, POLICY_DICT_NAMES } from './dic-value.queries';

const DUPLICATE = '字典值已存在';

/**
 * `POST /pol/polDicValue/edit` (ADMIN, YYF, GOV with pol:dicValue:edit; seeds 001 §7): creates (no id)
 * or changes a value of a policy dictionary (a missing dictionary type is created with its Chinese
 * name). A value is unique within its dictionary; values in use are disabled (enableFlag 0), not
 * removed. The dictionaries' read cache is invalidated, so the policy forms and getDict show it at once.
 * @throws AppError BAD_REQUEST 请输入字典标签 / 字典值; CONFLICT 字典值已存在; NOT_FOUND_ENTITY 字典值不存在.
 */
export const editPolDicValue: Handler<'editPolDicValue'> = async (req, ctx) => {
  const body = req.body;
  const label = body.label.trim();
  const value = body.value.trim();
  if (!label) throw new AppError('BAD_REQUEST', '请输入字典标签', '参数 label 不能为空');
  if (!value) throw new AppError('BAD_REQUEST', '请输入字典值', '参数 value 不能为空');
  const values = { dictTypeCode: body.dictTypeCode, label, value, sort: body.sort ?? 0, enableFlag: body.enableFlag, remark: body.remark?.trim() || null };
  const id = await invalidating(ctx.readCache, [DICT_CACHE_TAG], () =>
    conflictOnUnique(DUPLICATE, () =>
      ctx.db.transaction(async (tx) => {
        await tx
          .insert(sysDictType)
          .values({ code: body.dictTypeCode, name: POLICY_DICT_NAMES[body.dictTypeCode] })
          .onConflictDoNothing({ target: sysDictType.code });
        const [dup] = await tx
          .select({ id: sysDictValue.id })
          .from(sysDictValue)
          .where(and(eq(sysDictValue.dictTypeCode, body.dictTypeCode), eq(sysDictValue.value, value)))
          .limit(1);
        if (dup && dup.id !== body.id) throw new AppError('CONFLICT', DUPLICATE);
        if (body.id) {
          const [row] = await tx
            .update(sysDictValue)
            .set(values)
            .where(and(eq(sysDictValue.id, body.id), inArray(sysDictValue.dictTypeCode, [...POLICY_DICT_CODES])))
            .returning({ id: sysDictValue.id });
          return found(row, '字典值不存在').id;
        }
        const [row] = await tx.insert(sysDictValue).values(values).returning({ id: sysDictValue.id });
        return (row as { id: string }).id;
      }),
    ),
  );
  return ok({ id }, '保存成功');
};
