/**
 * The list call of the generic paged table (seeds 001 §2 "Generic paged table": page and
 * pageSize plus filters to a configurable url, POST body by default, GET params possible; §3
 * "Paged list response": `list, total`, company variant `commonPage.list, commonPage.total`).
 */
import { unwrap, type ApiClient, type FetchResultLike } from '@qifu/sdk';

import type { PagedResponseShape, PagedTableMethod } from './paged-table.types';

/** One page as the table uses it. */
export interface TablePage<Row> {
  list: Row[];
  /** Number of rows matching the filters on all pages. */
  total: number;
}

/** What the table sends: 1-based `page`, `pageSize` and the caller's filters. */
export type PagedTableParams = { page: number; pageSize: number } & Record<string, unknown>;

/** Everything that identifies one list request. */
export interface PagedTableRequest {
  /** Path relative to the API base (`/sys/user/list`). */
  url: string;
  method: PagedTableMethod;
  params: PagedTableParams;
  responseShape: PagedResponseShape;
}

/**
 * The key prefix of every page of one list url — for invalidation after a mutation:
 * `queryClient.invalidateQueries({ queryKey: pagedTableKey('/sys/user/list') })`.
 */
export function pagedTableKey(url: string): readonly ['pagedTable', string] {
  return ['pagedTable', url] as const;
}

/** The full query key of one page: `['pagedTable', url, method, params]`. */
export function pagedTableQueryKey(
  url: string,
  method: PagedTableMethod,
  params: PagedTableParams,
): readonly ['pagedTable', string, PagedTableMethod, PagedTableParams] {
  return ['pagedTable', url, method, params] as const;
}

/** openapi-fetch's call signature with a path only known at run time (the table's `url` prop). */
type RuntimeCall = (
  url: string,
  init: {
    body?: unknown;
    params?: { query?: Record<string, unknown> };
    signal?: AbortSignal;
  },
) => Promise<FetchResultLike>;

interface RuntimeClient {
  GET: RuntimeCall;
  POST: RuntimeCall;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * Reads `{ list, total }` from the envelope's `data` in the given shape. A missing list is an
 * empty page; a missing or non-numeric total is the list's length.
 */
export function readPage<Row>(data: unknown, shape: PagedResponseShape): TablePage<Row> {
  const source = shape === 'commonPage' ? asRecord(asRecord(data)?.['commonPage']) : asRecord(data);
  const rawList = source?.['list'];
  const list = Array.isArray(rawList) ? (rawList as Row[]) : [];
  const total = Number(source?.['total']);
  return {
    list,
    total: Number.isFinite(total) && total >= 0 ? total : list.length,
  };
}

/**
 * Loads one page through the app's client (its middleware: token, timeout, messages, token
 * refresh). POST sends `params` as the JSON body, GET as query parameters (`null`/`undefined`
 * values left out, arrays repeated).
 *
 * @throws ApiError on a failed envelope or HTTP error (see `unwrap`).
 */
export async function fetchTablePage<Row>(
  client: ApiClient,
  request: PagedTableRequest,
  signal?: AbortSignal,
): Promise<TablePage<Row>> {
  const runtime = client as unknown as RuntimeClient;
  const call =
    request.method === 'GET'
      ? runtime.GET(request.url, { params: { query: request.params }, signal })
      : runtime.POST(request.url, { body: request.params, signal });
  const data: unknown = await unwrap(call);
  return readPage<Row>(data, request.responseShape);
}
