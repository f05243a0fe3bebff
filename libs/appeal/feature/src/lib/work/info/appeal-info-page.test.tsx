import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppealInfoPage } from './appeal-info-page';

const JXJ = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const FGJ = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const item = (n: number, status: string, title: string, overdue = false) => ({
  id: `3f6c2a1e-8b4d-4c7a-9e2f-1a2b3c4d5e6${n}`,
  appealNo: `SQ2026112000${n}`,
  appealTitle: title,
  appealClass: '0101',
  appealClassName: '要素保障-用地',
  appealSource: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  appealSourceName: '企业服务平台',
  companyName: '德清县恒达新材料有限公司',
  contactName: '张伟',
  contactPhone: '13857200001',
  status,
  dealOffice: status === '1' ? null : JXJ,
  dealOfficeName: status === '1' ? null : '德清县经济和信息化局',
  deadline: status === '1' ? null : '2026-11-02',
  overdue,
  createTime: '2026-11-20T06:30:00.000Z',
});
const OVERDUE = item(1, '2', '厂房用地指标超期诉求', true);
const WAITING = item(2, '1', '雨污管网接入咨询');
const DETAIL = {
  ...OVERDUE,
  appealContent: '我公司计划新建厂房，请协调加快办理。',
  companyId: null,
  creditCode: '91330521MA2B3C4D5E',
  serviceAreaType: '1',
  streetCode: '330521001',
  streetName: '武康街道',
  files: [{ fileName: '用地证明.pdf', filePath: '2026/11/5c1f0e2a-4b8d-4a6e-9f3c-1d2e3f4a5b6c.pdf' }],
  dealContent: null,
  dealFiles: [],
  dealTime: null,
  examineOpinion: null,
  backReason: null,
  syncStatus: '2',
  syncLogs: [
    { attempt: 2, outcome: 'gaveUp', message: '企呼我应返回 HTTP 503', createTime: '2026-11-20T08:00:10.000Z' },
    { attempt: 1, outcome: 'failed', message: '企呼我应返回 HTTP 503', createTime: '2026-11-20T08:00:05.000Z' },
  ],
  satisfaction: 4,
  satisfactionRemark: '答复及时',
  rateTime: '2026-11-25T02:00:00.000Z',
  logs: [
    { id: 'a1b2c3d4-0000-4000-8000-000000000001', action: 'submit', actionName: '企业提交', fromStatus: null, toStatus: '1', opinion: null, operatorName: '张伟', dealOfficeName: null, createTime: '2026-11-20T06:30:00.000Z' },
    { id: 'a1b2c3d4-0000-4000-8000-000000000002', action: 'updateDealOffice', actionName: '受理分派', fromStatus: '1', toStatus: '2', opinion: '请经信局办理', operatorName: '李娜', dealOfficeName: '德清县经济和信息化局', createTime: '2026-11-20T08:00:00.000Z' },
  ],
};

const posted: { path: string; body: unknown }[] = [];
const listQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/appeal/info/list'), ({ request }) => {
    listQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(okEnvelope({ list: [OVERDUE, WAITING], total: 2 }));
  }),
  http.get(apiUrl('/appeal/info/counts'), () =>
    HttpResponse.json(okEnvelope({ total: 2, waitAcceptCount: 1, dealingCount: 1, transferredCount: 0, waitExamineCount: 0, finishedCount: 0, archivedCount: 0, backCount: 0, overdueCount: 1 })),
  ),
  http.get(apiUrl('/appeal/info/findDetail'), () => HttpResponse.json(okEnvelope(DETAIL))),
  http.get(apiUrl('/appeal/info/queryAppealClassByRedis'), () => HttpResponse.json(okEnvelope([{ label: '要素保障', value: '01', children: [{ label: '用地', value: '0101' }] }]))),
  http.get(apiUrl('/appeal/sourceValueName/queryAppealSourceByRedis'), () => HttpResponse.json(okEnvelope([]))),
  http.get(apiUrl('/sys/region/children'), () => HttpResponse.json(okEnvelope([]))),
  http.get(apiUrl('/appeal/dealOffice/options'), () =>
    HttpResponse.json(okEnvelope([{ label: '德清县经济和信息化局', value: JXJ }, { label: '德清县发展和改革局', value: FGJ }])),
  ),
  ...['transfer', 'updateDealOffice', 'delete', 'deal'].map((op) =>
    http.post(apiUrl(`/appeal/info/${op}`), async ({ request }) => {
      posted.push({ path: op, body: await request.json() });
      return HttpResponse.json(okEnvelope(null, '操作成功'));
    }),
  ),
);

const YYF = [PERM.appealInfoList, PERM.appealInfoDetail, PERM.appealInfoDispatch, PERM.appealInfoTransfer, PERM.appealInfoDeal, PERM.appealInfoBack, PERM.appealInfoExamine, PERM.appealInfoArchive, PERM.appealInfoDelete, PERM.appealInfoUpdate, PERM.appealInfoExport];
const DEPT = [PERM.appealInfoList, PERM.appealInfoDetail, PERM.appealInfoDeal, PERM.appealInfoBack, PERM.appealInfoTransfer, PERM.appealInfoExport];

beforeEach(() => {
  posted.length = 0;
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: '诉求列表' }, { timeout: 5000 });
  const row = (await within(table).findByText(text, {}, { timeout: 5000 })).closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
}

describe('诉求办理', { timeout: 30_000 }, () => {
  it('flags the overdue appeal, shows the counters and offers 删除 only where the state table allows it', async () => {
    sessionStore.set(permissionsAtom, YYF);
    render(<AppealInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const overdue = await rowOf(OVERDUE.appealTitle);
    expect(overdue.getByText('超期')).toBeInTheDocument();
    expect(overdue.queryByRole('button', { name: /删除/ })).toBeNull();
    const waiting = await rowOf(WAITING.appealTitle);
    expect(waiting.queryByText('超期')).toBeNull();
    expect(waiting.getByRole('button', { name: `删除：${WAITING.appealTitle}` })).toBeInTheDocument();
    const counters = screen.getByRole('group', { name: '诉求数量' });
    expect(await within(counters).findByText('超期未办结 1')).toBeInTheDocument();
  });

  it('shows a department the submission, rating and log, and only the actions of its state and role', async () => {
    sessionStore.set(permissionsAtom, DEPT);
    render(<AppealInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(screen.queryByRole('button', { name: '登记诉求' })).toBeNull();
    expect((await rowOf(WAITING.appealTitle)).queryByRole('button', { name: /删除/ })).toBeNull();
    await userEvent.click((await rowOf(OVERDUE.appealTitle)).getByRole('button', { name: `详情：${OVERDUE.appealTitle}` }));
    const drawer = await screen.findByRole('dialog', { name: '诉求详情' });
    expect(await within(drawer).findByText('我公司计划新建厂房，请协调加快办理。')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '用地证明.pdf' })).toBeInTheDocument();
    expect(within(drawer).getByText('答复及时')).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: '办理进度' })).toHaveTextContent('请经信局办理');
    // the provincial sync: its state and each attempt with time (China time) and result
    expect(within(drawer).getByText('同步状态：同步失败')).toBeInTheDocument();
    const syncRows = within(within(drawer).getByRole('table', { name: '企呼我应同步记录' })).getAllByRole('row').slice(1);
    expect(syncRows.map((r) => r.textContent)).toEqual([
      '第 2 次2026-11-20 16:00:10重试用尽企呼我应返回 HTTP 503',
      '第 1 次2026-11-20 16:00:05失败（将重试）企呼我应返回 HTTP 503',
    ]);
    const actions = within(within(drawer).getByRole('group', { name: '可执行操作' }));
    // 办理中: the table allows 转办, 办理, 退回 (and 分派 / 修改, which the department is not granted)
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['转办', '办理', '退回']);
  });

  it('transfers with a reason to another office (never the current one)', async () => {
    sessionStore.set(permissionsAtom, DEPT);
    render(<AppealInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await userEvent.click((await rowOf(OVERDUE.appealTitle)).getByRole('button', { name: `详情：${OVERDUE.appealTitle}` }));
    const drawer = await screen.findByRole('dialog', { name: '诉求详情' });
    await userEvent.click(await within(drawer).findByRole('button', { name: '转办' }));
    const dialog = await screen.findByRole('dialog', { name: `转办：${OVERDUE.appealTitle}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择承办部门')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入转办理由')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /承办部门/ }));
    expect(screen.queryByRole('option', { name: '德清县经济和信息化局' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '德清县发展和改革局' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /转办理由/ }), '涉及项目立项');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'transfer', body: { id: OVERDUE.id, dealOffice: FGJ, transferReason: '涉及项目立项' } }]));
  });

  it('sends the filters, overdue only included', async () => {
    sessionStore.set(permissionsAtom, YYF);
    render(<AppealInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await rowOf(OVERDUE.appealTitle);
    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), '用地');
    await userEvent.click(screen.getByRole('checkbox', { name: '只看超期' }));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('overdue')).toBe('true'));
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ keyword: '用地', overdue: 'true', page: '1', pageSize: '10' });
  });
});
