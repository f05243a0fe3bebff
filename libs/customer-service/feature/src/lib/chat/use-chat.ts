import {
  CHAT_POLL_MS,
  NOT_FOUND_TEXT,
  pollChatContent,
  useApplyChatRequire,
  useAskRobot,
  useEndChatRequire,
  useRecordReply,
  useSendChatContent,
  type ChatPollResult,
  type ChatRequireManpower,
  type KnowledgeBrief,
} from '@qifu/customer-service-data-access';
import { isApiError } from '@qifu/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

import { CHAT_TEXTS } from './chat-texts';

/** One line of the chat log. */
export type ChatEntry =
  | { key: string; kind: 'user'; text: string }
  | {
      key: string;
      kind: 'robot';
      text: string;
      /** Fuzzy-search suggestions shown under the answer. */
      suggestions?: readonly KnowledgeBrief[];
      /** The smart question record the answer belongs to (for replyRecord). */
      recordId?: string;
    }
  | { key: string; kind: 'staff'; text: string; name: string }
  | { key: string; kind: 'system'; text: string };

/** Robot mode (smart answers) or human mode (a manpower request, polled every 2 s). */
export type ChatMode = 'robot' | 'human';

/** What {@link useChat} gives the window. */
export interface ChatState {
  mode: ChatMode;
  entries: readonly ChatEntry[];
  /** The open manpower request in human mode. */
  request: ChatRequireManpower | null;
  /** The robot is looking for an answer. */
  thinking: boolean;
  /** 联系人工 or 结束人工对话 is on its way. */
  busy: boolean;
  /** Robot mode: ask; human mode: send a message. Blank text is ignored. */
  submit: (text: string) => void;
  /** Shows a suggestion's answer and records it (replyRecord). */
  chooseSuggestion: (recordId: string | undefined, entry: KnowledgeBrief) => void;
  /** 联系人工: needs a login (请先登录), then applies and starts the 2-second poll. */
  contactHuman: () => void;
  /** 结束人工对话: ends the request and returns to robot mode. */
  endHuman: () => void;
  /** Resumes human mode with an open request found after a reload (ignored in human mode). */
  resume: (request: ChatRequireManpower) => void;
}

let keySeq = 0;
const nextKey = (): string => `m${(keySeq += 1)}`;

/**
 * The state of the smart chat (seeds 000 §4 "Human chat", §7, §8, §9):
 * - **robot mode**: a question calls smartAnswer and the fuzzy search (page 1, 10 per page) in
 *   parallel; the answer (or 未找到您想到的信息) is shown with the suggestions; a clicked suggestion
 *   shows its answer; the not-found text and clicked answers are recorded with replyRecord;
 * - **联系人工**: without a login the chat says 请先登录; otherwise applyChatRequireManpower (with the
 *   last question) switches to **human mode** and a poll runs every {@link CHAT_POLL_MS} ms
 *   (2000 ms; the next poll starts 2 s after the previous answer) with `sendUid` (the staff member,
 *   once one accepted) and `lastContentId` (the largest contentId received, 0 at first);
 * - messages go out with sendChatContent (content, receiveUid = the staff member, omitted while
 *   待接入);
 * - **when a poll errors** (the conversation ended or was closed — BUSINESS_RULE 人工对话已结束 — or
 *   any failure) the chat shows {@link CHAT_TEXTS.closed} (人工对话已关闭，已为您切换回智能客服) and
 *   returns to robot mode; a send answered 人工对话已结束 does the same.
 * Polling stops on unmount.
 * @param isLoggedIn - whether a user is logged in (human chat needs a login).
 */
export function useChat(isLoggedIn: boolean): ChatState {
  const [mode, setMode] = useState<ChatMode>('robot');
  const [entries, setEntries] = useState<ChatEntry[]>(() => [{ key: nextKey(), kind: 'robot', text: CHAT_TEXTS.welcome }]);
  const [request, setRequest] = useState<ChatRequireManpower | null>(null);
  const [asking, setAsking] = useState(0);

  const askRobot = useAskRobot();
  const recordReply = useRecordReply();
  const apply = useApplyChatRequire();
  const send = useSendChatContent();
  const end = useEndChatRequire();

  const lastQuestion = useRef<string | undefined>(undefined);
  const poll = useRef<{ generation: number; timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({ generation: 0 });
  const lastContentId = useRef(0);
  const staff = useRef<{ uid: string | null; name: string | null }>({ uid: null, name: null });

  const push = useCallback((...added: ChatEntry[]) => setEntries((old) => [...old, ...added]), []);

  const stopPolling = useCallback(() => {
    const p = poll.current;
    p.generation += 1;
    if (p.timer !== undefined) clearTimeout(p.timer);
    p.controller?.abort();
    p.timer = undefined;
    p.controller = undefined;
  }, []);

  const backToRobot = useCallback(
    (text: string) => {
      stopPolling();
      setMode('robot');
      setRequest(null);
      push({ key: nextKey(), kind: 'system', text });
    },
    [push, stopPolling],
  );

  const applyPoll = useCallback(
    (result: ChatPollResult) => {
      if (result.staffUid && result.staffUid !== staff.current.uid) {
        staff.current = { uid: result.staffUid, name: result.staffName };
        push({ key: nextKey(), kind: 'system', text: CHAT_TEXTS.accepted(result.staffName ?? '') });
      }
      setRequest((old) => (old ? { ...old, status: result.requireStatus, staffUid: result.staffUid, staffName: result.staffName } : old));
      if (result.list.length > 0) {
        lastContentId.current = Math.max(lastContentId.current, ...result.list.map((m) => m.contentId));
        push(...result.list.map((m): ChatEntry => ({ key: nextKey(), kind: 'staff', text: m.content, name: m.sendName ?? result.staffName ?? '' })));
      }
    },
    [push],
  );

  /** Starts the poll loop: one call 2 s after the previous answer, until {@link stopPolling}. */
  const startPolling = useCallback(() => {
    stopPolling();
    const generation = poll.current.generation;
    const stale = () => generation !== poll.current.generation;
    function tick(): void {
      poll.current.timer = setTimeout(() => {
        if (stale()) return;
        const controller = new AbortController();
        poll.current.controller = controller;
        pollChatContent({ sendUid: staff.current.uid, lastContentId: lastContentId.current, signal: controller.signal }).then(
          (result) => {
            if (stale()) return;
            applyPoll(result);
            tick();
          },
          () => {
            if (!stale()) backToRobot(CHAT_TEXTS.closed);
          },
        );
      }, CHAT_POLL_MS);
    }
    tick();
  }, [applyPoll, backToRobot, stopPolling]);

  const enterHuman = useCallback(
    (open: ChatRequireManpower, resumed: boolean) => {
      staff.current = { uid: open.staffUid, name: open.staffName };
      lastContentId.current = 0;
      setRequest(open);
      setMode('human');
      const lines: ChatEntry[] = [];
      if (resumed) lines.push({ key: nextKey(), kind: 'system', text: CHAT_TEXTS.resumed });
      lines.push({
        key: nextKey(),
        kind: 'system',
        text: open.status === '2' && open.staffName ? CHAT_TEXTS.accepted(open.staffName) : CHAT_TEXTS.waiting,
      });
      push(...lines);
      startPolling();
    },
    [push, startPolling],
  );

  useEffect(() => stopPolling, [stopPolling]);

  const ask = useCallback(
    (question: string) => {
      lastQuestion.current = question;
      push({ key: nextKey(), kind: 'user', text: question });
      setAsking((n) => n + 1);
      askRobot
        .mutateAsync(question)
        .then(
          ({ answer, suggestions }) => {
            const text = answer.matched && answer.answerContent ? answer.answerContent : NOT_FOUND_TEXT;
            push({ key: nextKey(), kind: 'robot', text, suggestions, recordId: answer.id });
            if (!answer.matched) recordReply.mutate({ id: answer.id, answerContent: NOT_FOUND_TEXT });
          },
          () => push({ key: nextKey(), kind: 'system', text: CHAT_TEXTS.robotFailed }),
        )
        .finally(() => setAsking((n) => n - 1));
    },
    [askRobot, push, recordReply],
  );

  const sendHuman = useCallback(
    (content: string) => {
      push({ key: nextKey(), kind: 'user', text: content });
      send.mutateAsync({ content, ...(staff.current.uid ? { receiveUid: staff.current.uid } : {}) }).catch((error: unknown) => {
        if (isApiError(error) && error.code === 'BUSINESS_RULE') backToRobot(CHAT_TEXTS.closed);
        else push({ key: nextKey(), kind: 'system', text: CHAT_TEXTS.sendFailed });
      });
    },
    [backToRobot, push, send],
  );

  const submit = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      if (mode === 'human') sendHuman(text);
      else ask(text);
    },
    [ask, mode, sendHuman],
  );

  const chooseSuggestion = useCallback(
    (recordId: string | undefined, entry: KnowledgeBrief) => {
      push({ key: nextKey(), kind: 'user', text: entry.knoQuiz }, { key: nextKey(), kind: 'robot', text: entry.knoReply });
      if (recordId) recordReply.mutate({ id: recordId, answerContent: entry.knoReply });
    },
    [push, recordReply],
  );

  const contactHuman = useCallback(() => {
    if (!isLoggedIn) {
      push({ key: nextKey(), kind: 'system', text: CHAT_TEXTS.loginRequired });
      return;
    }
    apply.mutateAsync(lastQuestion.current).then(
      (open) => enterHuman(open, false),
      () => push({ key: nextKey(), kind: 'system', text: CHAT_TEXTS.applyFailed }),
    );
  }, [apply, enterHuman, isLoggedIn, push]);

  const endHuman = useCallback(() => {
    const id = request?.id;
    stopPolling();
    if (!id) {
      backToRobot(CHAT_TEXTS.ended);
      return;
    }
    end.mutateAsync(id).then(
      () => backToRobot(CHAT_TEXTS.ended),
      () => backToRobot(CHAT_TEXTS.closed),
    );
  }, [backToRobot, end, request, stopPolling]);

  const resume = useCallback(
    (open: ChatRequireManpower) => {
      // only from robot mode and not over a conversation started meanwhile
      if (poll.current.timer === undefined && !apply.isPending) enterHuman(open, true);
    },
    [apply.isPending, enterHuman],
  );

  return {
    mode,
    entries,
    request,
    thinking: asking > 0,
    busy: apply.isPending || end.isPending,
    submit,
    chooseSuggestion,
    contactHuman,
    endHuman,
    resume,
  };
}
