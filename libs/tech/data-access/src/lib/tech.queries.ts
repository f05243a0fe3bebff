/**
 * Reads of the techService pages (seeds 000 §2 techService; contract listPublicTech*,
 * getTech*Detail, getTechDomainTree, getTechHomeStatistic, getTechHomeRecommend): fetchers,
 * query-option builders (for route loaders and components alike) and hooks.
 */
import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { techKeys } from './tech.keys';
import type {
  TechDetailOf,
  TechDomainNode,
  TechHomeRecommend,
  TechHomeStatistic,
  TechKind,
  TechListParams,
  TechPage,
} from './tech.types';
import { compactQuery } from '@qifu/util';

/**
 * One page of a kind's items on the shelf (`GET /tech/{kind}/publicList`).
 * @throws ApiError (from `unwrap`) when the server answers a failure.
 */
export async function fetchTechList<K extends TechKind>(kind: K, params: TechListParams, signal?: AbortSignal): Promise<TechPage<K>> {
  const query = compactQuery(params);
  const init = { params: { query }, signal };
  switch (kind) {
    case 'achievement':
      return (await unwrap(api.GET('/tech/achievement/publicList', init))) as TechPage<K>;
    case 'institute':
      return (await unwrap(api.GET('/tech/institute/publicList', init))) as TechPage<K>;
    case 'expert':
      return (await unwrap(api.GET('/tech/expert/publicList', init))) as TechPage<K>;
    default:
      return (await unwrap(api.GET('/tech/requirement/publicList', init))) as TechPage<K>;
  }
}

/**
 * One item of a kind (`GET /tech/{kind}/detail?id=`); counts a view on the server.
 * @throws ApiError NOT_FOUND_ENTITY for an unknown id or an item not on the shelf.
 */
export async function fetchTechDetail<K extends TechKind>(kind: K, id: string, signal?: AbortSignal): Promise<TechDetailOf[K]> {
  const init = { params: { query: { id } }, signal };
  switch (kind) {
    case 'achievement':
      return (await unwrap(api.GET('/tech/achievement/detail', init))) as TechDetailOf[K];
    case 'institute':
      return (await unwrap(api.GET('/tech/institute/detail', init))) as TechDetailOf[K];
    case 'expert':
      return (await unwrap(api.GET('/tech/expert/detail', init))) as TechDetailOf[K];
    default:
      return (await unwrap(api.GET('/tech/requirement/detail', init))) as TechDetailOf[K];
  }
}

/** Query options of one page of a kind's public list (stale after 30 s). */
export function techListQuery<K extends TechKind>(kind: K, params: TechListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: techKeys.list(kind, query),
    queryFn: ({ signal }) => fetchTechList(kind, query, signal),
    staleTime: 30_000,
  });
}

/** Query options of one item's details (stale after 60 s). */
export function techDetailQuery<K extends TechKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: techKeys.detail(kind, id),
    queryFn: ({ signal }) => fetchTechDetail(kind, id, signal),
    staleTime: 60_000,
  });
}

/** Query options of the 技术领域 tree (type 1; stale after 10 min). */
export function techDomainTreeQuery() {
  return queryOptions({
    queryKey: techKeys.domainTree(),
    queryFn: ({ signal }): Promise<TechDomainNode[]> => unwrap(api.GET('/tech/domain/tree', { params: { query: { type: '1' } }, signal })),
    staleTime: 10 * 60_000,
  });
}

/** Query options of the statistic strip's counts (stale after 60 s). */
export function techStatisticQuery() {
  return queryOptions({
    queryKey: techKeys.statistic(),
    queryFn: ({ signal }): Promise<TechHomeStatistic> => unwrap(api.GET('/tech/home/statistic', { signal })),
    staleTime: 60_000,
  });
}

/** Query options of the newest items on the shelf, `limit` (1–20) of each kind (stale after 60 s). */
export function techRecommendQuery(limit = 6) {
  return queryOptions({
    queryKey: techKeys.recommend(limit),
    queryFn: ({ signal }): Promise<TechHomeRecommend> => unwrap(api.GET('/tech/home/recommend', { params: { query: { limit } }, signal })),
    staleTime: 60_000,
  });
}

/** A page of a kind's public list (suspends). */
export function useTechList<K extends TechKind>(kind: K, params: TechListParams) {
  return useSuspenseQuery(techListQuery(kind, params));
}

/** A page of a kind's public list without suspense, keeping the previous page while the next loads. */
export function useTechListQuery<K extends TechKind>(kind: K, params: TechListParams) {
  return useQuery({ ...techListQuery(kind, params), placeholderData: keepPreviousData });
}

/** One item's details (suspends). */
export function useTechDetail<K extends TechKind>(kind: K, id: string) {
  return useSuspenseQuery(techDetailQuery(kind, id));
}

/** The 技术领域 tree (not suspending: filters render while it loads). */
export function useTechDomainTree() {
  return useQuery(techDomainTreeQuery());
}

/** The statistic strip's counts (not suspending). */
export function useTechStatistic() {
  return useQuery(techStatisticQuery());
}

/** The newest items on the shelf of each kind (suspends). */
export function useTechRecommend(limit = 6) {
  return useSuspenseQuery(techRecommendQuery(limit));
}
