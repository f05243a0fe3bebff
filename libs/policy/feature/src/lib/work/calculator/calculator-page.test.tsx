import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CalculatorPage } from './calculator-page';

const base = {
  policyId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  createTime: '2026-11-20T06:30:00.000Z',
  updateTime: '2026-11-20T06:30:00.000Z',
};
const DRAFT = { ...base, id: '9e8d2f0b-4c5a-4b7d-8f1e-6a0b1c2d3e41', calculatorName: '技改补助计算器', status: '0', whitelistCount: 0, matchCount: null, lastMatchTime: null };
const PASSED = {
  ...base,
  id: '9e8d2f0b-4c5a-4b7d-8f1e-6a0b1c2d3e42',
  calculatorName: '研发补助计算器',
  status: '2',
  whitelistCount: 3,
  matchCount: 132,
  lastMatchTime: '2026-11-21T06:30:00.000Z',
};
const JOB = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DETAIL = {
  ...PASSED,
  matchFormId: null,
  matchFormName: null,
  tags: [],
  rule: null,
  whitelistOnly: false,
  remark: null,
  auditOpinion: '同意',
  auditTime: '2026-11-20T08:00:00.000Z',
  auditBy: '张伟',
  lastJobId: JOB,
};
const RESULT = {
  companyId: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a',
  companyName: '德清县恒达新材料有限公司',
  creditCode: '91330521MA2B3C4D5E',
  streetName: '武康街道',
  matchDegree: 92,
  whitelisted: false,
  notified: false,
  notifyTime: null,
};

let job = { id: JOB, type: 'preMatch', status: 'running', progress: 42, total: 1000, done: 420, error: null as string | null, resultFilePath: null };
const cancels: unknown[] = [];
setupMsw(
  http.get(apiUrl('/admin/policyCalculator/list'), () => HttpResponse.json(okEnvelope({ list: [DRAFT, PASSED], total: 2 }))),
  http.get(apiUrl('/admin/policyCalculator/detail'), () => HttpResponse.json(okEnvelope(DETAIL))),
  http.get(apiUrl('/admin/policyCalculator/progress'), () => HttpResponse.json(okEnvelope(job))),
  http.get(apiUrl('/admin/policyCalculator/matchResultList'), () => HttpResponse.json(okEnvelope({ list: [RESULT], total: 1 }))),
  http.post(apiUrl('/admin/policyCalculator/cancelPreMatch'), async ({ request }) => {
    cancels.push(await request.json());
    job = { ...job, status: 'failed', error: '预匹配已取消' };
    return HttpResponse.json(okEnvelope(job, '预匹配已取消'));
  }),
);

const ALL = [
  PERM.policyCalculatorList,
  PERM.policyCalculatorSave,
  PERM.policyCalculatorDelete,
  PERM.policyCalculatorAudit,
  PERM.policyCalculatorMatch,
  PERM.policyCalculatorSend,
  PERM.policyCalculatorExport,
];

beforeEach(() => {
  cancels.length = 0;
  job = { id: JOB, type: 'preMatch', status: 'running', progress: 42, total: 1000, done: 420, error: null, resultFilePath: null };
  setTokens('access-token', 'refresh-token');
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '政策计算器列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('政策计算器', { timeout: 30_000 }, () => {
  it('offers per row only the actions of the calculator table', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CalculatorPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf(DRAFT.calculatorName);
    expect(draft.getByText('草稿')).toBeInTheDocument();
    for (const name of ['编辑', '白名单', '提交审核', '删除']) expect(draft.getByRole('button', { name })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '预匹配' })).toBeNull();
    const passed = await rowOf(PASSED.calculatorName);
    expect(passed.getByText('审核通过')).toBeInTheDocument();
    expect(passed.getByRole('button', { name: '预匹配' })).toBeInTheDocument();
    for (const name of ['编辑', '提交审核', '删除', '审核']) expect(passed.queryByRole('button', { name })).toBeNull();
  });

  it('shows the running pre-match from the server, cancels it after confirmation and says so', async () => {
    sessionStore.set(permissionsAtom, ALL);
    render(<CalculatorPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(PASSED.calculatorName)).getByRole('button', { name: '预匹配' }));
    const dialog = await screen.findByRole('dialog', { name: `预匹配：${PASSED.calculatorName}` });
    expect(await within(dialog).findByText('预匹配进行中（42%），已处理 420 / 1000 家企业')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: '预匹配进度' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(dialog).queryByRole('button', { name: '开始预匹配' })).toBeNull();
    expect(await within(dialog).findByText(RESULT.companyName)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '取消预匹配' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(cancels).toEqual([{ id: PASSED.id }]));
    expect(await within(dialog).findByText('预匹配已取消，已处理 420 / 1000 家企业')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: '开始预匹配' })).toBeInTheDocument();
  });

  it('hides the writes from a caller who may only list', async () => {
    sessionStore.set(permissionsAtom, [PERM.policyCalculatorList]);
    render(<CalculatorPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf(DRAFT.calculatorName);
    expect(draft.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(draft.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
