/** 我的申报 shows the reviewer's opinion (issue 12 acceptance 5: the enterprise sees 审核驳回 with the opinion). */
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MyDeclarePage } from './my-declare-page';
import { declaration, logIn, publicConfigHandler } from './test-fixtures';

const { formData: _f, attachments: _a, companyId: _c, examineUserName: _u, updateTime: _t, ...returned } = declaration('3', {
  examineOpinion: '请补充上传近三年财务审计报告',
  examineTime: '2026-11-25T02:00:00.000Z',
});

setupMsw(publicConfigHandler, http.get(apiUrl('/dec/my/list'), () => HttpResponse.json(okEnvelope({ list: [returned], total: 1 }))));

beforeEach(() => logIn('QY'));
afterEach(() => clearSession());

describe('我的申报: the opinion of a returned declaration', { timeout: 30_000 }, () => {
  it('shows 审核驳回 and the opinion in the row', async () => {
    render(<MyDeclarePage />, { wrapper: createTestWrapper({ path: '/work/my/declare', notifications: true }) });
    const table = await screen.findByRole('table', { name: '我的申报' }, { timeout: 8000 });
    expect(within(table).getByRole('columnheader', { name: '审核意见' })).toBeInTheDocument();
    const row = (await within(table).findByText('请补充上传近三年财务审计报告', {}, { timeout: 8000 })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('审核驳回')).toBeInTheDocument();
  });
});
