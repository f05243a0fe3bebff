import type { TechListSearch } from './tech.search';
import { TECH_PAGE_SIZE, type TechListParams } from './tech.types';

/** The `listPublicTech*` query of a list search: page (1 when absent), page size 10, keyword, domainId. */
export function toTechListParams(search: TechListSearch): TechListParams {
  return {
    page: search.page ?? 1,
    pageSize: TECH_PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.domainId ? { domainId: search.domainId } : {}),
  };
}
