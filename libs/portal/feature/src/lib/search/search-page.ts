/** 全站搜索 (/page/search), loaded with `loadSearchPage()`. */
export { GlobalSearchPage, SEARCH_TABS, type GlobalSearchPageProps } from './global-search-page';
export { GLOBAL_SEARCH_PAGE_SIZE, globalSearchQuery, useGlobalSearch, type GlobalSearchHit, type GlobalSearchResult } from './global-search.queries';
export { HighlightText } from './highlight-text';
