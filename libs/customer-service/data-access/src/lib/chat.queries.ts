/** Queries of the smart chat (seeds 000 §7 smart chat calls). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { FUZZY_SEARCH_PAGE, FUZZY_SEARCH_PAGE_SIZE } from './chat.constants';
import { customerServiceKeys } from './customer-service.keys';
import type { ChatPollResult, ChatRequireManpower, HumanWindowPhone, KnowledgeBriefPage } from './customer-service.types';

/** Query options of the human service window (`getHumanWindowPhone`, public); kept 5 minutes. */
export function humanWindowPhoneQuery() {
  return queryOptions({
    queryKey: customerServiceKeys.humanPhone(),
    queryFn: ({ signal }): Promise<HumanWindowPhone> => unwrap(api.GET('/smartAq/humanPhone', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The human service window: windowName, phone, serviceHours. */
export function useHumanWindowPhone(enabled = true) {
  return useQuery({ ...humanWindowPhoneQuery(), enabled });
}

/**
 * Query options of the knowledge fuzzy search (`fuzzySearchKnowledge`, public; seeds 000 §7
 * "knoQuiz, page 1, pageSize 10"): `{ list: [{ id, knoQuiz, knoReply }], total }`.
 */
export function fuzzySearchKnowledgeQuery(knoQuiz: string) {
  return queryOptions({
    queryKey: customerServiceKeys.fuzzy(knoQuiz),
    queryFn: ({ signal }): Promise<KnowledgeBriefPage> =>
      unwrap(
        api.GET('/knowledge/fuzzySearch', {
          params: { query: { knoQuiz, page: FUZZY_SEARCH_PAGE, pageSize: FUZZY_SEARCH_PAGE_SIZE } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

/** Query options of the caller's open manpower request (`getMyChatRequireManpower`), or null. */
export function myChatRequireQuery() {
  return queryOptions({
    queryKey: customerServiceKeys.myRequire(),
    queryFn: ({ signal }): Promise<ChatRequireManpower | null> => unwrap(api.GET('/chatRequireManpower/myCurrent', { signal })),
    staleTime: 0,
  });
}

/** The caller's open manpower request (1 待接入 or 2 对话中) or null; only while `enabled` (logged in). */
export function useMyChatRequire(enabled: boolean) {
  return useQuery({ ...myChatRequireQuery(), enabled });
}

/** Parameters of one poll (seeds 000 §7 "Poll new message (sendUid, lastContentId)"). */
export interface PollChatParams {
  /** The staff member (omitted while 待接入). */
  sendUid?: string | null;
  /** Largest contentId already received; 0 at first. */
  lastContentId: number;
  signal?: AbortSignal;
}

/**
 * One poll of the human chat (`pollChatContent`): the request's status and staff member and the
 * staff member's messages after `lastContentId`, oldest first.
 * @throws ApiError when the conversation ended or was closed (BUSINESS_RULE 人工对话已结束) or the
 *   call failed — the chat then returns to robot mode.
 */
export function pollChatContent({ sendUid, lastContentId, signal }: PollChatParams): Promise<ChatPollResult> {
  return unwrap(
    api.GET('/chatContent/newMessages', {
      params: { query: { lastContentId, ...(sendUid ? { sendUid } : {}) } },
      ...(signal ? { signal } : {}),
    }),
  );
}
