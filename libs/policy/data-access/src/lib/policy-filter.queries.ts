/** The policy market's filter options (support modes, issuing units); apart from the first load's list and detail queries. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { fetchPolicyList } from './policy.queries';
import { policyKeys } from './policy.keys';
import { type DictMap } from './policy.types';

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

/** Support-mode filter options (no suspense: the filter shows while they load). */
export function useSupportModeOptions() {
  return useQuery(supportModeOptionsQuery());
}

/**
 * Issuing-unit filter options (no suspense: the filter shows while they load). `enabled` false
 * (the filter not opened yet) fetches nothing: the options come from a 9000-row list (about
 * 0.7 s of main thread at 4× CPU slowdown), so the market loads them when the visitor opens the
 * filter, not at first render (issue 14, total blocking time).
 */
export function usePolicyDepNameOptions(enabled = true) {
  return useQuery({ ...policyDepNameOptionsQuery(), enabled });
}
