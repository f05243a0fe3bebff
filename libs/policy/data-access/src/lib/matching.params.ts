/** The list queries of the policy-service searches (kept apart from the route validators of the first load). */
import { MATCH_PAGE_SIZE } from './matching.constants';
import { type CalculatorListSearch, type HotListSearch } from './matching.search';
import { type ApplyProjectListParams, type ProjectMatchListParams } from './matching.types';
import { definedParams } from '@qifu/util';

/** The `applyProjectMatchList` query of a calculator list search: page size 10. */
export function toProjectMatchListParams(search: CalculatorListSearch): ProjectMatchListParams {
  return definedParams({ page: search.page ?? 1, pageSize: MATCH_PAGE_SIZE, matchResult: search.result });
}

/** The `listPublicApplyProject` query of a declaration-project search: page size 10. */
export function toApplyProjectListParams(search: HotListSearch): ApplyProjectListParams {
  return definedParams({ page: search.page ?? 1, pageSize: MATCH_PAGE_SIZE, applyPhase: search.phase, keyword: search.keyword });
}
