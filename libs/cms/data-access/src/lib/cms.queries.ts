import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { cmsKeys } from './cms.keys';
import { type AboutUs, type News, type NewsPage, type PublicNewsColumn, type PublicNewsListParams } from './cms.types';

/** Drops empty strings and undefined values so that keys and URLs stay canonical. */
function compact<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/**
 * One page of the portal's articles (`listPublicNews`, GET /cms/news/publicList; public): published
 * and shown, top first then newest; `columnCode`/`columnId` include the sub-columns, `keyword`
 * matches the title. Rejects with the SDK's `ApiError`.
 */
export function fetchPublicNews(params: PublicNewsListParams, signal?: AbortSignal): Promise<NewsPage> {
  return unwrap(api.GET('/cms/news/publicList', { params: { query: compact(params) }, signal }));
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
  const query = compact(params);
  return queryOptions({
    queryKey: cmsKeys.newsList(query),
    queryFn: ({ signal }) => fetchPublicNews(query, signal),
    staleTime: 30_000,
  });
}

/** Query options of one article. Not retried: the failure (资讯不存在) is shown at once. */
export function publicNewsDetailQuery(id: string) {
  return queryOptions({
    queryKey: cmsKeys.newsDetail(id),
    queryFn: ({ signal }) => fetchPublicNewsDetail(id, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** Query options of a portal column page; 5 min fresh (columns rarely change). */
export function publicNewsColumnQuery(code: string) {
  return queryOptions({
    queryKey: cmsKeys.column(code),
    queryFn: ({ signal }) => fetchPublicNewsColumn(code, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Query options of 关于我们; 5 min fresh. */
export function aboutUsQuery() {
  return queryOptions({ queryKey: cmsKeys.aboutUs(), queryFn: ({ signal }) => fetchAboutUs(signal), staleTime: 5 * 60_000 });
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
