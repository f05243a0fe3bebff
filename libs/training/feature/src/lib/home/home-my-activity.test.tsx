import { okEnvelope } from '@qifu/sdk/testing';
import type { HomeMyActivity as HomeMyActivityData } from '@qifu/training-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ACTIVITY_ID, clearSession, loginAs } from '../testing/fixtures';
import { HomeMyActivity } from './home-my-activity';

const BLOCK: HomeMyActivityData = {
  total: 7,
  list: [
    {
      id: ACTIVITY_ID,
      activityName: '2026年度惠企政策“直通车”宣讲会（乾元镇专场）',
      activityAddress: '乾元镇人民政府 2 楼会议室',
      holdStartTime: '2026-12-01T06:00:00.000Z',
      holdEndTime: '2026-12-01T08:30:00.000Z',
      status: '7',
    },
    {
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      activityName: '规上工业企业统计数据填报培训',
      activityAddress: '德清县企业综合服务中心 5 楼多功能厅',
      holdStartTime: '2026-11-24T01:30:00.000Z',
      holdEndTime: '2026-11-24T03:30:00.000Z',
      status: '8',
    },
  ],
};

let answer: HomeMyActivityData = BLOCK;
let failing = false;
const limits: string[] = [];

setupMsw(
  http.get(apiUrl('/corp/policyCalculator/homeMyActivity'), ({ request }) => {
    limits.push(new URL(request.url).searchParams.get('limit') ?? '');
    if (failing) return HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: 500 });
    return HttpResponse.json(okEnvelope(answer));
  }),
);

const wrapper = createTestWrapper({ path: '/page/home' });

beforeEach(() => {
  answer = BLOCK;
  failing = false;
  limits.length = 0;
});
afterEach(() => clearSession());

describe('HomeMyActivity', { timeout: 30_000 }, () => {
  it('renders nothing and asks nothing for a visitor or an individual', async () => {
    const page = (
      <>
        <span>首页内容</span>
        <HomeMyActivity />
      </>
    );
    const visitor = render(page, { wrapper });
    await screen.findByText('首页内容');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    visitor.unmount();
    loginAs('GR');
    render(page, { wrapper });
    await screen.findByText('首页内容');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(limits).toEqual([]);
  });

  it("lists an enterprise's registered activities with status and links to their details", async () => {
    loginAs('QY');
    render(<HomeMyActivity limit={5} />, { wrapper });
    const list = await screen.findByTestId('home-my-activity', {}, { timeout: 5000 });
    expect(limits).toEqual(['5']);
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toBeDefined();
    expect(within(first as HTMLElement).getByText('报名中')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: BLOCK.list[0]?.activityName })).toHaveAttribute('href', `/page/propagandaDetails?id=${ACTIVITY_ID}`);
    expect(within(list).getByText(/德清县企业综合服务中心 5 楼多功能厅/)).toBeInTheDocument();
    expect(screen.getByText('共 7 个活动')).toBeInTheDocument();
  });

  it('says 暂无数据 with a way to register, and retries after an error', async () => {
    loginAs('QY');
    failing = true;
    render(<HomeMyActivity />, { wrapper });
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    answer = { total: 0, list: [] };
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去报名活动' })).toHaveAttribute('href', '/page/propagandaEventsList?status=7');
  });
});
