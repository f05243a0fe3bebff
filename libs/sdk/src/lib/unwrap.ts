import { ApiError, type ApiErrorCode } from './api-error';

/** The shape of an openapi-fetch result (`{ data, error, response }`). */
export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The envelope's `data` type of an envelope type (`null` for envelopes without a result). */
export type EnvelopeData<Body> = Body extends { success: boolean }
  ? 'data' extends keyof Body
    ? Exclude<Body['data' & keyof Body], undefined>
    : null
  : never;

/**
 * What {@link unwrap} resolves to for an openapi-fetch result type: the `data` field of the
 * success envelope, e.g. `components['schemas']['PolicyPage']` for `listPolicyDoc`.
 */
export type UnwrapData<R> = EnvelopeData<R extends { data: infer B } ? Exclude<B, undefined> : never>;

interface EnvelopeLike {
  success: boolean;
  code?: string;
  msg?: string;
  description?: string;
  data?: unknown;
}

/** True when `value` looks like the response envelope `{ success, code, msg, … }`. */
export function isEnvelope(value: unknown): value is EnvelopeLike {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * Resolves an openapi-fetch call to the `data` of its success envelope (seeds 000 §7 "a response
 * with a success flag returns its data field"), typed from the operation. A success envelope
 * without `data` resolves to `null`.
 *
 * The client's middleware already rejects failures (and shows their message); `unwrap` also
 * rejects, without showing anything, when it meets an error result or a non-envelope body.
 *
 * @example
 * const page = await unwrap(api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } }));
 * //    ^? components['schemas']['PolicyPage']
 * @throws ApiError
 */
export async function unwrap<R extends FetchResultLike>(promise: Promise<R>): Promise<UnwrapData<R>> {
  const result = await promise;
  const { response } = result;
  const path = pathOf(response.url);
  const body: unknown = result.error !== undefined ? result.error : result.data;
  if (isEnvelope(body)) {
    if (body.success && response.ok) return (body.data ?? null) as UnwrapData<R>;
    throw new ApiError({
      status: response.status,
      code: (body.code ?? 'HTTP_ERROR') as ApiErrorCode,
      msg: body.msg ?? '',
      description: body.description,
      path,
    });
  }
  throw new ApiError({
    status: response.status,
    code: 'HTTP_ERROR',
    msg: typeof body === 'string' && body ? body : `HTTP ${response.status}`,
    path,
  });
}

/** What a write resolves to when the page shows the server's own success text (保存成功, 删除成功 …). */
export interface MutationResult<T> {
  /** The envelope's `data` (`null` for calls without a result). */
  data: T;
  /** The success envelope's `msg`; `''` when the server sent none. */
  msg: string;
}

/**
 * Like {@link unwrap} but keeps the success envelope's `msg`, for the success notice of a write
 * (every domain's mutation hooks use it).
 * @throws ApiError for `success: false` envelopes and transport failures (the client has shown them)
 */
export async function unwrapWithMsg<R extends FetchResultLike>(promise: Promise<R>): Promise<MutationResult<UnwrapData<R>>> {
  const result = await promise;
  const data = (await unwrap(Promise.resolve(result))) as UnwrapData<R>;
  const body = result.data as { msg?: unknown } | undefined;
  return { data, msg: typeof body?.msg === 'string' ? body.msg : '' };
}
