import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { type PolicyPage } from './policy.types';
import { policySubKeys } from './sub.keys';
import { type MySubPoliciesParams, type PolMySub } from './sub.types';

/**
 * Query options of the caller's subscription (`getFindMySub`, GET /pol/my/getFindMySub, QY or GR
 * login; seeds 001 §2 "Policy tag subscription filter", §4 "Policy tag filter"): the filter lines
 * and the subscribed tag ids.
 */
export function mySubSettingsQuery() {
  return queryOptions({
    queryKey: policySubKeys.settings(),
    queryFn: ({ signal }): Promise<PolMySub> => unwrap(api.GET('/pol/my/getFindMySub', { signal })),
  });
}

/**
 * Query options of one page of the caller's subscribed policies (`getMySub`, GET /pol/my/getMySub,
 * QY or GR login; seeds 001 §7): published policies carrying the given subscribed tag, or any
 * subscribed tag without `tagInfoId`, newest first.
 */
export function mySubPoliciesQuery(params: MySubPoliciesParams) {
  const query: MySubPoliciesParams = { page: params.page, pageSize: params.pageSize };
  if (params.tagInfoId) query.tagInfoId = params.tagInfoId;
  return queryOptions({
    queryKey: policySubKeys.list(query),
    queryFn: ({ signal }): Promise<PolicyPage> => unwrap(api.GET('/pol/my/getMySub', { params: { query }, signal })),
  });
}

/** Options callers may tune on the subscription hooks (the key and function stay the hook's). */
export interface MySubQueryOptions {
  /** Run the query; pass `false` while the caller is not a logged-in QY/GR user. Default true. */
  enabled?: boolean;
}

/** The caller's subscription settings (no suspense). */
export function useMySubSettings(options: MySubQueryOptions = {}) {
  return useQuery({ ...mySubSettingsQuery(), enabled: options.enabled ?? true });
}

/** One page of the caller's subscribed policies, keeping the previous page while the next loads. */
export function useMySubPolicies(params: MySubPoliciesParams, options: MySubQueryOptions = {}) {
  return useQuery({ ...mySubPoliciesQuery(params), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}
