/**
 * The upload transport: `XMLHttpRequest` multipart POST with upload progress (fetch cannot report
 * upload progress), the documents' token headers and the 180 s timeout (seeds 000 §7, 001 §7).
 */
import { REQUEST_TIMEOUT_MS } from '@qifu/sdk';

import { WIDGET_MESSAGES as M } from '../internal/messages';

/** One upload to send. */
export interface UploadRequest {
  /** Absolute address (`https://host/api/files/upload`). */
  url: string;
  /** Sent as the multipart field `file`. */
  file: File;
  /** Extra string fields (`kind`, `knosFile` …). */
  fields?: Record<string, string>;
  /** Extra headers (the token headers are added by the caller). */
  headers?: Record<string, string>;
  /** Progress of the request body, 0–100. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (rejects with an `UploadError` of code `ABORTED`). */
  signal?: AbortSignal;
  /** Timeout in ms; 180,000 by default. */
  timeoutMs?: number;
}

/** Sends an {@link UploadRequest}, resolving to the envelope's `data`. */
export type UploadTransport = (request: UploadRequest) => Promise<unknown>;

/** Why an upload failed: the server's text when it gave one, else 上传失败!. */
export class UploadError extends Error {
  /** HTTP status (0 for network failures, timeouts and aborts). */
  readonly status: number;
  /** The envelope's code, or `NETWORK_ERROR`, `TIMEOUT`, `ABORTED`, `HTTP_ERROR`. */
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.code = code;
  }
}

interface EnvelopeLike {
  success?: unknown;
  code?: unknown;
  msg?: unknown;
  description?: unknown;
  data?: unknown;
}

function parse(text: string): EnvelopeLike | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as EnvelopeLike) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The default {@link UploadTransport}: XHR POST of `multipart/form-data` (fields first, then
 * `file`, so the server knows the kind before the bytes). Resolves with `data` of a
 * `success: true` envelope; rejects with {@link UploadError} carrying the server's
 * `description || msg` (e.g. 图片大于10M!) or 上传失败!.
 */
export const xhrUpload: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [key, value] of Object.entries(request.fields ?? {})) form.append(key, value);
    form.append('file', request.file, request.file.name);
    xhr.open('POST', request.url);
    for (const [key, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(key, value);
    xhr.timeout = request.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body?.success === true) {
        request.onProgress?.(100);
        resolve(body.data ?? null);
        return;
      }
      const text =
        (typeof body?.description === 'string' && body.description) || (typeof body?.msg === 'string' && body.msg) || M.uploadFailed;
      reject(new UploadError(text, xhr.status, typeof body?.code === 'string' ? body.code : 'HTTP_ERROR'));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadError(M.uploadFailed, 0, 'NETWORK_ERROR'));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new UploadError(M.uploadFailed, 0, 'TIMEOUT'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new UploadError(M.uploadFailed, 0, 'ABORTED'));
    });
    if (request.signal?.aborted) {
      // abort() before send() fires no event
      done();
      reject(new UploadError(M.uploadFailed, 0, 'ABORTED'));
      return;
    }
    xhr.send(form);
  });
