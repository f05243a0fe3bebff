/**
 * Row sources of the enterprise exports (exportCompanyInfo, companyDataExport; issue 18 "exports stream and include the
 * enabled extension fields"): enterprises read {@link EXPORT_BATCH} at a time in credit-code order (keyset paging on
 * the unique index — no OFFSET, constant cost per batch) with the list's filters, their extension values read per
 * batch (`readArchiveValues`), and cells formatted as the import template reads them (labels for street, industry,
 * scale and business type; lists joined with 、), so an export can be edited and imported back.
 */
import { BUSINESS_TYPES } from '@qifu/enterprise-archive-rules';
import { and, asc, count, eq, gt, ilike, inArray, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { ExcelCell } from '../../../core/excel-export';
import { escapeLike } from '../../../core/paging';
import { containsPattern } from '../../../core/values';
import type { Db } from '../../../db/client';
import { company, sysDictValue, type EntStoredValue } from '../../../db/schema';
import { readArchiveValues, type ArchiveValueRow } from '../archive/archive-values';
import { COMPANY_INFO_COLUMNS, companyStreet } from '../company/company.queries';
import { SCALE_LABELS, type FieldColumn } from './transfer-columns';

/** Enterprises per batch (one company query and one values query). */
export const EXPORT_BATCH = 1000;
/** Most enterprises of one export. */
export const MAX_COMPANY_EXPORT_ROWS = 100_000;
/** The refusal of a larger export (export-company-info.yaml). */
export const TOO_MANY_ROWS_MSG = '导出数据过多，请缩小筛选范围';

/** Filters of the enterprise exports (the list's). */
export interface CompanyExportFilters {
  companyName?: string;
  creditCode?: string;
  streetId?: string;
  industry?: string;
  scale?: string;
  businessType?: string;
  companyIds?: readonly string[];
}

/** The where clause of the filters (as listCompanyInfo filters). */
export function exportWhere(f: CompanyExportFilters): SQL | undefined {
  const code = f.creditCode?.trim();
  const name = containsPattern(f.companyName);
  return and(
    name ? ilike(company.companyName, name) : undefined,
    code ? ilike(company.creditCode, `${escapeLike(code)}%`) : undefined,
    f.streetId ? eq(company.streetId, f.streetId) : undefined,
    f.industry ? eq(company.industry, f.industry) : undefined,
    f.scale ? eq(company.scale, f.scale) : undefined,
    f.businessType ? eq(company.businessType, f.businessType) : undefined,
    f.companyIds && f.companyIds.length > 0 ? inArray(company.id, [...f.companyIds]) : undefined,
  );
}

/**
 * Refuses an export over {@link MAX_COMPANY_EXPORT_ROWS} enterprises before the file starts.
 * @throws AppError BUSINESS_RULE {@link TOO_MANY_ROWS_MSG}.
 */
export async function assertExportSize(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(company).where(where);
  const n = row?.n ?? 0;
  if (n > MAX_COMPANY_EXPORT_ROWS) throw new AppError('BUSINESS_RULE', TOO_MANY_ROWS_MSG, `共 ${n} 条，最多 ${MAX_COMPANY_EXPORT_ROWS} 条`);
  return n;
}

/** An enterprise as exported, with its stored extension rows. */
export type ExportCompany = Awaited<ReturnType<typeof companyPage>>[number] & { archive: ArchiveValueRow[] };

function companyPage(db: Db, where: SQL | undefined, after: string | null, limit: number) {
  return db
    .select(COMPANY_INFO_COLUMNS)
    .from(company)
    .leftJoin(companyStreet.table, companyStreet.on)
    .where(and(where, after === null ? undefined : gt(company.creditCode, after)))
    .orderBy(asc(company.creditCode))
    .limit(limit);
}

/** The filtered enterprises in batches of {@link EXPORT_BATCH}, each with its extension rows (keyset by credit code). */
export async function* companyBatches(db: Db, where: SQL | undefined): AsyncGenerator<ExportCompany[], void, undefined> {
  let after: string | null = null;
  for (;;) {
    const page = await companyPage(db, where, after, EXPORT_BATCH);
    if (page.length === 0) return;
    const values = await readArchiveValues(db, page.map((c) => c.id));
    yield page.map((c) => ({ ...c, archive: values.get(c.id) ?? [] }));
    if (page.length < EXPORT_BATCH) return;
    after = (page[page.length - 1] as { creditCode: string }).creditCode;
  }
}

/** Labels for the exported cells (industry dictionary, scale, business type). */
export interface ExportLabels {
  industry: Map<string, string>;
  dicts: Map<string, Map<string, string>>;
}

/** Loads the labels: industry and the dictionaries of the given select fields (value → label). */
export async function loadExportLabels(db: Db, fields: readonly FieldColumn[]): Promise<ExportLabels> {
  const codes = [...new Set(['industry', ...fields.map((f) => f.field.dictTypeCode).filter((c): c is string => !!c)])];
  const rows = await db
    .select({ type: sysDictValue.dictTypeCode, label: sysDictValue.label, value: sysDictValue.value })
    .from(sysDictValue)
    .where(inArray(sysDictValue.dictTypeCode, codes));
  const dicts = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const m = dicts.get(r.type) ?? new Map<string, string>();
    m.set(r.value, r.label);
    dicts.set(r.type, m);
  }
  return { industry: dicts.get('industry') ?? new Map(), dicts };
}

const BUSINESS_TYPE_LABELS = new Map(BUSINESS_TYPES.map((b) => [b.value, b.label]));

/** The basic cells of an enterprise, keyed by the template's basic column keys. */
export function basicCells(c: ExportCompany, labels: ExportLabels): Record<string, ExcelCell> {
  return {
    companyName: c.companyName,
    creditCode: c.creditCode,
    legalPerson: c.legalPerson,
    legalPersonPhone: c.legalPersonPhone,
    streetName: c.streetName ?? c.streetId,
    address: c.address,
    industry: c.industry ? (labels.industry.get(c.industry) ?? c.industry) : null,
    scale: c.scale ? (SCALE_LABELS[c.scale] ?? c.scale) : null,
    businessType: c.businessType ? (BUSINESS_TYPE_LABELS.get(c.businessType) ?? c.businessType) : null,
  };
}

/** One stored value as a cell (select options as labels, lists joined with 、). */
export function valueCell(column: FieldColumn, value: EntStoredValue | undefined, labels: ExportLabels): ExcelCell {
  if (value === null || value === undefined) return null;
  const dict = column.field.dictTypeCode ? labels.dicts.get(column.field.dictTypeCode) : undefined;
  const label = (v: string) => dict?.get(v) ?? v;
  if (Array.isArray(value)) return value.map(label).join('、');
  if (typeof value === 'number') return value;
  return column.field.fieldType === 'select' ? label(value) : value;
}
