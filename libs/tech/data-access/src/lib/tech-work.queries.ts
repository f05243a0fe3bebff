/**
 * Reads of the technology-service workbench (seeds 001 §7 /tech/*; contract listTech*,
 * getTech*Detail, getTechDomainTree, getTechTypeTree, listTechTalk, listTechTalkMessage,
 * getTechVisual*): query-option builders for the paged tables and the pages. Each resolves to the
 * shape the page shows (`{ list, total }` for the tables).
 */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { techKeys } from './tech.keys';
import type { TechItemOf, TechKind, TechPage } from './tech.types';
import type {
  TechDomainType,
  TechManageListParams,
  TechTalk,
  TechTalkListParams,
  TechTalkMessage,
  TechTypeNode,
  TechVisualCount,
  TechVisualOverviewItem,
  TechVisualTrendItem,
  TechWorkScope,
} from './tech-work.types';
import type { TechDomainNode } from './tech.types';
import { compactQuery } from '@qifu/util';

/**
 * One page of a kind's management list (`GET /tech/{kind}/list`): every state, newest created
 * first; for an enterprise or individual caller only its own items (the server's data rule).
 * @throws ApiError (from `unwrap`) when the server answers a failure (FORBIDDEN without tech:{kind}:list).
 */
export async function fetchTechManageList<K extends TechKind>(kind: K, params: TechManageListParams, signal?: AbortSignal): Promise<TechPage<K>> {
  const init = { params: { query: compactQuery(params) }, signal };
  switch (kind) {
    case 'achievement':
      return (await unwrap(api.GET('/tech/achievement/list', init))) as TechPage<K>;
    case 'institute':
      return (await unwrap(api.GET('/tech/institute/list', init))) as TechPage<K>;
    case 'expert':
      return (await unwrap(api.GET('/tech/expert/list', init))) as TechPage<K>;
    default:
      return (await unwrap(api.GET('/tech/requirement/list', init))) as TechPage<K>;
  }
}

/**
 * Query options of one page of a kind's management list for the paged table (`scope` keeps the
 * staff pages' and the 我的… pages' caches apart). Resolves to `{ list, total }`.
 */
export function techManageListQuery<K extends TechKind>(kind: K, scope: TechWorkScope, params: TechManageListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: techKeys.kind(kind).manageList(scope, query),
    queryFn: ({ signal }): Promise<{ list: TechItemOf[K][]; total: number }> => fetchTechManageList(kind, query, signal),
  });
}

/** The staff list of a kind (科技成果, 技术需求, 专家库, 研究院所 under /work/tech). */
export function techStaffListQuery<K extends TechKind>(kind: K, params: TechManageListParams) {
  return techManageListQuery(kind, 'staff', params);
}

/** The caller's own items of a kind (我的科技成果, 我的技术需求, 我的专家信息, 我的研究院所). */
export function techMyListQuery<K extends TechKind>(kind: K, params: TechManageListParams) {
  return techManageListQuery(kind, 'mine', params);
}

/** Query options of a domain tree (`GET /tech/domain/tree?type`; '1' 技术领域 by default). */
export function techDomainTreeOfTypeQuery(type: TechDomainType = '1') {
  return queryOptions({
    queryKey: techKeys.domain.tree(type),
    queryFn: ({ signal }): Promise<TechDomainNode[]> => unwrap(api.GET('/tech/domain/tree', { params: { query: { type } }, signal })),
    staleTime: 60_000,
  });
}

/**
 * The level query of a domain tree for the field cascader (`getTechDomainChildren`,
 * `GET /tech/domain/children?type&id`; seeds 001 §2 "a 4-level one (field)"): called with the chosen
 * node's id, or `null` for the first level. Under the domain keys, so the domain mutations refresh it.
 * @returns a builder of options resolving to `TechDomainNode[]` (a node may be marked `leaf`)
 */
export function techDomainLevelQuery(type: TechDomainType = '1') {
  return (parent: string | null) =>
    queryOptions({
      queryKey: techKeys.domain.children(type, parent),
      queryFn: ({ signal }): Promise<TechDomainNode[]> =>
        unwrap(api.GET('/tech/domain/children', { params: { query: parent === null ? { type } : { type, id: parent } }, signal })),
      staleTime: 5 * 60_000,
    });
}

/** Query options of the achievement type tree, every big type with its small types (stale after 10 min). */
export function techTypeTreeQuery() {
  return queryOptions({
    queryKey: techKeys.typeTree(),
    queryFn: ({ signal }): Promise<TechTypeNode[]> => unwrap(api.GET('/tech/type/tree', { params: { query: { bigTypeCode: 'all' } }, signal })),
    staleTime: 10 * 60_000,
  });
}

/** Query options of one page of 洽谈管理 (`GET /tech/talk/list`, latest message first); `{ list, total }`. */
export function techTalkListQuery(params: TechTalkListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: techKeys.talk.list(query),
    queryFn: ({ signal }): Promise<{ list: TechTalk[]; total: number }> => unwrap(api.GET('/tech/talk/list', { params: { query }, signal })),
  });
}

/** Query options of a negotiation's messages, oldest first (up to 100; `GET /tech/talk/messages`). */
export function techTalkMessagesQuery(talkId: string) {
  return queryOptions({
    queryKey: techKeys.talk.messages(talkId),
    queryFn: ({ signal }): Promise<{ list: TechTalkMessage[]; total: number }> =>
      unwrap(api.GET('/tech/talk/messages', { params: { query: { talkId, page: 1, pageSize: 100 } }, signal })),
  });
}

/** Query options of the totals per kind of 科技服务总览 (`GET /tech/visual/overview`). */
export function techVisualOverviewQuery() {
  return queryOptions({
    queryKey: techKeys.visual.overview(),
    queryFn: ({ signal }): Promise<TechVisualOverviewItem[]> => unwrap(api.GET('/tech/visual/overview', { signal })),
    staleTime: 60_000,
  });
}

/** Query options of the monthly trend of the last `months` (1–36, default 12) months, oldest first. */
export function techVisualTrendQuery(months = 12) {
  return queryOptions({
    queryKey: techKeys.visual.trend(months),
    queryFn: ({ signal }): Promise<TechVisualTrendItem[]> => unwrap(api.GET('/tech/visual/trend', { params: { query: { months } }, signal })),
    staleTime: 60_000,
  });
}

/** Query options of the items on the shelf of `kind` per top-level domain, largest first. */
export function techVisualDomainStatQuery(kind: TechKind) {
  return queryOptions({
    queryKey: techKeys.visual.domainStat(kind),
    queryFn: ({ signal }): Promise<TechVisualCount[]> => unwrap(api.GET('/tech/visual/domainStat', { params: { query: { kind } }, signal })),
    staleTime: 60_000,
  });
}
