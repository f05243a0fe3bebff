/** Mutations of the smart chat (seeds 000 §4 "Human chat", §7 smart chat calls). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@qifu/sdk';
import { api } from '@qifu/session';

import { fuzzySearchKnowledgeQuery } from './chat.queries';
import { customerServiceKeys } from './customer-service.keys';
import type { ChatMessage, ChatRequireManpower, ChatSendForm, RobotReply } from './customer-service.types';

/**
 * Asks the robot (seeds 000 §7): the smart answer (`smartAnswer { question }`, which also records
 * the question) and the fuzzy search (`fuzzySearchKnowledge`, knoQuiz = the question, page 1, 10 per
 * page) in parallel. Resolves `{ answer, suggestions }` — suggestions without the entry that
 * answered (`answer.knowledgeList[0]` when `answer.matched`).
 */
export function useAskRobot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (question: string): Promise<RobotReply> => {
      const [answer, page] = await Promise.all([
        unwrap(api.POST('/smartAq/answer', { body: { question } })),
        queryClient.fetchQuery(fuzzySearchKnowledgeQuery(question)),
      ]);
      const answeredId = answer.matched ? answer.knowledgeList[0]?.id : undefined;
      return { answer, suggestions: page.list.filter((k) => k.id !== answeredId) };
    },
  });
}

/**
 * Records the answer the chat finally showed for a question (`replyRecord { id, answerContent }`,
 * seeds 000 §7 "Reply record"): a clicked suggestion's answer or the not-found text. Fire and forget
 * from the chat's point of view (a failure shows the SDK's message only).
 */
export function useRecordReply() {
  return useMutation({
    mutationFn: (body: { id: string; answerContent: string }) => unwrap(api.POST('/smartAq/replyRecord', { body })),
  });
}

/**
 * 联系人工 (`applyChatRequireManpower { question? }`, login required): the caller's new or open
 * manpower request (status 1 待接入 or 2 对话中). Updates the cached open request.
 */
export function useApplyChatRequire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string | undefined): Promise<ChatRequireManpower> =>
      unwrap(api.POST('/chatRequireManpower/apply', { body: question ? { question } : {} })),
    onSuccess: (request) => {
      queryClient.setQueryData(customerServiceKeys.myRequire(), request);
    },
  });
}

/**
 * Sends a human-chat message (`sendChatContent { content, receiveUid? }`): receiveUid is the staff
 * member once one accepted, omitted while 待接入. Resolves the stored message.
 * @throws ApiError BUSINESS_RULE 人工对话已结束 when the conversation is over.
 */
export function useSendChatContent() {
  return useMutation({
    mutationFn: (body: ChatSendForm): Promise<ChatMessage> => unwrap(api.POST('/chatContent/send', { body })),
  });
}

/** The user ends their manpower request (`endChatRequireManpower { id }`). Clears the cached open request. */
export function useEndChatRequire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/chatRequireManpower/end', { body: { id } })),
    onSettled: () => {
      queryClient.setQueryData(customerServiceKeys.myRequire(), null);
    },
  });
}
