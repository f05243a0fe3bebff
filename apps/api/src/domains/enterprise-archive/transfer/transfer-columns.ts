/**
 * Columns of the enterprise import templates and exports (issue 18 "Import and export at scale"; seeds 001 §2 "Import
 * upload card", §5 "Template header row names may not be changed or removed", §7 "/company/info/*: import and export",
 * importExcel, downloadExcelTemplate, companyDataExport).
 *
 * - Enterprise template (downloadCompanyImportTemplate, importCompanyInfo, exportCompanyInfo): the basic columns
 *   {@link COMPANY_BASIC_COLUMNS} then one column per enabled field of every enabled single-row extension table, headed
 *   `字段名（表名）`, in table then field order (`enabledArchiveFields`). File fields are not importable and are left out.
 * - Extension-table template (downloadExcelTemplate, importExcel): 统一社会信用代码, 企业名称, then the table's enabled
 *   fields headed by their own name (multi-row tables too: one row = one record).
 *
 * A cell's text is parsed into the stored value here: street by name or 9-digit code, industry by letter or dictionary
 * label, scale 大型/中型/小型/微型 or 1–4, business type by label or value, extension values with the archive's own
 * rule (`checkArchiveValue` of `@qifu/enterprise-archive-rules`), select options by dictionary label or value. An empty
 * cell leaves the stored value as it is (an import fills and updates, it never erases).
 */
import { BUSINESS_TYPES, checkArchiveValue, type ArchiveValue } from '@qifu/enterprise-archive-rules';
import { validateCreditCode } from '@qifu/validation';
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { sysDictValue, sysRegion } from '../../../db/schema';
import { enabledArchiveFields, archiveTables, type ArchiveTableConfig, type ExpansionFieldRow } from '../archive/archive-values';

/** The basic (company-row) columns of the enterprise template, in order. */
export const COMPANY_BASIC_COLUMNS = [
  { key: 'companyName', header: '企业名称', width: 32 },
  { key: 'creditCode', header: '统一社会信用代码', width: 22 },
  { key: 'legalPerson', header: '法定代表人', width: 12 },
  { key: 'legalPersonPhone', header: '法定代表人手机号', width: 16 },
  { key: 'streetName', header: '所属乡镇（街道）', width: 16 },
  { key: 'address', header: '企业地址', width: 32 },
  { key: 'industry', header: '国民经济行业门类', width: 20 },
  { key: 'scale', header: '企业规模', width: 10 },
  { key: 'businessType', header: '业务类型', width: 12 },
] as const;

/** A basic column key. */
export type CompanyBasicKey = (typeof COMPANY_BASIC_COLUMNS)[number]['key'];

/** An extension field column: the field and its table. */
export interface FieldColumn {
  header: string;
  field: ExpansionFieldRow;
  tableId: string;
  multiRow: boolean;
}

/** Scale labels of the contract's CompanyScale (x-enum-descriptions). */
export const SCALE_LABELS: Record<string, string> = { '1': '大型', '2': '中型', '3': '小型', '4': '微型' };

/** The extension columns of the enterprise template: enabled fields (not file) of enabled single-row tables. */
export function companyFieldColumns(config: readonly ArchiveTableConfig[]): FieldColumn[] {
  return config
    .filter((t) => !t.table.multiRow)
    .flatMap(({ table, fields }) =>
      fields
        .filter((f) => f.fieldType !== 'file')
        .map((field) => ({ header: `${field.fieldName}（${table.tableName}）`, field, tableId: table.id, multiRow: false })),
    );
}

/** The enterprise template's headers (basic columns then extension columns). */
export async function companyTemplate(db: Db): Promise<{ headers: string[]; fields: FieldColumn[] }> {
  const fields = companyFieldColumns(await enabledArchiveFields(db));
  return { headers: [...COMPANY_BASIC_COLUMNS.map((c) => c.header), ...fields.map((f) => f.header)], fields };
}

/**
 * The extension-table template of `tableId`: 统一社会信用代码, 企业名称, then its enabled (non-file) fields.
 * @returns undefined when the table does not exist or is disabled.
 */
export async function tableTemplate(db: Db, tableId: string): Promise<{ headers: string[]; fields: FieldColumn[]; tableName: string; multiRow: boolean } | undefined> {
  const [config] = await archiveTables(db, { tableId });
  if (!config) return undefined;
  const fields = config.fields
    .filter((f) => f.fieldType !== 'file')
    .map((field) => ({ header: field.fieldName, field, tableId: config.table.id, multiRow: config.table.multiRow }));
  return { headers: ['统一社会信用代码', '企业名称', ...fields.map((f) => f.header)], fields, tableName: config.table.tableName, multiRow: config.table.multiRow };
}

/** Lookups a row parse needs, loaded once per import. */
export interface ParseLookups {
  /** Street name or code → code (level-3 regions). */
  streets: Map<string, string>;
  /** Industry letter or label → letter. */
  industries: Map<string, string>;
  /** dictTypeCode → (label or value → value). */
  dicts: Map<string, Map<string, string>>;
}

/** Loads the lookups of {@link parseCompanyRow} / {@link parseFieldCell} for the given select fields. */
export async function loadLookups(db: Db, fields: readonly FieldColumn[]): Promise<ParseLookups> {
  const regions = await db.select({ code: sysRegion.code, name: sysRegion.name }).from(sysRegion).where(eq(sysRegion.level, 3));
  const streets = new Map<string, string>();
  for (const r of regions) {
    streets.set(r.code, r.code);
    streets.set(r.name, r.code);
  }
  const dictCodes = [...new Set(['industry', ...fields.map((f) => f.field.dictTypeCode).filter((c): c is string => !!c)])];
  const values = await db
    .select({ type: sysDictValue.dictTypeCode, label: sysDictValue.label, value: sysDictValue.value })
    .from(sysDictValue)
    .where(and(inArray(sysDictValue.dictTypeCode, dictCodes), eq(sysDictValue.enableFlag, '1')));
  const dicts = new Map<string, Map<string, string>>();
  for (const v of values) {
    const map = dicts.get(v.type) ?? new Map<string, string>();
    map.set(v.value, v.value);
    map.set(v.label, v.value);
    dicts.set(v.type, map);
  }
  const industries = new Map(dicts.get('industry') ?? []);
  for (const letter of 'ABCDEFGHIJKLMNOPQRST') industries.set(letter, letter);
  return { streets, industries, dicts };
}

const MULTI_SPLIT = /[,，、;；]/;

/**
 * Parses one extension cell into the stored value with the archive's rule; select / multiSelect options by dictionary
 * label or value when the field names a dictionary.
 * @returns `{ value }` (null = empty) or `{ error }` (the Chinese reason).
 */
export function parseFieldCell(
  column: FieldColumn,
  text: string,
  lookups: ParseLookups,
  enforceRequired = true,
): { value: ArchiveValue } | { error: string } {
  const { field } = column;
  if (text === '') return field.required && enforceRequired ? { error: `${column.header}不能为空` } : { value: null };
  const dict = field.dictTypeCode ? lookups.dicts.get(field.dictTypeCode) : undefined;
  const option = (t: string): string | undefined => (dict ? dict.get(t) : t);
  if (field.fieldType === 'select') {
    const v = option(text);
    return v === undefined ? { error: `${column.header}不是可选的值：${text}` } : { value: v };
  }
  if (field.fieldType === 'multiSelect') {
    const parts = text.split(MULTI_SPLIT).map((p) => p.trim()).filter(Boolean);
    const out: string[] = [];
    for (const p of parts) {
      const v = option(p);
      if (v === undefined) return { error: `${column.header}不是可选的值：${p}` };
      out.push(v);
    }
    return { value: out };
  }
  return checkArchiveValue({ fieldName: column.header, fieldType: field.fieldType, required: field.required, maxLength: field.maxLength }, text);
}

/** The basic values of a parsed enterprise row (null = cell empty: keep what is stored). */
export type CompanyBasicValues = { companyName: string; creditCode: string } & Record<
  'legalPerson' | 'legalPersonPhone' | 'streetId' | 'address' | 'industry' | 'scale' | 'businessType',
  string | null
>;

/** A parsed enterprise row. */
export interface ParsedCompanyRow {
  rowNo: number;
  basic: CompanyBasicValues;
  /** tableId → fieldId → value (empty cells absent). */
  values: Map<string, Record<string, ArchiveValue>>;
}

const PHONE = /^1\d{10}$/;
const BUSINESS_TYPE_BY_TEXT = new Map(BUSINESS_TYPES.flatMap((b) => [[b.label, b.value] as const, [b.value, b.value] as const]));
const SCALE_BY_TEXT = new Map(Object.entries(SCALE_LABELS).flatMap(([v, l]) => [[v, v] as const, [l, v] as const]));

function limited(text: string, max: number, header: string): string | { error: string } {
  return [...text].length > max ? { error: `${header}不能超过${max}个字符` } : text;
}

/**
 * Parses one row of the enterprise template (texts in template order). Required extension fields are not enforced
 * here (completeness is the archive's wholeInfo); the extension-table import enforces them.
 * @returns the row, or `{ reason }` — the first problem in column order (社会信用代码不能为空 / 社会信用代码格式错误 of
 *   seeds 000 §5, 企业名称不能为空, 法定代表人手机号格式错误, 所属乡镇（街道）不存在, …).
 */
export function parseCompanyRow(rowNo: number, texts: readonly string[], fields: readonly FieldColumn[], lookups: ParseLookups): ParsedCompanyRow | { reason: string } {
  const t = (i: number) => texts[i] ?? '';
  const companyName = limited(t(0), 100, '企业名称');
  if (t(0) === '') return { reason: '企业名称不能为空' };
  if (typeof companyName !== 'string') return { reason: companyName.error };
  const creditCode = t(1);
  const codeError = validateCreditCode(creditCode);
  if (codeError) return { reason: codeError };
  const legalPerson = limited(t(2), 50, '法定代表人');
  if (typeof legalPerson !== 'string') return { reason: legalPerson.error };
  if (t(3) !== '' && !PHONE.test(t(3))) return { reason: '法定代表人手机号格式错误' };
  const streetId = t(4) === '' ? null : lookups.streets.get(t(4));
  if (streetId === undefined) return { reason: `所属乡镇（街道）不存在：${t(4)}` };
  const address = limited(t(5), 200, '企业地址');
  if (typeof address !== 'string') return { reason: address.error };
  const industry = t(6) === '' ? null : lookups.industries.get(t(6));
  if (industry === undefined) return { reason: `国民经济行业门类不存在：${t(6)}` };
  const scale = t(7) === '' ? null : SCALE_BY_TEXT.get(t(7));
  if (scale === undefined) return { reason: `企业规模应为大型、中型、小型或微型：${t(7)}` };
  const businessType = t(8) === '' ? null : BUSINESS_TYPE_BY_TEXT.get(t(8));
  if (businessType === undefined) return { reason: `业务类型不存在：${t(8)}` };
  const values = new Map<string, Record<string, ArchiveValue>>();
  const offset = COMPANY_BASIC_COLUMNS.length;
  for (let i = 0; i < fields.length; i += 1) {
    const column = fields[i] as FieldColumn;
    const parsed = parseFieldCell(column, t(offset + i), lookups, false);
    if ('error' in parsed) return { reason: parsed.error };
    if (parsed.value === null) continue;
    const record = values.get(column.tableId) ?? {};
    record[column.field.id] = parsed.value;
    values.set(column.tableId, record);
  }
  return {
    rowNo,
    basic: {
      companyName,
      creditCode,
      legalPerson: legalPerson || null,
      legalPersonPhone: t(3) || null,
      streetId,
      address: address || null,
      industry,
      scale,
      businessType,
    },
    values,
  };
}

/** A parsed row of an extension-table template. */
export interface ParsedTableRow {
  rowNo: number;
  creditCode: string;
  /** fieldId → value (empty cells absent). */
  values: Record<string, ArchiveValue>;
}

/** Parses one row of an extension-table template (统一社会信用代码, 企业名称, fields…). */
export function parseTableRow(rowNo: number, texts: readonly string[], fields: readonly FieldColumn[], lookups: ParseLookups): ParsedTableRow | { reason: string } {
  const creditCode = texts[0] ?? '';
  const codeError = validateCreditCode(creditCode);
  if (codeError) return { reason: codeError };
  const values: Record<string, ArchiveValue> = {};
  for (let i = 0; i < fields.length; i += 1) {
    const column = fields[i] as FieldColumn;
    const parsed = parseFieldCell(column, texts[i + 2] ?? '', lookups);
    if ('error' in parsed) return { reason: parsed.error };
    if (parsed.value !== null) values[column.field.id] = parsed.value;
  }
  if (Object.keys(values).length === 0) return { reason: '没有可导入的字段值' };
  return { rowNo, creditCode, values };
}
