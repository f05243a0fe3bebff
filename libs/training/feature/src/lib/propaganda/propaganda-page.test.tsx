import { okEnvelope } from '@qifu/sdk/testing';
import type { PublicLive, TrainActivityItem } from '@qifu/training-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { items } from '../testing/fixtures';
import { FEATURED_COUNT, LIVE_COUNT, PropagandaPage } from './propaganda-page';

const LIVE: PublicLive = {
  id: '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c',
  liveTitle: '2026年度惠企政策解读直播',
  liveUrl: 'https://live.example.gov.cn/room/1024',
  coverPath: null,
  hostUnit: '德清县经济和信息化局',
  liveDesc: '<p>解读制造业高质量发展政策</p>',
  liveStartTime: '2026-12-01T06:00:00.000Z',
  liveEndTime: '2026-12-01T08:00:00.000Z',
  liveStatus: '2',
  publishStatus: '1',
  sort: 1,
  createTime: '2026-11-01T02:00:00.000Z',
};

let activities: TrainActivityItem[] = [];
let lives: PublicLive[] = [];
let activitiesFail = false;
const activityQueries: Record<string, string>[] = [];
const liveQueries: Record<string, string>[] = [];

setupMsw(
  http.get(apiUrl('/train/activity/publicList'), ({ request }) => {
    activityQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    if (activitiesFail) return HttpResponse.json({ success: false, code: 'INTERNAL', msg: '服务器内部错误' }, { status: 500 });
    return HttpResponse.json(okEnvelope({ list: activities, total: activities.length }));
  }),
  http.get(apiUrl('/sys/live/publicList'), ({ request }) => {
    liveQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(okEnvelope({ list: lives, total: lives.length }));
  }),
);

const wrapper = createTestWrapper({ path: '/page/propaganda' });

beforeEach(() => {
  activities = items(FEATURED_COUNT);
  lives = [LIVE];
  activitiesFail = false;
  activityQueries.length = 0;
  liveQueries.length = 0;
});

describe('PropagandaPage', { timeout: 30_000 }, () => {
  it('shows the featured activities, the types as entries to the list and the live broadcasts', async () => {
    render(<PropagandaPage />, { wrapper });
    expect(await screen.findAllByTestId('featured-activity', {}, { timeout: 5000 })).toHaveLength(FEATURED_COUNT);
    expect(activityQueries).toEqual([{ page: '1', pageSize: String(FEATURED_COUNT) }]);
    const first = activities[0];
    expect(screen.getByRole('link', { name: first?.activityName })).toHaveAttribute('href', `/page/propagandaDetails?id=${first?.id}`);

    expect(screen.getByRole('link', { name: '全部活动' })).toHaveAttribute('href', '/page/propagandaEventsList');
    expect(screen.getByRole('link', { name: '查看正在报名的活动' })).toHaveAttribute('href', '/page/propagandaEventsList?status=7');
    const categories = screen.getByRole('region', { name: '活动分类' });
    expect(within(categories).getByRole('link', { name: '政策宣讲' })).toHaveAttribute('href', '/page/propagandaEventsList?activityType=2');

    const live = await screen.findByRole('link', { name: LIVE.liveTitle });
    expect(live).toHaveAttribute('href', LIVE.liveUrl);
    expect(live).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('region', { name: '直播宣传' })).getByText('直播中')).toBeInTheDocument();
    expect(liveQueries).toEqual([{ page: '1', pageSize: String(LIVE_COUNT) }]);
  });

  it('says 暂无数据 for empty blocks and retries a failed one', async () => {
    activitiesFail = true;
    lives = [];
    render(<PropagandaPage />, { wrapper });
    const featured = await screen.findByRole('region', { name: '热门活动' }, { timeout: 5000 });
    expect(await within(featured).findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '直播宣传' })).findByText('暂无数据')).toBeInTheDocument();

    activitiesFail = false;
    activities = [];
    await userEvent.click(within(featured).getByRole('button', { name: '重新加载' }));
    expect(await within(featured).findByText('暂无数据')).toBeInTheDocument();
  });
});
