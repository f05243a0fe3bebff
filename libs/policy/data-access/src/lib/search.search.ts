import { validatePolicyMarketSearch } from './policy-market.search';

/**
 * The URL search of /page/policysearch:
 * `?keyword=…&policyDepName=…&supportMode=…&startDate=YYYY-MM-DD&endDate=YYYY-MM-DD&page=2`.
 * Empty values are left out of the URL.
 */
export interface PolicySearchSearch {
  keyword?: string;
  policyDepName?: string;
  supportMode?: string;
  /** 发布时间起, calendar day `YYYY-MM-DD`. */
  startDate?: string;
  /** 发布时间止, calendar day `YYYY-MM-DD`. */
  endDate?: string;
  page?: number;
}

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused), else `undefined`. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : undefined;
}

/**
 * Validates the raw search of the policy search route (TanStack Router `validateSearch`): the
 * keyword, issuing unit, support mode and page follow the market's rules
 * ({@link validatePolicyMarketSearch}: trimmed, keyword ≤ 50, unit ≤ 100, mode ≤ 16 characters,
 * page an integer > 1); dates must be real days `YYYY-MM-DD`, and an end earlier than the start is
 * dropped (seeds 000 §5 "Date range").
 */
export function validatePolicySearchSearch(raw: Record<string, unknown>): PolicySearchSearch {
  const search: PolicySearchSearch = validatePolicyMarketSearch(raw);
  const startDate = day(raw['startDate']);
  const endDate = day(raw['endDate']);
  if (startDate) search.startDate = startDate;
  if (endDate && !(startDate && endDate < startDate)) search.endDate = endDate;
  return search;
}

