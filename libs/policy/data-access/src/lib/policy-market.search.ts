import { POLICY_MARKET_PAGE_SIZE, type PolicyListParams } from './policy.types';
import { definedParams, pageParam, textParam } from '@qifu/util';

/**
 * The URL search of /page/policymarket/index: `?page=2&keyword=…&policyDepName=…&supportMode=…`.
 * Empty values are left out of the URL.
 */
export interface PolicyMarketSearch {
  page?: number;
  keyword?: string;
  policyDepName?: string;
  supportMode?: string;
}

/** The URL search of /page/policymarket/details: `?id=<policy id>` (seeds 000 §2, 001 §2). */
export interface PolicyDetailSearch {
  id?: string;
}

/** Validates the raw search of the policy market route (TanStack Router `validateSearch`). */
export function validatePolicyMarketSearch(raw: Record<string, unknown>): PolicyMarketSearch {
  return definedParams({
    page: pageParam(raw['page']),
    keyword: textParam(raw['keyword'], 50),
    policyDepName: textParam(raw['policyDepName'], 100),
    supportMode: textParam(raw['supportMode'], 16),
  });
}

/** Validates the raw search of the policy details route. */
export function validatePolicyDetailSearch(raw: Record<string, unknown>): PolicyDetailSearch {
  const id = textParam(raw['id'], 64);
  return id ? { id } : {};
}

/** The `listPolicyDoc` query of a market search: page size 10 (seeds 001 §9). */
export function toPolicyListParams(search: PolicyMarketSearch): PolicyListParams {
  return {
    page: search.page ?? 1,
    pageSize: POLICY_MARKET_PAGE_SIZE,
    keyword: search.keyword,
    policyDepName: search.policyDepName,
    supportMode: search.supportMode,
  };
}
