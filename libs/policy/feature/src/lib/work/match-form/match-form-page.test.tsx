import { PERM } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MatchFormPage } from './match-form-page';

const FORM = {
  id: '6b5a9c7e-1f2d-4e4a-9c8b-3d7e8f9a0b12',
  formName: '制造业政策匹配表',
  questionnaireId: '8d7c1e9a-3b4f-4a6c-9e0d-5f9a0b1c2d34',
  questionnaireTitle: '企业基本情况问卷',
  questionCount: 1,
  enableFlag: '1',
  remark: null,
  questions: [{ questionId: '7c6b0d8f-2a3e-4f5b-8d9c-4e8f9a0b1c23', fieldKey: 'employeeCount', sort: 1 }],
  createTime: '2026-11-20T06:30:00.000Z',
  updateTime: '2026-11-20T06:30:00.000Z',
};
const deleted: string[] = [];
setupMsw(
  http.get(apiUrl('/admin/match/form/queryDataList'), () => HttpResponse.json(okEnvelope({ list: [FORM], total: 1 }))),
  http.get(apiUrl('/admin/match/form/delete'), ({ request }) => {
    deleted.push(new URL(request.url).searchParams.get('id') ?? '');
    return HttpResponse.json(failEnvelope('BUSINESS_RULE', '该匹配表单已被政策计算器使用，不能删除'));
  }),
);

beforeEach(() => {
  deleted.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('匹配表单', { timeout: 30_000 }, () => {
  it('lists the forms with their questionnaire and keeps the confirmation open when the server refuses the delete', async () => {
    sessionStore.set(permissionsAtom, [PERM.policyMatchFormList, PERM.policyMatchFormSave, PERM.policyMatchFormDelete]);
    render(<MatchFormPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '匹配表单列表' }, { timeout: 5000 });
    const row = within((await within(table).findByText(FORM.formName)).closest('tr')!);
    expect(row.getByText('企业基本情况问卷')).toBeInTheDocument();
    expect(row.getByText('启用')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([FORM.id]));
    // refused: the confirmation stays open for another try (the API client shows the server's message)
    expect(screen.getByRole('dialog', { name: '提示' })).toBeInTheDocument();
  });

  it('shows no writes to a caller who may only list', async () => {
    sessionStore.set(permissionsAtom, [PERM.policyMatchFormList]);
    render(<MatchFormPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '匹配表单列表' }, { timeout: 5000 });
    await within(table).findByText(FORM.formName);
    expect(within(table).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
