import { type components, unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { GlobalSearchSearch } from './global-search.search';

/** Hits per page of the global search. */
export const GLOBAL_SEARCH_PAGE_SIZE = 10;

/** One page of hits with the counts per kind (`PortalGlobalSearchPage`). */
export type GlobalSearchResult = components['schemas']['PortalGlobalSearchPage'];
/** One hit (`PortalGlobalSearchItem`). */
export type GlobalSearchHit = components['schemas']['PortalGlobalSearchItem'];

/** Query options of a search page (`globalSearch`); needs a keyword. */
export function globalSearchQuery(search: GlobalSearchSearch & { keyword: string }) {
  const query = {
    keyword: search.keyword,
    type: search.type ?? ('all' as const),
    page: search.page ?? 1,
    pageSize: GLOBAL_SEARCH_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: ['globalSearch', query] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/thirdPartApi/globalSearch', { params: { query }, signal })),
    staleTime: 30_000,
  });
}

/** A search page, keeping the previous one while the next loads; idle without a keyword. */
export function useGlobalSearch(search: GlobalSearchSearch) {
  const keyword = search.keyword ?? '';
  return useQuery({ ...globalSearchQuery({ ...search, keyword }), enabled: keyword !== '', placeholderData: keepPreviousData });
}
