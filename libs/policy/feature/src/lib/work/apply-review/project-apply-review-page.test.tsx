/**
 * 项目申报审核 (issue 15; seeds 001 §7 /gov/policy/doc/*): the examining department's list, 详情 with the
 * answers in the project's template and the 审核记录, and 审核 through `examineGovProjectApply` (驳回 needs
 * an opinion).
 */
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ProjectApplyReviewPage } from './project-apply-review-page';

const WAITING = {
  id: 'b079351c-5563-5226-be1c-e8bab650d9b1',
  declareNo: 'SB20261121001',
  policyId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  projectId: 'ea5f3e74-b830-58fe-8650-7b9545d9ce6f',
  projectName: '2026年度企业技术改造补助',
  companyName: '德清县恒达新材料有限公司',
  creditCode: '91330521MA2B3C4D5E',
  contactName: '张伟',
  contactPhone: '13912345678',
  status: '1',
  submitTime: '2026-11-21T02:00:00.000Z',
  examineTime: null,
  examineOpinion: null,
  createTime: '2026-11-20T09:00:00.000Z',
};
const DETAIL = {
  ...WAITING,
  companyId: '6eaf1954-6507-54e4-8522-4606e51b46a3',
  formData: { investAmount: 650, projectType: '2' },
  attachments: [],
  examineUserName: null,
  updateTime: '2026-11-21T02:00:00.000Z',
  template: {
    fields: [
      { key: 'investAmount', label: '设备投资额（元）', type: 'amount', required: true },
      { key: 'projectType', label: '项目类型', type: 'select', options: [{ label: '新建', value: '1' }, { label: '技改', value: '2' }] },
    ],
  },
};
const LOG = [
  { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e51', declareId: WAITING.id, action: 'submit', fromStatus: '0', toStatus: '1', opinion: null, operatorName: '张伟', operatorDep: '德清县恒达新材料有限公司', createTime: '2026-11-21T02:00:00.000Z' },
];

const examined: unknown[] = [];
setupMsw(
  http.get(apiUrl('/gov/policy/doc/applyList'), () => HttpResponse.json(okEnvelope({ list: [WAITING], total: 1 }))),
  http.get(apiUrl('/admin/policy/info/applyProjectList'), () => HttpResponse.json(okEnvelope({ list: [], total: 0 }))),
  http.get(apiUrl('/gov/policy/doc/applyDetail'), () => HttpResponse.json(okEnvelope(DETAIL))),
  http.get(apiUrl('/gov/policy/doc/examineDetail'), () => HttpResponse.json(okEnvelope(LOG))),
  http.post(apiUrl('/gov/policy/doc/examine'), async ({ request }) => {
    examined.push(await request.json());
    return HttpResponse.json(okEnvelope(null, '审核成功'));
  }),
);

beforeEach(() => {
  examined.length = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.policyApplyList, PERM.policyApplyExamine, PERM.policyApplyExport, PERM.policyApplyProjectList]);
});
afterEach(() => clearSession());

async function waitingRow() {
  const table = await screen.findByRole('table', { name: '项目申报列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(WAITING.companyName, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('项目申报审核', { timeout: 60_000 }, () => {
  it('shows the answers in the template and the history in 详情', async () => {
    render(<ProjectApplyReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await waitingRow()).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '申报详情' });
    expect(await within(dialog).findByText('技改')).toBeInTheDocument();
    const history = await within(dialog).findByRole('table', { name: '审核记录' });
    expect(within(history).getByText('提交')).toBeInTheDocument();
    expect(within(history).getByText('草稿 → 待审核')).toBeInTheDocument();
  });

  it('returns a declaration with an opinion through the government operation', async () => {
    render(<ProjectApplyReviewPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await waitingRow()).getByRole('button', { name: '审核' }));
    const dialog = await screen.findByRole('dialog', { name: '申报审核' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入审核意见')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /审核意见/ }), '请补充设备采购合同');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    expect(examined).toEqual([{ id: WAITING.id, result: '2', opinion: '请补充设备采购合同' }]);
  });
});
