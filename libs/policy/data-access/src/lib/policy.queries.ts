import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { policyKeys } from './policy.keys';
import { type PolicyDetail, type PolicyListParams, type PolicyPage } from './policy.types';
import { compactQuery } from '@qifu/util';

/** Fetches one page of the policy market (`listPolicyDoc`). */
export function fetchPolicyList(params: PolicyListParams, signal?: AbortSignal): Promise<PolicyPage> {
  return unwrap(api.GET('/policy/doc/list', { params: { query: compactQuery(params) }, signal }));
}

/** Fetches one policy (`getPolicyDocDetail`). */
export function fetchPolicyDetail(id: string, signal?: AbortSignal): Promise<PolicyDetail> {
  return unwrap(api.GET('/policy/doc/detail', { params: { query: { id } }, signal }));
}

/**
 * Query options of a policy market page; used by the route loader (`ensureQueryData`) and the
 * page (`useSuspenseQuery`) alike.
 */
export function policyListQuery(params: PolicyListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: policyKeys.list(query),
    queryFn: ({ signal }) => fetchPolicyList(query, signal),
    staleTime: 30_000,
  });
}

/** Query options of one policy's details. */
export function policyDetailQuery(id: string) {
  return queryOptions({
    queryKey: policyKeys.detail(id),
    queryFn: ({ signal }) => fetchPolicyDetail(id, signal),
    staleTime: 60_000,
  });
}

/** A policy market page (suspends; pair with a route loader calling `ensureQueryData(policyListQuery(params))`). */
export function usePolicyList(params: PolicyListParams) {
  return useSuspenseQuery(policyListQuery(params));
}

/** A policy market page without suspense, keeping the previous page while the next loads. */
export function usePolicyListQuery(params: PolicyListParams) {
  return useQuery({ ...policyListQuery(params), placeholderData: keepPreviousData });
}

/** One policy's details (suspends). */
export function usePolicyDetail(id: string) {
  return useSuspenseQuery(policyDetailQuery(id));
}

