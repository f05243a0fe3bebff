import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHAT_TEXTS, ChatWindow } from './chat-window';

const QUESTION = '如何申报专精特新中小企业？';
const ANSWER = '省级专精特新中小企业每年集中申报一次（通常在5—7月）。';
const BEST = { id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', knoQuiz: QUESTION, knoReply: ANSWER };
const OTHER = { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', knoQuiz: '专精特新企业有哪些奖励政策？', knoReply: '首次认定为省级专精特新中小企业的奖励20万元。' };
const RECORD_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const STAFF = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
const USER = '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c';
const REQUIRE = { id: '5a6b7c8d-9e0f-4a1b-8c3d-4e5f6a7b8c9d', status: '1', userUid: USER, userName: '张伟', companyName: '德清县恒达新材料有限公司', question: null, staffUid: null, staffName: null, createTime: '2026-11-20T06:30:30.000Z', acceptTime: null, closeTime: null };

let replyRecords: unknown[] = [];
let applyBodies: unknown[] = [];
let sendBodies: { content: string; receiveUid?: string }[] = [];
let pollQueries: URLSearchParams[] = [];

const server = setupMsw(
  http.post(apiUrl('/smartAq/answer'), async ({ request }) => {
    const { question } = (await request.json()) as { question: string };
    const matched = question.includes('专精特新');
    return HttpResponse.json(
      okEnvelope({ id: RECORD_ID, question, matched, answerContent: matched ? ANSWER : null, knowledgeList: matched ? [BEST, OTHER] : [] }),
    );
  }),
  http.get(apiUrl('/knowledge/fuzzySearch'), ({ request }) => {
    const url = new URL(request.url);
    const hit = (url.searchParams.get('knoQuiz') ?? '').includes('专精特新');
    return HttpResponse.json(okEnvelope(hit ? { list: [BEST, OTHER], total: 2 } : { list: [], total: 0 }));
  }),
  http.post(apiUrl('/smartAq/replyRecord'), async ({ request }) => {
    replyRecords.push(await request.json());
    return HttpResponse.json(okEnvelope(null));
  }),
  http.get(apiUrl('/smartAq/humanPhone'), () =>
    HttpResponse.json(okEnvelope({ windowName: '德清县企业综合服务中心人工服务窗口', phone: '400-826-0572', serviceHours: '08:30-17:00' })),
  ),
  http.get(apiUrl('/chatRequireManpower/myCurrent'), () => HttpResponse.json(okEnvelope(null))),
  http.post(apiUrl('/chatRequireManpower/apply'), async ({ request }) => {
    applyBodies.push(await request.json());
    return HttpResponse.json(okEnvelope(REQUIRE, '已为您转接人工客服，请稍候'));
  }),
  http.post(apiUrl('/chatContent/send'), async ({ request }) => {
    const body = (await request.json()) as { content: string; receiveUid?: string };
    sendBodies.push(body);
    return HttpResponse.json(
      okEnvelope({ contentId: 100 + sendBodies.length, content: body.content, sendUid: USER, receiveUid: body.receiveUid ?? null, sendName: '张伟', createTime: '2026-11-20T06:31:00.000Z' }),
    );
  }),
);

/** Types `text` into the chat input (pasted: typing Chinese character by character is slow in jsdom) and presses Enter. */
async function say(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
  await user.keyboard('{Enter}');
}

function logIn(): void {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: USER, userName: 'qy', name: '张伟', userType: 'QY', roles: ['QY'] });
}

async function openChat(user = userEvent.setup()) {
  render(<ChatWindow />);
  await user.click(screen.getByRole('button', { name: CHAT_TEXTS.title }));
  const dialog = await screen.findByRole('dialog', { name: CHAT_TEXTS.title });
  return { dialog, user };
}

beforeEach(() => {
  replyRecords = [];
  applyBodies = [];
  sendBodies = [];
  pollQueries = [];
});

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('ChatWindow — robot mode', { timeout: 40_000 }, () => {
  it('answers a question (Enter sends) and shows the other hits; a clicked suggestion shows its answer and is recorded', async () => {
    const { dialog, user } = await openChat();
    const input = within(dialog).getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
    expect(input).toHaveFocus();
    await say(user, input, '申报专精特新');
    const log = within(dialog).getByRole('log', { name: CHAT_TEXTS.log });
    expect(await within(log).findByText(ANSWER)).toBeInTheDocument();
    expect(within(log).getByText('申报专精特新')).toBeInTheDocument();
    expect(input).toHaveValue('');
    // the answering entry is not offered again as a suggestion
    expect(within(log).queryByRole('button', { name: QUESTION })).not.toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: OTHER.knoQuiz }));
    expect(await within(log).findByText(OTHER.knoReply)).toBeInTheDocument();
    await waitFor(() => expect(replyRecords).toEqual([{ id: RECORD_ID, answerContent: OTHER.knoReply }]));
  });

  it('says 未找到您想到的信息 when nothing matches and records it', async () => {
    const { dialog, user } = await openChat();
    await say(user, within(dialog).getByRole('textbox', { name: CHAT_TEXTS.inputLabel }), '今天天气怎么样');
    expect(await within(dialog).findByText('未找到您想到的信息')).toBeInTheDocument();
    expect(within(dialog).queryByText(CHAT_TEXTS.suggestions)).not.toBeInTheDocument();
    await waitFor(() => expect(replyRecords).toEqual([{ id: RECORD_ID, answerContent: '未找到您想到的信息' }]));
  });

  it('keeps Shift+Enter as a new line and ignores blank input', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(apiUrl('/smartAq/answer'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(okEnvelope({ id: RECORD_ID, question: 'x', matched: false, answerContent: null, knowledgeList: [] }));
      }),
    );
    const { dialog, user } = await openChat();
    const input = within(dialog).getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
    await say(user, input, '   ');
    await user.paste('第一行');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('第二行');
    expect(input).toHaveValue('   第一行\n第二行');
    expect(asked).toEqual([]);
  });

  it('asks a visitor to log in before 联系人工', async () => {
    const { dialog, user } = await openChat();
    await user.click(within(dialog).getByRole('button', { name: CHAT_TEXTS.contactHuman }));
    expect(await within(dialog).findByText(CHAT_TEXTS.loginRequired)).toBeInTheDocument();
    expect(applyBodies).toEqual([]);
  });

  it('closes with Escape and gives the focus back to the launcher', async () => {
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CHAT_TEXTS.title })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: CHAT_TEXTS.title })).toHaveFocus());
  });
});

describe('ChatWindow — human mode', { timeout: 40_000 }, () => {
  it('联系人工 shows the phone, sends, polls every 2 s, shows the staff reply, and returns to robot mode when a poll errors', async () => {
    logIn();
    // a small fake server: the conversation's state decides what each poll answers, whenever it comes
    const conversation = { accepted: false, closed: false, messages: [] as { contentId: number; content: string }[] };
    const pollTimes: number[] = [];
    let appliedAt = 0;
    server.use(
      http.post(apiUrl('/chatRequireManpower/apply'), async ({ request }) => {
        applyBodies.push(await request.json());
        appliedAt = Date.now();
        return HttpResponse.json(okEnvelope(REQUIRE, '已为您转接人工客服，请稍候'));
      }),
      http.get(apiUrl('/chatContent/newMessages'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        pollQueries.push(query);
        pollTimes.push(Date.now());
        if (conversation.closed) return HttpResponse.json(failEnvelope('BUSINESS_RULE', '人工对话已结束'));
        const last = Number(query.get('lastContentId') ?? 0);
        return HttpResponse.json(
          okEnvelope({
            requireId: REQUIRE.id,
            requireStatus: conversation.accepted ? '2' : '1',
            staffUid: conversation.accepted ? STAFF : null,
            staffName: conversation.accepted ? '孙晓燕' : null,
            list: conversation.messages
              .filter((m) => m.contentId > last)
              .map((m) => ({ ...m, sendUid: STAFF, receiveUid: USER, sendName: '孙晓燕', createTime: '2026-11-20T06:31:30.000Z' })),
          }),
        );
      }),
    );
    // fake clock (also moving with real time, so Testing Library's waits work); polls are stamped with it
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { dialog, user } = await openChat(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    const input = within(dialog).getByRole('textbox', { name: CHAT_TEXTS.inputLabel });

    await say(user, input, '申报专精特新');
    expect(await within(dialog).findByText(ANSWER)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CHAT_TEXTS.contactHuman }));
    expect(await within(dialog).findByText(CHAT_TEXTS.waiting)).toBeInTheDocument();
    expect(applyBodies).toEqual([{ question: '申报专精特新' }]);
    expect(await within(dialog).findByText('德清县企业综合服务中心人工服务窗口：400-826-0572（服务时间 08:30-17:00）')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: CHAT_TEXTS.endHuman })).toBeInTheDocument();

    // while waiting the message goes out without receiveUid
    await say(user, input, '请问技改补助什么时候申报？');
    await waitFor(() => expect(sendBodies).toEqual([{ content: '请问技改补助什么时候申报？' }]));

    // polls run 2 s apart, the first without sendUid from contentId 0
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(pollQueries.length).toBeGreaterThanOrEqual(1));
    expect(pollQueries[0]?.get('lastContentId')).toBe('0');
    expect(pollQueries[0]?.has('sendUid')).toBe(false);
    expect(pollTimes[0]! - appliedAt).toBeGreaterThanOrEqual(2000);

    // the staff member accepts and replies: a poll brings the reply
    conversation.accepted = true;
    conversation.messages.push({ contentId: 205, content: '您好，2026年技改补助预计12月开放申报。' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await within(dialog).findByText('您好，2026年技改补助预计12月开放申报。')).toBeInTheDocument();
    expect(within(dialog).getByText(CHAT_TEXTS.accepted('孙晓燕'))).toBeInTheDocument();

    await say(user, input, '好的，谢谢');
    await waitFor(() => expect(sendBodies[1]).toEqual({ content: '好的，谢谢', receiveUid: STAFF }));
    const before = pollQueries.length;
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(pollQueries.length).toBeGreaterThan(before));
    const later = pollQueries[pollQueries.length - 1];
    expect(later?.get('sendUid')).toBe(STAFF);
    expect(later?.get('lastContentId')).toBe('205');
    expect(within(dialog).getAllByText('您好，2026年技改补助预计12月开放申报。')).toHaveLength(1);
    const gaps = pollTimes.slice(1).map((t, i) => t - pollTimes[i]!);
    expect(gaps.every((gap) => gap >= 2000 && gap < 4000)).toBe(true);

    // the staff member closes: the next poll errors → closed text, robot mode
    conversation.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(await within(dialog).findByText(CHAT_TEXTS.closed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: CHAT_TEXTS.contactHuman })).toBeInTheDocument();
    expect(within(dialog).getByText(CHAT_TEXTS.robotBadge)).toBeInTheDocument();

    // no more polls; questions go to the robot again
    const polled = pollQueries.length;
    await vi.advanceTimersByTimeAsync(6000);
    expect(pollQueries).toHaveLength(polled);
    await say(user, input, '今天天气怎么样');
    expect(await within(dialog).findByText('未找到您想到的信息')).toBeInTheDocument();
    expect(sendBodies).toHaveLength(2);
  });

  it('结束人工对话 ends the request and stops polling', async () => {
    logIn();
    const ended: unknown[] = [];
    server.use(
      http.post(apiUrl('/chatRequireManpower/end'), async ({ request }) => {
        ended.push(await request.json());
        return HttpResponse.json(okEnvelope(null));
      }),
      http.get(apiUrl('/chatContent/newMessages'), ({ request }) => {
        pollQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(okEnvelope({ requireId: REQUIRE.id, requireStatus: '1', staffUid: null, staffName: null, list: [] }));
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, user } = await openChat(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(within(dialog).getByRole('button', { name: CHAT_TEXTS.contactHuman }));
    await user.click(await within(dialog).findByRole('button', { name: CHAT_TEXTS.endHuman }));
    expect(await within(dialog).findByText(CHAT_TEXTS.ended)).toBeInTheDocument();
    expect(ended).toEqual([{ id: REQUIRE.id }]);
    expect(within(dialog).getByRole('button', { name: CHAT_TEXTS.contactHuman })).toBeInTheDocument();
    const polled = pollQueries.length;
    await vi.advanceTimersByTimeAsync(6000);
    expect(pollQueries).toHaveLength(polled);
  });

  it('resumes an open conversation after a reload', async () => {
    logIn();
    server.use(
      http.get(apiUrl('/chatRequireManpower/myCurrent'), () =>
        HttpResponse.json(okEnvelope({ ...REQUIRE, status: '2', staffUid: STAFF, staffName: '孙晓燕', acceptTime: '2026-11-20T06:30:50.000Z' })),
      ),
      http.get(apiUrl('/chatContent/newMessages'), () =>
        HttpResponse.json(okEnvelope({ requireId: REQUIRE.id, requireStatus: '2', staffUid: STAFF, staffName: '孙晓燕', list: [] })),
      ),
    );
    const { dialog } = await openChat();
    expect(await within(dialog).findByText(CHAT_TEXTS.resumed)).toBeInTheDocument();
    expect(within(dialog).getByText(CHAT_TEXTS.accepted('孙晓燕'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: CHAT_TEXTS.endHuman })).toBeInTheDocument();
  });
});
