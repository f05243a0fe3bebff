/**
 * What the pickers ask of their data (seeds 001 §7 "Selector and tree widgets GET … with params";
 * CONVENTIONS "a list page"): like the paged table, a picker does not fetch by address. The page
 * hands it query options built in a domain's data-access — a typed operation under the resource's
 * own query key — so invalidating the resource (its mutations) refreshes its pickers too.
 */
import type { QueryFunctionContext, UseQueryOptions } from '@tanstack/react-query';

/**
 * Query options as `queryOptions()` of TanStack Query builds them, resolving to `Data`.
 */
// The key type is left open (`any`), as in the paged table: a builder's key is its own readonly tuple (with
// TanStack's data tag) and its queryFn is typed for that tuple; the picker only passes the options on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PickerQueryOptions<Data> = UseQueryOptions<Data, Error, Data, any>;

/** One page of a remote dropdown (seeds 001 §3 "Paged list response: list, total"). */
export interface PickerPage<Item> {
  list: Item[];
  /** Number of items matching the search on all pages. */
  total: number;
}

/** What the remote dropdown asks for: a 1-based page, its size (12, seeds 001 §9) and the typed keyword (left out when empty). */
export interface PickerPageParams {
  page: number;
  pageSize: number;
  keyword?: string;
}

/**
 * A page query builder of a domain's data-access for {@link RemoteSelect}, e.g.
 * `(params) => queryOptions({ queryKey: policyAdminKeys.list({ titles: true, ...params }), queryFn: … })`.
 */
export type PickerPageQuery<Item> = (params: PickerPageParams) => PickerQueryOptions<PickerPage<Item>>;

/**
 * A level query builder for {@link Cascader}: the children of `parent` (`null` for the first level),
 * e.g. `techDomainLevelQuery('1')` of the technology data-access.
 */
export type CascaderLevelQuery<Item> = (parent: string | null) => PickerQueryOptions<Item[]>;

/**
 * Runs the query function of `options` with the context of another query (an infinite query's page):
 * its own key, the caller's signal and client.
 * @throws Error when the options have no query function (a `skipToken`).
 */
export function runQueryFn<Data>(options: PickerQueryOptions<Data>, context: Pick<QueryFunctionContext, 'client' | 'signal' | 'meta'>): Promise<Data> {
  const { queryFn } = options;
  if (typeof queryFn !== 'function') return Promise.reject(new Error('picker query without a query function'));
  return Promise.resolve(queryFn({ ...context, queryKey: options.queryKey }));
}
