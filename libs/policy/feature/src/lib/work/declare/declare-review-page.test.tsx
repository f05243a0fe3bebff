import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DeclareReviewPage } from './declare-review-page';

const item = (n: number, status: '1' | '2' | '3', companyName: string) => ({
  id: `b079351c-5563-5226-be1c-e8bab650d9b${n}`,
  declareNo: `SB2026112100${n}`,
  policyId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  projectId: 'ea5f3e74-b830-58fe-8650-7b9545d9ce6f',
  projectName: '2026年度企业技术改造补助',
  companyName,
  creditCode: '91330521MA2B3C4D5E',
  contactName: '张伟',
  contactPhone: '13912345678',
  status,
  submitTime: '2026-11-21T02:00:00.000Z',
  examineTime: status === '1' ? null : '2026-11-25T02:00:00.000Z',
  examineOpinion: null,
  createTime: '2026-11-20T09:00:00.000Z',
});
const WAITING = item(1, '1', '德清县恒达新材料有限公司');
const PASSED = item(2, '2', '德清县精工机械有限公司');
const DETAIL = {
  ...WAITING,
  companyId: '6eaf1954-6507-54e4-8522-4606e51b46a3',
  formData: { investAmount: 650, summary: '新增两条自动化生产线' },
  attachments: [{ fileName: '设备发票.pdf', filePath: '2026/11/5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c.pdf' }],
  examineUserName: null,
  updateTime: '2026-11-21T02:00:00.000Z',
  template: {
    fields: [
      { key: 'investAmount', label: '设备投资额（万元）', type: 'number', required: true },
      { key: 'summary', label: '项目简介', type: 'textarea', required: true },
    ],
  },
};

const examined: unknown[] = [];
const listQueries: URLSearchParams[] = [];
const exportQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/dec/declare/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [WAITING, PASSED], total: 2 }));
  }),
  http.get(apiUrl('/dec/declare/detail'), () => HttpResponse.json(okEnvelope(DETAIL))),
  http.post(apiUrl('/dec/declare/examine'), async ({ request }) => {
    examined.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '审核成功'));
  }),
  http.get(apiUrl('/dec/declare/export'), ({ request }) => {
    exportQueries.push(new URL(request.url).searchParams);
    return new HttpResponse(new Blob(['PK']), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="_____2026-11-26.xlsx"; filename*=UTF-8''${encodeURIComponent('申报审核_2026-11-26.xlsx')}`,
      },
    });
  }),
);

const ALL = [PERM.decDeclareList, PERM.decDeclareExamine, PERM.decDeclareExport];

beforeEach(() => {
  examined.length = 0;
  listQueries.length = 0;
  exportQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '申报列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('申报审核', { timeout: 30_000 }, () => {
  it('lists the declarations with their state and offers 审核 only where the state table allows it', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<DeclareReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const waiting = await rowOf(WAITING.companyName);
    expect(waiting.getByText('待审核')).toBeInTheDocument();
    expect(waiting.getByRole('button', { name: '审核' })).toBeInTheDocument();
    const passed = await rowOf(PASSED.companyName);
    expect(passed.getByText('审核通过')).toBeInTheDocument();
    expect(passed.queryByRole('button', { name: '审核' })).toBeNull();
    expect(passed.getByRole('button', { name: '详情' })).toBeInTheDocument();
  });

  it('hides 审核 and 导出 from a caller without those permissions', async () => {
    sessionStore.set(permissionsAtom, [PERM.decDeclareList]);
    render(<DeclareReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const waiting = await rowOf(WAITING.companyName);
    expect(waiting.queryByRole('button', { name: '审核' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });

  it('sends the project, enterprise and state filters, and exports the applied filters', async () => {
    sessionStore.set(permissionsAtom, ALL);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<DeclareReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf(WAITING.companyName);
    await userEvent.type(screen.getByRole('textbox', { name: '申报项目' }), '技术改造');
    await userEvent.type(screen.getByRole('textbox', { name: '申报企业' }), '恒达');
    await userEvent.click(screen.getByRole('textbox', { name: '状态' }));
    expect(screen.queryByRole('option', { name: '草稿' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '审核驳回' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('3'));
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ projectName: '技术改造', companyName: '恒达', status: '3', page: '1', pageSize: '10' });

    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出成功')).toBeInTheDocument();
    expect(Object.fromEntries(exportQueries[0]!)).toEqual({ projectName: '技术改造', companyName: '恒达', status: '3' });
    expect(saved).toEqual(['申报审核_2026-11-26.xlsx']);
  });

  it('shows the submitted form read-only in 详情', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<DeclareReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(WAITING.companyName)).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '申报详情' });
    expect(await within(dialog).findByText('设备投资额（万元）')).toBeInTheDocument();
    expect(within(dialog).getByText('650')).toBeInTheDocument();
    expect(within(dialog).getByText('新增两条自动化生产线')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '设备发票.pdf' })).toBeInTheDocument();
    // read-only: no input to change an answer
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '审核' }));
    expect(await screen.findByRole('dialog', { name: '申报审核' })).toBeInTheDocument();
  });

  it('requires an opinion to return (驳回) a declaration, then sends it with 审核成功', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<DeclareReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(WAITING.companyName)).getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog', { name: '申报审核' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入审核意见')).toBeInTheDocument();
    expect(examined).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /审核意见/ }), '请补充上传近三年财务审计报告');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    expect(examined).toEqual([{ id: WAITING.id, result: '2', opinion: '请补充上传近三年财务审计报告' }]);
  });

  it('passes (通过) without an opinion', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<DeclareReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(WAITING.companyName)).getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog', { name: '申报审核' });
    expect(within(dialog).getByRole('radio', { name: '通过' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(examined).toEqual([{ id: WAITING.id, result: '1' }]));
  });
});
