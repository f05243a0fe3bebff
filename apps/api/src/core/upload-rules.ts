/**
 * Upload kinds, their limits, accept lists and messages (seeds 000 §5, 001 §5, §9), and the
 * content check behind the extension check. The messages are the texts the web uploaders show
 * (`@qifu/widgets`), so a refusal reads the same whichever side finds it:
 *
 * | kind | limit | too large | wrong type |
 * |---|---|---|---|
 * | `image` | 10 MB | 图片大于10M! | 请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件 |
 * | `file` | 10 MB | 文件大于10M! | 请上传{accept}类型的文件 |
 * | `document` | 30 MB | 请上传30M以下的文件 | 请上传{accept}类型的文件 |
 * | `excel` | 10 MB | 请上传10M以下的.xls或.xlsx文件 | 请上传10M以下的.xls或.xlsx文件 |
 * | `word` | 10 MB | 文件大小不能大于10M | 请上传.docx类型的文件 |
 *
 * The wrong-type text is the documents' template 请上传{accept}类型的文件 (seeds 000 §5); the
 * spreadsheet uploader has one text for both failures (seeds 001 §5, spelled as there); the word
 * type of the import card has no text of its own and uses the generic 文件大小不能大于{n}M
 * (seeds 000 §5). The MIME type sent back on download comes from the extension.
 */
import type { components } from '@qifu/sdk';
import { FILE_ACCEPT as FILE_ACCEPT_LIST, IMAGE_ACCEPT, SPREADSHEET_ACCEPT, VALIDATION_MESSAGES, WORD_ACCEPT } from '@qifu/validation';
import { fileTypeFromBuffer } from 'file-type';

/** The contract's upload kinds. */
export type UploadKind = NonNullable<components['schemas']['FileUploadForm']['kind']>;

const MB = 1024 * 1024;

/** Size limit (MB), accepted extensions (lower case, no dot) and the two refusal texts of a kind. */
export interface UploadRule {
  maxMb: number;
  accept: readonly string[];
  /** Text of an upload over {@link UploadRule.maxMb}. */
  tooLarge: string;
  /** Text of an extension outside {@link UploadRule.accept}, or content that is not what the extension says. */
  wrongType: string;
}


/** `'.jpg,.png'` → `['jpg', 'png']`. */
function extensions(accept: string): string[] {
  return accept.split(',').map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

/** Extensions of the general file and document uploaders (`FILE_ACCEPT` of `@qifu/validation`, as the web uploaders use it). */
export const FILE_ACCEPT: readonly string[] = extensions(FILE_ACCEPT_LIST);

/** The `{accept}` of 请上传{accept}类型的文件: `.pdf,.doc,…` (as the web uploaders write it). */
export function acceptText(accept: readonly string[]): string {
  return accept.map((e) => `.${e}`).join(',');
}

const SPREADSHEET_MESSAGE = '请上传10M以下的.xls或.xlsx文件';

/** The rules by kind. */
export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  image: {
    maxMb: 10,
    accept: extensions(IMAGE_ACCEPT),
    tooLarge: VALIDATION_MESSAGES.imageTooLarge,
    wrongType: VALIDATION_MESSAGES.fileTypeNotAccepted(IMAGE_ACCEPT),
  },
  file: {
    maxMb: 10,
    accept: FILE_ACCEPT,
    tooLarge: VALIDATION_MESSAGES.attachmentTooLarge,
    wrongType: VALIDATION_MESSAGES.fileTypeNotAccepted(acceptText(FILE_ACCEPT)),
  },
  document: {
    maxMb: 30,
    accept: FILE_ACCEPT,
    tooLarge: VALIDATION_MESSAGES.documentTooLarge,
    wrongType: VALIDATION_MESSAGES.fileTypeNotAccepted(acceptText(FILE_ACCEPT)),
  },
  excel: { maxMb: 10, accept: extensions(SPREADSHEET_ACCEPT), tooLarge: SPREADSHEET_MESSAGE, wrongType: SPREADSHEET_MESSAGE },
  word: {
    maxMb: 10,
    accept: extensions(WORD_ACCEPT),
    tooLarge: VALIDATION_MESSAGES.fileTooLarge(10),
    wrongType: VALIDATION_MESSAGES.fileTypeNotAccepted(WORD_ACCEPT),
  },
};

/** The largest limit of any kind, in bytes (the multipart parser's hard limit). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * MB;

/** Bytes of a rule's limit. */
export function maxBytes(rule: UploadRule): number {
  return rule.maxMb * MB;
}

/** The over-limit message of a rule (see the table above). */
export function tooLargeMessage(rule: UploadRule): string {
  return rule.tooLarge;
}

/** The wrong-type message of a rule (see the table above). */
export function wrongTypeMessage(rule: UploadRule): string {
  return rule.wrongType;
}

/**
 * What the bytes of each accepted extension may be detected as (`file-type` extensions), or
 * `'text'` for types without a magic number: those are accepted by extension only, as long as the
 * bytes are not recognised as some binary type (an `.exe` renamed `.txt` is refused).
 */
const CONTENT: Readonly<Record<string, readonly string[] | 'text'>> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  pdf: ['pdf', 'ai'],
  // the old Office formats are OLE compound files
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  // OOXML files are zip archives; a short head may only show the zip
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  rar: ['rar'],
  txt: 'text',
  csv: 'text',
};

/** Detected types a text-like file may still carry (they are text too). */
const TEXT_TYPES = new Set(['xml', 'vtt', 'ics', 'vcf', 'rtf']);

/** How many leading bytes {@link contentMatches} needs at most. */
export const CONTENT_SNIFF_BYTES = 64 * 1024;

/**
 * Whether the leading bytes of an upload are what its extension claims (magic-number detection
 * with `file-type`): `png` bytes for `.png`, a PDF for `.pdf` … An extension without a known
 * signature list is refused.
 *
 * @param ext lower-case extension without the dot
 * @param head the first bytes of the file (up to {@link CONTENT_SNIFF_BYTES}; more are ignored)
 */
export async function contentMatches(ext: string, head: Uint8Array): Promise<boolean> {
  const expected = CONTENT[ext];
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(head.subarray(0, CONTENT_SNIFF_BYTES)).catch(() => undefined);
  if (expected === 'text') return detected === undefined || TEXT_TYPES.has(detected.ext);
  return detected !== undefined && expected.includes(detected.ext);
}

const MIME: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** MIME type of an extension (application/octet-stream when unknown). */
export function mimeOf(ext: string): string {
  return MIME[ext.toLowerCase()] ?? 'application/octet-stream';
}

/** Lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** A safe display name: the base name without control characters, at most 200 characters. */
export function cleanFileName(fileName: string): string {
  const base = [...(fileName.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  if (base.length <= 200) return base || 'file';
  const ext = extensionOf(base);
  return ext ? `${base.slice(0, 199 - ext.length)}.${ext}` : base.slice(0, 200);
}
