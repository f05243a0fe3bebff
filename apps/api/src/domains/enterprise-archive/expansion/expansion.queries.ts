/**
 * Extension tables and fields as the contract answers them (EntExpansionTable, EntExpansionField; seeds 001 §3
 * "Enterprise-archive extension"; issue 18). Storage: `db/schema/enterprise-archive.ts`.
 */
import type { components } from '@qifu/sdk';
import { eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { isoOrNull } from '../../../core/values';
import type { Db } from '../../../db/client';
import { entArchiveRow, entExpansionTable } from '../../../db/schema';
import type { ArchiveTableConfig, ExpansionFieldRow, ExpansionTableRow } from '../archive/archive-values';

/** The contract's EntExpansionTable. */
export type EntExpansionTable = components['schemas']['EntExpansionTable'];
/** The contract's EntExpansionField. */
export type EntExpansionField = components['schemas']['EntExpansionField'];

/** A field row as EntExpansionField. */
export function toExpansionField(f: ExpansionFieldRow): EntExpansionField {
  return {
    id: f.id,
    tableId: f.tableId,
    fieldName: f.fieldName,
    fieldCode: f.fieldCode,
    fieldType: f.fieldType,
    dictTypeCode: f.dictTypeCode,
    required: f.required,
    maxLength: f.maxLength,
    unit: f.unit,
    enableFlag: f.enableFlag,
    orderNum: f.orderNum,
    remark: f.remark,
  };
}

/** A table row (with its fields, when given) as EntExpansionTable. */
export function toExpansionTable(t: ExpansionTableRow, fields?: readonly ExpansionFieldRow[]): EntExpansionTable {
  return {
    id: t.id,
    tableName: t.tableName,
    tableCode: t.tableCode,
    businessType: t.businessType,
    multiRow: t.multiRow,
    enableFlag: t.enableFlag,
    orderNum: t.orderNum,
    remark: t.remark,
    updateTime: isoOrNull(t.updatedAt),
    ...(fields ? { fields: fields.map(toExpansionField) } : {}),
  };
}

/** A configured table with its fields as EntExpansionTable. */
export function toExpansionTableWithFields(c: ArchiveTableConfig): EntExpansionTable {
  return toExpansionTable(c.table, c.fields);
}

/**
 * One table row.
 * @throws AppError NOT_FOUND_ENTITY 扩展表不存在.
 */
export async function tableRowById(db: Db, id: string): Promise<ExpansionTableRow> {
  const [row] = await db.select().from(entExpansionTable).where(eq(entExpansionTable.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '扩展表不存在');
  return row;
}

/** True when any enterprise has stored values in the table (rows of it). */
export async function tableHasValues(db: Db, tableId: string): Promise<boolean> {
  const [row] = await db.select({ id: entArchiveRow.id }).from(entArchiveRow).where(eq(entArchiveRow.tableId, tableId)).limit(1);
  return Boolean(row);
}

/** True when any enterprise has a non-empty value for the field. */
export async function fieldHasValues(db: Db, tableId: string, fieldId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: entArchiveRow.id })
    .from(entArchiveRow)
    .where(sql`${entArchiveRow.tableId} = ${tableId} and ${entArchiveRow.fieldValues} ? ${fieldId} and ${entArchiveRow.fieldValues} -> ${fieldId} <> 'null'::jsonb`)
    .limit(1);
  return Boolean(row);
}
