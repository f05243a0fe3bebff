/**
 * What the generic paged table asks of its data (seeds 001 §2 "Generic paged table": page and
 * pageSize plus filters; §3 "Paged list response" `list, total`). The table does not fetch by
 * itself: the page hands it a query builder from the domain's data-access (a typed operation
 * under the resource's own query key, CONVENTIONS "a list page"), so there is one data path and
 * one key set per resource, invalidated by the resource's mutations.
 */
import type { UseQueryOptions } from '@tanstack/react-query';

/** One page as the table shows it. */
export interface TablePage<Row> {
  list: Row[];
  /** Number of rows matching the filters on all pages. */
  total: number;
}

/** What the table adds to the filters: 1-based `page` and `pageSize` (rows per page). */
export interface PageParams {
  page: number;
  pageSize: number;
}

/** The table's request of one page: the applied filters plus {@link PageParams}. */
export type PagedTableParams<Filters extends object = Record<string, unknown>> = Filters & PageParams;

/**
 * Query options of one page, as `queryOptions()` of TanStack Query builds them: a key from the
 * resource's key factory and a typed call resolving to `{ list, total }`.
 */
// The key type is left open (`any`): a builder's key is its own readonly tuple (with TanStack's data tag),
// and its queryFn is typed for that tuple; the table only passes the options on to `useQuery`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TablePageQueryOptions<Row> = UseQueryOptions<TablePage<Row>, Error, TablePage<Row>, any>;

/**
 * A list query builder of a domain's data-access, e.g. `sysUserListQuery`:
 * `(params) => queryOptions({ queryKey: sysKeys.user.list(params), queryFn: … })`.
 */
export type PagedListQuery<Row, Filters extends object = Record<string, unknown>> = (
  params: PagedTableParams<Filters>,
) => TablePageQueryOptions<Row>;

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * Reads `{ list, total }` from an answer's `data` of the company variant
 * `{ commonPage: { list, total } }` (seeds 001 §3) or of the usual shape; for data-access
 * builders whose operation answers the company variant. A missing list is an empty page; a
 * missing or non-numeric total is the list's length.
 */
export function readPage<Row>(data: unknown): TablePage<Row> {
  const outer = asRecord(data);
  const source = asRecord(outer?.['commonPage']) ?? outer;
  const rawList = source?.['list'];
  const list = Array.isArray(rawList) ? (rawList as Row[]) : [];
  const total = Number(source?.['total']);
  return { list, total: Number.isFinite(total) && total >= 0 ? total : list.length };
}
