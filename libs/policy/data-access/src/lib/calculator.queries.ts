/** 政策计算器 (issue 15; seeds 001 §7 /admin/policyCalculator/*): the list, detail, progress and result reads. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { compactQuery, type FormQuery } from '@qifu/util';

import { calculatorKeys } from './calculator.keys';
import type { PolicyCalculatorListParams, PreMatchJob, PreMatchResultParams } from './calculator.types';

/** How often a running pre-match's progress is polled (ms; seeds 001 §7 "poll every 2 s"). */
export const PRE_MATCH_POLL_MS = 2000;

/**
 * Query options of one page of calculators (`listPolicyCalculator`, policy:calculator:list): newest
 * change first; blank filters dropped. Resolves to `{ list, total }` — the paged table's `query`.
 */
export function calculatorListQuery(params: FormQuery<PolicyCalculatorListParams>) {
  const query = compactQuery<PolicyCalculatorListParams>(params);
  return queryOptions({
    queryKey: calculatorKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policyCalculator/list', { params: { query }, signal })),
  });
}

/** Query options of one calculator (`getPolicyCalculatorDetail`): tags, rule, audit and `lastJobId`. */
export function calculatorDetailQuery(id: string) {
  return queryOptions({
    queryKey: calculatorKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policyCalculator/detail', { params: { query: { id } }, signal })),
  });
}

/** One calculator ({@link calculatorDetailQuery}); nothing is fetched without an id. */
export function useCalculatorDetail(id: string | undefined) {
  return useQuery({ ...calculatorDetailQuery(id ?? ''), enabled: Boolean(id) });
}

/** True while a job is queued or running (the progress is polled). */
export function isPreMatchRunning(job: Pick<PreMatchJob, 'status'> | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * The pre-match job's progress (`getPreMatchProgress`): server state, so a reload or a second browser
 * shows the same; polled every {@link PRE_MATCH_POLL_MS} while queued or running, then left alone.
 */
export function usePreMatchProgress(jobId: string | null | undefined) {
  return useQuery({
    queryKey: calculatorKeys.progress(jobId ?? ''),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policyCalculator/progress', { params: { query: { jobId: jobId ?? '' } }, signal })),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (isPreMatchRunning(query.state.data) ? PRE_MATCH_POLL_MS : false),
  });
}

/**
 * Query options of one page of a calculator's pre-match result (`listPreMatchResult`): best match
 * first. Resolves to `{ list, total }`.
 */
export function preMatchResultQuery(id: string, params: FormQuery<PreMatchResultParams>) {
  const query = compactQuery<PreMatchResultParams>(params);
  return queryOptions({
    queryKey: calculatorKeys.result(id, query),
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policyCalculator/matchResultList', { params: { query: { ...query, id } }, signal })),
  });
}

/**
 * The policies a calculator may belong to (`listAdminPolicyOption`, policy:info:list): `{ label:
 * policyTitle, value: id }`, newest first, at most 200; `keyword` narrows by title.
 */
export function calculatorPolicyOptionsQuery(keyword = '') {
  const query = keyword.trim() ? { keyword: keyword.trim() } : {};
  return queryOptions({
    queryKey: [...calculatorKeys.all, 'policyOptions', query] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/admin/policy/info/option', { params: { query }, signal })),
    staleTime: 60_000,
  });
}
