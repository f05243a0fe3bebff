/**
 * Receiving an import workbook — the one import shape (issue 18: "the browser sends the file"; issue P14: every import is
 * multipart with the workbook as `file`; seeds 001 §5 "Excel xls or xlsx up to 10 MB … One file only"): the multipart
 * `file` is checked with the `excel` upload rule — over 10 MB 413, another extension 400, both 请上传10M以下的.xls或.xlsx文件;
 * an `.xls` 400 {@link UNREADABLE_MSG} (the server reads `.xlsx`) — and the text fields are collected. Two receivers:
 * - {@link receiveImportFile} streams the workbook to storage (the large imports of the enterprise archive, read by the
 *   import engine and removed when the import ends);
 * - {@link receiveImportWorkbook} keeps it in memory (the imports of the import core, `runExcelImport`; nothing stored).
 */
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { FastifyRequest } from 'fastify';

import { AppError } from './envelope';
import { UNREADABLE_MSG } from './excel-import';
import type { HandlerContext } from './handler';
import { newStorageKey } from './storage';
import { cleanFileName, extensionOf, maxBytes, tooLargeMessage, UPLOAD_RULES, wrongTypeMessage } from './upload-rules';

const RULE = UPLOAD_RULES.excel;

/** The stored workbook and the form's text fields. */
export interface ReceivedImport {
  filePath: string;
  fields: Record<string, string>;
}

/** The workbook's bytes and the form's text fields. */
export interface ReceivedWorkbook {
  bytes: Buffer;
  fields: Record<string, string>;
}

/** A size guard on the file stream: past the `excel` limit it fails with 413. */
function sizeLimiter(): Transform {
  const limit = maxBytes(RULE);
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > limit) cb(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(RULE)));
      else cb(null, chunk);
    },
  });
}

/**
 * Reads the request's parts: the text fields, and the one `.xlsx` given to `sink` (through the size guard).
 * @throws AppError as {@link receiveImportFile}; `cleanup` runs on any failure after the sink began.
 */
async function receiveParts(raw: FastifyRequest, sink: (file: Readable) => Promise<void>, cleanup: () => Promise<void>): Promise<Record<string, string>> {
  if (!raw.isMultipart()) throw new AppError('BAD_REQUEST', undefined, '请求体类型必须是 multipart/form-data');
  const fields: Record<string, string> = {};
  let received = false;
  try {
    for await (const part of raw.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && part.value.length <= 200) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
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
      received = true;
      const limiter = sizeLimiter();
      const [stored, piped] = await Promise.allSettled([sink(limiter), pipeline(part.file, limiter)]);
      if (piped.status === 'rejected') throw piped.reason;
      if (stored.status === 'rejected') throw stored.reason;
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(RULE));
    }
  } catch (error) {
    if (received) await cleanup().catch(() => undefined);
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(RULE));
    throw error;
  }
  if (!received) throw new AppError('BAD_REQUEST', '请选择要上传的文件');
  return fields;
}

/**
 * Streams the request's one spreadsheet to storage.
 * @throws AppError PAYLOAD_TOO_LARGE / BAD_REQUEST 请上传10M以下的.xls或.xlsx文件; BAD_REQUEST 请选择要上传的文件 without a
 *   file, 只能上传1个文件 with more, {@link UNREADABLE_MSG} for an `.xls` (the server reads `.xlsx`). Nothing stays stored.
 */
export async function receiveImportFile(raw: FastifyRequest, ctx: HandlerContext): Promise<ReceivedImport> {
  const filePath = newStorageKey('xlsx');
  const fields = await receiveParts(
    raw,
    async (file) => {
      await ctx.storage.put(filePath, file);
    },
    () => ctx.storage.delete(filePath),
  );
  return { filePath, fields };
}

/**
 * Reads the request's one spreadsheet into memory (at most 10 MB; nothing is stored).
 * @throws AppError as {@link receiveImportFile}.
 */
export async function receiveImportWorkbook(raw: FastifyRequest): Promise<ReceivedWorkbook> {
  const chunks: Buffer[] = [];
  const fields = await receiveParts(
    raw,
    async (file) => {
      for await (const chunk of file) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    },
    async () => undefined,
  );
  return { bytes: Buffer.concat(chunks), fields };
}

/** A multipart flag field (`checkOnly`): `true` (or `1`) is set, anything else not. */
export function formFlag(fields: Record<string, string>, name: string): boolean {
  const value = fields[name]?.trim().toLowerCase();
  return value === 'true' || value === '1';
}
