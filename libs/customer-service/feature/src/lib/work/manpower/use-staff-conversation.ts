import { useQuery } from '@tanstack/react-query';
import {
  CHAT_POLL_MS,
  chatHistoryQuery,
  pollChatContent,
  useSendChatContent,
  type ChatMessage,
  type ChatRequireManpower,
} from '@qifu/customer-service-data-access';
import { isApiError } from '@qifu/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Merges message lists by contentId (later copies win), oldest first. */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const m of list) byId.set(m.contentId, m);
  return [...byId.values()].sort((a, b) => a.contentId - b.contentId);
}

/** What {@link useStaffConversation} returns. */
export interface StaffConversation {
  /** Every message so far, oldest first. */
  messages: ChatMessage[];
  /** The history is loading. */
  loading: boolean;
  /** The history failed to load. */
  error: unknown;
  retry: () => void;
  /** The conversation is over (the user ended it, someone closed it, or it was already 已结束). */
  ended: boolean;
  /** Marks the conversation as over (after 结束对话). */
  markEnded: () => void;
  /** Sends a reply to the user; resolves false when the conversation had ended meanwhile. */
  reply: (content: string) => Promise<boolean>;
  sending: boolean;
}

/**
 * A staff member's side of one human conversation (seeds 000 §4 "Human chat", §7 "Send message
 * (content, receiveUid)", "Poll new message (sendUid, lastContentId)", §9 "Chat poll: 2 seconds"):
 * the whole history first (`listChatContentHistory`), then — while the request is 对话中 — the
 * user's new messages by a poll every {@link CHAT_POLL_MS} ms (`pollChatContent` with sendUid = the
 * user, lastContentId = the newest message; the next poll starts 2 s after the previous answer).
 * Replies go to the user (`sendChatContent` with receiveUid) and join the list at once. When a poll
 * or a reply answers BUSINESS_RULE 人工对话已结束 the conversation is over and the poll stops; it
 * also stops on unmount.
 */
export function useStaffConversation(request: ChatRequireManpower): StaffConversation {
  const history = useQuery(chatHistoryQuery(request.id));
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [ended, setEnded] = useState(request.status === '3');
  const send = useSendChatContent();
  const messages = useMemo(() => mergeMessages(history.data?.list ?? [], live), [history.data, live]);
  const newest = messages.at(-1)?.contentId ?? 0;
  const lastContentId = useRef(newest);
  useEffect(() => {
    lastContentId.current = newest;
  }, [newest]);

  const loaded = history.isSuccess;
  const polling = loaded && !ended && request.status === '2';
  useEffect(() => {
    if (!polling) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        controller = new AbortController();
        pollChatContent({ sendUid: request.userUid, lastContentId: lastContentId.current, signal: controller.signal }).then(
          (result) => {
            if (stopped) return;
            if (result.list.length > 0) setLive((prev) => mergeMessages(prev, result.list));
            if (result.requireStatus === '3') setEnded(true);
            else schedule();
          },
          (error: unknown) => {
            if (stopped) return;
            if (isApiError(error) && error.code === 'BUSINESS_RULE') setEnded(true);
            else schedule();
          },
        );
      }, CHAT_POLL_MS);
    };
    schedule();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      controller?.abort();
    };
  }, [polling, request.userUid]);

  const { mutateAsync } = send;
  const reply = useCallback(
    async (content: string) => {
      try {
        const message = await mutateAsync({ content, receiveUid: request.userUid });
        setLive((prev) => mergeMessages(prev, [message]));
        return true;
      } catch (error) {
        if (isApiError(error) && error.code === 'BUSINESS_RULE') setEnded(true);
        return false;
      }
    },
    [mutateAsync, request.userUid],
  );

  return {
    messages,
    loading: history.isPending,
    error: history.error,
    retry: () => void history.refetch(),
    ended,
    markEnded: () => setEnded(true),
    reply,
    sending: send.isPending,
  };
}
