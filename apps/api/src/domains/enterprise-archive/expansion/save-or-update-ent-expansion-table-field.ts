import { and, eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { isUniqueViolation } from '../../../core/pg-errors';
import { textOrNull } from '../../../core/values';
import { entExpansionTableField, sysDictType } from '../../../db/schema';
import { fieldHasValues, tableRowById } from './expansion.queries';

/** Message of a field code in use in the table. */
export const FIELD_CODE_TAKEN = '字段编码已存在';

/**
 * `POST /api/entExpansionTableField/saveOrUpdate` (seeds 001 §3 "Table fields carry a field type chosen from a type
 * list, an enable flag and an ordering"): adds a field to tableId (enableFlag 1 and orderNum after the last when
 * omitted) or updates one. fieldCode in use in the table → CONFLICT 字段编码已存在; select/multiSelect without a
 * dictionary → BUSINESS_RULE 请选择字典 (unknown dictionary → BUSINESS_RULE 字典不存在); changing fieldType or fieldCode
 * of a field with stored values → BUSINESS_RULE; unknown table or field → NOT_FOUND_ENTITY.
 */
export const saveOrUpdateEntExpansionTableField: Handler<'saveOrUpdateEntExpansionTableField'> = async (req, ctx) => {
  const { id, tableId, fieldName, fieldCode, fieldType, dictTypeCode, required, maxLength, unit, enableFlag, orderNum, remark } = req.body;
  await tableRowById(ctx.db, tableId);
  const dict = textOrNull(dictTypeCode);
  if ((fieldType === 'select' || fieldType === 'multiSelect') && !dict) throw new AppError('BUSINESS_RULE', '请选择字典');
  if (dict) {
    const [d] = await ctx.db.select({ code: sysDictType.code }).from(sysDictType).where(eq(sysDictType.code, dict)).limit(1);
    if (!d) throw new AppError('BUSINESS_RULE', '字典不存在');
  }
  const name = fieldName.trim();
  if (!name) throw new AppError('BAD_REQUEST', '字段名称不能为空');
  const values = {
    fieldName: name,
    fieldCode: fieldCode.trim(),
    fieldType,
    dictTypeCode: fieldType === 'select' || fieldType === 'multiSelect' ? dict : null,
    required: required ?? false,
    maxLength: maxLength ?? null,
    unit: textOrNull(unit),
    remark: textOrNull(remark),
  };
  try {
    if (id) {
      const [current] = await ctx.db
        .select()
        .from(entExpansionTableField)
        .where(and(eq(entExpansionTableField.id, id), eq(entExpansionTableField.tableId, tableId)))
        .limit(1);
      if (!current) throw new AppError('NOT_FOUND_ENTITY', '字段不存在');
      if ((current.fieldType !== values.fieldType || current.fieldCode !== values.fieldCode) && (await fieldHasValues(ctx.db, tableId, id))) {
        throw new AppError('BUSINESS_RULE', '字段已有企业数据，不能修改字段类型或字段编码');
      }
      await ctx.db
        .update(entExpansionTableField)
        .set({ ...values, ...(enableFlag ? { enableFlag } : {}), ...(orderNum !== undefined ? { orderNum } : {}), updatedAt: sql`now()` })
        .where(eq(entExpansionTableField.id, id));
      return ok({ id }, '保存成功');
    }
    const [row] = await ctx.db
      .insert(entExpansionTableField)
      .values({
        ...values,
        tableId,
        enableFlag: enableFlag ?? '1',
        orderNum:
          orderNum ??
          sql`(select coalesce(max(${entExpansionTableField.orderNum}), 0) + 1 from ${entExpansionTableField} where ${entExpansionTableField.tableId} = ${tableId})`,
      })
      .returning({ id: entExpansionTableField.id });
    if (!row) throw new Error('field insert returned nothing');
    return ok({ id: row.id }, '保存成功');
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', FIELD_CODE_TAKEN);
    throw e;
  }
};
