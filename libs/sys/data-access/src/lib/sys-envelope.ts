import { unwrap, type FetchResultLike, type UnwrapData } from '@qifu/sdk';

/** What every system-administration mutation resolves to: the envelope's `data` and its `msg`. */
export interface SysMutationResult<T> {
  /** The envelope's `data` (`null` for calls without a result). */
  data: T;
  /** The server's message, e.g. 保存成功 / 删除成功 (shown to the user as the success message). */
  msg: string;
}

/**
 * Like `unwrap()` but keeps the success envelope's `msg` so that pages show the server's own text
 * (保存成功, 删除成功 …) after a change.
 * @throws ApiError for `success: false` envelopes and transport failures (the SDK already showed them)
 */
export async function unwrapWithMsg<R extends FetchResultLike>(promise: Promise<R>): Promise<SysMutationResult<UnwrapData<R>>> {
  const result = await promise;
  const data = (await unwrap(Promise.resolve(result))) as UnwrapData<R>;
  const body = result.data as { msg?: unknown } | undefined;
  return { data, msg: typeof body?.msg === 'string' ? body.msg : '' };
}

/** Drops `undefined`, `null` and empty-string values so that query keys and URLs stay canonical. */
export function compact<T extends object>(params: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out as T;
}
