import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { isUniqueViolation } from '../../../core/pg-errors';
import { textOrNull } from '../../../core/values';
import { entExpansionTable } from '../../../db/schema';
import { isBusinessType } from '@qifu/enterprise-archive-rules';
import { tableHasValues, tableRowById } from './expansion.queries';

/** Message of a table code in use. */
export const TABLE_CODE_TAKEN = '表编码已存在';

/**
 * `POST /api/entExpansionTable/saveOrUpdate` (档案扩展表; seeds 001 §3 "Extension tables carry an enable flag and an
 * ordering"): creates (enableFlag 1 and orderNum after the last when omitted) or updates a table. tableCode in use →
 * CONFLICT 表编码已存在; unknown businessType → BUSINESS_RULE 业务类型不存在; switching multiRow of a table with stored
 * values → BUSINESS_RULE 表中已有企业数据，不能修改是否多行.
 */
export const saveOrUpdateEntExpansionTable: Handler<'saveOrUpdateEntExpansionTable'> = async (req, ctx) => {
  const { id, tableName, tableCode, businessType, multiRow, enableFlag, orderNum, remark } = req.body;
  if (businessType && !isBusinessType(businessType)) throw new AppError('BUSINESS_RULE', '业务类型不存在');
  const values = {
    tableName: tableName.trim(),
    tableCode: tableCode.trim(),
    businessType: businessType ?? null,
    remark: textOrNull(remark),
  };
  if (!values.tableName) throw new AppError('BAD_REQUEST', '表名称不能为空');
  try {
    if (id) {
      const current = await tableRowById(ctx.db, id);
      if (multiRow !== undefined && multiRow !== current.multiRow && (await tableHasValues(ctx.db, id))) {
        throw new AppError('BUSINESS_RULE', '表中已有企业数据，不能修改是否多行');
      }
      await ctx.db
        .update(entExpansionTable)
        .set({
          ...values,
          ...(multiRow !== undefined ? { multiRow } : {}),
          ...(enableFlag ? { enableFlag } : {}),
          ...(orderNum !== undefined ? { orderNum } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(entExpansionTable.id, id));
      return ok({ id }, '保存成功');
    }
    const [row] = await ctx.db
      .insert(entExpansionTable)
      .values({
        ...values,
        multiRow: multiRow ?? false,
        enableFlag: enableFlag ?? '1',
        orderNum: orderNum ?? sql`(select coalesce(max(${entExpansionTable.orderNum}), 0) + 1 from ${entExpansionTable})`,
      })
      .returning({ id: entExpansionTable.id });
    if (!row) throw new Error('table insert returned nothing');
    return ok({ id: row.id }, '保存成功');
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', TABLE_CODE_TAKEN);
    throw e;
  }
};
