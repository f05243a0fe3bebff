/**
 * One enterprise's archive (issue 18; seeds 001 §3 "Enterprise-archive extension", §7 /dynamic/company/info/*): who may
 * read and write it, its assembly from the enabled tables and fields that apply to its business type, its
 * completeness (wholeInfo) and the writes of values (by field code, merged; values of disabled fields untouched).
 */
import { checkArchiveValue, isWholeInfo, type ArchiveValue } from '@qifu/enterprise-archive-rules';
import type { components } from '@qifu/sdk';
import { and, eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { requireUser, type HandlerContext } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { company, entArchiveRow } from '../../../db/schema';
import { companyInfoById } from '../company/company.queries';
import { toExpansionField } from '../expansion/expansion.queries';
import { archiveTables, readArchiveValues, type ArchiveTableConfig } from './archive-values';

/** The contract's EntArchiveDetail. */
export type EntArchiveDetail = components['schemas']['EntArchiveDetail'];
/** The contract's EntArchiveTable. */
export type EntArchiveTable = components['schemas']['EntArchiveTable'];

/**
 * The data rule of the archive: an enterprise (QY) caller may only act on its own enterprise; staff on any.
 * @throws AppError FORBIDDEN 只能查看或修改本企业的档案 for another enterprise of a QY caller.
 */
export function assertArchiveAccess(ctx: HandlerContext, companyId: string): void {
  const user = requireUser(ctx);
  if (user.userType === 'QY' && user.companyId !== companyId) throw new AppError('FORBIDDEN', '只能查看或修改本企业的档案');
}

/**
 * The enabled tables (with enabled fields) that apply to an enterprise: those for every business type, plus those of
 * its business type when it has one (an enterprise without a business type sees only the former; judgeBusinessType
 * asks the user to choose one).
 */
export async function applicableTables(db: Db, businessType: string | null, tableId?: string): Promise<ArchiveTableConfig[]> {
  return archiveTables(db, { businessType, ...(tableId ? { tableId } : {}) });
}

/** Values keyed by field id → keyed by field code over `fields` (absent/null left out). */
function byCode(config: ArchiveTableConfig, values: Readonly<Record<string, unknown>>): Record<string, ArchiveValue> {
  const out: Record<string, ArchiveValue> = {};
  for (const f of config.fields) {
    const v = values[f.id];
    if (v !== undefined && v !== null) out[f.fieldCode] = v as ArchiveValue;
  }
  return out;
}

/** Completeness of an enterprise over the given applicable tables and its stored rows. */
function wholeInfoOf(tables: readonly ArchiveTableConfig[], mainValues: ReadonlyMap<string, Record<string, unknown>>): boolean {
  return tables
    .filter((t) => !t.table.multiRow)
    .every((t) => isWholeInfo(t.fields.filter((f) => f.required).map((f) => f.id), mainValues.get(t.table.id) ?? {}));
}

/**
 * The archive of an enterprise (queryEntArchiveDetail): basic data, every applicable table in order with its enabled
 * fields and its values (single-row: `values` by field code; multi-row: `rows`), and wholeInfo (over all applicable
 * tables even when `tableId` narrows the answer).
 * @throws AppError NOT_FOUND_ENTITY 企业不存在.
 */
export async function assembleArchive(db: Db, companyId: string, tableId?: string): Promise<EntArchiveDetail> {
  const info = await companyInfoById(db, companyId);
  const [tables, stored] = await Promise.all([applicableTables(db, info.businessType ?? null), readArchiveValues(db, [companyId])]);
  const rows = stored.get(companyId) ?? [];
  const mainValues = new Map(rows.filter((r) => r.detail === 'main').map((r) => [r.tableId, r.values]));
  const shown = tableId ? tables.filter((t) => t.table.id === tableId) : tables;
  return {
    company: info,
    wholeInfo: wholeInfoOf(tables, mainValues),
    tables: shown.map((c) => {
      const base: EntArchiveTable = {
        tableId: c.table.id,
        tableName: c.table.tableName,
        tableCode: c.table.tableCode,
        multiRow: c.table.multiRow,
        orderNum: c.table.orderNum,
        fields: c.fields.map(toExpansionField),
      };
      if (!c.table.multiRow) return { ...base, values: byCode(c, mainValues.get(c.table.id) ?? {}) };
      return {
        ...base,
        rows: rows
          .filter((r) => r.tableId === c.table.id && r.detail === 'other')
          .map((r) => ({ rowId: r.rowId, values: byCode(c, r.values), updateTime: r.updatedAt.toISOString() })),
      };
    }),
  };
}

/** wholeInfo of one enterprise. @throws AppError NOT_FOUND_ENTITY 企业不存在. */
export async function wholeInfoOfCompany(db: Db, companyId: string): Promise<boolean> {
  return (await assembleArchive(db, companyId)).wholeInfo;
}

/**
 * The applicable enabled table `tableId` of an enterprise, checked for the wanted shape.
 * @throws AppError NOT_FOUND_ENTITY 企业不存在; BUSINESS_RULE 扩展表不存在或未启用 / 该表是多行表… / 该表是单行表….
 */
export async function archiveTableFor(db: Db, companyId: string, tableId: string, multiRow: boolean): Promise<ArchiveTableConfig> {
  const [row] = await db.select({ businessType: company.businessType }).from(company).where(eq(company.id, companyId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '企业不存在');
  const [config] = await applicableTables(db, row.businessType, tableId);
  if (!config) throw new AppError('BUSINESS_RULE', '扩展表不存在、未启用或不适用于该企业');
  if (config.table.multiRow !== multiRow) {
    throw new AppError('BUSINESS_RULE', multiRow ? '该表是单行表，请保存档案详情' : '该表是多行表，请逐条保存记录');
  }
  return config;
}

/**
 * Checks values keyed by field code against the table's enabled fields and answers them keyed by field id.
 * @param requireAll - a multi-row record: required fields must be filled.
 * @throws AppError BUSINESS_RULE naming the field (未知字段 x / 上年度营业收入须为数字 / 专利名称不能为空).
 */
export function checkValues(config: ArchiveTableConfig, input: Readonly<Record<string, unknown>>, requireAll: boolean): Record<string, ArchiveValue> {
  const out: Record<string, ArchiveValue> = {};
  for (const [code, raw] of Object.entries(input)) {
    const field = config.fields.find((f) => f.fieldCode === code);
    if (!field) throw new AppError('BUSINESS_RULE', `未知字段 ${code}`);
    const checked = checkArchiveValue(field, raw);
    if ('error' in checked) throw new AppError('BUSINESS_RULE', checked.error);
    out[field.id] = checked.value;
  }
  if (requireAll) {
    for (const f of config.fields) {
      if (f.required && (out[f.id] === null || out[f.id] === undefined)) throw new AppError('BUSINESS_RULE', `${f.fieldName}不能为空`);
    }
  }
  return out;
}

/** Merges values (field id → value; null clears) into the single row of a single-row table, creating it. */
export async function mergeMainValues(db: Db, companyId: string, tableId: string, values: Record<string, ArchiveValue>, userId: string | null): Promise<void> {
  const json = JSON.stringify(values);
  await db
    .insert(entArchiveRow)
    .values({ companyId, tableId, detail: 'main', fieldValues: values, updatedBy: userId })
    .onConflictDoUpdate({
      target: [entArchiveRow.companyId, entArchiveRow.tableId],
      targetWhere: sql`${entArchiveRow.detail} = 'main'`,
      set: { fieldValues: sql`${entArchiveRow.fieldValues} || ${json}::jsonb`, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** The record `rowId` of an enterprise's multi-row table. @throws AppError NOT_FOUND_ENTITY 记录不存在. */
export async function otherRow(db: Db, companyId: string, tableId: string, rowId: string) {
  const [row] = await db
    .select()
    .from(entArchiveRow)
    .where(and(eq(entArchiveRow.id, rowId), eq(entArchiveRow.companyId, companyId), eq(entArchiveRow.tableId, tableId), eq(entArchiveRow.detail, 'other')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '记录不存在');
  return row;
}
