import { compactQuery } from '@qifu/util';
/**
 * Query options of the customer-service workbench pages (seeds 001 §1 "the customer-service
 * knowledge base", §7 smartAq/*, knowledge/*, chatContent, chatRequireManpower/*). The list
 * builders are the paged tables' `query` (`<FilteredPagedTable query={knowledgeListQuery} …>`):
 * a typed operation under the resource's key, cleared by the resource's mutations.
 */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { CHAT_POLL_MS } from './chat.constants';
import { customerServiceKeys } from './customer-service.keys';
import type { ChatRequireListParams, KnowledgeListParams, SmartAqListParams } from './customer-service.types';

/** Most messages one conversation shows (`listChatContentHistory` page size). */
export const CHAT_HISTORY_PAGE_SIZE = 1000;

/** Query options of a page of knowledge entries (`listKnowledge`, cs:knowledge:list), last changed first. */
export function knowledgeListQuery(params: KnowledgeListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: customerServiceKeys.knowledge.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/knowledge/list', { params: { query }, signal })),
  });
}

/**
 * Query options of a page of smart question records (`listSmartAq`, cs:smartAq:list): unanswered
 * questions (matched false) first, then the newest.
 */
export function smartAqListQuery(params: SmartAqListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: customerServiceKeys.smartAq.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/smartAq/list', { params: { query }, signal })),
  });
}

/**
 * Query options of a page of conversations for 对话记录 (`listChatRequireManpower`: every manpower
 * request with its user, company, staff member and times; waiting ones first, then the newest).
 */
export function chatConversationListQuery(params: ChatRequireListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: customerServiceKeys.chat.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/chatRequireManpower/list', { params: { query }, signal })),
  });
}

/**
 * Query options of the 人工客服 queue (`listChatRequireManpower`, cs:manpower:list): waiting requests
 * (1 待接入) first. Refetched every {@link CHAT_POLL_MS} ms (2 s, the chat's poll, seeds 000 §9) so
 * new requests appear without reloading.
 */
export function manpowerQueueQuery(params: ChatRequireListParams) {
  const query = compactQuery(params);
  return queryOptions({
    queryKey: customerServiceKeys.manpower.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/chatRequireManpower/list', { params: { query }, signal })),
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}

/**
 * Query options of one conversation's messages, oldest first (`listChatContentHistory`,
 * cs:chat:list; at most {@link CHAT_HISTORY_PAGE_SIZE}), also of ended ones.
 */
export function chatHistoryQuery(requireId: string) {
  return queryOptions({
    queryKey: customerServiceKeys.chat.detail(requireId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/chatContent/history', { params: { query: { requireId, page: 1, pageSize: CHAT_HISTORY_PAGE_SIZE } }, signal })),
    staleTime: 0,
  });
}
