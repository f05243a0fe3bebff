/**
 * 申报项目 (issue 15; seeds 001 §2 form preview publish 1 / save 0, §3 project save payload): the list
 * with the actions the `ApplyProjectStatus` table allows, the editor's preview rendering the template,
 * and 发布 / 保存 sending the documents' payload with status 1 / 0.
 */
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ApplyProjectPage } from './apply-project-page';

const POLICY = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
const item = (n: number, status: '0' | '1', applyCount: number) => ({
  id: `2d1c5e3a-7b8f-4a0c-9e4d-9f3a4b5c6d7${n}`,
  policyId: POLICY,
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  projectName: `技术改造项目${n}`,
  applyStartTime: '2026-12-01T00:00:00.000Z',
  applyEndTime: '2026-12-31T09:00:00.000Z',
  examineStartTime: '2027-01-04T00:00:00.000Z',
  examineEndTime: '2027-01-29T09:00:00.000Z',
  examineDep: '德清县经济和信息化局',
  phase: '1',
  applyCount,
  createTime: '2026-11-20T06:30:00.000Z',
  status,
});
const DRAFT = item(1, '0', 0);
const DECLARED = item(2, '1', 3);
const TEMPLATE = {
  title: '技术改造项目补助申报表',
  version: 1,
  fields: [
    { key: 'investAmount', label: '设备投资额（元）', type: 'amount', required: true },
    { key: 'period', label: '建设周期', type: 'dateRange' },
  ],
};

const saved: Record<string, unknown>[] = [];
setupMsw(
  http.get(apiUrl('/admin/policy/info/applyProjectList'), () => HttpResponse.json(okEnvelope({ list: [DRAFT, DECLARED], total: 2 }))),
  http.get(apiUrl('/admin/policy/info/applyProjectDetail'), () => HttpResponse.json(okEnvelope({ ...DRAFT, template: TEMPLATE }))),
  http.get(apiUrl('/policy/doc/list'), () =>
    HttpResponse.json(okEnvelope({ list: [{ id: POLICY, policyTitle: DRAFT.policyTitle, policyDepName: '德清县经济和信息化局', policyCreateTime: '2026-01-01T00:00:00.000Z', supportModes: [] }], total: 1 })),
  ),
  http.post(apiUrl('/admin/policy/info/applyProjectSave'), async ({ request }) => {
    saved.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(okEnvelope({ id: DRAFT.id }, '保存成功'));
  }),
);

beforeEach(() => {
  saved.length = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.policyApplyProjectList, PERM.policyApplyProjectSave, PERM.policyApplyProjectDelete]);
});
afterEach(() => clearSession());

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '申报项目列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('申报项目', { timeout: 60_000 }, () => {
  it('offers 编辑 and 删除 only where the state table allows (not once enterprises declared to a published project)', async () => {
    render(<ApplyProjectPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const draft = await rowOf(DRAFT.projectName);
    expect(draft.getByText('未发布')).toBeInTheDocument();
    expect(draft.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(draft.getByRole('button', { name: `删除${DRAFT.projectName}` })).toBeInTheDocument();
    const declared = await rowOf(DECLARED.projectName);
    expect(declared.getByText('已发布')).toBeInTheDocument();
    expect(declared.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(declared.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('previews the template as the declaration page renders it, then publishes (1) or saves (0) the project payload', async () => {
    render(<ApplyProjectPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(DRAFT.projectName)).getByRole('button', { name: '编辑' }));
    const editor = await screen.findByRole('dialog', { name: '编辑申报项目' });
    expect(await within(editor).findByRole('listitem', { name: '设备投资额（元）' })).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('dialog', { name: '申报表预览' });
    expect(within(preview).getByText('技术改造项目补助申报表')).toBeInTheDocument();
    expect(within(preview).getAllByText('设备投资额（元）').length).toBeGreaterThan(0);
    await userEvent.click(within(preview).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        id: DRAFT.id,
        policyId: POLICY,
        projectName: DRAFT.projectName,
        applyStartTime: DRAFT.applyStartTime,
        applyEndTime: DRAFT.applyEndTime,
        examineStartTime: DRAFT.examineStartTime,
        examineEndTime: DRAFT.examineEndTime,
        examineDep: DRAFT.examineDep,
        template: TEMPLATE,
        status: '1',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑申报项目' })).toBeNull());

    await userEvent.click((await rowOf(DRAFT.projectName)).getByRole('button', { name: '编辑' }));
    const again = await screen.findByRole('dialog', { name: '编辑申报项目' });
    await within(again).findByRole('listitem', { name: '设备投资额（元）' });
    await userEvent.click(within(again).getByRole('button', { name: '预览' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '申报表预览' })).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved.at(-1)?.status).toBe('0'));
  });

  it('refuses a preview until the required project fields are given', async () => {
    render(<ApplyProjectPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf(DRAFT.projectName);
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const editor = await screen.findByRole('dialog', { name: '新增申报项目' });
    await userEvent.click(within(editor).getByRole('button', { name: '预览' }));
    expect(await within(editor).findByText('请选择所属政策')).toBeInTheDocument();
    expect(within(editor).getByText('请选择申报时间')).toBeInTheDocument();
    expect(within(editor).getByText('请输入审核部门')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '申报表预览' })).toBeNull();
  });
});
