/**
 * Rules of the enterprise archive shared by server and browser (seeds 001 §3 "Enterprise-archive extension", §7;
 * issue 18): business types, the suggestion from the industry, field-value checks and completeness.
 */

/** A business type (getBusinessTypeList): selects the extension tables that apply to an enterprise. */
export interface BusinessTypeOption {
  label: string;
  value: string;
}

/** The business types, in order (contract example of getBusinessTypeList). */
export const BUSINESS_TYPES: readonly BusinessTypeOption[] = [
  { label: '工业企业', value: 'industry' },
  { label: '建筑业企业', value: 'construction' },
  { label: '服务业企业', value: 'service' },
];

/** True when `value` is a business type of {@link BUSINESS_TYPES}. */
export function isBusinessType(value: string | null | undefined): boolean {
  return BUSINESS_TYPES.some((b) => b.value === value);
}

/**
 * The business type an industry suggests (ent-business-type-judgement.yaml): C 制造业 → industry, E 建筑业 →
 * construction, any other industry → service; null without an industry.
 */
export function suggestBusinessType(industry: string | null | undefined): string | null {
  if (!industry) return null;
  if (industry === 'C') return 'industry';
  if (industry === 'E') return 'construction';
  return 'service';
}

/** The field types (EntFieldType) in the order of getFieldTypeList. */
export const ENT_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select', 'multiSelect', 'file'] as const;
/** A field type. */
export type EntFieldTypeCode = (typeof ENT_FIELD_TYPES)[number];
/** One archive value (EntFieldValue): string, number, string[] or null (empty). */
export type ArchiveValue = string | number | string[] | null;

/** The parts of a field definition a value check needs. */
export interface ArchiveFieldRule {
  fieldName: string;
  fieldType: string;
  required: boolean;
  maxLength?: number | null;
}

/** True when a value counts as empty (null, undefined, blank text, empty list). */
export function isEmptyArchiveValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks and normalises one value for its field (saveEntArchiveDetail, saveFieldValue, the archive form).
 * number accepts a number or numeric text (stored as a number); date needs YYYY-MM-DD; multiSelect a list of text;
 * other types text within maxLength (2000 by default). Empty values become null.
 * @returns `{ value }` normalised, or `{ error }` naming the field (e.g. 上年度营业收入须为数字).
 */
export function checkArchiveValue(field: ArchiveFieldRule, raw: unknown): { value: ArchiveValue } | { error: string } {
  if (isEmptyArchiveValue(raw)) return { value: null };
  const name = field.fieldName;
  switch (field.fieldType) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      return Number.isFinite(n) ? { value: n } : { error: `${name}须为数字` };
    }
    case 'date':
      return typeof raw === 'string' && DATE_PATTERN.test(raw.trim()) && !Number.isNaN(Date.parse(raw.trim()))
        ? { value: raw.trim() }
        : { error: `${name}须为日期（YYYY-MM-DD）` };
    case 'multiSelect':
      return Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? { value: raw as string[] } : { error: `${name}须为选项列表` };
    default: {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: `${name}须为文本` };
      const text = String(raw).trim();
      const max = field.maxLength ?? 2000;
      return text.length > max ? { error: `${name}最多 ${max} 个字` } : { value: text };
    }
  }
}

/**
 * Completeness (wholeInfo): every required enabled field of the enterprise's single-row tables has a value (records of
 * multi-row tables are optional). `values` is fieldId → value.
 */
export function isWholeInfo(requiredFieldIds: readonly string[], values: Readonly<Record<string, unknown>>): boolean {
  return requiredFieldIds.every((id) => !isEmptyArchiveValue(values[id]));
}
