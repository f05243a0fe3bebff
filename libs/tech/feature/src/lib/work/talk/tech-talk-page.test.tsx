import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import type { TechTalk } from '@qifu/tech-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { TechTalkPage } from './tech-talk-page';

const TALK: TechTalk = {
  id: 'a0c11ef1-947e-441e-8514-820f4d4b3aac',
  bizType: 'achievement',
  bizId: 'd8122b7b-7f27-41cc-8a63-3b8fe8ddec1d',
  bizName: '高强度可降解复合材料制备技术',
  initiatorUid: '820de769-520d-433b-9b62-ff99b761f389',
  initiatorName: '德清县恒达新材料有限公司',
  ownerUid: 'e0b02db0-a453-4723-ad3a-fab8a0a206cc',
  ownerName: '浙江工业大学德清研究院',
  lastContent: '可以，欢迎来院洽谈。',
  lastTime: '2026-11-21T05:10:00.000Z',
  unreadCount: 0,
  createTime: '2026-11-21T04:50:00.000Z',
};

const listQueries: string[] = [];
setupMsw(
  http.get(apiUrl('/tech/talk/list'), ({ request }) => {
    listQueries.push(new URL(request.url).search);
    return HttpResponse.json(okEnvelope({ list: [TALK], total: 1 }));
  }),
  http.get(apiUrl('/tech/talk/messages'), () =>
    HttpResponse.json(
      okEnvelope({
        list: [
          { contentId: 'c1', talkId: TALK.id, content: '请问是否支持小批量试产？', sendUid: TALK.initiatorUid, sendName: TALK.initiatorName, receiveUid: TALK.ownerUid, createTime: '2026-11-21T05:00:00.000Z' },
          { contentId: 'c2', talkId: TALK.id, content: '可以，欢迎来院洽谈。', sendUid: TALK.ownerUid, sendName: TALK.ownerName, receiveUid: TALK.initiatorUid, createTime: '2026-11-21T05:10:00.000Z' },
        ],
        total: 2,
      }),
    ),
  ),
);

beforeEach(() => {
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('洽谈管理', { timeout: 30_000 }, () => {
  it('lists the negotiations and shows one’s messages', async () => {
    render(<TechTalkPage />, { wrapper: createTestWrapper() });
    const cell = await screen.findByText(TALK.bizName, {}, { timeout: 5000 });
    const row = within(cell.closest('tr') as HTMLElement);
    expect(row.getByText('科技成果')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: '查看' }));
    const dialog = within(await screen.findByRole('dialog', { name: `洽谈记录：${TALK.bizName}` }));
    const messages = await dialog.findAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('请问是否支持小批量试产？'),
      expect.stringContaining('可以，欢迎来院洽谈。'),
    ]);
  });

  it('filters by object type', async () => {
    render(<TechTalkPage />, { wrapper: createTestWrapper() });
    await screen.findByText(TALK.bizName, {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('textbox', { name: '对象类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '专家' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)).toContain('bizType=expert'));
  });
});
