/**
 * The client side of the upload rules (seeds 000 §5, 001 §5, §9), on `validateUpload` of
 * `@qifu/validation`. The texts and accept lists are the server's (`apps/api/src/core/upload-rules.ts`),
 * so a refusal reads the same whichever side finds it.
 */
import { FILE_ACCEPT, IMAGE_ACCEPT, SPREADSHEET_ACCEPT, validateUpload, WORD_ACCEPT } from '@qifu/validation';

import { WIDGET_MESSAGES as M } from '../internal/messages';

/** The accept lists of `@qifu/validation` (the server checks the same lists). */
export { FILE_ACCEPT, IMAGE_ACCEPT, WORD_ACCEPT };
/** Extensions of the spreadsheet uploader (`SPREADSHEET_ACCEPT` of `@qifu/validation`). */
export const EXCEL_ACCEPT = SPREADSHEET_ACCEPT;

/** Which client rule: the uploader kinds of seeds 001 §5. */
export type UploadRuleKind = 'image' | 'file' | 'document' | 'excel' | 'word';

/**
 * The first refusal of `file` under the rule of `kind`, or `null`:
 * - image: > 10 MB 图片大于10M!; type 请上传.jpg,.jpeg,.png,.gif,.bmp,.webp类型的文件;
 * - file: > 10 MB 文件大于10M!; type 请上传{accept}类型的文件;
 * - document: > 30 MB 请上传30M以下的文件; type 请上传{accept}类型的文件;
 * - excel: > 10 MB or not .xls/.xlsx 请上传10M以下的.xls或.xlsx文件 (seeds 001 §5's spelling);
 * - word: > 10 MB 文件大小不能大于10M; not .docx 请上传.docx类型的文件.
 *
 * @param accept overrides the kind's accept list (`.pdf,.docx`); sizes in MB (1 MB = 1024² bytes)
 */
export function checkUpload(kind: UploadRuleKind, file: { name: string; size: number; type?: string }, accept?: string, maxSizeMb?: number): string | null {
  const size = maxSizeMb === undefined ? {} : { maxSizeMb };
  switch (kind) {
    case 'image':
      return validateUpload({ kind: 'image', file, accept: accept ?? IMAGE_ACCEPT, ...size });
    case 'file':
      return validateUpload({ kind: 'attachment', file, accept: accept ?? FILE_ACCEPT, ...size });
    case 'document':
      return validateUpload({ kind: 'document', file, accept: accept ?? FILE_ACCEPT, ...size });
    case 'excel':
      return validateUpload({ kind: 'spreadsheet', file, ...size }) ? M.spreadsheetInvalid : null;
    case 'word':
      return validateUpload({ kind: 'word', file, accept: accept ?? WORD_ACCEPT, ...size });
  }
}
