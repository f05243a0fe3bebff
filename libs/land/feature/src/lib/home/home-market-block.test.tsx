import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LAND_A, LAND_B, WORKSHOP_A } from '../testing/fixtures';
import { HomeMarketBlock } from './home-market-block';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const sizes: string[] = [];
let landAnswer: () => Response;
let workshopAnswer: () => Response;

setupMsw(
  http.get(apiUrl('/land/info/publicList'), ({ request }) => {
    sizes.push(`land:${new URL(request.url).searchParams.get('pageSize')}`);
    return landAnswer();
  }),
  http.get(apiUrl('/workshop/info/publicList'), ({ request }) => {
    sizes.push(`workshop:${new URL(request.url).searchParams.get('pageSize')}`);
    return workshopAnswer();
  }),
);

beforeEach(() => {
  sizes.length = 0;
  landAnswer = () => HttpResponse.json(okEnvelope({ list: [LAND_A, LAND_B], total: 21 }));
  workshopAnswer = () => HttpResponse.json(okEnvelope({ list: [WORKSHOP_A], total: 21 }));
});

const renderBlock = () => render(<HomeMarketBlock />, { wrapper: createTestWrapper({ path: '/page/home' }) });

describe('HomeMarketBlock', () => {
  it('shows the newest land and workshop listings (4 each) linking to their details, with 更多 links', async () => {
    renderBlock();
    const land = await screen.findByRole('region', { name: '土地供应' });
    expect(await within(land).findByRole('link', { name: LAND_A.title })).toHaveAttribute('href', `/page/sdmarketdetail1?id=${LAND_A.id}`);
    expect(within(land).getByText('武康街道 · 30 亩 · 1260 万元')).toBeInTheDocument();
    expect(within(land).getByText('新安镇 · 12 亩 · 36 万元')).toBeInTheDocument();
    expect(within(land).getByText('2026-11-06')).toBeInTheDocument();
    expect(within(land).getByRole('link', { name: '更多土地' })).toHaveAttribute('href', '/page/sdmarket?tab=land');

    const workshops = screen.getByRole('region', { name: '厂房房源' });
    expect(await within(workshops).findByRole('link', { name: WORKSHOP_A.title })).toHaveAttribute('href', `/page/sdmarketdetail2?id=${WORKSHOP_A.id}`);
    expect(within(workshops).getByText('雷甸镇 · 4000 ㎡ · 22 元/㎡·月')).toBeInTheDocument();
    expect(within(workshops).getByRole('link', { name: '更多厂房' })).toHaveAttribute('href', '/page/sdmarket?tab=workshop');
    expect(sizes.sort()).toEqual(['land:4', 'workshop:4']);
  });

  it('shows 暂无数据 for an empty market', async () => {
    landAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    workshopAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    renderBlock();
    expect(await within(await screen.findByRole('region', { name: '土地供应' })).findByText('暂无数据')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '厂房房源' })).findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed column with 重新加载, which asks again', async () => {
    let fail = true;
    landAnswer = () =>
      fail ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 }) : HttpResponse.json(okEnvelope({ list: [LAND_A], total: 1 }));
    renderBlock();
    const land = await screen.findByRole('region', { name: '土地供应' });
    const alert = await within(land).findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    // the other column is unaffected
    expect(await within(screen.getByRole('region', { name: '厂房房源' })).findByRole('link', { name: WORKSHOP_A.title })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await within(land).findByRole('link', { name: LAND_A.title })).toBeInTheDocument();
  });
});
