import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ExpansionPage } from '../expansion/expansion-page';
import { MyArchivePage } from './my-archive-page';

const COMPANY_ID = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
const T_OP = '2d4e6f80-1a2b-4c3d-8e5f-6a7b8c9d0e1f';
const T_RD = '4f607182-3c4d-4e5f-8a71-8c9d0e1f2a3b';
const field = (id: string, tableId: string, fieldName: string, fieldCode: string, fieldType: string, orderNum: number, extra: Record<string, unknown> = {}) => ({
  id,
  tableId,
  fieldName,
  fieldCode,
  fieldType,
  dictTypeCode: null,
  required: false,
  maxLength: null,
  unit: null,
  enableFlag: '1',
  orderNum,
  remark: null,
  ...extra,
});
const F_STAFF = field('3e5f7081-2b3c-4d4e-9f60-7b8c9d0e1f21', T_OP, '从业人数', 'employeeCount', 'number', 1, { required: true, unit: '人' });
const F_REV = field('3e5f7081-2b3c-4d4e-9f60-7b8c9d0e1f22', T_OP, '上年度营业收入', 'revenue', 'number', 2, { unit: '万元' });
const F_RD1 = field('3e5f7081-2b3c-4d4e-9f60-7b8c9d0e1f23', T_RD, '研发人员数', 'rdStaff', 'number', 1);
const F_RD2 = field('3e5f7081-2b3c-4d4e-9f60-7b8c9d0e1f24', T_RD, '研发中心名称', 'rdCenter', 'text', 2);
const F_RD3 = field('3e5f7081-2b3c-4d4e-9f60-7b8c9d0e1f25', T_RD, '研发起始日期', 'rdStart', 'date', 3);

const TABLES = [
  { id: T_OP, tableName: '经营情况', tableCode: 'operation', businessType: null, multiRow: false, enableFlag: '1', orderNum: 1, remark: null, updateTime: null, fields: [F_STAFF, F_REV] },
  { id: T_RD, tableName: '研发情况', tableCode: 'rdInfo', businessType: null, multiRow: false, enableFlag: '0', orderNum: 2, remark: null, updateTime: null, fields: [F_RD1, F_RD2, F_RD3] },
];

let archiveValues: Record<string, unknown> = { revenue: 12800 };
const posted: { path: string; body: unknown }[] = [];
setupMsw(
  http.get(apiUrl('/ent/company/info/queryCompanyIdByToken'), () => HttpResponse.json(okEnvelope({ companyId: COMPANY_ID }))),
  http.get(apiUrl('/dynamic/company/info/queryEntArchiveDetail'), () =>
    HttpResponse.json(
      okEnvelope({
        company: { id: COMPANY_ID, companyName: '德清县恒达新材料有限公司', creditCode: '91330521704512345A', streetName: '武康街道', businessType: 'industry', createTime: '2026-03-01T02:00:00.000Z' },
        wholeInfo: archiveValues['employeeCount'] !== undefined,
        tables: [{ tableId: T_OP, tableName: '经营情况', tableCode: 'operation', multiRow: false, orderNum: 1, fields: [F_STAFF, F_REV], values: archiveValues }],
      }),
    ),
  ),
  http.get(apiUrl('/dynamic/company/info/queryAllDictValue'), () => HttpResponse.json(okEnvelope({}))),
  http.post(apiUrl('/dynamic/company/info/judgeBusinessType'), () =>
    HttpResponse.json(okEnvelope({ companyId: COMPANY_ID, businessType: 'industry', suggestedBusinessType: 'industry', needConfirm: false })),
  ),
  http.post(apiUrl('/api/entExpansionTable/getBusinessTypeList'), () => HttpResponse.json(okEnvelope([{ label: '工业企业', value: 'industry' }]))),
  http.post(apiUrl('/api/entExpansionTableField/getFieldTypeList'), () => HttpResponse.json(okEnvelope([{ label: '数字', value: 'number' }]))),
  http.get(apiUrl('/api/entExpansionTable/findEnableTableList'), () => HttpResponse.json(okEnvelope(TABLES))),
  ...['/dynamic/company/info/saveEntArchiveDetail', '/api/entExpansionTable/updateOrderData', '/api/entExpansionTable/changeTableEnableFlag'].map((path) =>
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as { values?: Record<string, unknown> };
      posted.push({ path, body });
      if (body.values) archiveValues = { ...archiveValues, ...body.values };
      return HttpResponse.json(okEnvelope(null, '保存成功'));
    }),
  ),
);

beforeEach(() => {
  posted.length = 0;
  archiveValues = { revenue: 12800 };
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('我的 › 企业档案', { timeout: 30_000 }, () => {
  it('shows the enabled tables in order, checks a value and saves the missing one; completeness follows', async () => {
    sessionStore.set(permissionsAtom, [PERM.entArchiveView, PERM.entArchiveEdit]);
    render(<MyArchivePage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await screen.findByText('信息不完整', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['经营情况']);
    const form = screen.getByRole('form', { name: '经营情况' });
    const inputs = within(form).getAllByRole('textbox');
    expect(inputs.map((i) => i.closest('.mantine-InputWrapper-root')?.querySelector('label')?.textContent)).toEqual(['从业人数（人） *', '上年度营业收入（万元）']);
    expect(within(form).getByLabelText(/上年度营业收入/)).toHaveValue('12800');
    await userEvent.type(within(form).getByLabelText(/从业人数/), '50');
    await userEvent.click(within(form).getByRole('button', { name: '保存经营情况' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ path: '/dynamic/company/info/saveEntArchiveDetail', body: { companyId: COMPANY_ID, tableId: T_OP, values: { employeeCount: 50, revenue: 12800 } } });
    expect(await screen.findByText('信息完整')).toBeInTheDocument();
  });

  it('is read-only without the edit permission', async () => {
    sessionStore.set(permissionsAtom, [PERM.entArchiveView]);
    render(<MyArchivePage />, { wrapper: createTestWrapper({ notifications: true }) });
    await screen.findByRole('form', { name: '经营情况' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '保存经营情况' })).toBeNull();
    expect(screen.getByLabelText(/从业人数/)).toHaveAttribute('readonly');
  });
});

describe('档案扩展表', { timeout: 30_000 }, () => {
  it('lists tables and fields in order with their flags; 上移 sends the new order; 启用 asks first', async () => {
    sessionStore.set(permissionsAtom, [PERM.entExpansionView, PERM.entExpansionSave]);
    render(<ExpansionPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const tables = await screen.findByRole('list', { name: '扩展表顺序' }, { timeout: 5000 });
    const items = within(tables).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button', { name: /^字段：/ }).textContent)).toEqual(['经营情况', '研发情况']);
    expect(within(items[1] as HTMLElement).getByText('停用')).toBeInTheDocument();
    // fields of the chosen table, in order
    await userEvent.click(within(tables).getByRole('button', { name: '字段：研发情况' }));
    const fields = screen.getByRole('list', { name: '研发情况字段顺序' });
    expect(within(fields).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('研发人员数'),
      expect.stringContaining('研发中心名称'),
      expect.stringContaining('研发起始日期'),
    ]);
    await userEvent.click(within(fields).getByRole('button', { name: '上移 研发起始日期' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ path: '/api/entExpansionTable/updateOrderData', body: { tableId: T_RD, ids: [F_RD1.id, F_RD3.id, F_RD2.id] } });
    await userEvent.click(within(tables).getByRole('button', { name: '下移 经营情况' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toEqual({ ids: [T_RD, T_OP] });
    // enabling the disabled table asks for confirmation first
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /启用/ }));
    expect(posted).toHaveLength(2);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]).toEqual({ path: '/api/entExpansionTable/changeTableEnableFlag', body: { id: T_RD, enableFlag: '1' } });
  });

  it('offers no change without the save permission', async () => {
    sessionStore.set(permissionsAtom, [PERM.entExpansionView]);
    render(<ExpansionPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await screen.findByRole('list', { name: '扩展表顺序' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /上移|下移|新增扩展表|新增字段/ })).toBeNull();
  });
});
