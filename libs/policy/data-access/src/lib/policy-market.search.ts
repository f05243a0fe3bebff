import { POLICY_MARKET_PAGE_SIZE, type PolicyListParams } from './policy.types';

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

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
}

/** Validates the raw search of the policy market route (TanStack Router `validateSearch`). */
export function validatePolicyMarketSearch(raw: Record<string, unknown>): PolicyMarketSearch {
  const page = Number(raw['page']);
  const search: PolicyMarketSearch = {};
  if (Number.isInteger(page) && page > 1 && page <= 100_000) search.page = page;
  const keyword = text(raw['keyword'], 50);
  if (keyword) search.keyword = keyword;
  const policyDepName = text(raw['policyDepName'], 100);
  if (policyDepName) search.policyDepName = policyDepName;
  const supportMode = text(raw['supportMode'], 16);
  if (supportMode) search.supportMode = supportMode;
  return search;
}

/** Validates the raw search of the policy details route. */
export function validatePolicyDetailSearch(raw: Record<string, unknown>): PolicyDetailSearch {
  const id = text(raw['id'], 64);
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
