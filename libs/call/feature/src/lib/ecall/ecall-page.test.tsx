import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { toCallDataForm, newCallValues } from './call-record-form';
import { chartSeries } from './call-street-chart';
import { EcallPage } from './ecall-page';

const ROW = {
  id: '1a6800ba-8fd3-5b0d-99ec-050c210b877f',
  callType: '1',
  phone: '13857200001',
  contactName: '张伟',
  companyName: '德清县恒达新材料有限公司',
  streetName: '武康街道',
  callStartTime: '2026-11-20T01:30:00.000Z',
  callDuration: 380,
  callContent: '咨询技术改造补助的申报条件和截止时间。',
  handleStatus: '2',
  operatorName: '孙晓燕',
  createTime: '2026-11-20T01:37:00.000Z',
};

const BARS = [
  { name: '武康街道', callIn: 3, callOut: 1, report: 2, notReport: 2, inName: '呼入', outName: '呼出' },
  { name: '舞阳街道', callIn: 0, callOut: 0, report: 0, notReport: 0, inName: '呼入', outName: '呼出' },
];

let saved: Record<string, unknown>[] = [];
let listQueries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/call/data/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [ROW], total: 1 }));
  }),
  http.get(apiUrl('/call/data/statistics'), () => HttpResponse.json(okEnvelope(BARS))),
  http.get(apiUrl('/sys/region/children'), () =>
    HttpResponse.json(okEnvelope([
      { code: '330521001', name: '武康街道', parentCode: '330521', level: 3 },
      { code: '330521002', name: '舞阳街道', parentCode: '330521', level: 3 },
    ])),
  ),
  http.get(apiUrl('/appeal/info/queryAppealClassByRedis'), () =>
    HttpResponse.json(okEnvelope([{ label: '基础设施', value: '06', children: [{ label: '管网配套', value: '0602' }] }])),
  ),
  http.get(apiUrl('/company-code/queryByName'), () => HttpResponse.json(okEnvelope([]))),
  http.post(apiUrl('/call/data/save'), async ({ request }) => {
    saved.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(okEnvelope({ id: ROW.id }, '保存成功'));
  }),
);

const OPERATOR = [PERM.callDataList, PERM.callDataSave, PERM.callDataStatistics, PERM.callDataExport];

beforeEach(() => {
  saved = [];
  listQueries = [];
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'callcenter', name: '孙晓燕', userType: 'CALL', roles: ['CALL'] });
});
afterEach(() => clearSession());

function renderPage(permissions: string[] = OPERATOR) {
  sessionStore.set(permissionsAtom, permissions);
  return render(<EcallPage />, { wrapper: createTestWrapper({ path: '/ecall', notifications: true }) });
}

describe('呼叫中心 /ecall', { timeout: 45_000 }, () => {
  it('shows the one h1, the records, and the per-street figures of the chart', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '呼叫中心' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '话务记录列表' }, { timeout: 5000 });
    const row = within((await within(table).findByText('13857200001')).closest('tr')!);
    expect(row.getByText('已转诉求')).toBeInTheDocument();
    expect(row.getByText('6分20秒')).toBeInTheDocument();
    const figures = await screen.findByRole('table', { name: '各街道话务统计' });
    const wukang = within(within(figures).getByRole('rowheader', { name: '武康街道' }).closest('tr')!);
    expect(wukang.getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '1', '2', '2']);
    // streets without calls stay out of the table (the chart shows them)
    expect(within(figures).queryByText('舞阳街道')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('records a call and shows the server’s message', async () => {
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /电话号码/ }), '0572-8888666');
    await userEvent.type(screen.getByRole('textbox', { name: /通话内容/ }), '咨询厂房租赁政策。');
    await userEvent.click(screen.getByRole('button', { name: '保存记录' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ callType: '1', phone: '0572-8888666', callContent: '咨询厂房租赁政策。', handleStatus: '1' });
    expect(saved[0]).not.toHaveProperty('appealClass');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('asks for the appeal class, company and contact before turning a call into an appeal', async () => {
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /电话号码/ }), '13857200001');
    await userEvent.type(screen.getByRole('textbox', { name: /通话内容/ }), '厂区门口道路积水。');
    await userEvent.click(screen.getByRole('radio', { name: '已转诉求' }));
    await userEvent.click(await screen.findByRole('button', { name: '保存并转为诉求' }));
    expect(await screen.findByText('转诉求请选择诉求分类')).toBeInTheDocument();
    expect(screen.getByText('转诉求请填写企业名称')).toBeInTheDocument();
    expect(screen.getByText('转诉求请填写联系人')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('filters the list by call type', async () => {
    renderPage();
    await screen.findByRole('table', { name: '话务记录列表' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('textbox', { name: '呼叫类型' }));
    await userEvent.click(await screen.findByRole('option', { name: '呼出' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('callType')).toBe('2'));
  });

  it('leaves out the form and the list without their permissions', async () => {
    renderPage([PERM.callDataStatistics]);
    expect(await screen.findByRole('table', { name: '各街道话务统计' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存记录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '话务记录列表' })).not.toBeInTheDocument();
  });
});

describe('the save body and the chart series', () => {
  it('sends the appeal class only for a call to turn into an appeal; the call runs from the form’s opening to the save by default', () => {
    const now = new Date('2026-11-20T02:00:00.000Z');
    const values = { ...newCallValues(new Date('2026-11-20T01:55:00.000Z')), phone: ' 13857200001 ', callContent: '积水', companyName: '云图', contactName: '王芳', appealClass: '0602' };
    expect(toCallDataForm({ ...values, handleStatus: '2' }, { now })).toMatchObject({
      appealClass: '0602',
      callStartTime: '2026-11-20T01:55:00.000Z',
      callEndTime: now.toISOString(),
      phone: '13857200001',
    });
    expect(toCallDataForm({ ...values, handleStatus: '1' }, { now })).not.toHaveProperty('appealClass');
    expect(toCallDataForm({ ...values, handleStatus: '2' }, { now, id: 'x', appealId: 'linked' })).not.toHaveProperty('appealClass');
  });

  it('compares call-in with call-out (the server’s legends) or reported with not reported', () => {
    expect(chartSeries('direction', BARS).map((s) => s.name)).toEqual(['呼入', '呼出']);
    expect(chartSeries('report', BARS).map((s) => s.key)).toEqual(['report', 'notReport']);
  });
});
