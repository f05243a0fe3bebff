import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { formatDate } from '@qifu/ui';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DeclareDetailPage } from './declare-detail-page';
import { DECLARE_ID, PROJECT, PROJECT_ID, declaration, logIn, publicConfigHandler, type TestDeclareStatus } from './test-fixtures';

const START = `/page/policyserverdectail?id=${DECLARE_ID}`;
const FIRST = { timeout: 5000 };

let status: TestDeclareStatus = '1';
const withdrawn: unknown[] = [];

setupMsw(
  http.get(apiUrl('/dec/my/detail'), () => HttpResponse.json(okEnvelope(declaration(status)))),
  http.get(apiUrl('/policy/doc/projectApply'), () => HttpResponse.json(okEnvelope({ project: PROJECT, apply: declaration(status), match: null }))),
  http.post(apiUrl('/dec/my/withdraw'), async ({ request }) => {
    withdrawn.push(await request.json());
    status = '4';
    return HttpResponse.json(okEnvelope(null, '撤回成功'));
  }),
  http.get(apiUrl('/ent/company/info/queryEntExpansionInfoAuthLog'), () => HttpResponse.json(okEnvelope({ authStatus: '01', authTime: null }))),
  http.post(apiUrl('/pol/policyBusinessLog/add'), () => HttpResponse.json(okEnvelope(null))),
  publicConfigHandler,
);

function Location() {
  return <output data-testid="location">{useRouterState({ select: (state) => state.location.href })}</output>;
}

function renderDetail(next: TestDeclareStatus) {
  status = next;
  render(
    <>
      <DeclareDetailPage id={DECLARE_ID} />
      <Location />
    </>,
    { wrapper: createTestWrapper({ path: START, notifications: true }) },
  );
}

const LABELS: Record<TestDeclareStatus, string> = { '0': '草稿', '1': '待审核', '2': '审核通过', '3': '审核驳回', '4': '已撤回' };

beforeEach(() => {
  withdrawn.length = 0;
  logIn('QY');
});
afterEach(() => clearSession());

describe('DeclareDetailPage (/page/policyserverdectail)', { timeout: 30_000 }, () => {
  it('shows the declaration, its review state, the answers in the template and the attachments', async () => {
    renderDetail('2');
    expect(await screen.findByRole('heading', { name: PROJECT.projectName }, FIRST)).toBeInTheDocument();
    expect(screen.getByTestId('declare-status')).toHaveTextContent('审核通过');
    expect(screen.getByText('SB20261121001')).toBeInTheDocument();
    expect(screen.getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(screen.getByText('李娜')).toBeInTheDocument();
    // 提交时间 in local time, with hours and minutes
    expect(screen.getByText(formatDate('2026-11-21T02:00:00.000Z', 'YYYY年MM月DD日 HH:mm'))).toBeInTheDocument();
    expect(screen.getByText('材料齐全，同意')).toBeInTheDocument();
    expect(await screen.findByText('新增两条自动化生产线', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('设备投资额（万元）')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '申报材料' })).getByRole('link', { name: '申报材料.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '继续填写' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
  });

  it.each(['0', '1', '2', '3', '4'] as const)('offers the actions of state %s only (DeclareStatus table)', async (state) => {
    renderDetail(state);
    expect(await screen.findByTestId('declare-status', {}, FIRST)).toHaveTextContent(LABELS[state]);
    const canEdit = state === '0' || state === '3' || state === '4';
    expect(screen.queryByRole('button', { name: '继续填写' }) !== null).toBe(canEdit);
    expect(screen.queryByRole('button', { name: '撤回' }) !== null).toBe(state === '1');
    expect(screen.queryByText('审核意见：请补充设备发票原件扫描件') !== null).toBe(state === '3');
  });

  it('撤回 asks first, then withdraws and shows the new state', async () => {
    renderDetail('1');
    await userEvent.click(await screen.findByRole('button', { name: '撤回' }, FIRST));
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要撤回该申报吗？撤回后可修改并重新提交。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(withdrawn).toEqual([{ id: DECLARE_ID }]), FIRST);
    expect(await screen.findByText('撤回成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('declare-status')).toHaveTextContent('已撤回'), FIRST);
    expect(screen.getByRole('button', { name: '继续填写' })).toBeInTheDocument();
  });

  it('继续填写 continues through the entry flow with entry type 1', async () => {
    renderDetail('3');
    await userEvent.click(await screen.findByRole('button', { name: '继续填写' }, FIRST));
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(`/page/policyserverdeclare?projectId=${PROJECT_ID}&id=${DECLARE_ID}&type=1`),
      FIRST,
    );
  });

  it('asks a visitor to log in as an enterprise', async () => {
    clearSession();
    renderDetail('1');
    expect(await screen.findByText('请先使用企业账号进行登录', {}, FIRST)).toBeInTheDocument();
  });
});
