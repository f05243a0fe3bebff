import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { polConsultKeys, policyKeys } from './policy.keys';
import {
  type DictMap,
  type PolConsultListParams,
  type PolConsultPage,
  type PolicyDetail,
  type PolicyListParams,
  type PolicyPage,
} from './policy.types';

/** Drops empty strings and undefined values so that keys and URLs stay canonical. */
function compact<T extends object>(params: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out as T;
}

/** Fetches one page of the policy market (`listPolicyDoc`). */
export function fetchPolicyList(params: PolicyListParams, signal?: AbortSignal): Promise<PolicyPage> {
  return unwrap(api.GET('/policy/doc/list', { params: { query: compact(params) }, signal }));
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
  const query = compact(params);
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

/**
 * Query options of the support-mode options of the market filter: the `supportMode` dictionary of
 * `getDict`, without the option labelled 全部 (seeds 001 §5).
 */
export function supportModeOptionsQuery() {
  return queryOptions({
    queryKey: [...policyKeys.all, 'supportModeOptions'] as const,
    queryFn: async ({ signal }) => {
      const dicts: DictMap = await unwrap(api.GET('/sys/dict/getDict', { signal }));
      return (dicts['supportMode'] ?? []).filter((option) => option.label !== '全部');
    },
    staleTime: 10 * 60_000,
  });
}

/**
 * Query options of the issuing units of the market filter: the distinct `policyDepName`s of all
 * published policies, from `listPolicyDoc` in its show-all mode (page size 9000, seeds 001 §9).
 * Interim: the documents name a `/policy/doc/option` call (seeds 001 §7) that the contract does
 * not declare yet; switch to it when it exists.
 */
export function policyDepNameOptionsQuery() {
  return queryOptions({
    queryKey: policyKeys.depNames(),
    queryFn: async ({ signal }) => {
      const page = await fetchPolicyList({ page: 1, pageSize: 9000 }, signal);
      return [...new Set(page.list.map((item) => item.policyDepName))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
    },
    staleTime: 10 * 60_000,
  });
}

/** Query options of the staff consultation list (`listPolConsult`, permission pol:consult:view). */
export function polConsultListQuery(params: PolConsultListParams) {
  const query = compact(params);
  return queryOptions({
    queryKey: polConsultKeys.list(query),
    queryFn: ({ signal }): Promise<PolConsultPage> =>
      unwrap(api.GET('/pol/consult/view', { params: { query }, signal })),
  });
}

/** Query options of the caller's own consultations (`getPolConsult`). */
export function myPolConsultQuery(params: PolConsultListParams) {
  const query = compact(params);
  return queryOptions({
    queryKey: polConsultKeys.mine(query),
    queryFn: ({ signal }): Promise<PolConsultPage> =>
      unwrap(api.GET('/pol/my/getPolConsult', { params: { query }, signal })),
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

/** Support-mode filter options (no suspense: the filter shows while they load). */
export function useSupportModeOptions() {
  return useQuery(supportModeOptionsQuery());
}

/** Issuing-unit filter options (no suspense: the filter shows while they load). */
export function usePolicyDepNameOptions() {
  return useQuery(policyDepNameOptionsQuery());
}

/** The staff consultation list, keeping the previous page while the next loads (for tables). */
export function usePolConsultList(params: PolConsultListParams) {
  return useQuery({ ...polConsultListQuery(params), placeholderData: keepPreviousData });
}

/** The caller's own consultations, keeping the previous page while the next loads. */
export function useMyPolConsult(params: PolConsultListParams) {
  return useQuery({ ...myPolConsultQuery(params), placeholderData: keepPreviousData });
}
