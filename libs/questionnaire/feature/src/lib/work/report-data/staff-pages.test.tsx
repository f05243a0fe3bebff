import type { QuesListItem, ReportDataItem, ReportTaskItem } from '@qifu/questionnaire-data-access';
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { QuesInfoPage } from '../ques-info/ques-info-page';
import { ReportDataPage } from './report-data-page';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const DRAFT: QuesListItem = {
  id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b51',
  quesTitle: '企业用工需求登记表',
  startTime: '2026-11-30T00:00:00.000Z',
  endTime: '2026-12-30T00:00:00.000Z',
  status: '0',
  questionCount: 4,
  answerCount: 0,
  createBy: '李娜',
  createTime: '2026-11-25T02:00:00.000Z',
};
const OPEN: QuesListItem = { ...DRAFT, id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b52', quesTitle: '2026年度企业惠企政策满意度调查', status: '1', answerCount: 1 };
const TASK: ReportTaskItem = {
  id: '2665492c-5d76-5fc9-b175-78fd2d93eced',
  reportTitle: '2026年10月规上工业企业经营数据填报',
  reportPeriod: '2026年10月',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2099-11-10T15:59:59.000Z',
  status: '1',
  targetCount: 3,
  reportCount: 1,
  createTime: '2026-10-30T02:00:00.000Z',
};
const REPORTED: ReportDataItem = {
  id: '1a9ffcda-1d55-50cf-b21b-de7969538f13',
  taskId: TASK.id,
  companyId: '02f76acd-5155-51eb-9f78-3f777eaa7fe9',
  companyName: '德清县恒达新材料有限公司',
  streetCode: '330521001',
  streetName: '武康街道',
  reportStatus: '1',
  reportTime: '2026-11-05T03:12:00.000Z',
  userName: '张伟',
};
const MISSING: ReportDataItem = { ...REPORTED, id: null, companyId: '02f76acd-5155-51eb-9f78-3f777eaa7fe8', companyName: '浙江舞阳精工机械有限公司', streetCode: '330521002', streetName: '舞阳街道', reportStatus: '0', reportTime: null, userName: null };

const posted: { url: string; body: unknown }[] = [];
setupMsw(
  http.get(apiUrl('/ques/info/list'), () => HttpResponse.json(okEnvelope({ list: [DRAFT, OPEN], total: 2 }))),
  http.post(apiUrl('/ques/info/publish'), async ({ request }) => {
    posted.push({ url: '/ques/info/publish', body: await request.json() });
    return HttpResponse.json(okEnvelope(null, '发布成功'));
  }),
  http.get(apiUrl('/report/task/list'), () => HttpResponse.json(okEnvelope({ list: [TASK], total: 1 }))),
  http.get(apiUrl('/sys/region/children'), () =>
    HttpResponse.json(okEnvelope([{ code: '330521001', name: '武康街道' }, { code: '330521002', name: '舞阳街道' }])),
  ),
  http.get(apiUrl('/report/statistics/street'), () =>
    HttpResponse.json(okEnvelope([{ name: '武康街道', report: 1, notReport: 0 }, { name: '舞阳街道', report: 0, notReport: 2 }])),
  ),
  http.get(apiUrl('/report/data/list'), () => HttpResponse.json(okEnvelope({ list: [MISSING, REPORTED], total: 2 }))),
  http.post(apiUrl('/report/data/remind'), async ({ request }) => {
    posted.push({ url: '/report/data/remind', body: await request.json() });
    return HttpResponse.json(okEnvelope({ count: 2 }, '已发送催报短信2条'));
  }),
);

beforeEach(() => {
  posted.length = 0;
  setTokens('access-token', 'refresh-token');
  window.history.replaceState(null, '', '/');
});
afterEach(() => clearSession());

describe('问卷管理', () => {
  it('offers only the actions the state table allows and publishes after confirmation', async () => {
    sessionStore.set(permissionsAtom, [PERM.quesInfoList, PERM.quesInfoSave, PERM.quesInfoPublish, PERM.quesInfoClose, PERM.quesInfoDelete, PERM.quesAnswerList]);
    render(<QuesInfoPage />, { wrapper: createTestWrapper() });
    const table = await screen.findByRole('table', { name: '问卷列表' });
    const draft = within((await within(table).findByText(DRAFT.quesTitle)).closest('tr')!);
    const open = within(within(table).getByText(OPEN.quesTitle).closest('tr')!);
    expect(draft.getByText('未发布')).toBeInTheDocument();
    expect(draft.getByRole('button', { name: `发布：${DRAFT.quesTitle}` })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: `结束：${DRAFT.quesTitle}` })).toBeNull();
    expect(open.getByRole('button', { name: `结束：${OPEN.quesTitle}` })).toBeInTheDocument();
    expect(open.queryByRole('button', { name: `发布：${OPEN.quesTitle}` })).toBeNull();
    expect(open.queryByRole('button', { name: `删除：${OPEN.quesTitle}` })).toBeNull();
    expect(open.getByRole('link', { name: `答卷统计：${OPEN.quesTitle}` })).toHaveAttribute('href', `/work/ques/answer?quesId=${OPEN.id}`);

    await userEvent.click(draft.getByRole('button', { name: `发布：${DRAFT.quesTitle}` }));
    const dialog = await screen.findByRole('dialog');
    expect(posted).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/ques/info/publish', body: { id: DRAFT.id } }]));
  });
});

describe('填报情况', () => {
  it('shows reported against not reported per street and reminds the missing enterprises by SMS', async () => {
    sessionStore.set(permissionsAtom, [PERM.reportDataList, PERM.reportDataExport, PERM.reportDataRemind]);
    window.history.replaceState(null, '', `/work/report/data?taskId=${TASK.id}`);
    render(<ReportDataPage />, { wrapper: createTestWrapper() });
    const streets = await screen.findByRole('table', { name: '各街道填报情况' });
    const wukang = within(within(streets).getByText('武康街道').closest('tr')!);
    expect(wukang.getAllByRole('cell').map((c) => c.textContent)).toEqual(['武康街道', '1', '0']);
    const list = await screen.findByRole('table', { name: '企业填报列表' });
    const missing = within((await within(list).findByText(MISSING.companyName)).closest('tr')!);
    expect(missing.getByText('未填报')).toBeInTheDocument();
    expect(missing.queryByRole('button', { name: /查看/ })).toBeNull();
    const reported = within(within(list).getByText(REPORTED.companyName).closest('tr')!);
    expect(reported.getByRole('button', { name: `查看：${REPORTED.companyName}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '短信催报' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要向全部未填报企业发送催报短信吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/report/data/remind', body: { taskId: TASK.id } }]));
  });
});
