import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CompanyPage } from './company-page';

const HENGDA = {
  id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
  companyName: '德清县恒达新材料有限公司',
  creditCode: '91330521704512345A',
  legalPerson: '张伟',
  legalPersonPhone: '13857201001',
  streetId: '330521001',
  streetName: '武康街道',
  address: null,
  industry: 'C',
  scale: '2',
  businessType: 'industry',
  createTime: '2026-03-01T02:00:00.000Z',
  updateTime: null,
};

const posted: { path: string; body: unknown }[] = [];
const listQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/company/info/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ commonPage: { list: [HENGDA], total: 1 } }));
  }),
  http.get(apiUrl('/company/info/enums'), () =>
    HttpResponse.json(okEnvelope({ industry: [{ label: '制造业', value: 'C' }], scale: [{ label: '中型', value: '2' }], street: [{ label: '武康街道', value: '330521001' }], businessType: [{ label: '工业企业', value: 'industry' }] })),
  ),
  ...['save', 'delete'].map((op) =>
    http.post(apiUrl(`/company/info/${op}`), async ({ request }) => {
      posted.push({ path: op, body: await request.json() });
      return HttpResponse.json(okEnvelope(op === 'save' ? { id: HENGDA.id } : { count: 1 }, op === 'save' ? '保存成功' : '删除成功'));
    }),
  ),
);

beforeEach(() => {
  posted.length = 0;
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

/** Puts text into an input at once (typing Chinese character by character is slow). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('企业库', { timeout: 45_000 }, () => {
  it('searches by name, checks the credit code before saving and deletes after confirmation', async () => {
    sessionStore.set(permissionsAtom, [PERM.entCompanyList, PERM.entCompanySave, PERM.entCompanyDelete]);
    render(<CompanyPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '企业列表' }, { timeout: 5000 });
    expect(await within(table).findByText('武康街道')).toBeInTheDocument();

    await fill(screen.getByLabelText('企业名称'), '恒达');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('companyName')).toBe('恒达'));

    await userEvent.click(screen.getByRole('button', { name: '新增企业' }));
    const dialog = await screen.findByRole('dialog', { name: '新增企业' });
    await fill(within(dialog).getByLabelText(/企业名称/), '德清县新企业有限公司');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存|确\s*定/ }));
    expect(await within(dialog).findByText('社会信用代码不能为空')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/统一社会信用代码/), '91330521ma2b3c4d5e');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存|确\s*定/ }));
    expect(await within(dialog).findByText('社会信用代码格式错误')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(/统一社会信用代码/));
    await fill(within(dialog).getByLabelText(/统一社会信用代码/), '91330521MA2B3C4D5E');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存|确\s*定/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ path: 'save', body: { companyName: '德清县新企业有限公司', creditCode: '91330521MA2B3C4D5E' } });

    await userEvent.click(within(table).getByRole('button', { name: `删除：${HENGDA.companyName}` }));
    expect(posted).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ path: 'delete', body: { ids: [HENGDA.id] } });
  });
  it('offers 导入 and 导出 only with their permissions; 导入 opens the import dialog', async () => {
    sessionStore.set(permissionsAtom, [PERM.entCompanyList]);
    const { unmount } = render(<CompanyPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await screen.findByRole('table', { name: '企业列表' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
    unmount();

    sessionStore.set(permissionsAtom, [PERM.entCompanyList, PERM.entCompanyImport, PERM.entCompanyExport]);
    render(<CompanyPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await screen.findByRole('table', { name: '企业列表' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByRole('dialog', { name: '导入企业' })).toBeInTheDocument();
  });
});
