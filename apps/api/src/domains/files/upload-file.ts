import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { AppError, ok } from '../../core/envelope';
import { type Handler, requireUser } from '../../core/handler';
import { newStorageKey } from '../../core/storage';
import {
  cleanFileName,
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

/** A pass-through that fails with 413 once more than `limit` bytes went through. */
function limiter(limit: number, rule: UploadRule): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > limit) cb(tooLarge(rule));
      else cb(null, chunk);
    },
  });
}

interface Stored {
  key: string;
  size: number;
  originalName: string;
  ext: string;
}

/**
 * `POST /files/upload` (any login, multipart: `file` plus string fields, `kind` choosing the
 * rule): checks size and type again on the server — over the kind's limit → 413
 * 文件大小不能大于{n}M, a type outside its accept list → 400 请上传{accept}类型的文件 — stores the
 * file as `YYYY/MM/<uuid>.<ext>` and records it in `sys_file`.
 */
export const uploadFile: Handler<'uploadFile'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const raw = req.raw;
  if (!raw.isMultipart()) throw new AppError('BAD_REQUEST', undefined, '请求体类型必须是 multipart/form-data');
  const fields: Record<string, string> = {};
  let stored: Stored | undefined;
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
      const [{ size }] = await Promise.all([
        ctx.storage.put(key, limited),
        pipeline(part.file, limiter(limit, rule), limited),
      ]);
      stored = { key, size, originalName, ext };
      if (part.file.truncated) throw tooLarge(rule);
    }
  } catch (err) {
    if (stored) await ctx.storage.delete(stored.key);
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(UPLOAD_RULES[kindOf(fields['kind']) ?? 'file']);
    throw err;
  }
  const kind = kindOf(fields['kind']) ?? 'file';
  const rule = UPLOAD_RULES[kind];
  const reject = async (error: AppError): Promise<never> => {
    if (stored) await ctx.storage.delete(stored.key);
    throw error;
  };
  if (!stored) return reject(new AppError('BAD_REQUEST', '请选择要上传的文件', '参数 file 不能为空'));
  if (!rule.accept.includes(stored.ext)) return reject(wrongType(rule));
  if (stored.size > maxBytes(rule)) return reject(tooLarge(rule));
  if (stored.size === 0) return reject(new AppError('BAD_REQUEST', '文件不能为空', '文件不能为空'));

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
