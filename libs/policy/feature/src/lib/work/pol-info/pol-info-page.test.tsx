import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PolInfoPage } from './pol-info-page';

const item = (n: number, policyTitle: string, status: '0' | '1' | '2', examineStatus: '0' | '1' | '2' | '3') => ({
  id: `1c9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5${n}`,
  policyTitle,
  policyDepName: '德清县人力资源和社会保障局',
  policyNo: null,
  policyLevel: null,
  supportModes: ['资金补助'],
  policyCreateTime: '2026-03-15T02:00:00.000Z',
  examineStatus,
  status,
  viewCount: 0,
  createTime: '2026-03-10T02:00:00.000Z',
});
const PENDING = item(1, '人才引进实施细则', '0', '1');
const REJECTED = item(2, '技能培训补贴办法', '0', '3');
const PUBLISHED = item(3, '高校毕业生就业补贴', '1', '2');

const examined: unknown[] = [];
const listQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/pol/info/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [PENDING, REJECTED, PUBLISHED], total: 3 }));
  }),
  http.get(apiUrl('/pol/info/getNum'), () => HttpResponse.json(okEnvelope({ total: 3, draftCount: 0, pendingCount: 1, passCount: 1, rejectCount: 1 }))),
  http.post(apiUrl('/pol/info/examine'), async ({ request }) => {
    examined.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '审核成功'));
  }),
);

const ALL = [PERM.polInfoList, PERM.polInfoView, PERM.polInfoSave, PERM.polInfoDelete, PERM.polInfoExamine];

beforeEach(() => {
  examined.length = 0;
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '政策信息列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

const actions = (row: Awaited<ReturnType<typeof rowOf>>) =>
  row
    .queryAllByRole('button')
    .map((b: HTMLElement) => b.textContent)
    .filter((t: string | null) => ['编辑', '提交审核', '审核', '删除'].includes(t ?? ''));

describe('政策信息库', { timeout: 30_000 }, () => {
  it('counts each examination tab and lists the chosen one', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await screen.findByRole('tab', { name: '待审核（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（3）' })).toBeInTheDocument();
    // every tab controls a panel that exists (axe aria-valid-attr-value)
    for (const t of screen.getAllByRole('tab')) expect(document.getElementById(t.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await rowOf(PENDING.policyTitle);
    expect(listQueries.at(-1)?.get('examineStatus')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '待审核（1）' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('examineStatus')).toBe('1'));
  });

  it('offers the actions of the policy state table: examination while pending, revision after a refusal, none while published', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(actions(await rowOf(PENDING.policyTitle))).toEqual(['审核']);
    expect(actions(await rowOf(REJECTED.policyTitle))).toEqual(['编辑', '提交审核', '删除']);
    expect(actions(await rowOf(PUBLISHED.policyTitle))).toEqual([]);
  });

  it('hides 审核 from a caller without pol:info:examine', async () => {
    sessionStore.set(permissionsAtom, [PERM.polInfoList, PERM.polInfoSave]);
    render(<PolInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(actions(await rowOf(PENDING.policyTitle))).toEqual([]);
  });

  it('requires an opinion to refuse (不通过), then sends examineStatus 3 with it', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<PolInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(PENDING.policyTitle)).getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog', { name: '政策审核' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '不通过' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入审核意见')).toBeInTheDocument();
    expect(examined).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /审核意见/ }), '请补充政策有效期');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    expect(examined).toEqual([{ id: PENDING.id, examineStatus: '3', examineOpinion: '请补充政策有效期' }]);
  });
});
