/**
 * 补助发放 and 我的补助 (issue 15; catalogue /allowance/*): row actions from the `PortalAllowanceStatus`
 * table and the permissions, 确认发放 with the 发放日期, 取消发放 after confirmation, and the enterprise's
 * list.
 */
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AllowancePage } from './allowance-page';
import { MyAllowancePage } from './my-allowance-page';

const record = (n: number, status: '0' | '1' | '2', companyName: string) => ({
  id: `1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5${n}`,
  companyId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  companyName,
  creditCode: '91330521MA2B3C4D5E',
  declareId: null,
  policyId: null,
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  projectName: `技术改造设备投资补助${n}`,
  allowanceAmount: 500000,
  allowanceYear: 2026,
  grantDep: '德清县经济和信息化局',
  grantDate: status === '1' ? '2026-11-15' : null,
  status,
  remark: null,
  createTime: '2026-10-20T02:00:00.000Z',
});
const PENDING = record(1, '0', '德清县恒达新材料有限公司');
const GRANTED = record(2, '1', '德清县精工机械有限公司');

const posted: { path: string; body: unknown }[] = [];
setupMsw(
  http.get(apiUrl('/allowance/list'), () => HttpResponse.json(okEnvelope({ list: [PENDING, GRANTED], total: 2 }))),
  http.get(apiUrl('/allowance/my'), () => HttpResponse.json(okEnvelope({ list: [GRANTED], total: 1 }))),
  http.post(apiUrl('/allowance/grant'), async ({ request }) => {
    posted.push({ path: 'grant', body: await request.json() });
    return HttpResponse.json(okEnvelope(null, '发放成功'));
  }),
  http.post(apiUrl('/allowance/cancel'), async ({ request }) => {
    posted.push({ path: 'cancel', body: await request.json() });
    return HttpResponse.json(okEnvelope(null, '取消成功'));
  }),
);

beforeEach(() => {
  posted.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(table: string, text: string) {
  const t = await screen.findByRole('table', { name: table }, { timeout: 5000 });
  const row = (await within(t).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('补助发放', { timeout: 60_000 }, () => {
  it('offers grant, cancel, edit and delete only on records 待发放, and only with the permissions', async () => {
    sessionStore.set(permissionsAtom, [PERM.portalAllowanceList, PERM.portalAllowanceSave, PERM.portalAllowanceGrant, PERM.portalAllowanceDelete]);
    render(<AllowancePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const pending = await rowOf('补助发放列表', PENDING.companyName);
    for (const name of ['编辑', '确认发放', '取消发放', '删除']) expect(pending.getByRole('button', { name })).toBeInTheDocument();
    expect(pending.getByText('500,000.00')).toBeInTheDocument();
    const granted = await rowOf('补助发放列表', GRANTED.companyName);
    expect(granted.getByText('已发放')).toBeInTheDocument();
    expect(granted.queryByRole('button')).toBeNull();
  });

  it('hides the writes from a caller who may only list', async () => {
    sessionStore.set(permissionsAtom, [PERM.portalAllowanceList]);
    render(<AllowancePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const pending = await rowOf('补助发放列表', PENDING.companyName);
    expect(pending.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('grants with the 发放日期 and cancels after confirmation', async () => {
    sessionStore.set(permissionsAtom, [PERM.portalAllowanceList, PERM.portalAllowanceGrant]);
    render(<AllowancePage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf('补助发放列表', PENDING.companyName)).getByRole('button', { name: '确认发放' }));
    const dialog = await screen.findByRole('dialog', { name: '确认发放' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发放' }));
    expect(await screen.findByText('发放成功')).toBeInTheDocument();
    expect(posted[0]).toEqual({ path: 'grant', body: { ids: [PENDING.id], grantDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });

    await userEvent.click((await rowOf('补助发放列表', PENDING.companyName)).getByRole('button', { name: '取消发放' }));
    expect(posted).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted[1]).toEqual({ path: 'cancel', body: { id: PENDING.id } }));
  });
});

describe('我的补助', { timeout: 30_000 }, () => {
  it('lists the enterprise’s allowances with amount, date and state', async () => {
    render(<MyAllowancePage />, { wrapper: createTestWrapper() });
    const row = await rowOf('我的补助列表', GRANTED.projectName);
    expect(row.getByText('500,000.00')).toBeInTheDocument();
    expect(row.getByText('2026-11-15')).toBeInTheDocument();
    expect(row.getByText('已发放')).toBeInTheDocument();
  });
});
