/**
 * Conversions between the answers of a declaration form (`FormData`, the contract's
 * `ApplyFormData`) and the values `@mantine/form` keeps while the form is edited.
 */
import {
  isFileRef,
  type FormCellValue,
  type FormData,
  type FormDataError,
  type FormDataValue,
  type FormFileRef,
  type FormTableRow,
  type FormTemplate,
  type FormTemplateField,
} from '@qifu/validation';
import { dayToPickerDate, pickedDay } from '@qifu/util';
import { toUploadedValue, type UploadedFileValue } from '@qifu/widgets';

/**
 * The edited values, keyed by field key. Per type: text, date (`YYYY-MM-DD`), select, radio,
 * region → string (`''` empty); number, amount → number or `''`; dateRange → `[start, end]`
 * strings (`''` for an empty end); multiSelect, checkbox → option values; upload →
 * `UploadedFileValue[]` (with `exName`); table → rows of column values plus {@link ROW_KEY}.
 */
export type FormValues = Record<string, unknown>;

/** A table row while edited: column values plus its stable React key {@link ROW_KEY}. */
export type FormRowValues = Record<string, unknown> & { [ROW_KEY]: string };

/** The property holding a row's React key (never a template key: those start with a letter). */
export const ROW_KEY = '_key';

let rowSeq = 0;
const nextRowKey = () => `row-${(rowSeq += 1)}`;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The edited value of one field from an answer (anything of the wrong shape → empty). */
export function toFieldValue(field: FormTemplateField, answer: unknown): unknown {
  switch (field.type) {
    case 'number':
    case 'amount':
      return typeof answer === 'number' && Number.isFinite(answer) ? answer : '';
    case 'dateRange':
      return Array.isArray(answer) ? [str(answer[0]), str(answer[1])] : ['', ''];
    case 'multiSelect':
    case 'checkbox':
      return Array.isArray(answer) ? answer.filter((v): v is string => typeof v === 'string') : [];
    case 'upload':
      return Array.isArray(answer) ? answer.filter(isFileRef).map((f) => toUploadedValue(f)) : [];
    case 'table':
      return Array.isArray(answer)
        ? answer.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row)).map((row) => toRowValues(field, row))
        : [];
    default:
      return str(answer);
  }
}

/** A table row for the form: each column's edited value and a fresh {@link ROW_KEY}. */
export function toRowValues(table: FormTemplateField, row: Record<string, unknown> = {}): FormRowValues {
  const values: FormRowValues = { [ROW_KEY]: nextRowKey() };
  for (const column of table.columns ?? []) values[column.key] = toFieldValue(column, row[column.key]);
  return values;
}

/** The edited values of a whole template, from saved answers (a draft) or empty. Unknown keys are dropped. */
export function toFormValues(template: FormTemplate, data?: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of template.fields) values[field.key] = toFieldValue(field, data?.[field.key]);
  return values;
}

function toNumber(value: unknown): number | string | null {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return null;
  const s = String(value).replace(/,/g, '').trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
}

function toFileRefs(value: unknown): FormFileRef[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((f): f is UploadedFileValue => typeof f === 'object' && f !== null)
    .map((f) => ({ fileName: f.fileName, filePath: f.filePath }));
}

/** The answer of one field from its edited value: blank → `null`, files without `exName`, rows without their key. */
export function toAnswer(field: FormTemplateField, value: unknown): FormDataValue {
  switch (field.type) {
    case 'input': {
      const s = str(value).trim();
      return s === '' ? null : s;
    }
    case 'number':
    case 'amount':
      return toNumber(value);
    case 'dateRange': {
      const [start, end] = Array.isArray(value) ? [str(value[0]), str(value[1])] : ['', ''];
      return start === '' && end === '' ? null : [start, end];
    }
    case 'multiSelect':
    case 'checkbox':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    case 'upload':
      return toFileRefs(value);
    case 'table': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return rows.map((row) => {
        const out: FormTableRow = {};
        // table columns are scalar or upload types (TABLE_COLUMN_TYPES), whose answers are cell values
        for (const column of field.columns ?? []) out[column.key] = toAnswer(column, row[column.key]) as FormCellValue;
        return out;
      });
    }
    default: {
      const s = str(value);
      return s.trim() === '' ? null : s;
    }
  }
}

/**
 * The answers to save or submit (`ApplyFormData`): every template field, `null` when blank,
 * `[]` for empty lists. Pass them to `validateFormData` and to the API.
 */
export function toFormData(template: FormTemplate, values: FormValues): FormData {
  const data: FormData = {};
  for (const field of template.fields) data[field.key] = toAnswer(field, values[field.key]);
  return data;
}

/** Errors keyed by path for `form.setErrors` (the first message of a path wins). */
export function errorRecord(errors: readonly FormDataError[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const error of errors) record[error.path] ??= error.message;
  return record;
}

/** True when `path` names a field shown by the form: a field key, or `table.row.column` of an existing row. */
export function isFieldPath(template: FormTemplate, values: FormValues, path: string): boolean {
  const [key, row, column, ...rest] = path.split('.');
  const field = template.fields.find((f) => f.key === key);
  if (!field || rest.length > 0) return false;
  if (row === undefined) return true;
  if (field.type !== 'table' || column === undefined) return false;
  const rows = values[field.key];
  const index = Number(row);
  return Array.isArray(rows) && Number.isInteger(index) && index >= 0 && index < rows.length && (field.columns ?? []).some((c) => c.key === column);
}

/** A `YYYY-MM-DD` day as a local `Date` (`null` for an empty or malformed value). */
export function parseDay(value: unknown): Date | null {
  return dayToPickerDate(value);
}

/** A picked date as the local day `YYYY-MM-DD` (`''` for none). */
export function formatDay(date: Date | null | undefined): string {
  return pickedDay(date) ?? '';
}

/**
 * The cascader chain of a region answer (codes: city 4 digits, county 6, street 9 — the region
 * dataset, seeds 000 §3): `'330521001'` → `['3305', '330521', '330521001']`.
 */
export function regionChain(code: string): string[] {
  if (!/^\d{4}(\d{2}(\d{3})?)?$/.test(code)) return code ? [code] : [];
  return [code.slice(0, 4), ...(code.length >= 6 ? [code.slice(0, 6)] : []), ...(code.length === 9 ? [code] : [])];
}
