import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PolDicValuePage } from './pol-dic-value-page';

const VALUE = { id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b', dictTypeCode: 'supportMode', label: '资金补助', value: '1', sort: 1, enableFlag: '1', remark: null };
const saved: unknown[] = [];
setupMsw(
  http.get(apiUrl('/pol/polDicValue/queryByPage'), () => HttpResponse.json(okEnvelope({ list: [VALUE], total: 1 }))),
  http.post(apiUrl('/pol/polDicValue/edit'), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: VALUE.id }, '保存成功'));
  }),
);

beforeEach(() => {
  saved.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('政策字典', { timeout: 30_000 }, () => {
  it('lists the values with their dictionary and disables one through 编辑', async () => {
    sessionStore.set(permissionsAtom, [PERM.polDicValueList, PERM.polDicValueEdit]);
    render(<PolDicValuePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '政策字典列表' }, { timeout: 5000 });
    const row = within((await within(table).findByText('资金补助')).closest('tr')!);
    expect(row.getByText('支持方式')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑字典值' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '停用' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toEqual([{ id: VALUE.id, dictTypeCode: 'supportMode', label: '资金补助', value: '1', sort: 1, enableFlag: '0' }]));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('offers no 新增 or 编辑 without pol:dicValue:edit', async () => {
    sessionStore.set(permissionsAtom, [PERM.polDicValueList]);
    render(<PolDicValuePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '政策字典列表' }, { timeout: 5000 });
    await within(table).findByText('资金补助');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
