/**
 * Turning every failure into the envelope (docs/architecture.md "HTTP statuses"): expected
 * failures are `AppError`s; Fastify's own request errors (validation, body parsing, multipart
 * limits) map to BAD_REQUEST / PAYLOAD_TOO_LARGE with a Chinese description; anything else is
 * logged and answered as 500 INTERNAL without details. Never 403.
 */
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { AppError, failureEnvelope } from './envelope';
import { describeValidationErrors } from './validation';

interface MaybeFastifyError {
  code?: unknown;
  statusCode?: unknown;
  validation?: unknown;
  validationContext?: unknown;
  errors?: unknown;
  name?: unknown;
}

const CODE_MAP: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('BAD_REQUEST', undefined, '不支持的请求体类型'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('BAD_REQUEST', undefined, '请求体长度不正确'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', undefined, '请求体不能为空'),
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('BAD_REQUEST', undefined, '请求体不是合法的 JSON'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', '请求体过大', '请求体过大'),
  FST_REQ_FILE_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', '文件过大', '文件过大'),
  FST_FILES_LIMIT: new AppError('BAD_REQUEST', '只能上传1个文件', '只能上传1个文件'),
  FST_PARTS_LIMIT: new AppError('BAD_REQUEST', undefined, '表单字段过多'),
  FST_FIELDS_LIMIT: new AppError('BAD_REQUEST', undefined, '表单字段过多'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError('BAD_REQUEST', undefined, '请求体类型必须是 multipart/form-data'),
  FST_PROTO_VIOLATION: new AppError('BAD_REQUEST', undefined, '表单字段名不允许'),
  FST_MP_PREMATURE_CLOSE: new AppError('BAD_REQUEST', undefined, '上传数据不完整'),
  FST_ERR_BAD_URL: new AppError('BAD_REQUEST', '请求参数错误', '路径参数 含有非法字符（非法的 UTF-8 编码或百分号编码）'),
};

/**
 * The envelope error a thrown value stands for, or undefined for an unexpected failure.
 * Unwraps fastify-openapi-glue's `SecurityError` (the security handler's own AppError inside).
 */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as MaybeFastifyError;
  if (Array.isArray(e.errors) && e.name === 'Unauthorized') {
    const inner = [...e.errors].reverse().find((x): x is AppError => x instanceof AppError);
    return inner ?? new AppError('UNAUTHENTICATED', undefined, '请先登录');
  }
  if (Array.isArray(e.validation)) {
    const part = typeof e.validationContext === 'string' ? e.validationContext : undefined;
    return new AppError('BAD_REQUEST', '请求参数错误', describeValidationErrors(e.validation as ErrorObject[], part));
  }
  if (typeof e.code === 'string' && CODE_MAP[e.code]) return CODE_MAP[e.code];
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404) return new AppError('NOT_FOUND', '404，路径找不到');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', '请求体过大', '请求体过大');
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', undefined, '请求格式错误');
  return undefined;
}

/** Fastify error handler answering envelopes. */
export function errorHandler(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(err);
  if (appError) {
    if (appError.code === 'BAD_REQUEST' || appError.code === 'PAYLOAD_TOO_LARGE') {
      req.log.info({ code: appError.code, description: appError.description }, 'request rejected');
    }
    void reply.code(appError.statusCode).send(appError.toEnvelope());
    return;
  }
  req.log.error({ err }, 'unexpected error');
  void reply.code(500).send(failureEnvelope('INTERNAL', '服务器内部错误', '请稍后重试'));
}
