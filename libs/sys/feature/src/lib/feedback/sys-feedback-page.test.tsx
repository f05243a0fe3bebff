import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SysFeedbackPage } from './sys-feedback-page';

const feedback = (n: number, name: string, handleStatus: '0' | '1') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  textarea: `${name}的留言内容。`,
  othervalue: '德清县恒达新材料有限公司',
  namevalue: n === 1 ? '张伟' : '刘芳',
  phonevalue: '13812345678',
  userId: null,
  userName: null,
  handleStatus,
  handleResult: handleStatus === '1' ? '已转政策超市开发组处理。' : null,
  handleTime: handleStatus === '1' ? '2026-11-21T02:00:00.000Z' : null,
  createTime: '2026-11-20T06:30:00.000Z',
});
const PENDING = feedback(1, '政策超市检索建议', '0');
const HANDLED = feedback(2, '申报指南下载失败', '1');
const ALL = ['sys:feedback:list', 'sys:feedback:handle', 'sys:feedback:delete'];

const listQueries: URLSearchParams[] = [];
const posted: Record<string, unknown[]> = {};
const server = setupMsw(
  http.get(apiUrl('/sys/feedback/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [PENDING, HANDLED], total: 2 }));
  }),
  http.get(apiUrl('/sys/feedback/detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    return HttpResponse.json(okEnvelope(id === HANDLED.id ? HANDLED : PENDING));
  }),
  ...['handle', 'delete'].map((action) =>
    http.post(apiUrl(`/sys/feedback/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(null, action === 'delete' ? '删除成功' : '处理成功'));
    }),
  ),
);

beforeEach(() => {
  listQueries.length = 0;
  for (const key of Object.keys(posted)) delete posted[key];
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, ALL);
});
afterEach(() => clearSession());

async function rowOf(title: string) {
  const cell = await screen.findByText(title, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

const renderPage = () => render(<SysFeedbackPage />, { wrapper: createTestWrapper({ notifications: true }) });

/** The calendar button of `day` in the month the pickers open at (the current month), e.g. `3 十一月 2026`. */
function dayLabel(day: number): string {
  const months = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
  const now = new Date();
  return `${day} ${months[now.getMonth()]} ${now.getFullYear()}`;
}
function isoDay(day: number): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

describe('意见反馈', { timeout: 30_000 }, () => {
  it('lists the messages with their state; 处理 only while 待处理, 删除 and 详情 on every row', async () => {
    renderPage();
    const pending = await rowOf('政策超市检索建议');
    expect(pending.getByText('待处理')).toBeInTheDocument();
    expect(pending.getByText('张伟')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: '处理' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: '详情' })).toBeInTheDocument();
    const handled = await rowOf('申报指南下载失败');
    expect(handled.getByText('已处理')).toBeInTheDocument();
    expect(handled.queryByRole('button', { name: '处理' })).not.toBeInTheDocument();
    expect(handled.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('shows no 处理 or 删除 without their permissions', async () => {
    sessionStore.set(permissionsAtom, ['sys:feedback:list']);
    renderPage();
    const pending = await rowOf('政策超市检索建议');
    expect(pending.getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: '处理' })).not.toBeInTheDocument();
    expect(pending.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('searches by keyword, state and submission days; 重置 clears the search', async () => {
    renderPage();
    await rowOf('政策超市检索建议');
    expect(listQueries.at(-1)?.toString()).toBe('page=1&pageSize=10');
    await userEvent.type(screen.getByPlaceholderText('标题/留言/姓名'), '检索');
    await userEvent.click(screen.getByRole('textbox', { name: '处理状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '待处理' }));
    await userEvent.click(screen.getByRole('button', { name: '开始时间' }));
    await userEvent.click(screen.getByRole('button', { name: dayLabel(3) }));
    await userEvent.click(screen.getByRole('button', { name: '结束时间' }));
    await userEvent.click(screen.getByRole('button', { name: dayLabel(20) }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('keyword')).toBe('检索'));
    const query = listQueries.at(-1);
    expect(query?.get('handleStatus')).toBe('0');
    expect(query?.get('startTime')).toBe(isoDay(3));
    expect(query?.get('endTime')).toBe(isoDay(20));

    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listQueries.at(-1)?.toString()).toBe('page=1&pageSize=10'));
    expect(screen.getByPlaceholderText('标题/留言/姓名')).toHaveValue('');
  });

  it('shows the whole message and its handling in 反馈详情', async () => {
    renderPage();
    await userEvent.click((await rowOf('申报指南下载失败')).getByRole('button', { name: '详情' }));
    const dialog = within(await screen.findByRole('dialog', { name: '反馈详情' }));
    expect(await dialog.findByText('申报指南下载失败的留言内容。')).toBeInTheDocument();
    expect(dialog.getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(dialog.getByText('访客')).toBeInTheDocument();
    expect(dialog.getByText('已转政策超市开发组处理。')).toBeInTheDocument();
  });

  it('handles a message with a required reply and shows the server’s message', async () => {
    renderPage();
    const listed = listQueries.length;
    await userEvent.click((await rowOf('政策超市检索建议')).getByRole('button', { name: '处理' }));
    const dialog = within(await screen.findByRole('dialog', { name: '处理反馈' }));
    expect(dialog.getByText('政策超市检索建议的留言内容。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请输入处理结果')).toBeInTheDocument();
    expect(posted['handle']).toBeUndefined();

    await userEvent.type(dialog.getByRole('textbox', { name: /处理结果/ }), '  已转开发组，下月上线。 ');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['handle']).toEqual([{ id: PENDING.id, handleResult: '已转开发组，下月上线。' }]));
    expect(await screen.findByText('处理成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '处理反馈' })).not.toBeInTheDocument());
    // the list was loaded again
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(listed));
  });

  it('keeps the dialog open when the server refuses (handled meanwhile)', async () => {
    let refused = 0;
    server.use(
      http.post(apiUrl('/sys/feedback/handle'), () => {
        refused += 1;
        return HttpResponse.json(failEnvelope('BUSINESS_RULE', '当前状态不允许该操作'));
      }),
    );
    renderPage();
    await userEvent.click((await rowOf('政策超市检索建议')).getByRole('button', { name: '处理' }));
    const dialog = within(await screen.findByRole('dialog', { name: '处理反馈' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /处理结果/ }), '已处理');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(refused).toBe(1));
    await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('dialog', { name: '处理反馈' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /处理结果/ })).toHaveValue('已处理');
  });

  it('deletes after confirmation', async () => {
    renderPage();
    await userEvent.click((await rowOf('申报指南下载失败')).getByRole('button', { name: '删除' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(confirm.getByText('确定要删除反馈“申报指南下载失败”吗？')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ id: HANDLED.id }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });
});
