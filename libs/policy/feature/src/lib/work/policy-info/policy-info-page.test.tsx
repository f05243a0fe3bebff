import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PolicyInfoPage } from './policy-info-page';

const item = (n: number, policyTitle: string, status: '0' | '1' | '2', examineStatus: '0' | '1' | '2' | '3') => ({
  id: `0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5${n}`,
  policyTitle,
  policyNo: null,
  policyDepName: '德清县经济和信息化局',
  policyLevel: '县级',
  supportModes: ['资金补助'],
  status,
  examineStatus,
  source: '1',
  policyCreateTime: status === '0' ? null : '2026-03-15T02:00:00.000Z',
  updateTime: '2026-03-15T02:00:00.000Z',
  viewCount: 12,
  applyProjectCount: 0,
});
const DRAFT = item(1, '数字化改造补助办法（草稿）', '0', '0');
const PUBLISHED = item(2, '制造业高质量发展若干意见', '1', '2');
const PENDING = item(3, '人才引进实施细则', '0', '1');
const OFFLINE = item(4, '绿色工厂奖励办法', '2', '2');

const posted: { path: string; body: unknown }[] = [];
const listQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/admin/policy/info/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [DRAFT, PUBLISHED, PENDING, OFFLINE], total: 4 }));
  }),
  http.post(apiUrl('/admin/policy/info/takeup'), async ({ request }) => {
    posted.push({ path: 'takeup', body: await request.json() });
    return HttpResponse.json(okEnvelope(null, '上架成功'));
  }),
  http.post(apiUrl('/admin/policy/info/takedown'), async ({ request }) => {
    posted.push({ path: 'takedown', body: await request.json() });
    return HttpResponse.json(okEnvelope(null, '下架成功'));
  }),
  http.post(apiUrl('/admin/policy/info/batchDelete'), async ({ request }) => {
    posted.push({ path: 'batchDelete', body: await request.text() });
    return HttpResponse.json(okEnvelope({ count: 2 }, '删除成功'));
  }),
);

const ALL = [
  PERM.policyInfoList,
  PERM.policyInfoSave,
  PERM.policyInfoTakeup,
  PERM.policyInfoTakedown,
  PERM.policyInfoDelete,
  PERM.policyInfoExport,
  PERM.policyInfoSync,
];

beforeEach(() => {
  posted.length = 0;
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '政策列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

const buttons = (row: Awaited<ReturnType<typeof rowOf>>) =>
  row
    .queryAllByRole('button')
    .map((b: HTMLElement) => b.textContent)
    .filter((t: string | null) => ['编辑', '上架', '下架', '删除'].includes(t ?? ''));

describe('政策发布', { timeout: 30_000 }, () => {
  it('offers only the actions the policy state table allows in each row', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolicyInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(buttons(await rowOf(DRAFT.policyTitle))).toEqual(['编辑', '上架', '删除']);
    expect(buttons(await rowOf(PUBLISHED.policyTitle))).toEqual(['下架']);
    const pending = await rowOf(PENDING.policyTitle);
    expect(buttons(pending)).toEqual([]);
    expect(pending.getByText('待审核')).toBeInTheDocument();
    expect(buttons(await rowOf(OFFLINE.policyTitle))).toEqual(['编辑', '上架', '删除']);
    expect((await rowOf(PUBLISHED.policyTitle)).getByText('已上架')).toBeInTheDocument();
  });

  it('shows no action and no toolbar button without the permissions', async () => {
    sessionStore.set(permissionsAtom, [PERM.policyInfoList]);
    render(<PolicyInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(buttons(await rowOf(DRAFT.policyTitle))).toEqual([]);
    for (const name of ['新增政策', '批量删除', '同步市平台政策', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('takes a policy up after confirmation and shows the server\'s message', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolicyInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(DRAFT.policyTitle)).getByRole('button', { name: '上架' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定要上架“数字化改造补助办法（草稿）”吗/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('上架成功')).toBeInTheDocument();
    expect(posted).toEqual([{ path: 'takeup', body: { id: DRAFT.id } }]);
  });

  it('deletes the checked policies in one batch after confirmation', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolicyInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const batch = screen.getByRole('button', { name: '批量删除' });
    await rowOf(DRAFT.policyTitle);
    expect(batch).toBeDisabled();
    await userEvent.click((await rowOf(DRAFT.policyTitle)).getByRole('checkbox'));
    await userEvent.click((await rowOf(OFFLINE.policyTitle)).getByRole('checkbox'));
    await userEvent.click(batch);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定要删除选中的2条政策吗/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ path: 'batchDelete', body: `ids=${DRAFT.id}&ids=${OFFLINE.id}` });
  });

  it('sends the title, state and source filters', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolicyInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf(DRAFT.policyTitle);
    await userEvent.type(screen.getByRole('textbox', { name: '政策标题' }), '数字化');
    await userEvent.click(screen.getByRole('textbox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '已下架' }));
    await userEvent.click(screen.getByRole('textbox', { name: '来源' }));
    await userEvent.click(await screen.findByRole('option', { name: '市平台同步' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('2'));
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ policyTitle: '数字化', status: '2', source: '2', page: '1', pageSize: '10' });
  });
});
