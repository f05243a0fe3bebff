import {
  CREDIT_CODE_PATTERN,
  FEEDBACK_PHONE_PATTERN,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TITLE_MAX,
  FILE_LIMIT,
  IMAGE_ACCEPT,
  IMAGE_LIMIT,
  MOBILE_PATTERN,
  PASSWORD_MIN_LENGTH,
  SPREADSHEET_ACCEPT,
  UPLOAD_DEFAULT_MB,
  UPLOAD_DOCUMENT_MB,
  WORD_ACCEPT,
} from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * A field rule: the error message, or `null` when the value is valid. Usable as a `@mantine/form`
 * rule (`validate: { phone: validateMobile }`) and on the server.
 */
export type Rule<T = string | null | undefined> = (value: T) => string | null;

/** True for `undefined`, `null`, a blank string and an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: string | null | undefined): string => value ?? '';

/**
 * A rule that fails with `message` when the value is empty ({@link isEmpty}: missing, blank
 * after trimming, or an empty array). Seeds 000 §5 ("required" rules).
 */
export function validateRequired(message: string): Rule<unknown> {
  return (value) => (isEmpty(value) ? message : null);
}

/**
 * A rule that fails with `message` when the value is longer than `max` characters (code points).
 * Empty values pass (combine with {@link validateRequired}).
 */
export function validateMaxLength(max: number, message: string): Rule {
  return (value) => ([...text(value)].length > max ? message : null);
}

/**
 * New password (seeds 000 §5): empty → 请输入新密码; at least 8 characters containing a digit, a
 * letter and one of `~!@#$%^&*` (other characters are allowed too), else
 * 不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号.
 */
export function validateNewPassword(value: string | null | undefined): string | null {
  const v = text(value);
  if (v === '') return M.newPasswordRequired;
  const ok = [...v].length >= PASSWORD_MIN_LENGTH && /\d/.test(v) && /[a-zA-Z]/.test(v) && /[~!@#$%^&*]/.test(v);
  return ok ? null : M.passwordComplexity;
}

/** Old password (seeds 000 §5): required, 请输入旧密码. */
export function validateOldPassword(value: string | null | undefined): string | null {
  return text(value) === '' ? M.oldPasswordRequired : null;
}

/** Policy consultation content (seeds 000 §5): required after trimming, 请输入咨询内容. */
export function validateConsultContent(value: string | null | undefined): string | null {
  return text(value).trim() === '' ? M.consultContentRequired : null;
}

/**
 * Mobile number (seeds 000 §5, 001 §5): empty → 手机号不能为空; not 11 digits starting with 1 →
 * 手机号格式错误. Surrounding spaces are ignored.
 */
export function validateMobile(value: string | null | undefined): string | null {
  const v = text(value).trim();
  if (v === '') return M.mobileRequired;
  return MOBILE_PATTERN.test(v) ? null : M.mobileInvalid;
}

/**
 * Feedback phone (seeds 000 §5): a mainland mobile with prefix 13–19, else 请输入正确的手机号
 * (an empty phone fails too).
 */
export function validateFeedbackPhone(value: string | null | undefined): string | null {
  return FEEDBACK_PHONE_PATTERN.test(text(value).trim()) ? null : M.feedbackPhoneInvalid;
}

/**
 * Unified social credit code (seeds 000 §5, 001 §5): empty → 社会信用代码不能为空; not the
 * 18-character pattern {@link CREDIT_CODE_PATTERN} → 社会信用代码格式错误 (lower case fails).
 */
export function validateCreditCode(value: string | null | undefined): string | null {
  const v = text(value).trim();
  if (v === '') return M.creditCodeRequired;
  return CREDIT_CODE_PATTERN.test(v) ? null : M.creditCodeInvalid;
}

/** Feedback title (seeds 000 §5): required (请输入标题), at most 30 characters. */
export function validateFeedbackTitle(value: string | null | undefined): string | null {
  if (isEmpty(value)) return M.feedbackTitleRequired;
  return validateMaxLength(FEEDBACK_TITLE_MAX, M.feedbackTitleTooLong)(value);
}

/** Feedback message (seeds 000 §5): required (请输入留言), at most 300 characters. */
export function validateFeedbackText(value: string | null | undefined): string | null {
  if (isEmpty(value)) return M.feedbackTextRequired;
  return validateMaxLength(FEEDBACK_TEXT_MAX, M.feedbackTextTooLong)(value);
}

/** Which unit table a unit-name rule belongs to (seeds 001 §2, §5). */
export type UnitKind = 'issuing' | 'organiser';

/**
 * Unit name rule (seeds 001 §5): `'issuing'` → 请输入发文单位名称, `'organiser'` → 请输入承办单位名称
 * when empty after trimming.
 */
export function validateUnitName(kind: UnitKind): Rule {
  const message = kind === 'issuing' ? M.issuingUnitRequired : M.organiserUnitRequired;
  return (value) => (text(value).trim() === '' ? message : null);
}

/**
 * Uploader kinds and their messages (seeds 000 §5, 001 §5):
 * - `file` — the generic uploader: > `maxSizeMb` (default 10) → 文件大小不能大于{n}M; type → 请上传{accept}类型的文件;
 * - `attachment` — the workbench file uploader: > 10 MB → 文件大于10M!;
 * - `image` — image uploader (image types by default): > 10 MB → 图片大于10M!;
 * - `document` — document uploader: > `maxSizeMb` (default 30) → 请上传30M以下的文件;
 * - `spreadsheet` — .xls/.xlsx up to 10 MB, any failure → 请请上传10M以下的.xls或.xlsx文件;
 * - `word` — the import card's word type (.docx, 10 MB).
 */
export type UploadKind = 'file' | 'attachment' | 'image' | 'document' | 'spreadsheet' | 'word';

/** Input of {@link validateUpload}. */
export interface UploadCheck {
  /** The chosen file: name (for the extension), size in bytes, MIME type when known. */
  file: { name: string; size: number; type?: string };
  /** Accepted types as in an `<input accept>`: `.pdf,.docx`, `image/*`, or a list. Default by kind. */
  accept?: string | readonly string[];
  /** Size limit in MB (1 MB = 1024 × 1024 bytes). Default: 30 for `document`, else 10. */
  maxSizeMb?: number;
  kind: UploadKind;
}

const MB = 1024 * 1024;

function acceptList(accept: string | readonly string[] | undefined): string[] {
  if (accept === undefined) return [];
  const items = typeof accept === 'string' ? accept.split(',') : [...accept];
  return items.map((a) => a.trim()).filter((a) => a !== '');
}

/** True when the file matches one of the accept entries (extensions, exact or wildcard MIME types). */
export function isAccepted(file: { name: string; type?: string }, accept: string | readonly string[] | undefined): boolean {
  const list = acceptList(accept);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return list.some((entry) => {
    const e = entry.toLowerCase();
    if (e.startsWith('.')) return name.endsWith(e);
    if (e === 'image/*' && !type) return acceptList(IMAGE_ACCEPT).some((ext) => name.endsWith(ext));
    if (e.endsWith('/*')) return type.startsWith(e.slice(0, -1));
    return type === e;
  });
}

/**
 * Checks a file before upload (seeds 000 §5, 001 §5) and returns the documents' message for its
 * kind ({@link UploadKind}), or `null`. Size is checked first, then the type.
 */
export function validateUpload(check: UploadCheck): string | null {
  const { file, kind } = check;
  const defaultMb = kind === 'document' ? UPLOAD_DOCUMENT_MB : UPLOAD_DEFAULT_MB;
  const maxMb = check.maxSizeMb ?? defaultMb;
  const tooLarge = file.size > maxMb * MB;
  const defaultAccept =
    kind === 'image' ? IMAGE_ACCEPT : kind === 'spreadsheet' ? SPREADSHEET_ACCEPT : kind === 'word' ? WORD_ACCEPT : undefined;
  const accept = check.accept ?? defaultAccept;
  const accepted = isAccepted(file, accept);
  const typeMessage = M.fileTypeNotAccepted(acceptList(accept).join(','));

  switch (kind) {
    case 'spreadsheet':
      return tooLarge || !accepted ? M.spreadsheetInvalid : null;
    case 'document':
      if (tooLarge) return M.documentTooLarge;
      return accepted ? null : typeMessage;
    case 'image':
      if (tooLarge) return M.imageTooLarge;
      return accepted ? null : typeMessage;
    case 'attachment':
      if (tooLarge) return M.attachmentTooLarge;
      return accepted ? null : typeMessage;
    case 'file':
    case 'word':
      if (tooLarge) return M.fileTooLarge(maxMb);
      return accepted ? null : typeMessage;
  }
}

/**
 * File count (seeds 000 §5, 001 §5): more than `limit` files (default 1) → 只能上传{limit}个文件.
 * @param count the number of files including the new ones.
 */
export function validateFileCount(count: number, limit: number = FILE_LIMIT): string | null {
  return count > limit ? M.tooManyFiles(limit) : null;
}

/**
 * Image count of the multi-image uploader (seeds 001 §5): more than `limit` (default 3) →
 * 至多上传{limit}张，请删除后再上传!.
 * @param count the number of images including the new ones.
 */
export function validateImageCount(count: number, limit: number = IMAGE_LIMIT): string | null {
  return count > limit ? M.tooManyImages(limit) : null;
}

/**
 * The editor's slide uploader (seeds 001 §5): while images are still uploading →
 * 请等待所有图片上传成功。如果出现网络问题，请刷新页面并重新上传！
 * @param pending the number of images not uploaded yet.
 */
export function validateImagesUploaded(pending: number): string | null {
  return pending > 0 ? M.imagesPending : null;
}

/** A date as `Date`, ISO string or epoch milliseconds; empty values are ignored. */
export type DateInput = Date | string | number | null | undefined;

function timeOf(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(t) ? null : t;
}

/**
 * Date range (seeds 000 §5, 001 §5): start and end must not be equal →
 * 开始时间和结束时间不能相等. Passes when either side is empty.
 */
export function validateDateRange(start: DateInput, end: DateInput): string | null {
  const s = timeOf(start);
  const e = timeOf(end);
  return s !== null && e !== null && s === e ? M.dateRangeEqual : null;
}

/**
 * The date-range clearing rule (seeds 000 §5, 001 §5): after `changed` was set, an end earlier
 * than the start is cleared (when the start changed), or the start is cleared (when the end
 * changed). Returns the adjusted pair.
 */
export function adjustDateRange<T extends DateInput>(changed: 'start' | 'end', start: T, end: T): { start: T | null; end: T | null } {
  const s = timeOf(start);
  const e = timeOf(end);
  if (s === null || e === null || e >= s) return { start, end };
  return changed === 'start' ? { start, end: null } : { start: null, end };
}

/**
 * Tree select choice (seeds 000 §5): a disabled node → 不能选择根节点（name）请重新选择。; with
 * `onlyLeaf`, a node with children → 请选择最小分类。
 */
export function validateTreeSelection(node: { label: string; disabled?: boolean; isLeaf: boolean }, onlyLeaf = false): string | null {
  if (node.disabled) return M.treeNodeDisabled(node.label);
  if (onlyLeaf && !node.isLeaf) return M.treeLeafRequired;
  return null;
}
