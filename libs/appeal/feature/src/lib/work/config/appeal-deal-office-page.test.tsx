import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppealDealOfficePage } from './appeal-deal-office-page';

const ROOT = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
const JXJ_OFFICE = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const FGJ_OFFICE = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const OFFICES = [
  {
    id: 'a1000000-0000-4000-8000-000000000001',
    dealOfficeName: '德清县经济和信息化局',
    officeId: JXJ_OFFICE,
    officeName: '德清县经济和信息化局',
    contactName: '王强',
    contactPhone: '13857208006',
    sort: 0,
    enableFlag: true,
  },
  { id: 'a1000000-0000-4000-8000-000000000002', dealOfficeName: '武康街道', officeId: null, officeName: null, contactName: null, contactPhone: null, sort: 1, enableFlag: true },
];

const saved: unknown[] = [];
setupMsw(
  http.get(apiUrl('/appeal/dealOffice/list'), () => HttpResponse.json(okEnvelope({ list: OFFICES, total: 2 }))),
  http.get(apiUrl('/sys/office/options'), () =>
    HttpResponse.json(
      okEnvelope([
        {
          id: ROOT,
          parentId: null,
          label: '德清县人民政府',
          disabled: true,
          children: [
            { id: JXJ_OFFICE, parentId: ROOT, label: '德清县经济和信息化局', children: [] },
            { id: FGJ_OFFICE, parentId: ROOT, label: '德清县发展和改革局', children: [] },
          ],
        },
      ]),
    ),
  ),
  http.post(apiUrl('/appeal/dealOffice/saveOrUpdate'), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(okEnvelope({ id: 'a1000000-0000-4000-8000-000000000003' }, '保存成功'));
  }),
);

beforeEach(() => {
  saved.length = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.appealDealOfficeList, PERM.appealDealOfficeSave, PERM.appealDealOfficeDelete]);
});
afterEach(() => clearSession());

describe('承办部门', { timeout: 30_000 }, () => {
  it('shows the linked system office by name and links a new office through the office picker', async () => {
    render(<AppealDealOfficePage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '承办部门列表' }, { timeout: 5000 });
    const jxj = (await within(table).findByText('王强')).closest('tr') as HTMLElement;
    expect(within(jxj).getAllByText('德清县经济和信息化局')).toHaveLength(2); // 部门名称 and 关联系统部门
    const street = within(table).getByText('武康街道').closest('tr') as HTMLElement;
    expect(within(street).getByText('未关联')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增承办部门' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /部门名称/ }), '德清县发展和改革局');
    await userEvent.click(within(dialog).getByRole('button', { name: '关联系统部门' }));
    await userEvent.click(await screen.findByRole('button', { name: '展开' }));
    await userEvent.click(within(await screen.findByRole('tree')).getByText('德清县发展和改革局'));
    expect(within(dialog).getByRole('button', { name: '关联系统部门' })).toHaveTextContent('德清县发展和改革局');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ dealOfficeName: '德清县发展和改革局', officeId: FGJ_OFFICE });
  });
});
