/**
 * `@qifu/sdk/react-query` — typed TanStack Query hooks for every operation of the API, for
 * consumers outside this repository (issue 17): openapi-react-query on a client made by
 * `createApiClient`, so the hooks share its middleware (token, envelope, messages, refresh).
 * A separate entry (and Nx project): the SDK's main entry knows nothing of React.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://host/api' });
 * const $api = createApiQueryHooks(api);
 * // in a component: data is the envelope { success, code, msg, data }
 * const { data } = $api.useQuery('get', '/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } });
 */
import type { ApiClient, paths } from '@qifu/sdk';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';

/**
 * The hooks and option builders of every operation (`useQuery`, `useSuspenseQuery`,
 * `useInfiniteQuery`, `useMutation`, `queryOptions`), typed by path and method from the contract.
 * A failed call rejects with the SDK's `ApiError` (the query's `error`).
 */
export type ApiQueryHooks = OpenapiQueryClient<paths>;

/** Creates {@link ApiQueryHooks} on `api` (the same requests, middleware and base URL). */
export function createApiQueryHooks(api: ApiClient): ApiQueryHooks {
  return createQueryHooks(api.client);
}
