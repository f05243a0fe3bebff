/**
 * The response envelope `{ success, code, msg, description?, data? }` and the errors handlers
 * throw (docs/architecture.md "HTTP statuses and the envelope"). The server never answers 403:
 * FORBIDDEN, BUSINESS_RULE, CONFLICT and NOT_FOUND_ENTITY are HTTP 200 with `success: false`.
 */
import type { components } from '@qifu/sdk';

/** Business result code of the envelope (the contract's `EnvelopeCode`). */
export type EnvelopeCode = components['schemas']['EnvelopeCode'];

/** The JSON body of every API answer. */
export interface Envelope<T = unknown> {
  success: boolean;
  code: EnvelopeCode;
  msg: string;
  description?: string;
  data?: T;
}

/** HTTP status of each envelope code. */
export const HTTP_STATUS: Readonly<Record<EnvelopeCode, number>> = {
  OK: 200,
  FORBIDDEN: 200,
  BUSINESS_RULE: 200,
  CONFLICT: 200,
  NOT_FOUND_ENTITY: 200,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 402,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
};

/** Default Chinese `msg` of each failure code. */
export const DEFAULT_MSG: Readonly<Record<EnvelopeCode, string>> = {
  OK: '操作成功',
  FORBIDDEN: '没有权限执行该操作',
  BUSINESS_RULE: '操作失败',
  CONFLICT: '数据已被修改，请刷新后重试',
  NOT_FOUND_ENTITY: '数据不存在',
  BAD_REQUEST: '请求参数错误',
  UNAUTHENTICATED: '未登录或登录已失效',
  TOKEN_EXPIRED: '访问令牌已过期',
  NOT_FOUND: '404，路径找不到',
  PAYLOAD_TOO_LARGE: '文件过大',
  TOO_MANY_REQUESTS: '请求过于频繁，请稍后再试',
  INTERNAL: '服务器内部错误',
  NOT_IMPLEMENTED: '功能尚未实现',
};

const OK_RESULT = Symbol('okResult');

/** A handler result carrying its own success message (see {@link ok}). */
export interface OkResult<T> {
  readonly [OK_RESULT]: true;
  readonly data: T;
  readonly msg: string;
}

/**
 * Wraps a handler's data with a success message other than 操作成功.
 * @example return ok({ id }, '提交成功，感谢咨询');
 */
export function ok<T>(data: T, msg = DEFAULT_MSG.OK): OkResult<T> {
  return { [OK_RESULT]: true, data, msg };
}

/** True for a value made by {@link ok}. */
export function isOkResult(value: unknown): value is OkResult<unknown> {
  return typeof value === 'object' && value !== null && OK_RESULT in value;
}

/**
 * An expected failure: becomes the envelope `{ success: false, code, msg, description }` with the
 * HTTP status of {@link HTTP_STATUS}. Throw it from handlers and core code; anything else thrown
 * becomes a 500 INTERNAL without details.
 */
export class AppError extends Error {
  /** HTTP status for this code (read by fastify-openapi-glue's security wrapper). */
  readonly statusCode: number;

  constructor(
    readonly code: Exclude<EnvelopeCode, 'OK'>,
    msg: string = DEFAULT_MSG[code],
    readonly description?: string,
  ) {
    // The documents' client shows `msg` of a 400 first: carry the field-specific text there too
    // (docs/decisions/0007-client-decisions.md).
    super(code === 'BAD_REQUEST' && msg === DEFAULT_MSG.BAD_REQUEST && description ? `${msg}：${description}` : msg);
    this.name = 'AppError';
    this.statusCode = HTTP_STATUS[code];
  }

  /** The envelope this error answers with. */
  toEnvelope(): Envelope<never> {
    return {
      success: false,
      code: this.code,
      msg: this.message,
      ...(this.description !== undefined ? { description: this.description } : {}),
    };
  }
}

/** A success envelope. */
export function successEnvelope<T>(data: T, msg: string = DEFAULT_MSG.OK): Envelope<T> {
  return { success: true, code: 'OK', msg, data };
}

/** A failure envelope for a code with its default message. */
export function failureEnvelope(
  code: Exclude<EnvelopeCode, 'OK'>,
  msg: string = DEFAULT_MSG[code],
  description?: string,
): Envelope<never> {
  return new AppError(code, msg, description).toEnvelope();
}
