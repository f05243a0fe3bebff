/** The list query of the subscribed policies (kept apart from the route validator of the first load). */
import { type PolicySubSearch } from './sub.search';
import { type MySubPoliciesParams } from './sub.types';

/** Page size of the subscribed policies (seeds 001 §9: 10). */
export const MY_SUB_PAGE_SIZE = 10;

/** The `getMySub` query of a subscription page: page size 10. */
export function toMySubPoliciesParams(search: PolicySubSearch): MySubPoliciesParams {
  return { page: search.page ?? 1, pageSize: MY_SUB_PAGE_SIZE, tagInfoId: search.tagInfoId };
}
