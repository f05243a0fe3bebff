import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import type { TrainActivityItem, TrainInfoItem } from '@qifu/training-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ITEM, MY_APPLY } from '../../testing/fixtures';
import { TrainInfoPage } from '../info/train-info-page';
import { TrainNumPage } from '../num/train-num-page';
import { TrainActivityPage } from './train-activity-page';

const row = (n: number, name: string, status: TrainActivityItem['status']): TrainActivityItem => ({
  ...ITEM,
  id: `99bb5e08-115a-46a0-8776-00000000000${n}`,
  activityName: name,
  status,
});
const DRAFT = row(1, '未发布活动', '2');
const PENDING = row(2, '待审核活动', '13');
const OPEN = row(3, '报名中活动', '7');
const HELD = row(4, '待评价活动', '10');
const ENDED = row(5, '已结束活动', '4');
const ROWS = [DRAFT, PENDING, OPEN, HELD, ENDED];

const posted: Record<string, unknown[]> = {};
const listQueries: string[] = [];
const INFOS: TrainInfoItem[] = [
  { ...MY_APPLY, activityId: HELD.id, activityStatus: '10', applyName: '刘芳' },
  { ...MY_APPLY, id: 'bb1a49ae-a054-43c3-820c-000000000002', activityId: HELD.id, activityStatus: '10', applyName: '张伟', applyType: '1', companyName: '德清县示范企业有限公司', signInStatus: '1', signInTime: '2026-11-21T02:15:00.000Z', evaluateScore: 5, evaluateContent: '很实用', evaluateTime: '2026-11-22T02:15:00.000Z' },
];

setupMsw(
  http.get(apiUrl('/train/activity/list'), ({ request }) => {
    listQueries.push(new URL(request.url).search);
    return HttpResponse.json(okEnvelope({ list: ROWS, total: ROWS.length }));
  }),
  http.get(apiUrl('/train/num/overview'), () =>
    HttpResponse.json(
      okEnvelope({
        planCount: 2,
        activityCount: 5,
        holdingCount: 1,
        applyCount: 40,
        applyCompanyCount: 12,
        signInCount: 30,
        evaluateCount: 9,
        avgScore: 4.6,
        signInRate: 75,
        months: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, activityCount: i === 10 ? 3 : 0, applyCount: i === 10 ? 40 : 0, signInCount: i === 10 ? 30 : 0 })),
      }),
    ),
  ),
  http.get(apiUrl('/train/num/statusCount'), () => HttpResponse.json(okEnvelope([{ status: '7', count: 2 }, { status: '4', count: 3 }]))),
  http.get(apiUrl('/train/plan/options'), () => HttpResponse.json(okEnvelope([{ label: '2026年度数字化培训计划', value: '758e0ebf-cac0-465d-aed8-d4b7f3801c18' }]))),
  http.get(apiUrl('/train/info/list'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('activityId');
    const list = INFOS.filter((i) => i.activityId === id);
    return HttpResponse.json(okEnvelope({ list, total: list.length }));
  }),
  ...['activity/save', 'activity/publish', 'activity/examine', 'activity/postpone', 'activity/cancel', 'activity/finish', 'activity/delete', 'info/batchSignIn'].map((path) =>
    http.post(apiUrl(`/train/${path}`), async ({ request }) => {
      (posted[path] ??= []).push(await request.json());
      return HttpResponse.json(okEnvelope(path.endsWith('save') ? { id: DRAFT.id } : null, '操作成功'));
    }),
  ),
);

const STAFF = [PERM.trainActivityList, PERM.trainActivitySave, PERM.trainActivityExamine, PERM.trainActivityDelete, PERM.trainActivityExport, PERM.trainInfoList, PERM.trainInfoSignIn];

beforeEach(() => {
  for (const key of Object.keys(posted)) delete posted[key];
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, STAFF);
});
afterEach(() => clearSession());

async function rowOf(name: string) {
  const cell = await screen.findByText(name, {}, { timeout: 5000 });
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

async function buttonsOf(name: string): Promise<string[]> {
  return (await rowOf(name)).queryAllByRole('button').map((b) => b.textContent ?? '');
}

const renderPage = () => render(<TrainActivityPage />, { wrapper: createTestWrapper({ notifications: true }) });

describe('培训活动 (TrainActivityPage)', { timeout: 30_000 }, () => {
  it('offers each row only the actions the state table allows', async () => {
    renderPage();
    expect(await buttonsOf('未发布活动')).toEqual(['查看', '编辑', '提交审核', '取消', '删除']);
    expect(await buttonsOf('待审核活动')).toEqual(['查看', '审核', '取消']);
    expect(await buttonsOf('报名中活动')).toEqual(['查看', '延期', '取消']);
    expect(await buttonsOf('待评价活动')).toEqual(['查看', '结束']);
    expect(await buttonsOf('已结束活动')).toEqual(['查看']);
    expect((await rowOf('待审核活动')).getByText('待审核')).toBeInTheDocument();
  });

  it('hides what the permissions do not grant', async () => {
    sessionStore.set(permissionsAtom, [PERM.trainActivityList, PERM.trainActivitySave]);
    renderPage();
    expect(await buttonsOf('待审核活动')).toEqual(['查看', '取消']);
    expect(await buttonsOf('未发布活动')).toEqual(['查看', '编辑', '提交审核', '取消']);
  });

  it('examines in a dialog: a rejection needs an opinion', async () => {
    renderPage();
    await userEvent.click((await rowOf('待审核活动')).getByRole('button', { name: '审核' }));
    const dialog = within(await screen.findByRole('dialog', { name: '审核培训活动：待审核活动' }));
    await userEvent.click(dialog.getByRole('radio', { name: '驳回' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    expect(await dialog.findByText('请输入审核意见')).toBeInTheDocument();
    expect(posted['activity/examine']).toBeUndefined();
    await userEvent.type(dialog.getByRole('textbox', { name: /审核意见/ }), '请写明会议室');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(posted['activity/examine']).toEqual([{ id: PENDING.id, examineResult: '2', examineOpinion: '请写明会议室' }]));
  });

  it('postpones with new China-time holding times and a reason, telling that registrants get an SMS', async () => {
    renderPage();
    await userEvent.click((await rowOf('报名中活动')).getByRole('button', { name: '延期' }));
    const dialog = within(await screen.findByRole('dialog', { name: '延期培训活动：报名中活动' }));
    expect(dialog.getByText('已报名人员将收到短信通知')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定延期' }));
    expect(await dialog.findByText('新的开始时间须晚于原开始时间')).toBeInTheDocument();
    expect(dialog.getByText('请输入延期原因')).toBeInTheDocument();
    const start = dialog.getByLabelText(/新的举办开始时间/);
    const end = dialog.getByLabelText(/新的举办结束时间/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-12-13T09:00');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-13T16:30');
    await userEvent.type(dialog.getByRole('textbox', { name: /延期原因/ }), '专家行程调整');
    await userEvent.click(dialog.getByRole('button', { name: '确定延期' }));
    await waitFor(() =>
      expect(posted['activity/postpone']).toEqual([
        { id: OPEN.id, holdStartTime: '2026-12-13T01:00:00.000Z', holdEndTime: '2026-12-13T08:30:00.000Z', postponeReason: '专家行程调整' },
      ]),
    );
  });

  it('cancels with a reason and finishes after confirmation', async () => {
    renderPage();
    await userEvent.click((await rowOf('报名中活动')).getByRole('button', { name: '取消' }));
    const dialog = within(await screen.findByRole('dialog', { name: '取消培训活动：报名中活动' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /取消原因/ }), '场地调整');
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(posted['activity/cancel']).toEqual([{ id: OPEN.id, cancelReason: '场地调整' }]));

    await userEvent.click((await rowOf('待评价活动')).getByRole('button', { name: '结束' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['activity/finish']).toEqual([{ id: HELD.id }]));
  });

  it('checks the time order before saving a new activity', async () => {
    renderPage();
    await rowOf('未发布活动');
    await userEvent.click(screen.getByRole('button', { name: '新增活动' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增培训活动' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /活动名称/ }), '新活动');
    await userEvent.type(dialog.getByLabelText(/报名开始时间/), '2026-12-10T09:00');
    await userEvent.type(dialog.getByLabelText(/报名截止时间/), '2026-12-09T09:00');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('报名截止时间须晚于报名开始时间')).toBeInTheDocument();
    expect(dialog.getByText('请选择活动类型')).toBeInTheDocument();
    expect(posted['activity/save']).toBeUndefined();
  });
});

describe('报名管理 (TrainInfoPage)', { timeout: 30_000 }, () => {
  it('lists the registrations of an activity open to sign-in and signs one in after confirmation', async () => {
    render(<TrainInfoPage />, { wrapper: createTestWrapper({ notifications: true }) });
    expect(await screen.findByRole('textbox', { name: '培训活动' }, { timeout: 5000 })).toHaveValue('待评价活动（待评价）');
    expect(await buttonsOf('刘芳')).toContain('签到');
    expect((await rowOf('张伟')).getByText('5 分：很实用')).toBeInTheDocument();
    expect(await buttonsOf('张伟')).not.toContain('签到');
    await userEvent.click((await rowOf('刘芳')).getByRole('button', { name: '签到' }));
    const confirm = within(await screen.findByRole('dialog', { name: '提示' }));
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted['info/batchSignIn']).toEqual([{ ids: [MY_APPLY.id] }]));
  });
});

describe('培训统计 (TrainNumPage)', { timeout: 30_000 }, () => {
  it('shows the counts, the sign-in rate and the months and statuses as tables', async () => {
    sessionStore.set(permissionsAtom, [PERM.trainNumView]);
    render(<TrainNumPage />, { wrapper: createTestWrapper() });
    expect(await screen.findByText('75%', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('9 / 4.6')).toBeInTheDocument();
    const months = within(screen.getByRole('table', { name: '月度报名与签到' }));
    expect(months.getByRole('row', { name: '11月 3 40 30' })).toBeInTheDocument();
    const statuses = within(await screen.findByRole('table', { name: '各状态活动数' }));
    expect(statuses.getByRole('row', { name: '报名中 2' })).toBeInTheDocument();
    expect(statuses.getByRole('row', { name: '已结束 3' })).toBeInTheDocument();
  });
});
