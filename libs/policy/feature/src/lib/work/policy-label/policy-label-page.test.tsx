import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PolicyLabelPage } from './policy-label-page';

const TAG_HI = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', tagName: '高新技术企业' };
const TAG_SME = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a52', tagName: '小微企业' };
const company = (n: number, companyName: string, contact: string, phone: string) => ({
  id: `6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2${n}`,
  companyName,
  legalPerson: contact,
  legalPersonPhone: phone,
  contact,
  phone,
});
/** The enterprises the (mocked) server holds per tag. */
const CARRIERS: Record<string, ReturnType<typeof company>[]> = {
  [TAG_HI.id]: [company(1, '德清恒达新材料有限公司', '李梅', '13857261234'), company(2, '德清华远智能装备有限公司', '王强', '13905720001')],
  [TAG_SME.id]: [company(3, '德清小溪食品有限公司', '赵敏', '13905720002')],
};
const LABEL = {
  id: '5a4f8b6d-0e1c-4d3f-8b7a-2c6d7e8f9a01',
  labelName: '制造业技改',
  tags: [TAG_HI],
  enableFlag: '1',
  sort: 1,
  remark: null,
  companyCount: 2,
  policyCount: 3,
  createTime: '2026-11-20T06:30:00.000Z',
};

const posted: Record<string, unknown[]> = {};
const companyQueries: unknown[] = [];
setupMsw(
  http.get(apiUrl('/admin/policy/label/list'), () => HttpResponse.json(okEnvelope({ list: [LABEL], total: 1 }))),
  http.get(apiUrl('/admin/policy/label/selectPartTagInfo'), () => HttpResponse.json(okEnvelope([TAG_HI, TAG_SME]))),
  http.post(apiUrl('/admin/policy/label/selectCompanyInfoByLabel'), async ({ request }) => {
    const body = (await request.json()) as { tagId?: string; labelId?: string };
    companyQueries.push(body);
    const list = body.tagId ? (CARRIERS[body.tagId] ?? []) : (CARRIERS[TAG_HI.id] ?? []);
    return HttpResponse.json(okEnvelope({ list, total: list.length }));
  }),
  http.post(apiUrl('/admin/policy/label/save'), async ({ request }) => {
    (posted['save'] ??= []).push(await request.json());
    return HttpResponse.json(okEnvelope({ id: LABEL.id }, '保存成功'));
  }),
  http.post(apiUrl('/admin/policy/label/editEnableFlag'), async ({ request }) => {
    (posted['toggle'] ??= []).push(await request.text());
    return HttpResponse.json(okEnvelope({ id: LABEL.id, enableFlag: '0' }, '已停用'));
  }),
);

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  companyQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('政策标签', { timeout: 30_000 }, () => {
  it('lock dialog: one tab per chosen tag lists exactly its enterprises with contact and phone; the label saves the tags', async () => {
    sessionStore.set(permissionsAtom, ['policy:label:list', 'policy:label:save', 'policy:label:delete']);
    render(<PolicyLabelPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click(await screen.findByRole('button', { name: '新增标签' }));
    const form = within(await screen.findByRole('dialog', { name: '新增标签' }));
    await userEvent.type(form.getByRole('textbox', { name: '标签名称' }), '技改小微');
    await userEvent.click(form.getByRole('button', { name: '选择企业标签' }));

    const lock = within(await screen.findByRole('dialog', { name: '选择企业标签' }));
    const picker = lock.getByRole('textbox', { name: '企业标签' });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: '高新技术企业' }));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: '小微企业' }));

    expect(lock.getAllByRole('tab').map((t) => t.textContent)).toEqual(['高新技术企业', '小微企业']);
    const hi = await lock.findByRole('table', { name: '高新技术企业的企业' });
    await waitFor(() => expect(names(hi)).toHaveLength(2));
    expect(names(hi).map((cells) => cells.slice(-3))).toEqual([
      ['德清恒达新材料有限公司', '李梅', '13857261234'],
      ['德清华远智能装备有限公司', '王强', '13905720001'],
    ]);
    await userEvent.click(lock.getByRole('tab', { name: '小微企业' }));
    const sme = await lock.findByRole('table', { name: '小微企业的企业' });
    await waitFor(() => expect(names(sme).map((cells) => cells.slice(-3))).toEqual([['德清小溪食品有限公司', '赵敏', '13905720002']]));
    expect(companyQueries).toEqual(expect.arrayContaining([expect.objectContaining({ tagId: TAG_HI.id }), expect.objectContaining({ tagId: TAG_SME.id })]));

    await userEvent.click(lock.getByRole('button', { name: '确定' }));
    const back = within(await screen.findByRole('dialog', { name: '新增标签' }));
    expect(within(back.getByLabelText('已选企业标签')).getAllByText(/企业$/).map((b) => b.textContent)).toEqual(['高新技术企业', '小微企业']);
    await userEvent.click(back.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted['save']).toEqual([{ labelName: '技改小微', tagIds: [TAG_HI.id, TAG_SME.id], sort: 0 }]));
  });

  it('toggles the enable flag as a form after confirmation; read-only staff see no write buttons', async () => {
    sessionStore.set(permissionsAtom, ['policy:label:list', 'policy:label:save']);
    const { unmount } = render(<PolicyLabelPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const row = within((await screen.findByText('制造业技改')).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '停用' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['toggle']).toEqual([`id=${LABEL.id}`]));
    unmount();

    sessionStore.set(permissionsAtom, ['policy:label:list']);
    render(<PolicyLabelPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const readOnly = within((await screen.findByText('制造业技改')).closest('tr')!);
    expect(readOnly.getByRole('button', { name: '企业' })).toBeInTheDocument();
    expect(readOnly.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(readOnly.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增标签' })).not.toBeInTheDocument();
  });
});
