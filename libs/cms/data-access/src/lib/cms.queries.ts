import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { cmsKeys } from './cms.keys';
import {
  type AboutUs,
  type CmsColumnTreeParams,
  type CmsNewsListParams,
  type News,
  type NewsColumn,
  type NewsPage,
  type PublicNewsColumn,
  type PublicNewsListParams,
} from './cms.types';
import { compactQuery } from '@qifu/util';

/**
 * One page of the portal's articles (`listPublicNews`, GET /cms/news/publicList; public): published
 * and shown, top first then newest; `columnCode`/`columnId` include the sub-columns, `keyword`
 * matches the title. Rejects with the SDK's `ApiError`.
 */
export function fetchPublicNews(params: PublicNewsListParams, signal?: AbortSignal): Promise<NewsPage> {
  return unwrap(api.GET('/cms/news/publicList', { params: { query: compactQuery(params) }, signal }));
}

/**
 * One article (`getPublicNewsDetail`, GET /cms/news/publicDetail; public). Counts a view on the
 * server. Rejects with `ApiError` code NOT_FOUND_ENTITY (资讯不存在) for an article not on the portal.
 */
export function fetchPublicNewsDetail(id: string, signal?: AbortSignal): Promise<News> {
  return unwrap(api.GET('/cms/news/publicDetail', { params: { query: { id } }, signal }));
}

/** A portal column page by code (`getPublicNewsColumn`, GET /cms/news/column/publicDetail; public). */
export function fetchPublicNewsColumn(code: string, signal?: AbortSignal): Promise<PublicNewsColumn> {
  return unwrap(api.GET('/cms/news/column/publicDetail', { params: { query: { code } }, signal }));
}

/** The 关于我们 content (`getAboutUs`, GET /aboutUs/detail; public). */
export function fetchAboutUs(signal?: AbortSignal): Promise<AboutUs> {
  return unwrap(api.GET('/aboutUs/detail', { signal }));
}

/** Query options of one page of articles; 30 s fresh. */
export function publicNewsListQuery(params: PublicNewsListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: cmsKeys.news.publicList(query),
    queryFn: ({ signal }) => fetchPublicNews(query, signal),
    staleTime: 30_000,
  });
}

/** Query options of one article. Not retried: the failure (资讯不存在) is shown at once. */
export function publicNewsDetailQuery(id: string) {
  return queryOptions({
    queryKey: cmsKeys.news.publicDetail(id),
    queryFn: ({ signal }) => fetchPublicNewsDetail(id, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** Query options of a portal column page; 5 min fresh (columns rarely change). */
export function publicNewsColumnQuery(code: string) {
  return queryOptions({
    queryKey: cmsKeys.column.publicDetail(code),
    queryFn: ({ signal }) => fetchPublicNewsColumn(code, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The one record of 关于我们 in the key factory. */
const ABOUT_US = 'current';

/** Query options of 关于我们 (the portal page and the staff form read the same); 5 min fresh. */
export function aboutUsQuery() {
  return queryOptions({ queryKey: cmsKeys.aboutUs.detail(ABOUT_US), queryFn: ({ signal }) => fetchAboutUs(signal), staleTime: 5 * 60_000 });
}

/** One page of articles (suspends; pair with `QueryBoundary`). */
export function usePublicNewsList(params: PublicNewsListParams) {
  return useSuspenseQuery(publicNewsListQuery(params));
}

/** One article (suspends; pair with `QueryBoundary`). */
export function usePublicNewsDetail(id: string) {
  return useSuspenseQuery(publicNewsDetailQuery(id));
}

/** A portal column page (suspends). */
export function usePublicNewsColumn(code: string) {
  return useSuspenseQuery(publicNewsColumnQuery(code));
}

/** 关于我们 (suspends). */
export function useAboutUs() {
  return useSuspenseQuery(aboutUsQuery());
}

// ---------------------------------------------------------------- staff (新闻内容, 栏目管理)

/** Staff lists are fresh for 10 s: a change elsewhere shows up at the next visit. */
const STAFF_STALE_MS = 10_000;

/**
 * Query options of one page of the staff article list (`listNews`, GET /cms/news/list; staff,
 * cms:news:list; seeds 001 §7): every state, top first, then newest created. `params` are the
 * filters (`keyword` in the title, `columnId` with its sub-columns, `status`, `isTop`,
 * `startTime`/`endTime` publish days `YYYY-MM-DD` in China time) plus 1-based `page` and
 * `pageSize`; resolves to `{ list, total }` for the paged table.
 * Rejects with `ApiError` (FORBIDDEN without the permission; BAD_REQUEST 开始日期不能晚于结束日期).
 */
export function cmsNewsListQuery(params: CmsNewsListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: cmsKeys.news.list(query),
    queryFn: ({ signal }): Promise<NewsPage> => unwrap(api.GET('/cms/news/list', { params: { query }, signal })),
    staleTime: STAFF_STALE_MS,
  });
}

/**
 * Query options of one whole article in any state (`previewNews`, GET /cms/news/preview; staff,
 * cms:news:preview): the edit form's data and the portal preview. Counts no view. Not retried:
 * NOT_FOUND_ENTITY 新闻不存在 is shown at once.
 */
export function cmsNewsPreviewQuery(id: string) {
  return queryOptions({
    queryKey: cmsKeys.news.detail(id),
    queryFn: ({ signal }): Promise<News> => unwrap(api.GET('/cms/news/preview', { params: { query: { id } }, signal })),
    staleTime: STAFF_STALE_MS,
    retry: false,
  });
}

/** One article for the edit dialog (not suspending; idle without an id). */
export function useCmsNewsPreview(id: string | undefined) {
  return useQuery({ ...cmsNewsPreviewQuery(id ?? ''), enabled: Boolean(id) });
}

/** One article for the portal preview (suspends; pair with `QueryBoundary`). */
export function useCmsNewsPreviewSuspense(id: string) {
  return useSuspenseQuery(cmsNewsPreviewQuery(id));
}

/**
 * Query options of the staff column tree (`listNewsColumn`, GET /cms/news/column/list; staff,
 * cms:column:list): every column, shown or not, siblings by sort, each with its article count;
 * `columnName` keeps the matching columns and their ancestors.
 */
export function cmsColumnTreeQuery(params: CmsColumnTreeParams = {}) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: cmsKeys.column.list(query),
    queryFn: ({ signal }): Promise<NewsColumn[]> => unwrap(api.GET('/cms/news/column/list', { params: { query }, signal })),
    staleTime: STAFF_STALE_MS,
  });
}

/** The staff column tree (not suspending: the tree table shows its loading and error states). */
export function useCmsColumnTree(params: CmsColumnTreeParams = {}, tuning: { enabled?: boolean } = {}) {
  return useQuery({ ...cmsColumnTreeQuery(params), enabled: tuning.enabled ?? true });
}

/** Query options of one column (`getNewsColumnDetail`, GET /cms/news/column/detail; cms:column:list). */
export function cmsColumnDetailQuery(id: string) {
  return queryOptions({
    queryKey: cmsKeys.column.detail(id),
    queryFn: ({ signal }): Promise<NewsColumn> => unwrap(api.GET('/cms/news/column/detail', { params: { query: { id } }, signal })),
    staleTime: STAFF_STALE_MS,
    retry: false,
  });
}

/** One column for the edit dialog (its description is not needed from the tree; idle without an id). */
export function useCmsColumnDetail(id: string | undefined) {
  return useQuery({ ...cmsColumnDetailQuery(id ?? ''), enabled: Boolean(id) });
}

/** 关于我们 for the staff form (not suspending). */
export function useAboutUsForEdit() {
  return useQuery(aboutUsQuery());
}
