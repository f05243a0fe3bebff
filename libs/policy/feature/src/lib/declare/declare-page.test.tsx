import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DeclarePage, validateContact } from './declare-page';
import { DECLARE_ID, POLICY_ID, PROJECT, PROJECT_ID, declaration, logIn, publicConfigHandler, type TestDeclareStatus } from './test-fixtures';

const NEW_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
const START = `/page/policyserverdeclare?projectId=${PROJECT_ID}`;

let apply: ReturnType<typeof declaration> | null = null;
let saveAnswer: () => Response = () => HttpResponse.json(okEnvelope({ id: NEW_ID }, '提交成功'));
const saved: Record<string, unknown>[] = [];

setupMsw(
  http.get(apiUrl('/policy/doc/projectApply'), () => HttpResponse.json(okEnvelope({ project: PROJECT, apply, match: null }))),
  http.post(apiUrl('/policy/doc/saveProjectApply'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push(body);
    return body['saveType'] === '0' ? HttpResponse.json(okEnvelope({ id: NEW_ID }, '保存成功')) : saveAnswer();
  }),
  publicConfigHandler,
);

function Location() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <output data-testid="location">{href}</output>;
}

function renderPage(status?: TestDeclareStatus) {
  apply = status ? declaration(status) : null;
  render(
    <>
      <DeclarePage projectId={PROJECT_ID} {...(status ? { id: DECLARE_ID, type: '1' } : {})} />
      <Location />
    </>,
    { wrapper: createTestWrapper({ path: START, notifications: true }) },
  );
}

const location = () => screen.getByTestId('location').textContent;
/** The first answer of a test waits longer: the page's chunks and the first request under a loaded machine. */
const FIRST = { timeout: 5000 };

async function fillTemplate() {
  await userEvent.type(await screen.findByRole('textbox', { name: '项目名称' }, FIRST), '新增两条自动化生产线');
  await userEvent.type(screen.getByRole('textbox', { name: '设备投资额（万元）' }), '650');
}

beforeEach(() => {
  saved.length = 0;
  saveAnswer = () => HttpResponse.json(okEnvelope({ id: NEW_ID }, '提交成功'));
  logIn('QY');
});
afterEach(() => clearSession());

describe('DeclarePage (/page/policyserverdeclare)', { timeout: 30_000 }, () => {
  it('shows the project and renders its template; 提交申报 checks the phone, submits and opens the detail', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: PROJECT.projectName }, FIRST)).toBeInTheDocument();
    expect(screen.getByText('申报中')).toBeInTheDocument();
    expect(screen.getByText('最高500万元')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '技术改造项目补助申报表' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('张伟');

    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('请输入项目名称')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await fillTemplate();
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: '联系电话' }));
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    await waitFor(() => expect(location()).toBe(`/page/policyserverdectail?id=${NEW_ID}`), FIRST);
    expect(saved).toEqual([
      {
        projectId: PROJECT_ID,
        contactName: '张伟',
        contactPhone: '13912345678',
        formData: { projectTitle: '新增两条自动化生产线', investAmount: 650 },
        attachments: [],
        saveType: '1',
      },
    ]);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(screen.queryByText('是否确定要放弃录入本次政策申报？')).not.toBeInTheDocument();
  });

  it('保存草稿 saves without the required answers and stays; the next save updates the same declaration', async () => {
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: '联系电话' }, FIRST), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ saveType: '0', formData: { projectTitle: null, investAmount: null } });
    expect(saved[0]).not.toHaveProperty('id');
    expect(location()).toBe(START);

    await userEvent.type(screen.getByRole('textbox', { name: '项目名称' }), '技改');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saved).toHaveLength(2), FIRST);
    expect(saved[1]).toMatchObject({ id: NEW_ID, saveType: '0', formData: { projectTitle: '技改' } });
  });

  it('shows the server’s refusal (HTTP 400) on the field it names', async () => {
    saveAnswer = () => HttpResponse.json(failEnvelope('BAD_REQUEST', '项目名称：与已立项项目重名', '项目名称：与已立项项目重名'), { status: 400 });
    renderPage();
    await fillTemplate();
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    const field = await screen.findByRole('textbox', { name: '项目名称' }, FIRST);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('与已立项项目重名')).toBeInTheDocument();
    expect(location()).toBe(START);
  });

  it('shows a contract refusal of 联系电话 under that field', async () => {
    saveAnswer = () => HttpResponse.json(failEnvelope('BAD_REQUEST', '请求参数错误', '参数 contactPhone 应当匹配模式 "^1\\d{10}$"'), { status: 400 });
    renderPage();
    await fillTemplate();
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('参数 contactPhone 应当匹配模式 "^1\\d{10}$"')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks 是否确定要放弃录入本次政策申报？ (确认退出 / 继续录入) before leaving with unsaved changes', async () => {
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: '项目名称' }, FIRST), '技改');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    let dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('是否确定要放弃录入本次政策申报？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '继续录入' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(location()).toBe(START);
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveValue('技改');

    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认退出' }));
    await waitFor(() => expect(location()).toBe(`/page/policyserverdetail?id=${POLICY_ID}`), FIRST);
  });

  it('leaves without asking when nothing changed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '返回' }, FIRST));
    await waitFor(() => expect(location()).toBe(`/page/policyserverdetail?id=${POLICY_ID}`), FIRST);
    expect(screen.queryByText('是否确定要放弃录入本次政策申报？')).not.toBeInTheDocument();
  });

  it('continues a rejected declaration: opinion shown, answers prefilled, saved under its id', async () => {
    renderPage('3');
    expect(await screen.findByText('审核意见：请补充设备发票原件扫描件。请修改后重新提交。', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '项目名称' })).toHaveValue('新增两条自动化生产线');
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('李娜');
    expect(screen.getByRole('link', { name: '申报材料.pdf' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交申报' }));
    await waitFor(() => expect(saved).toHaveLength(1), FIRST);
    expect(saved[0]).toMatchObject({ id: DECLARE_ID, saveType: '1', attachments: [{ fileName: '申报材料.pdf', filePath: '2026/11/5c1f0e2a.pdf' }] });
  });

  it('does not offer the form for a declaration awaiting review, but its detail', async () => {
    renderPage('1');
    expect(await screen.findByText('已申报（待审核）', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看申报详情' })).toHaveAttribute('href', `/page/policyserverdectail?id=${DECLARE_ID}`);
    expect(screen.queryByRole('button', { name: '提交申报' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in as an enterprise', async () => {
    clearSession();
    renderPage();
    expect(await screen.findByText('请先使用企业账号进行登录', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申报' })).not.toBeInTheDocument();
  });
});

describe('validateContact', () => {
  it('requires 联系人 (≤ 20) and a mobile number (seeds 000 §5)', () => {
    expect(validateContact({ contactName: '张伟', contactPhone: '13912345678' })).toEqual({});
    expect(validateContact({ contactName: ' ', contactPhone: '' })).toEqual({ contactName: '请输入联系人', contactPhone: '手机号不能为空' });
    expect(validateContact({ contactName: '一'.repeat(21), contactPhone: '2391234567' })).toEqual({
      contactName: '联系人不能超过20个字',
      contactPhone: '手机号格式错误',
    });
  });
});
