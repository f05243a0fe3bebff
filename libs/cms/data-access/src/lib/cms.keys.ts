import { type PublicNewsListParams } from './cms.types';

/**
 * Query keys of the cms domain (CONVENTIONS.md "query-key factory per resource"): public articles
 * (lists and details), portal columns, and the 关于我们 content. Hooks own their keys.
 */
export const cmsKeys = {
  all: ['cms'] as const,
  news: () => [...cmsKeys.all, 'news'] as const,
  newsLists: () => [...cmsKeys.news(), 'list'] as const,
  newsList: (params: PublicNewsListParams) => [...cmsKeys.newsLists(), params] as const,
  newsDetails: () => [...cmsKeys.news(), 'detail'] as const,
  newsDetail: (id: string) => [...cmsKeys.newsDetails(), id] as const,
  columns: () => [...cmsKeys.all, 'column'] as const,
  column: (code: string) => [...cmsKeys.columns(), code] as const,
  aboutUs: () => [...cmsKeys.all, 'aboutUs'] as const,
};
