/**
 * Receiving an import workbook (issue 18: "the browser sends the file"; seeds 001 §5 "Excel xls or xlsx up to 10 MB …
 * One file only"): the multipart `file` is streamed to storage under a new key with the `excel` upload rule — over
 * 10 MB 413, another extension 400, both 请上传10M以下的.xls或.xlsx文件 — and the text fields are collected. The
 * stored workbook is read by the import engine and removed when the import ends.
 */
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { FastifyRequest } from 'fastify';

import { AppError } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { UNREADABLE_MSG } from '../../../core/excel-import';
import { newStorageKey } from '../../../core/storage';
import { cleanFileName, extensionOf, maxBytes, tooLargeMessage, UPLOAD_RULES, wrongTypeMessage } from '../../../core/upload-rules';

const RULE = UPLOAD_RULES.excel;

/** The stored workbook and the form's text fields. */
export interface ReceivedImport {
  filePath: string;
  fields: Record<string, string>;
}

/**
 * Streams the request's one spreadsheet to storage.
 * @throws AppError PAYLOAD_TOO_LARGE / BAD_REQUEST 请上传10M以下的.xls或.xlsx文件; BAD_REQUEST 请选择要上传的文件 without a
 *   file, 只能上传1个文件 with more, {@link UNREADABLE_MSG} for an `.xls` (the server reads `.xlsx`). Nothing stays stored.
 */
export async function receiveImportFile(raw: FastifyRequest, ctx: HandlerContext): Promise<ReceivedImport> {
  if (!raw.isMultipart()) throw new AppError('BAD_REQUEST', undefined, '请求体类型必须是 multipart/form-data');
  const fields: Record<string, string> = {};
  let filePath: string | undefined;
  const limit = maxBytes(RULE);
  try {
    for await (const part of raw.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && part.value.length <= 200) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || filePath) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', '只能上传1个文件');
      }
      const ext = extensionOf(cleanFileName(part.filename));
      if (!RULE.accept.includes(ext)) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', wrongTypeMessage(RULE));
      }
      if (ext !== 'xlsx') {
        part.file.resume();
        throw new AppError('BAD_REQUEST', UNREADABLE_MSG);
      }
      const key = newStorageKey('xlsx');
      filePath = key;
      let seen = 0;
      const limiter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          seen += chunk.length;
          if (seen > limit) cb(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(RULE)));
          else cb(null, chunk);
        },
      });
      const [stored, piped] = await Promise.allSettled([ctx.storage.put(key, limiter), pipeline(part.file, limiter)]);
      if (piped.status === 'rejected') throw piped.reason;
      if (stored.status === 'rejected') throw stored.reason;
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(RULE));
    }
  } catch (error) {
    if (filePath) await ctx.storage.delete(filePath).catch(() => undefined);
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(RULE));
    throw error;
  }
  if (!filePath) throw new AppError('BAD_REQUEST', '请选择要上传的文件');
  return { filePath, fields };
}
