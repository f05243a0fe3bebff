import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MyDeclarePage } from './my-declare-page';
import { declaration, logIn, type TestDeclareStatus } from './test-fixtures';

const FIRST = { timeout: 8000 };

function item(n: number, status: TestDeclareStatus, projectName: string) {
  const { formData: _f, attachments: _a, companyId: _c, examineOpinion: _o, examineUserName: _u, updateTime: _t, ...rest } = declaration(status);
  return { ...rest, id: `00000000-0000-4000-8000-00000000000${n}`, declareNo: `SB2026112100${n}`, projectName };
}

const DRAFT = item(1, '0', '企业技术改造补助');
const PENDING = item(2, '1', '专精特新企业奖励');
const PASSED = item(3, '2', '数字化改造补助');

const queries: URLSearchParams[] = [];
const posted: Record<string, unknown[]> = {};

setupMsw(
  http.get(apiUrl('/dec/my/list'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const list = [DRAFT, PENDING, PASSED].filter((row) => !query.get('status') || row.status === query.get('status'));
    return HttpResponse.json(okEnvelope({ list, total: list.length }));
  }),
  ...(['withdraw', 'delete'] as const).map((action) =>
    http.post(apiUrl(`/dec/my/${action}`), async ({ request }) => {
      (posted[action] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(null, action === 'delete' ? '删除成功' : '撤回成功'));
    }),
  ),
);

async function rowOf(text: string) {
  const cell = await screen.findByText(text, {}, FIRST);
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

beforeEach(() => {
  queries.length = 0;
  for (const key of Object.keys(posted)) delete posted[key];
  logIn('QY');
});
afterEach(() => clearSession());

describe('我的申报 (/work/my/declare)', { timeout: 40_000 }, () => {
  it('lists the declarations with number, project, policy, state and submit time, and the actions of each state', async () => {
    render(<MyDeclarePage />, { wrapper: createTestWrapper({ path: '/work/my/declare', notifications: true }) });
    const draft = await rowOf('SB20261121001');
    expect(draft.getByText('企业技术改造补助')).toBeInTheDocument();
    expect(draft.getByText('草稿')).toBeInTheDocument();
    expect(draft.getByRole('link', { name: '查看：SB20261121001' })).toHaveAttribute('href', `/page/policyserverdectail?id=${DRAFT.id}`);
    expect(draft.getByRole('button', { name: '继续填写' })).toBeInTheDocument();
    expect(draft.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();

    const pending = await rowOf('SB20261121002');
    expect(pending.getByText('待审核')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: '撤回' })).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: '继续填写' })).not.toBeInTheDocument();
    expect(pending.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    const passed = await rowOf('SB20261121003');
    expect(passed.getByText('审核通过')).toBeInTheDocument();
    expect(passed.queryAllByRole('button')).toHaveLength(0);
    expect(passed.getByRole('link', { name: '查看：SB20261121003' })).toBeInTheDocument();

    const first = queries[0];
    expect(first?.get('page')).toBe('1');
    expect(first?.get('pageSize')).toBe('10');
  });

  it('filters by state', async () => {
    render(<MyDeclarePage />, { wrapper: createTestWrapper({ path: '/work/my/declare', notifications: true }) });
    await rowOf('SB20261121001');
    await userEvent.click(screen.getByRole('textbox', { name: '申报状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '待审核' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries.some((query) => query.get('status') === '1')).toBe(true), FIRST);
    await waitFor(() => expect(screen.queryByText('SB20261121001')).not.toBeInTheDocument(), FIRST);
    expect(screen.getByText('SB20261121002')).toBeInTheDocument();
  });

  it('撤回 and 删除 ask first, then call the server and show its message', async () => {
    render(<MyDeclarePage />, { wrapper: createTestWrapper({ path: '/work/my/declare', notifications: true }) });
    await userEvent.click((await rowOf('SB20261121002')).getByRole('button', { name: '撤回' }));
    let dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要撤回该申报吗？撤回后可修改并重新提交。')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['withdraw']).toEqual([{ id: PENDING.id }]), FIRST);
    expect(await screen.findByText('撤回成功')).toBeInTheDocument();

    await userEvent.click((await rowOf('SB20261121001')).getByRole('button', { name: '删除' }));
    dialog = within(await screen.findByRole('dialog', { name: '提示' }));
    expect(dialog.getByText('确定要删除申报“SB20261121001”吗？')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['delete']).toEqual([{ ids: [DRAFT.id] }]), FIRST);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });
});
