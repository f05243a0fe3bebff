import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { policySearchKeys } from './search.keys';
import { type PolicyPage } from './policy.types';
import { type PolicyDocOption, type PolicySearchParams } from './search.types';
import { compactQuery } from '@qifu/util';

/**
 * Fetches one page of search hits (`listPolicyDoc`, GET /policy/doc/list; public): published
 * policies, newest first, filtered by keyword (every word in the title or the body text), issuing
 * unit (exact), support mode (dictionary value) and publish days. Rejects with the SDK's
 * `ApiError` on failure.
 */
export function fetchPolicySearch(params: PolicySearchParams, signal?: AbortSignal): Promise<PolicyPage> {
  const query = compactQuery(params);
  return unwrap(api.GET('/policy/doc/list', { params: { query }, signal }));
}

/**
 * Query options of one page of the policy search, for route loaders (`ensureQueryData`) and the
 * page alike; 30 s fresh.
 */
export function policySearchQuery(params: PolicySearchParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: policySearchKeys.list(query),
    queryFn: ({ signal }) => fetchPolicySearch(query, signal),
    staleTime: 30_000,
  });
}

/**
 * Query options of the search filters (`getPolicyDocOption`, GET /policy/doc/option, public, seeds
 * 001 §7): the issuing units of the published policies and the support modes, `{ label, value }`
 * each, without 全部; 10 min fresh.
 */
export function policyDocOptionQuery() {
  return queryOptions({
    queryKey: policySearchKeys.options(),
    queryFn: ({ signal }): Promise<PolicyDocOption> => unwrap(api.GET('/policy/doc/option', { signal })),
    staleTime: 10 * 60_000,
  });
}

/**
 * One page of search hits without suspense, keeping the previous page on screen while the next
 * loads (the search input stays usable while typing).
 */
export function usePolicySearch(params: PolicySearchParams) {
  return useQuery({ ...policySearchQuery(params), placeholderData: keepPreviousData });
}

/** The issuing-unit and support-mode options of the search filters (no suspense: the filters show while they load). */
export function usePolicyDocOption() {
  return useQuery(policyDocOptionQuery());
}
