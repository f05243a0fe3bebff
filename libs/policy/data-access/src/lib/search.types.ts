import type { components } from '@qifu/sdk';

import { type PolicyListParams } from './policy.types';

/**
 * Query of the policy search (/page/policysearch), i.e. of `listPolicyDoc`: page, pageSize,
 * keyword (split at white space, every word must occur in the title or the body text),
 * policyDepName (exact), supportMode (dictionary value) and the publish-day range `startDate` /
 * `endDate` (`YYYY-MM-DD`, China time, both inclusive).
 */
export type PolicySearchParams = PolicyListParams;

/** The filter options of `getPolicyDocOption`: issuing units and support modes (`{ label, value }`, no 全部). */
export type PolicyDocOption = components['schemas']['PolicyDocOption'];

/** Page size of the policy search (issue 5 "page size 10"; seeds 001 §9). */
export const POLICY_SEARCH_PAGE_SIZE = 10;
