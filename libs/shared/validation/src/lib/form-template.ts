/**
 * The declaration form template (the contract's `ApplyProjectTemplate`, seeds 001 §2 "Dynamic form
 * builder", §3 project save payload `template`) and its answers (`ApplyFormData`): one rule set
 * for the declaration form in the browser and for the server that stores the answers.
 *
 * Framework-free, no SDK import: the types below are structural copies of the contract's, so the
 * SDK's `components['schemas']['ApplyProjectTemplate']` and `['ApplyFormData']` are assignable to
 * them.
 */
import { FILE_LIMIT } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { isAccepted, isEmpty, validateCreditCode, validateMobile } from './rules';

/** The field types of the contract (`ApplyProjectTemplateField.type`), in the contract's order. */
export const FORM_FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'amount',
  'date',
  'dateRange',
  'select',
  'multiSelect',
  'radio',
  'checkbox',
  'region',
  'upload',
  'table',
] as const;

/** A field type: input 单行文本, textarea 多行文本, number 数字, amount 金额 (元), date 日期, dateRange 日期范围, select 下拉选择, multiSelect 下拉多选, radio 单选, checkbox 多选, region 地区, upload 附件上传, table 表格. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The Chinese names of the field types (the contract's `x-enum-descriptions`). */
export const FORM_FIELD_TYPE_NAMES: Readonly<Record<FormFieldType, string>> = {
  input: '单行文本',
  textarea: '多行文本',
  number: '数字',
  amount: '金额',
  date: '日期',
  dateRange: '日期范围',
  select: '下拉选择',
  multiSelect: '下拉多选',
  radio: '单选',
  checkbox: '多选',
  region: '地区',
  upload: '附件上传',
  table: '表格',
};

/** The rule types of the contract (`ApplyProjectTemplateRule.type`). */
export const FORM_RULE_TYPES = ['pattern', 'min', 'max', 'minLength', 'maxLength', 'mobile', 'creditCode', 'email'] as const;

/** A rule type: pattern 正则表达式, min 最小值, max 最大值, minLength 最少字数, maxLength 最多字数, mobile 手机号, creditCode 统一社会信用代码, email 邮箱. */
export type FormRuleType = (typeof FORM_RULE_TYPES)[number];

/** Field types whose answer is one option value (string). */
export const SINGLE_CHOICE_TYPES: readonly FormFieldType[] = ['select', 'radio'];
/** Field types whose answer is a list of option values. */
export const MULTI_CHOICE_TYPES: readonly FormFieldType[] = ['multiSelect', 'checkbox'];
/** Field types that need `options` (contract: select, multiSelect, radio, checkbox). */
export const CHOICE_TYPES: readonly FormFieldType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES];
/** Free-text field types (the only ones taking pattern, mobile, creditCode and email rules). */
export const TEXT_TYPES: readonly FormFieldType[] = ['input', 'textarea'];
/** Numeric field types (the only ones taking min and max rules). */
export const NUMBER_TYPES: readonly FormFieldType[] = ['number', 'amount'];
/**
 * The column types a table may have. The contract's table row holds scalars and file lists only
 * (`ApplyFormData` row values: string, number, boolean, null, array of file references), so a
 * column cannot be a table, checkbox, multiSelect or dateRange (their answers are lists of strings).
 */
export const TABLE_COLUMN_TYPES: readonly FormFieldType[] = ['input', 'textarea', 'number', 'amount', 'date', 'select', 'radio', 'region', 'upload'];

/** The contract's limits of templates and answers. */
export const FORM_TEMPLATE_LIMITS = {
  /** Fields of a template (`fields` maxItems). */
  fields: 200,
  /** Columns of a table field. */
  columns: 30,
  /** Options of a choice field. */
  options: 100,
  /** Rules of a field. */
  rules: 10,
  /** Files of an upload field (`limit` maximum; 1 when not set). */
  files: 10,
  /** Rows of a table answer. */
  rows: 50,
  /** Characters of a text answer (a table cell: {@link FORM_TEMPLATE_LIMITS.cellText}). */
  text: 5000,
  /** Characters of a text answer in a table cell. */
  cellText: 2000,
  /** Answers of a form (`ApplyFormData` maxProperties). */
  answers: 100,
} as const;

/** A field key: a letter, then letters, digits or underscores, at most 50 characters (contract). */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
/** An e-mail address (the `email` rule): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A region answer: a county (6 digits) or street/town (9 digits) code (contract; the city has 4). */
export const REGION_CODE_PATTERN = /^\d{6}(\d{3})?$/;

/** An option of a choice field (`ApplyProjectTemplateOption`). */
export interface FormTemplateOption {
  label: string;
  value: string;
}

/**
 * A validation rule (`ApplyProjectTemplateRule`): `value` is the pattern (pattern, an unanchored
 * JavaScript regular expression: write `^…$` to match the whole text) or the bound (min, max for
 * numbers; minLength, maxLength in characters, or items for choice lists and table rows); none for
 * mobile, creditCode and email. `message` replaces the standard text.
 */
export interface FormTemplateRule {
  type: FormRuleType;
  value?: string | number;
  message?: string;
}

/** A field of the template (`ApplyProjectTemplateField`). */
export interface FormTemplateField {
  /** The answer's property name; unique within its level. */
  key: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  placeholder?: string;
  /** Options of select, multiSelect, radio and checkbox. */
  options?: readonly FormTemplateOption[];
  rules?: readonly FormTemplateRule[];
  /** Columns of a table ({@link TABLE_COLUMN_TYPES}). */
  columns?: readonly FormTemplateField[];
  /** Upload: accepted extensions (`.pdf,.jpg`); any when not set. */
  accept?: string;
  /** Upload: most files (1 to 10, default 1); each file at most 10 MB (checked when uploading). */
  limit?: number;
}

/** The declaration form template (`ApplyProjectTemplate`). */
export interface FormTemplate {
  title?: string;
  version?: number;
  fields: readonly FormTemplateField[];
}

/** An uploaded file in an answer (`PolFileRef`). */
export interface FormFileRef {
  fileName: string;
  filePath: string;
}

/** A value of a table cell. */
export type FormCellValue = string | number | boolean | null | FormFileRef[];
/** A table row: column key → cell value. */
export type FormTableRow = Record<string, FormCellValue>;
/** A value of an answer (`ApplyFormData` property). */
export type FormDataValue = string | number | boolean | null | (string | FormFileRef | FormTableRow)[];
/**
 * The answers of a declaration form (`ApplyFormData`), keyed by field key. Per type: input,
 * textarea, date (YYYY-MM-DD), select, radio, region → string; number, amount → number; dateRange →
 * [start, end]; checkbox, multiSelect → option values; upload → {@link FormFileRef}s; table →
 * {@link FormTableRow}s. An unanswered field is missing or `null`.
 */
export type FormData = Record<string, FormDataValue>;

/**
 * One problem of an answer or a template. `path` is the dotted path of the value
 * (`devices.0.deviceName`: field key, row index, column key); for templates, the path inside the
 * template (`fields.4.columns.0.key`). `label` names it for people (`设备清单第1行 设备名称`).
 */
export interface FormDataError {
  path: string;
  label: string;
  message: string;
}

/** A problem of a template ({@link validateTemplate}); same shape as {@link FormDataError}. */
export type FormTemplateError = FormDataError;

/** Options of {@link validateFormData}. */
export interface ValidateFormDataOptions {
  /** A draft: required fields may be empty (and date ranges half-filled); types, formats and rules still count. */
  draft?: boolean;
}

/** The texts of the declaration form's checks. Verbatim from seeds 000 §5 where it gives them; the others are this platform's. */
export const FORM_MESSAGES = {
  inputRequired: (label: string) => `请输入${label}`,
  chooseRequired: (label: string) => `请选择${label}`,
  uploadRequired: (label: string) => `请上传${label}`,
  tableRequired: (label: string) => `请添加${label}`,
  unknownField: '申报表中没有该字段',
  tooManyAnswers: `申报数据最多${FORM_TEMPLATE_LIMITS.answers}项`,
  notText: (label: string) => `${label}应为文本`,
  textTooLong: (label: string, n: number) => `${label}不能超过${n}个字`,
  textTooShort: (label: string, n: number) => `${label}不能少于${n}个字`,
  notNumber: (label: string) => `${label}应为数字`,
  negativeAmount: (label: string) => `${label}不能为负数`,
  amountDecimals: (label: string) => `${label}最多保留两位小数`,
  belowMin: (label: string, n: number) => `${label}不能小于${n}`,
  aboveMax: (label: string, n: number) => `${label}不能大于${n}`,
  badDate: (label: string) => `${label}日期格式错误`,
  halfRange: (label: string) => `请选择完整的${label}`,
  dateRangeEqual: M.dateRangeEqual,
  dateRangeReversed: '结束时间不能早于开始时间',
  badOption: (label: string) => `${label}的选项无效`,
  tooFewChoices: (label: string, n: number) => `${label}至少选择${n}项`,
  tooManyChoices: (label: string, n: number) => `${label}最多选择${n}项`,
  badRegion: (label: string) => `${label}请选择到区县或街道`,
  badFiles: (label: string) => `${label}文件格式错误`,
  tooManyFiles: M.tooManyFiles,
  fileTypeNotAccepted: M.fileTypeNotAccepted,
  badTable: (label: string) => `${label}格式错误`,
  tooFewRows: (label: string, n: number) => `${label}至少${n}行`,
  tooManyRows: (label: string, n: number) => `${label}最多${n}行`,
  patternMismatch: (label: string) => `${label}格式错误`,
  mobileInvalid: M.mobileInvalid,
  creditCodeInvalid: M.creditCodeInvalid,
  emailInvalid: '邮箱格式错误',
  rowLabel: (table: string, index: number, column: string) => `${table}第${index + 1}行 ${column}`,
} as const;

const F = FORM_MESSAGES;

/**
 * The message of an empty required field (seeds 000 §5 style): 请输入{label} for text and number
 * fields, 请选择{label} for choices, dates and regions, 请上传{label} for uploads, 请添加{label}
 * for tables.
 */
export function requiredMessage(field: Pick<FormTemplateField, 'label' | 'type'>): string {
  switch (field.type) {
    case 'input':
    case 'textarea':
    case 'number':
    case 'amount':
      return F.inputRequired(field.label);
    case 'upload':
      return F.uploadRequired(field.label);
    case 'table':
      return F.tableRequired(field.label);
    default:
      return F.chooseRequired(field.label);
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for `{ fileName, filePath }` with non-empty strings and no other keys (`PolFileRef`). */
export function isFileRef(value: unknown): value is FormFileRef {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof value['fileName'] === 'string' &&
    value['fileName'] !== '' &&
    typeof value['filePath'] === 'string' &&
    value['filePath'] !== ''
  );
}

/** Number of decimals of a finite number as written in JSON (`1.5` → 1, `1e-7` → 7). */
function decimals(n: number): number {
  const s = String(n);
  const e = /e-(\d+)$/.exec(s);
  if (e) {
    const mantissa = s.slice(0, e.index);
    return Number(e[1]) + (mantissa.split('.')[1]?.length ?? 0);
  }
  return s.split('.')[1]?.length ?? 0;
}

const chars = (s: string) => [...s].length;

function ruleNumber(rule: FormTemplateRule): number | null {
  if (rule.value === undefined || rule.value === '') return null;
  const n = typeof rule.value === 'number' ? rule.value : Number(rule.value);
  return Number.isFinite(n) ? n : null;
}

function compilePattern(value: unknown): RegExp | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return new RegExp(value);
  } catch {
    return null;
  }
}

/** The first failing rule's message for a non-empty value, or `null`. */
function checkRules(field: FormTemplateField, value: unknown): string | null {
  for (const rule of field.rules ?? []) {
    const message = failedRule(field, rule, value);
    if (message) return rule.message || message;
  }
  return null;
}

function failedRule(field: FormTemplateField, rule: FormTemplateRule, value: unknown): string | null {
  const label = field.label;
  const bound = ruleNumber(rule);
  switch (rule.type) {
    case 'pattern': {
      const re = compilePattern(rule.value);
      return typeof value === 'string' && re && !re.test(value) ? F.patternMismatch(label) : null;
    }
    case 'mobile':
      return typeof value === 'string' && validateMobile(value) ? F.mobileInvalid : null;
    case 'creditCode':
      return typeof value === 'string' && validateCreditCode(value) ? F.creditCodeInvalid : null;
    case 'email':
      return typeof value === 'string' && !EMAIL_PATTERN.test(value.trim()) ? F.emailInvalid : null;
    case 'min':
      return typeof value === 'number' && bound !== null && value < bound ? F.belowMin(label, bound) : null;
    case 'max':
      return typeof value === 'number' && bound !== null && value > bound ? F.aboveMax(label, bound) : null;
    case 'minLength':
      if (bound === null) return null;
      if (typeof value === 'string') return chars(value) < bound ? F.textTooShort(label, bound) : null;
      if (Array.isArray(value) && value.length < bound) return field.type === 'table' ? F.tooFewRows(label, bound) : F.tooFewChoices(label, bound);
      return null;
    case 'maxLength':
      if (bound === null) return null;
      if (typeof value === 'string') return chars(value) > bound ? F.textTooLong(label, bound) : null;
      if (Array.isArray(value) && value.length > bound) return field.type === 'table' ? F.tooManyRows(label, bound) : F.tooManyChoices(label, bound);
      return null;
    default:
      return null;
  }
}

interface Ctx {
  draft: boolean;
  errors: FormDataError[];
}

/** Whether an answer counts as not given: missing, `null`, blank text, empty list, or a date range with both ends empty. */
function isBlankAnswer(field: FormTemplateField, value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (field.type === 'dateRange' && Array.isArray(value)) return value.every((v) => isEmpty(v));
  return false;
}

/**
 * Checks one answer. `inCell`: the value is a table cell (shorter texts). Pushes at most one error
 * for the value itself (table cells push their own).
 */
function checkValue(field: FormTemplateField, value: unknown, path: string, label: string, ctx: Ctx, inCell: boolean): void {
  const push = (message: string) => ctx.errors.push({ path, label, message });
  if (isBlankAnswer(field, value)) {
    if (field.required && !ctx.draft) push(requiredMessage(field));
    return;
  }
  const message = checkType(field, value, ctx, inCell, path, label);
  if (message) {
    push(message);
    return;
  }
  const ruleMessage = checkRules(field, value);
  if (ruleMessage) push(ruleMessage);
}

/** The type/format message of a non-blank answer, or `null`. Tables check their cells here. */
function checkType(field: FormTemplateField, value: unknown, ctx: Ctx, inCell: boolean, path: string, label: string): string | null {
  const name = field.label;
  switch (field.type) {
    case 'input':
    case 'textarea': {
      if (typeof value !== 'string') return F.notText(name);
      const max = inCell ? FORM_TEMPLATE_LIMITS.cellText : FORM_TEMPLATE_LIMITS.text;
      return chars(value) > max ? F.textTooLong(name, max) : null;
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : F.notNumber(name);
    case 'amount':
      if (typeof value !== 'number' || !Number.isFinite(value)) return F.notNumber(name);
      if (value < 0) return F.negativeAmount(name);
      return decimals(value) > 2 ? F.amountDecimals(name) : null;
    case 'date':
      return isIsoDate(value) ? null : F.badDate(name);
    case 'dateRange': {
      if (!Array.isArray(value) || value.length !== 2) return F.badDate(name);
      const [start, end] = value as unknown[];
      const startEmpty = isEmpty(start);
      const endEmpty = isEmpty(end);
      if ((!startEmpty && !isIsoDate(start)) || (!endEmpty && !isIsoDate(end))) return F.badDate(name);
      if (startEmpty || endEmpty) return ctx.draft ? null : F.halfRange(name);
      if (start === end) return F.dateRangeEqual;
      return (start as string) > (end as string) ? F.dateRangeReversed : null;
    }
    case 'select':
    case 'radio':
      return typeof value === 'string' && (field.options ?? []).some((o) => o.value === value) ? null : F.badOption(name);
    case 'multiSelect':
    case 'checkbox': {
      if (!Array.isArray(value)) return F.badOption(name);
      const allowed = new Set((field.options ?? []).map((o) => o.value));
      const ok = value.every((v) => typeof v === 'string' && allowed.has(v)) && new Set(value).size === value.length;
      return ok ? null : F.badOption(name);
    }
    case 'region':
      return typeof value === 'string' && REGION_CODE_PATTERN.test(value) ? null : F.badRegion(name);
    case 'upload': {
      if (!Array.isArray(value) || !value.every(isFileRef)) return F.badFiles(name);
      const limit = field.limit ?? FILE_LIMIT;
      if (value.length > limit) return F.tooManyFiles(limit);
      const refused = value.find((file) => !isAccepted({ name: file.fileName }, field.accept));
      return refused ? F.fileTypeNotAccepted(field.accept ?? '') : null;
    }
    case 'table':
      if (inCell || !Array.isArray(value) || !value.every(isPlainObject)) return F.badTable(name);
      if (value.length > FORM_TEMPLATE_LIMITS.rows) return F.tooManyRows(name, FORM_TEMPLATE_LIMITS.rows);
      value.forEach((row, index) => checkRow(field, row as Record<string, unknown>, index, path, label, ctx));
      return null;
    default:
      return F.unknownField;
  }
}

function checkRow(table: FormTemplateField, row: Record<string, unknown>, index: number, path: string, label: string, ctx: Ctx): void {
  const columns = table.columns ?? [];
  const known = new Set(columns.map((c) => c.key));
  for (const column of columns) {
    checkValue(column, row[column.key], `${path}.${index}.${column.key}`, F.rowLabel(label, index, column.label), ctx, true);
  }
  for (const key of Object.keys(row)) {
    if (!known.has(key)) ctx.errors.push({ path: `${path}.${index}.${key}`, label: F.rowLabel(label, index, key), message: F.unknownField });
  }
}

/**
 * Checks the answers of a declaration form against its template — the same rules in the browser
 * (`@qifu/dynamic-form`) and on the server. Returns every problem in template order (then unknown
 * keys), empty when the answers are valid.
 *
 * - Required (not in draft mode): missing, `null`, blank text or empty list → 请输入{label} (text,
 *   number, amount), 请选择{label} (date, dateRange, select, multiSelect, radio, checkbox, region),
 *   请上传{label} (upload), 请添加{label} (table: at least one row). Required columns are checked
 *   in every row.
 * - Types and formats (always; see {@link FORM_MESSAGES}): texts ≤ 5000 characters (≤ 2000 in a
 *   table cell); numbers finite; amounts ≥ 0 with at most 2 decimals; dates `YYYY-MM-DD`; date
 *   ranges `[start, end]` with start before end (equal → 开始时间和结束时间不能相等, seeds 000 §5),
 *   a half-filled range only in drafts; choices among the options; regions a 6- or 9-digit code;
 *   uploads `{fileName, filePath}` lists within `limit` (default 1; 只能上传{limit}个文件) and
 *   `accept` (请上传{accept}类型的文件); tables ≤ 50 rows of known columns.
 * - Rules of non-empty answers, the first failing one per field: pattern (格式错误), min/max,
 *   minLength/maxLength (characters, or items of a choice list or table), mobile → 手机号格式错误,
 *   creditCode → 社会信用代码格式错误 (seeds 000 §5), email → 邮箱格式错误; a rule's `message`
 *   replaces the text.
 * - A key that is not a template field → 申报表中没有该字段 (label = the key).
 */
export function validateFormData(template: FormTemplate, data: Record<string, unknown>, options: ValidateFormDataOptions = {}): FormDataError[] {
  const ctx: Ctx = { draft: options.draft === true, errors: [] };
  for (const field of template.fields) {
    checkValue(field, data[field.key], field.key, field.label, ctx, false);
  }
  const known = new Set(template.fields.map((f) => f.key));
  const keys = Object.keys(data);
  for (const key of keys) {
    if (!known.has(key)) ctx.errors.push({ path: key, label: key, message: F.unknownField });
  }
  if (keys.length > FORM_TEMPLATE_LIMITS.answers) ctx.errors.push({ path: '', label: '', message: F.tooManyAnswers });
  return ctx.errors;
}

/** The texts of {@link validateTemplate} (this platform's). */
export const TEMPLATE_MESSAGES = {
  notTemplate: '申报表模板格式错误',
  badVersion: '不支持的模板版本',
  noFields: '申报表至少需要一个字段',
  tooManyFields: (n: number) => `字段不能超过${n}个`,
  badKey: '字段键须以字母开头，只含字母、数字和下划线，最多50个字符',
  duplicateKey: (key: string) => `字段键重复：${key}`,
  labelRequired: '请输入字段名称',
  labelTooLong: '字段名称不能超过100个字',
  badType: (type: string) => `不支持的字段类型：${type}`,
  optionsRequired: (label: string) => `请为${label}设置选项`,
  tooManyOptions: (n: number) => `选项不能超过${n}个`,
  badOption: '选项的名称和值不能为空',
  duplicateOption: (value: string) => `选项值重复：${value}`,
  optionsNotAllowed: '只有选择类字段可以设置选项',
  columnsRequired: (label: string) => `请为${label}设置表格列`,
  tooManyColumns: (n: number) => `表格列不能超过${n}个`,
  columnsNotAllowed: '只有表格字段可以设置列',
  columnTypeNotAllowed: (typeName: string) => `表格列不支持${typeName}类型`,
  uploadOnly: '只有附件上传字段可以设置允许的扩展名和文件数',
  badLimit: `文件数须为1到${FORM_TEMPLATE_LIMITS.files}的整数`,
  tooManyRules: (n: number) => `校验规则不能超过${n}条`,
  badRuleType: (type: string) => `不支持的校验规则：${type}`,
  ruleNotApplicable: (rule: string, typeName: string) => `${typeName}字段不能使用${rule}规则`,
  badPattern: '正则表达式无效',
  badBound: '请输入有效的规则参数',
  boundsReversed: '最小值不能大于最大值',
} as const;

const T = TEMPLATE_MESSAGES;

/** Which field types take a rule type. */
function ruleApplies(rule: FormRuleType, type: FormFieldType): boolean {
  switch (rule) {
    case 'pattern':
    case 'mobile':
    case 'creditCode':
    case 'email':
      return TEXT_TYPES.includes(type);
    case 'min':
    case 'max':
      return NUMBER_TYPES.includes(type);
    case 'minLength':
    case 'maxLength':
      return TEXT_TYPES.includes(type) || MULTI_CHOICE_TYPES.includes(type) || type === 'table';
  }
}

function checkTemplateFields(fields: unknown, path: string, errors: FormTemplateError[], inTable: boolean): void {
  const max = inTable ? FORM_TEMPLATE_LIMITS.columns : FORM_TEMPLATE_LIMITS.fields;
  if (!Array.isArray(fields)) {
    errors.push({ path, label: '', message: T.notTemplate });
    return;
  }
  if (fields.length > max) errors.push({ path, label: '', message: inTable ? T.tooManyColumns(max) : T.tooManyFields(max) });
  const seen = new Set<string>();
  fields.forEach((raw: unknown, index) => {
    const at = `${path}.${index}`;
    if (!isPlainObject(raw)) {
      errors.push({ path: at, label: '', message: T.notTemplate });
      return;
    }
    const field = raw as Partial<FormTemplateField> & Record<string, unknown>;
    const label = typeof field.label === 'string' ? field.label : '';
    const push = (sub: string, message: string) => errors.push({ path: sub ? `${at}.${sub}` : at, label, message });

    if (typeof field.key !== 'string' || !FIELD_KEY_PATTERN.test(field.key)) push('key', T.badKey);
    else if (seen.has(field.key)) push('key', T.duplicateKey(field.key));
    else seen.add(field.key);

    if (label.trim() === '') push('label', T.labelRequired);
    else if (chars(label) > 100) push('label', T.labelTooLong);

    const type = field.type;
    if (typeof type !== 'string' || !(FORM_FIELD_TYPES as readonly string[]).includes(type)) {
      push('type', T.badType(String(type)));
      return;
    }
    if (inTable && !TABLE_COLUMN_TYPES.includes(type)) push('type', T.columnTypeNotAllowed(FORM_FIELD_TYPE_NAMES[type]));

    // options
    if (CHOICE_TYPES.includes(type)) {
      const options: unknown = field.options;
      if (!Array.isArray(options) || options.length === 0) push('options', T.optionsRequired(label));
      else {
        if (options.length > FORM_TEMPLATE_LIMITS.options) push('options', T.tooManyOptions(FORM_TEMPLATE_LIMITS.options));
        const values = new Set<string>();
        options.forEach((o: unknown, i) => {
          if (!isPlainObject(o) || typeof o['label'] !== 'string' || o['label'] === '' || typeof o['value'] !== 'string' || o['value'] === '') {
            push(`options.${i}`, T.badOption);
            return;
          }
          const value = o['value'];
          if (values.has(value)) push(`options.${i}`, T.duplicateOption(value));
          values.add(value);
        });
      }
    } else if (field.options !== undefined) push('options', T.optionsNotAllowed);

    // columns
    if (type === 'table') {
      if (!Array.isArray(field.columns) || field.columns.length === 0) push('columns', T.columnsRequired(label));
      else checkTemplateFields(field.columns, `${at}.columns`, errors, true);
    } else if (field.columns !== undefined) push('columns', T.columnsNotAllowed);

    // upload
    if (type !== 'upload' && (field.accept !== undefined || field.limit !== undefined)) push('', T.uploadOnly);
    if (type === 'upload' && field.limit !== undefined) {
      const limit: unknown = field.limit;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > FORM_TEMPLATE_LIMITS.files) push('limit', T.badLimit);
    }

    // rules
    const rules: unknown = field.rules;
    if (rules === undefined) return;
    if (!Array.isArray(rules)) {
      push('rules', T.notTemplate);
      return;
    }
    if (rules.length > FORM_TEMPLATE_LIMITS.rules) push('rules', T.tooManyRules(FORM_TEMPLATE_LIMITS.rules));
    let min: number | null = null;
    let maxBound: number | null = null;
    let minLength: number | null = null;
    let maxLength: number | null = null;
    rules.forEach((r: unknown, i) => {
      const sub = `rules.${i}`;
      if (!isPlainObject(r) || typeof r['type'] !== 'string' || !(FORM_RULE_TYPES as readonly string[]).includes(r['type'])) {
        push(sub, T.badRuleType(isPlainObject(r) ? String(r['type']) : ''));
        return;
      }
      const rule = r as unknown as FormTemplateRule;
      if (!ruleApplies(rule.type, type)) {
        push(sub, T.ruleNotApplicable(rule.type, FORM_FIELD_TYPE_NAMES[type]));
        return;
      }
      if (rule.type === 'pattern') {
        if (!compilePattern(rule.value)) push(sub, T.badPattern);
        return;
      }
      if (rule.type === 'mobile' || rule.type === 'creditCode' || rule.type === 'email') return;
      const bound = ruleNumber(rule);
      const isLength = rule.type === 'minLength' || rule.type === 'maxLength';
      if (bound === null || (isLength && (!Number.isInteger(bound) || bound < 0))) {
        push(sub, T.badBound);
        return;
      }
      if (rule.type === 'min') min = bound;
      if (rule.type === 'max') maxBound = bound;
      if (rule.type === 'minLength') minLength = bound;
      if (rule.type === 'maxLength') maxLength = bound;
    });
    if ((min !== null && maxBound !== null && min > maxBound) || (minLength !== null && maxLength !== null && minLength > maxLength)) {
      push('rules', T.boundsReversed);
    }
  });
}

/**
 * Checks a template as the dynamic form builder saves it (seeds 001 §2; contract
 * `ApplyProjectTemplate`): 1 to 200 fields; keys `^[A-Za-z][A-Za-z0-9_]*$` (≤ 50) unique per level;
 * labels 1–100 characters; known types; options (1–100, non-empty labels and unique values) for
 * select, multiSelect, radio and checkbox only; columns (1–30) for table only, of
 * {@link TABLE_COLUMN_TYPES}; accept and limit (1–10) for upload only; rules (≤ 10) of known types
 * that fit the field (pattern, mobile, creditCode, email on text; min, max on numbers; minLength,
 * maxLength on text, multi-choice and table), a valid pattern, numeric bounds (lengths: whole
 * numbers ≥ 0), min ≤ max. Returns the problems (`path` inside the template, such as
 * `fields.4.columns.0.key`), empty when the template is usable. Accepts untrusted JSON.
 */
export function validateTemplate(template: unknown): FormTemplateError[] {
  const errors: FormTemplateError[] = [];
  if (!isPlainObject(template)) return [{ path: '', label: '', message: T.notTemplate }];
  if (template['version'] !== undefined && template['version'] !== 1) errors.push({ path: 'version', label: '', message: T.badVersion });
  const fields = template['fields'];
  if (Array.isArray(fields) && fields.length === 0) errors.push({ path: 'fields', label: '', message: T.noFields });
  else checkTemplateFields(fields, 'fields', errors, false);
  return errors;
}
