/**
 * Upload kinds and their limits (seeds 000 §5, 001 §5): file/image/excel/word 10 MB, document
 * 30 MB, each with its accept list; the MIME type sent back on download comes from the extension.
 */
import type { components } from '@qifu/sdk';

/** The contract's upload kinds. */
export type UploadKind = NonNullable<components['schemas']['FileUploadForm']['kind']>;

const MB = 1024 * 1024;

/** Size limit (MB) and accepted extensions of a kind. */
export interface UploadRule {
  maxMb: number;
  accept: readonly string[];
}

const DOCUMENT_ACCEPT = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar', 'jpg', 'jpeg', 'png'] as const;

/** The rules by kind. */
export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  file: { maxMb: 10, accept: DOCUMENT_ACCEPT },
  image: { maxMb: 10, accept: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] },
  excel: { maxMb: 10, accept: ['xls', 'xlsx'] },
  word: { maxMb: 10, accept: ['docx'] },
  document: { maxMb: 30, accept: DOCUMENT_ACCEPT },
};

/** The largest limit of any kind, in bytes (the multipart parser's hard limit). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxMb)) * MB;

/** Bytes of a rule's limit. */
export function maxBytes(rule: UploadRule): number {
  return rule.maxMb * MB;
}

/** The over-limit message: 文件大小不能大于{n}M. */
export function tooLargeMessage(rule: UploadRule): string {
  return `文件大小不能大于${rule.maxMb}M`;
}

/** The wrong-type message: 请上传{accept}类型的文件. */
export function wrongTypeMessage(rule: UploadRule): string {
  return `请上传${rule.accept.join(',')}类型的文件`;
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
