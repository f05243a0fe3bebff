import type { ChatRequireManpower } from '@qifu/customer-service-data-access';
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { chatMessage, chatRequire, STAFF_UID, USER_UID } from '../../testing/cs-fixtures';
import { CsManpowerPage } from './manpower-page';

const WAITING = chatRequire(1);
const ACCEPTED: ChatRequireManpower = { ...WAITING, status: '2', staffUid: STAFF_UID, staffName: '孙晓燕', acceptTime: '2026-11-20T06:32:00.000Z' };
const FIRST = chatMessage(11, '您好，请问技改补助什么时候申报？', USER_UID, null);
const SECOND = chatMessage(12, '还需要准备哪些材料？', USER_UID, STAFF_UID);

let queue: ChatRequireManpower[] = [];
let listCalls = 0;
let posted: Record<string, unknown[]> = {};
let polls: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/chatRequireManpower/list'), () => {
    listCalls += 1;
    return HttpResponse.json(okEnvelope({ list: queue, total: queue.length }));
  }),
  http.post(apiUrl('/chatRequireManpower/accept'), async ({ request }) => {
    (posted['accept'] ??= []).push(await request.json());
    queue = [ACCEPTED];
    return HttpResponse.json(okEnvelope(ACCEPTED, '接入成功'));
  }),
  http.post(apiUrl('/chatRequireManpower/close'), async ({ request }) => {
    (posted['close'] ??= []).push(await request.json());
    queue = [{ ...ACCEPTED, status: '3' }];
    return HttpResponse.json(okEnvelope(null, '操作成功'));
  }),
  http.get(apiUrl('/chatContent/history'), () => HttpResponse.json(okEnvelope({ list: [FIRST], total: 1 }))),
  http.get(apiUrl('/chatContent/newMessages'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    polls.push(query);
    const list = Number(query.get('lastContentId')) < SECOND.contentId ? [SECOND] : [];
    return HttpResponse.json(okEnvelope({ requireId: ACCEPTED.id, requireStatus: '2', staffUid: STAFF_UID, staffName: '孙晓燕', list }));
  }),
  http.post(apiUrl('/chatContent/send'), async ({ request }) => {
    const body = (await request.json()) as { content: string; receiveUid: string };
    (posted['send'] ??= []).push(body);
    return HttpResponse.json(okEnvelope(chatMessage(13, body.content, STAFF_UID, USER_UID), '发送成功'));
  }),
);

beforeEach(() => {
  queue = [];
  listCalls = 0;
  posted = {};
  polls = [];
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.csManpowerList, PERM.csManpowerAccept, PERM.csManpowerClose, PERM.csChatList]);
  sessionStore.set(userInfoAtom, { id: STAFF_UID, name: '孙晓燕', userName: 'callcenter', userType: 'CALL', roles: ['CALL'] });
});
afterEach(() => clearSession());

describe('人工客服', { timeout: 30_000 }, () => {
  it('shows a new request after one poll, without reloading', async () => {
    render(<CsManpowerPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '人工客服请求' }, { timeout: 5000 });
    expect(await within(table).findByText('没有你想要的数据', {}, { timeout: 5000 })).toBeInTheDocument();
    const callsBefore = listCalls;

    queue = [WAITING];
    const row = (await within(table).findByText('张伟', {}, { timeout: 4000 })).closest('tr');
    expect(listCalls).toBeGreaterThan(callsBefore);
    if (!row) throw new Error('no row');
    expect(within(row).getByText('待接入')).toBeInTheDocument();
    expect(within(row).getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '接入' })).toBeInTheDocument();
  });

  it('accepts a request, shows the user messages, replies and closes the conversation', async () => {
    queue = [WAITING];
    render(<CsManpowerPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '人工客服请求' }, { timeout: 5000 });
    const row = (await within(table).findByText('张伟', {}, { timeout: 5000 })).closest('tr');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: '接入' }));
    await waitFor(() => expect(posted['accept']).toEqual([{ id: WAITING.id }]));
    expect(await screen.findByText('接入成功')).toBeInTheDocument();

    const panel = within(await screen.findByRole('region', { name: '对话窗口' }));
    const log = within(panel.getByRole('log', { name: '对话内容' }));
    expect(await log.findByText(FIRST.content)).toBeInTheDocument();
    // the user's next message arrives with the 2-second poll
    expect(await log.findByText(SECOND.content, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(polls[0]?.get('sendUid')).toBe(USER_UID);
    expect(polls[0]?.get('lastContentId')).toBe(String(FIRST.contentId));

    await userEvent.type(panel.getByRole('textbox', { name: '回复内容' }), '您好，每年5月开始申报。');
    await userEvent.click(panel.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(posted['send']).toEqual([{ content: '您好，每年5月开始申报。', receiveUid: USER_UID }]));
    expect(await log.findByText('您好，每年5月开始申报。')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: '回复内容' })).toHaveValue('');

    await userEvent.click(panel.getByRole('button', { name: '结束对话' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要结束与“张伟”的人工对话吗？')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['close']).toEqual([{ id: WAITING.id }]));
    expect(await panel.findByText('对话已结束')).toBeInTheDocument();
    expect(panel.queryByRole('textbox', { name: '回复内容' })).not.toBeInTheDocument();
  });
});
