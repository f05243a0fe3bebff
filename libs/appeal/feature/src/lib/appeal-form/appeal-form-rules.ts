/**
 * The appeal form's checks on the client (seeds 000 §5, the same rules the server applies) and the sorting of a
 * server refusal (HTTP 400, whose msg is the field's message, or a BUSINESS_RULE for a reference that is not there:
 * 诉求分类不存在或已停用 / 所属乡镇（街道）不存在 / 附件不存在，请重新上传, issue 17) onto the field it concerns.
 */
import { isApiError } from '@qifu/sdk';
import { validateCreditCode, validateMobile } from '@qifu/validation';

/** The form's fields. */
export interface AppealFormValues {
  appealClass: string | null;
  appealTitle: string;
  appealContent: string;
  serviceAreaType: string | null;
  streetCode: string | null;
  contactName: string;
  contactPhone: string;
  creditCode: string;
}

/** A field of {@link AppealFormValues} or the attachments. */
export type AppealField = keyof AppealFormValues | 'files';

/** Texts of the form's own required-field checks (the documents give none; the contract's descriptions name them). */
export const APPEAL_FORM_MESSAGES = {
  classRequired: '请选择诉求分类',
  titleRequired: '请输入诉求标题',
  contentRequired: '请输入诉求内容',
  contactRequired: '请输入联系人',
} as const;

/** The checks of each field (`@mantine/form` `validate`): the message, or null when valid. */
export const appealFormRules = {
  appealClass: (value: string | null) => (value ? null : APPEAL_FORM_MESSAGES.classRequired),
  appealTitle: (value: string) => (value.trim() ? null : APPEAL_FORM_MESSAGES.titleRequired),
  appealContent: (value: string) => (value.trim() ? null : APPEAL_FORM_MESSAGES.contentRequired),
  contactName: (value: string) => (value.trim() ? null : APPEAL_FORM_MESSAGES.contactRequired),
  contactPhone: (value: string) => validateMobile(value),
  creditCode: (value: string) => validateCreditCode(value.trim()),
};

const BY_MESSAGE: ReadonlyArray<[RegExp, AppealField]> = [
  [/^手机号/, 'contactPhone'],
  [/^社会信用代码/, 'creditCode'],
  [/^请选择最小分类|^诉求分类/, 'appealClass'],
  [/^请输入诉求标题/, 'appealTitle'],
  [/^请输入诉求内容/, 'appealContent'],
  [/^请输入联系人/, 'contactName'],
  [/^所属乡镇/, 'streetCode'],
  [/^附件/, 'files'],
];

const FIELDS: readonly AppealField[] = [
  'appealClass',
  'appealTitle',
  'appealContent',
  'serviceAreaType',
  'streetCode',
  'contactName',
  'contactPhone',
  'creditCode',
  'files',
];

/** The contract check's wording (`参数 contactPhone 应当 …`). */
const CONTRACT_ERROR = /^参数\s+([A-Za-z]+)/;

/**
 * The field a server refusal concerns and its text, or null when `error` is neither an HTTP 400 nor a BUSINESS_RULE
 * (the server's answer to a reference that is not there), or names no field.
 * @example appealServerError(new ApiError({ status: 400, msg: '手机号格式错误' })) // → { field: 'contactPhone', message: '手机号格式错误' }
 * @example appealServerError(new ApiError({ status: 200, code: 'BUSINESS_RULE', msg: '所属乡镇（街道）不存在' })) // → { field: 'streetCode', … }
 */
export function appealServerError(error: unknown): { field: AppealField; message: string } | null {
  if (!isApiError(error) || (error.status !== 400 && error.code !== 'BUSINESS_RULE')) return null;
  const message = (error.msg || error.description || '').replace(/^请求参数错误[：:]\s*/, '').trim();
  for (const [pattern, field] of BY_MESSAGE) if (pattern.test(message)) return { field, message };
  const contract = CONTRACT_ERROR.exec(message);
  const named = contract?.[1] as AppealField | undefined;
  return named && FIELDS.includes(named) ? { field: named, message } : null;
}
