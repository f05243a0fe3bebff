import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import type { TrainActivityPublicDetail } from '@qifu/training-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ACTIVITY_ID, DETAIL, MY_APPLY, PUBLIC_CONFIG, clearSession, loginAs } from '../testing/fixtures';
import { PropagandaDetailsPage } from './propaganda-details-page';

let detail: TrainActivityPublicDetail;
let detailStatus = 200;
const applied: unknown[] = [];
const cancelled: unknown[] = [];
let applyAnswer: unknown = null;

const server = setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/train/activity/publicDetail'), ({ request }) => {
    expect(new URL(request.url).searchParams.get('id')).toBe(ACTIVITY_ID);
    if (detailStatus !== 200) {
      return HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: detailStatus });
    }
    return HttpResponse.json(okEnvelope(detail));
  }),
  http.post(apiUrl('/train/info/apply'), async ({ request }) => {
    const body = (await request.json()) as { applyName: string; applyPhone: string; applyNum: number };
    applied.push(body);
    if (applyAnswer) return HttpResponse.json(applyAnswer);
    detail = {
      ...detail,
      applyCount: detail.applyCount + body.applyNum,
      myApply: { ...MY_APPLY, applyName: body.applyName, applyPhone: body.applyPhone, applyNum: body.applyNum },
    };
    return HttpResponse.json(okEnvelope({ id: MY_APPLY.id }, '报名成功'));
  }),
  http.post(apiUrl('/train/info/cancelApply'), async ({ request }) => {
    cancelled.push(await request.json());
    detail = { ...detail, applyCount: detail.applyCount - 1, myApply: null };
    return HttpResponse.json(okEnvelope(null, '已取消报名'));
  }),
);

const wrapper = createTestWrapper({ path: `/page/propagandaDetails?id=${ACTIVITY_ID}`, notifications: true });

beforeEach(() => {
  detail = DETAIL;
  detailStatus = 200;
  applyAnswer = null;
  applied.length = 0;
  cancelled.length = 0;
});

afterEach(() => clearSession());

const heading = () => screen.findByRole('heading', { name: DETAIL.activityName }, { timeout: 5000 });

describe('PropagandaDetailsPage', { timeout: 30_000 }, () => {
  it('shows every field, the sanitized introduction and the organiser units', async () => {
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    expect(screen.getByText('报名中')).toBeInTheDocument();
    expect(screen.getByText('培训活动', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText(DETAIL.activityAddress)).toBeInTheDocument();
    expect(screen.getByText('企业和个人')).toBeInTheDocument();
    expect(screen.getByText('42 / 100 人')).toBeInTheDocument();
    expect(screen.getByText('2026年度中小企业数字化转型培训计划')).toBeInTheDocument();
    expect(screen.getByText('第四期聚焦“设备上云”和“工业互联网平台应用”。')).toBeInTheDocument();
    const units = screen.getByRole('table');
    expect(within(units).getByRole('row', { name: /主办单位 德清县经济和信息化局 王强 0572-8888001/ })).toBeInTheDocument();
    expect(within(units).getByRole('row', { name: /承办单位 德清县中小企业发展服务中心/ })).toBeInTheDocument();
  });

  it('asks a visitor to log in (提示 / 请先登录) instead of opening the registration', async () => {
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '我要报名' }));
    const prompt = await screen.findByRole('dialog', { name: '提示' });
    expect(within(prompt).getByText('请先登录')).toBeInTheDocument();
    await waitFor(() => expect(within(prompt).getByRole('link', { name: '企业登录' })).toHaveAttribute('href', expect.stringMatching(/^\/sso\/demo\?userType=QY&redirect=/)));
    expect(within(prompt).getByRole('link', { name: '个人登录' })).toHaveAttribute('href', expect.stringContaining('userType=GR'));
    expect(screen.queryByRole('dialog', { name: '活动报名' })).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
  });

  it('validates the mobile with the exact messages, registers, and shows the registered state', async () => {
    loginAs('GR');
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '我要报名' }));
    const dialog = await screen.findByRole('dialog', { name: '活动报名' });
    expect(within(dialog).getByRole('textbox', { name: /姓名/ })).toHaveValue('刘芳');

    const submit = within(dialog).getByRole('button', { name: '提交报名' });
    await userEvent.click(submit);
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    const phone = within(dialog).getByRole('textbox', { name: /手机号/ });
    await userEvent.type(phone, '2385720800');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('手机号格式错误')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /姓名/ }));
    await userEvent.click(submit);
    expect(await within(dialog).findByText('请输入报名人姓名')).toBeInTheDocument();
    expect(applied).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /姓名/ }), '刘芳');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13857208005');
    const num = within(dialog).getByRole('textbox', { name: /参加人数/ });
    await userEvent.clear(num);
    await userEvent.type(num, '2');
    await userEvent.click(submit);

    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(applied).toEqual([{ activityId: ACTIVITY_ID, applyName: '刘芳', applyPhone: '13857208005', applyNum: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '活动报名' })).not.toBeInTheDocument());
    const panel = screen.getByRole('region', { name: '报名信息' });
    expect(await within(panel).findByText('已报名')).toBeInTheDocument();
    expect(within(panel).getByText(/报名人：刘芳/)).toHaveTextContent('手机号：13857208005');
    expect(screen.getByText('44 / 100 人')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    loginAs('QY');
    applyAnswer = failEnvelope('BUSINESS_RULE', '报名名额不足', '剩余名额 1 人');
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '我要报名' }));
    const dialog = await screen.findByRole('dialog', { name: '活动报名' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /手机号/ }), '13857208001');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('剩余名额 1 人');
    expect(screen.getByRole('dialog', { name: '活动报名' })).toBeInTheDocument();
  });

  it('cancels the registration after a confirmation', async () => {
    loginAs('GR');
    detail = { ...DETAIL, myApply: MY_APPLY };
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '取消报名' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(confirm).getByRole('button', { name: '暂不取消' }));
    expect(cancelled).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '取消报名' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定取消' }));
    expect(await screen.findByText('已取消报名')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: MY_APPLY.id }]);
    expect(await screen.findByRole('button', { name: '我要报名' })).toBeEnabled();
  });

  it('signs the participant in while it is held and takes one evaluation while it awaits evaluation (issue 19)', async () => {
    loginAs('GR');
    const signedIn: unknown[] = [];
    const evaluated: unknown[] = [];
    server.use(
      http.post(apiUrl('/train/info/signIn'), async ({ request }) => {
        signedIn.push(await request.json());
        detail = { ...detail, myApply: { ...MY_APPLY, activityStatus: '9', signInStatus: '1' } };
        return HttpResponse.json(okEnvelope(null, '签到成功'));
      }),
      http.post(apiUrl('/train/info/evaluate'), async ({ request }) => {
        evaluated.push(await request.json());
        detail = { ...detail, myApply: { ...MY_APPLY, activityStatus: '10', signInStatus: '1', evaluateScore: 4, evaluateContent: '很实用', evaluateTime: '2026-12-07T02:00:00.000Z' } };
        return HttpResponse.json(okEnvelope(null, '评价成功'));
      }),
    );
    detail = { ...DETAIL, status: '9', myApply: { ...MY_APPLY, activityStatus: '9' } };
    const held = render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    expect(screen.queryByRole('button', { name: '评价活动' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(await screen.findByText('已签到')).toBeInTheDocument();
    expect(signedIn).toEqual([{ id: MY_APPLY.id }]);
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
    held.unmount();

    detail = { ...DETAIL, status: '10', myApply: { ...MY_APPLY, activityStatus: '10', signInStatus: '1' } };
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: '评价活动' }));
    const dialog = within(await screen.findByRole('dialog', { name: `活动评价：${DETAIL.activityName}` }));
    await userEvent.click(dialog.getByRole('button', { name: '提交评价' }));
    expect(await dialog.findByText('请选择评分')).toBeInTheDocument();
    expect(evaluated).toEqual([]);
    // a star is chosen by its label (the radio itself only previews)
    const star = (dialog.getByRole('radio', { name: '4星 满意' }) as HTMLInputElement).labels?.[0];
    if (!star) throw new Error('no star label');
    await userEvent.click(star);
    expect(dialog.getByText('满意')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: '评价内容' }), '很实用');
    await userEvent.click(dialog.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('我的评价：4 分，很实用')).toBeInTheDocument();
    expect(evaluated).toEqual([{ id: MY_APPLY.id, evaluateScore: 4, evaluateContent: '很实用' }]);
    expect(screen.queryByRole('button', { name: '评价活动' })).not.toBeInTheDocument();
  });

  it('offers no registration where the activity or the account does not allow it', async () => {
    loginAs('GR');
    detail = { ...DETAIL, applyTarget: '1' };
    const view = render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    expect(screen.getByRole('button', { name: '我要报名' })).toBeDisabled();
    expect(screen.getByText('该活动仅限企业报名')).toBeInTheDocument();
    view.unmount();

    detail = { ...DETAIL, status: '8', myApply: { ...MY_APPLY, activityStatus: '8' } };
    const held = render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    expect(screen.getByRole('button', { name: '取消报名' })).toBeInTheDocument();
    held.unmount();

    detail = { ...DETAIL, status: '9', myApply: { ...MY_APPLY, activityStatus: '9', signInStatus: '1' } };
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    await heading();
    expect(screen.getByText('已签到')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消报名' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).not.toBeInTheDocument();
  });

  it('says 未找到该活动 for an unpublished activity and offers 重新加载 on other failures', async () => {
    server.use(http.get(apiUrl('/train/activity/publicDetail'), () => HttpResponse.json(failEnvelope('NOT_FOUND_ENTITY', '活动不存在或未发布'))));
    const missing = render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    expect(await screen.findByText('未找到该活动', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回活动列表' })).toHaveAttribute('href', '/page/propagandaEventsList');
    missing.unmount();
    server.resetHandlers();

    detailStatus = 500;
    render(<PropagandaDetailsPage id={ACTIVITY_ID} />, { wrapper });
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    detailStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await heading();
  });
});
