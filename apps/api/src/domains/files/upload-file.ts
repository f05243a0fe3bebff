import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { AppError, ok } from '../../core/envelope';
import { type Handler, requireUser } from '../../core/handler';
import { newStorageKey } from '../../core/storage';
import {
  cleanFileName,
  CONTENT_SNIFF_BYTES,
  contentMatches,
  extensionOf,
  MAX_UPLOAD_BYTES,
  maxBytes,
  mimeOf,
  tooLargeMessage,
  UPLOAD_RULES,
  type UploadKind,
  type UploadRule,
  wrongTypeMessage,
} from '../../core/upload-rules';
import { sysFile } from '../../db/schema';

const MAX_FIELD_LENGTH = 500;

function kindOf(value: string | undefined): UploadKind | undefined {
  if (value === undefined) return undefined;
  if (Object.prototype.hasOwnProperty.call(UPLOAD_RULES, value)) return value as UploadKind;
  throw new AppError('BAD_REQUEST', '请求参数错误', '参数 kind 应当是预设定的枚举值之一');
}

function tooLarge(rule: UploadRule): AppError {
  const msg = tooLargeMessage(rule);
  return new AppError('PAYLOAD_TOO_LARGE', msg, msg);
}

function wrongType(rule: UploadRule): AppError {
  const msg = wrongTypeMessage(rule);
  return new AppError('BAD_REQUEST', msg, msg);
}

/**
 * A pass-through that fails with 413 once more than `limit` bytes went through, and keeps the
 * first {@link CONTENT_SNIFF_BYTES} bytes in `head` for the content check. With `over` given (the
 * kind is not known yet, it may come after the file) it does not fail: it drops the bytes past
 * the limit, keeps reading to the end of the file — so the fields after it still arrive — and
 * sets `over.value`.
 */
function limiter(limit: number, rule: UploadRule, head: Buffer[], over?: { value: boolean }): Transform {
  let seen = 0;
  let kept = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (kept < CONTENT_SNIFF_BYTES) {
        const part = chunk.subarray(0, CONTENT_SNIFF_BYTES - kept);
        head.push(Buffer.from(part));
        kept += part.length;
      }
      if (seen <= limit) cb(null, chunk);
      else if (!over) cb(tooLarge(rule));
      else {
        over.value = true;
        cb();
      }
    },
  });
}

interface Stored {
  key: string;
  size: number;
  originalName: string;
  ext: string;
  head: Buffer;
}

/** The first rejection of settled promises, or the values when all fulfilled. */
function settle<A, B>(results: [PromiseSettledResult<A>, PromiseSettledResult<B>]): [A, B] {
  const [a, b] = results;
  if (b.status === 'rejected') throw b.reason;
  if (a.status === 'rejected') throw a.reason;
  return [a.value, b.value];
}

/**
 * `POST /files/upload` (any login, multipart: `file` plus string fields, `kind` choosing the
 * rule, `file` by default): checks size, extension and content again on the server — over the
 * kind's limit → 413 with the kind's text (图片大于10M!, 文件大于10M!, 请上传30M以下的文件 …), an
 * extension outside its accept list, or bytes that are not what the extension says (an `.exe`
 * renamed `.png`) → 400 with the kind's wrong-type text (see `core/upload-rules.ts`) — stores the
 * file as `YYYY/MM/<uuid>.<ext>` and records it in `sys_file`. Nothing stays stored on any
 * refusal: the partial file is removed before the answer.
 */
export const uploadFile: Handler<'uploadFile'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const raw = req.raw;
  if (!raw.isMultipart()) throw new AppError('BAD_REQUEST', undefined, '请求体类型必须是 multipart/form-data');
  const fields: Record<string, string> = {};
  let stored: Stored | undefined;
  /** The file was over the largest limit before its kind was known. */
  let oversized = false;
  try {
    for await (const part of raw.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.value.length > MAX_FIELD_LENGTH || part.valueTruncated) {
          throw new AppError('BAD_REQUEST', undefined, `参数 ${part.fieldname} 不应多于 ${MAX_FIELD_LENGTH} 个字符`);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', '只能上传1个文件', '只能上传1个文件');
      }
      const knownKind = kindOf(fields['kind']);
      const rule = UPLOAD_RULES[knownKind ?? 'file'];
      const originalName = cleanFileName(part.filename);
      const ext = extensionOf(originalName);
      if (knownKind && !rule.accept.includes(ext)) {
        part.file.resume();
        throw wrongType(rule);
      }
      const key = newStorageKey(ext);
      const limit = knownKind ? maxBytes(rule) : MAX_UPLOAD_BYTES;
      const limited = new PassThrough();
      const head: Buffer[] = [];
      // kind not known yet: an oversized file is dropped and the parts read on, so that a `kind`
      // after the file still chooses the message (请上传30M以下的文件, not 文件大于10M!; issue 13 §3)
      const over = knownKind ? undefined : { value: false };
      // wait for both sides: on a refusal the store has removed its partial file before we answer
      const [{ size }] = settle(
        await Promise.allSettled([ctx.storage.put(key, limited), pipeline(part.file, limiter(limit, rule, head, over), limited)]),
      );
      stored = { key, size, originalName, ext, head: Buffer.concat(head) };
      if (part.file.truncated || over?.value) {
        if (knownKind) throw tooLarge(rule);
        oversized = true;
      }
    }
  } catch (err) {
    if (stored) await ctx.storage.delete(stored.key);
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || oversized) throw tooLarge(UPLOAD_RULES[kindOf(fields['kind']) ?? 'file']);
    throw err;
  }
  const kind = kindOf(fields['kind']) ?? 'file';
  const rule = UPLOAD_RULES[kind];
  if (oversized) {
    if (stored) await ctx.storage.delete(stored.key);
    throw tooLarge(rule);
  }
  const reject = async (error: AppError): Promise<never> => {
    if (stored) await ctx.storage.delete(stored.key);
    throw error;
  };
  if (!stored) return reject(new AppError('BAD_REQUEST', '请选择要上传的文件', '参数 file 不能为空'));
  if (!rule.accept.includes(stored.ext)) return reject(wrongType(rule));
  if (stored.size > maxBytes(rule)) return reject(tooLarge(rule));
  if (stored.size === 0) return reject(new AppError('BAD_REQUEST', '文件不能为空', '文件不能为空'));
  if (!(await contentMatches(stored.ext, stored.head))) return reject(wrongType(rule));

  try {
    await ctx.db.insert(sysFile).values({
      filePath: stored.key,
      originalName: stored.originalName,
      size: stored.size,
      mime: mimeOf(stored.ext),
      kind,
      uploaderId: user.id,
    });
  } catch (err) {
    await ctx.storage.delete(stored.key);
    throw err;
  }
  return ok(
    { fileName: stored.originalName, filePath: stored.key, originalName: stored.originalName, size: stored.size },
    '上传成功',
  );
};
