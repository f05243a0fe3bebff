/** The list query of a policy search (kept apart from the route validator of the first load). */
import { type PolicySearchSearch } from './search.search';
import { POLICY_SEARCH_PAGE_SIZE, type PolicySearchParams } from './search.types';

/** The `listPolicyDoc` query of a policy search: page size 10, the filters as given. */
export function toPolicySearchParams(search: PolicySearchSearch): PolicySearchParams {
  return {
    page: search.page ?? 1,
    pageSize: POLICY_SEARCH_PAGE_SIZE,
    keyword: search.keyword,
    policyDepName: search.policyDepName,
    supportMode: search.supportMode,
    startDate: search.startDate,
    endDate: search.endDate,
  };
}
