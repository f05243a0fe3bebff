/**
 * Calls to a configurable url (seeds 001 §7 "Selector and tree widgets GET a configurable url with
 * params"): the widgets name an API path at run time, so they go through the app's openapi-fetch
 * client untyped (its middleware still adds the token and shows the failures) and unwrap the
 * envelope.
 */
import { type ApiClient, unwrap } from '@qifu/sdk';

/** Query parameters of a configurable call; `undefined`, `null` and `''` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

type LooseCall = (
  url: string,
  init: { params?: { query?: Record<string, unknown> }; body?: unknown; signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function cleanQuery(query: QueryParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

/**
 * `GET {url}?{query}` through `client`, resolving to the envelope's `data`.
 * @param url API path relative to the API base, e.g. `/sys/user/selectGovEmp`
 * @throws ApiError when the call fails (the client has already shown its message)
 */
export async function getData(client: ApiClient, url: string, query: QueryParams = {}, signal?: AbortSignal): Promise<unknown> {
  const get = client.GET as unknown as LooseCall;
  const data: unknown = await unwrap(get(url, { params: { query: cleanQuery(query) }, ...(signal ? { signal } : {}) }));
  return data;
}

/** One page of a paged list (seeds 001 §3 "Paged list response: list, total"). */
export interface PageData<T> {
  list: T[];
  total: number;
}

/**
 * Reads a paged answer: `{ list, total }`, the company variant `{ commonPage: { list, total } }`,
 * or a bare array (its length is the total).
 */
export function toPage<T>(data: unknown): PageData<T> {
  if (Array.isArray(data)) return { list: data as T[], total: data.length };
  if (data && typeof data === 'object') {
    const record = data as { list?: unknown; total?: unknown; commonPage?: unknown };
    if (record.commonPage && typeof record.commonPage === 'object') return toPage<T>(record.commonPage);
    const list = Array.isArray(record.list) ? (record.list as T[]) : [];
    const total = typeof record.total === 'number' ? record.total : list.length;
    return { list, total };
  }
  return { list: [], total: 0 };
}

/** The array of an answer that should be one (anything else → `[]`). */
export function toArray<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** The query-key root of every widget query. */
export const WIDGETS_KEY = '@qifu/widgets';
