import type { MarketSearch } from '@qifu/land-data-access';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { configure } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LAND_A, LAND_B, LAND_DEMAND_A, PUBLIC_CONFIG, TOWNS, WORKSHOP_A } from '../testing/fixtures';
import { MarketPage } from './market-page';

// The page renders many Mantine inputs: give slow (shared, loaded) machines time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** Requests per endpoint: path → query of each call. */
const requests: Record<string, URLSearchParams[]> = {};
let landAnswer: () => Response = () => HttpResponse.json(okEnvelope({ list: [LAND_A, LAND_B], total: 23 }));

function record(path: string, request: Request) {
  (requests[path] ??= []).push(new URL(request.url).searchParams);
}

setupMsw(
  http.get(apiUrl('/land/info/publicList'), ({ request }) => {
    record('landInfo', request);
    return landAnswer();
  }),
  http.get(apiUrl('/workshop/info/publicList'), ({ request }) => {
    record('workshopInfo', request);
    return HttpResponse.json(okEnvelope({ list: [WORKSHOP_A], total: 1 }));
  }),
  http.get(apiUrl('/land/demand/publicList'), ({ request }) => {
    record('landDemand', request);
    return HttpResponse.json(okEnvelope({ list: [LAND_DEMAND_A], total: 1 }));
  }),
  http.get(apiUrl('/workshop/demand/publicList'), ({ request }) => {
    record('workshopDemand', request);
    return HttpResponse.json(okEnvelope({ list: [], total: 0 }));
  }),
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/sys/region/children'), ({ request }) => {
    record('towns', request);
    return HttpResponse.json(okEnvelope(TOWNS));
  }),
);

beforeEach(() => {
  for (const key of Object.keys(requests)) delete requests[key];
  landAnswer = () => HttpResponse.json(okEnvelope({ list: [LAND_A, LAND_B], total: 23 }));
});

const lastQuery = (path: string) => requests[path]?.at(-1);

/** Renders the page with its search held in state (as the route keeps it in the URL); records every change. */
function renderMarket(initial: MarketSearch = {}) {
  const changes: MarketSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState<MarketSearch>(initial);
    return (
      <MarketPage
        search={search}
        onSearchChange={(next) => {
          changes.push(next);
          setSearch(next);
        }}
      />
    );
  }
  render(<Harness />, { wrapper: createTestWrapper({ path: '/page/sdmarket' }) });
  return changes;
}

describe('MarketPage', () => {
  it('lists published land from listPublicLandInfo: title links, area, price, town, date; 10 a page', async () => {
    renderMarket();
    const cards = await screen.findAllByTestId('listing-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: LAND_A.title })).toHaveAttribute('href', `/page/sdmarketdetail1?id=${LAND_A.id}`);
    expect(first.getByText('30 亩')).toBeInTheDocument();
    expect(first.getByText('1260 万元')).toBeInTheDocument();
    expect(first.getByText('武康街道 · 武康街道长虹中街以北、志远北路以东')).toBeInTheDocument();
    expect(first.getByText('发布时间：2026年11月06日')).toBeInTheDocument();
    expect(first.getByText('出让')).toBeInTheDocument();
    // rented land shows its yearly rent
    const second = within(cards[1]!);
    expect(second.getByText('年租金：', { exact: false })).toBeInTheDocument();
    expect(second.getByText('36 万元')).toBeInTheDocument();
    expect(screen.getByText('共 23 条信息')).toBeInTheDocument();
    expect(lastQuery('landInfo')?.get('page')).toBe('1');
    expect(lastQuery('landInfo')?.get('pageSize')).toBe('10');
    expect(screen.getByRole('tab', { name: '土地', selected: true })).toBeInTheDocument();
  });

  it('pages through the server (第 3 页 of 23) keeping the filters', async () => {
    const changes = renderMarket({ town: '330521001' });
    await userEvent.click(await screen.findByRole('button', { name: '第 3 页' }));
    expect(changes.at(-1)).toEqual({ town: '330521001', page: 3 });
    await waitFor(() => expect(lastQuery('landInfo')?.get('page')).toBe('3'));
    expect(lastQuery('landInfo')?.get('streetCode')).toBe('330521001');
  });

  it('sends the filters of the URL: keyword, town, supply mode, area range and page', async () => {
    renderMarket({ keyword: '标准地', town: '330521101', mode: '1', minArea: 20, maxArea: 50, page: 2 });
    await screen.findAllByTestId('listing-card');
    const query = lastQuery('landInfo');
    expect(Object.fromEntries(query!.entries())).toEqual({
      page: '2',
      pageSize: '10',
      keyword: '标准地',
      streetCode: '330521101',
      supplyMode: '1',
      minArea: '20',
      maxArea: '50',
    });
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveValue('标准地');
  });

  it('debounces the keyword and the area range by 500 ms, then searches from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const changes = renderMarket({ page: 2 });
      await user.type(await screen.findByRole('textbox', { name: '关键字' }), '仓储');
      await user.type(screen.getByRole('textbox', { name: '最小面积（亩）' }), '20');
      expect(changes).toEqual([]);
      await vi.advanceTimersByTimeAsync(500);
      expect(changes).toEqual([{ keyword: '仓储', minArea: 20, maxArea: undefined, page: undefined }]);
      await waitFor(() => expect(lastQuery('landInfo')?.get('keyword')).toBe('仓储'));
      expect(lastQuery('landInfo')?.get('minArea')).toBe('20');
      expect(lastQuery('landInfo')?.get('page')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by town (the county’s towns from listRegionChildren) and supply mode', async () => {
    const changes = renderMarket();
    await userEvent.click(await screen.findByRole('textbox', { name: '所在镇街' }));
    await userEvent.click(await screen.findByRole('option', { name: '乾元镇' }));
    expect(changes.at(-1)).toEqual({ town: '330521101', page: undefined });
    expect(lastQuery('towns')?.get('parentCode')).toBe('330521');
    await userEvent.click(screen.getByRole('textbox', { name: '供地方式' }));
    await userEvent.click(await screen.findByRole('option', { name: '出租' }));
    expect(changes.at(-1)).toEqual({ town: '330521101', mode: '2', page: undefined });
    await waitFor(() => expect(lastQuery('landInfo')?.get('supplyMode')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(changes.at(-1)).toEqual({});
  });

  it('switches to 厂房 (㎡, 交易方式, deal type sent as dealType) and to 需求 (用地需求 / 厂房需求)', async () => {
    const changes = renderMarket({ keyword: '冷库', minArea: 10 });
    await userEvent.click(await screen.findByRole('tab', { name: '厂房' }));
    expect(changes.at(-1)).toEqual({ tab: 'workshop', keyword: '冷库' });
    const card = await screen.findByTestId('listing-card');
    expect(within(card).getByRole('link', { name: WORKSHOP_A.title })).toHaveAttribute('href', `/page/sdmarketdetail2?id=${WORKSHOP_A.id}`);
    expect(within(card).getByText('4000 ㎡')).toBeInTheDocument();
    expect(within(card).getByText('22 元/㎡·月')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: WORKSHOP_A.title })).toHaveAttribute('src', expect.stringContaining('/api/files/dowload?filePath=2026%2F09%2Fcold-store.jpg'));
    expect(screen.getByRole('textbox', { name: '最小面积（㎡）' })).toHaveValue('');
    await userEvent.click(screen.getByRole('textbox', { name: '交易方式' }));
    await userEvent.click(await screen.findByRole('option', { name: '出售' }));
    await waitFor(() => expect(lastQuery('workshopInfo')?.get('dealType')).toBe('2'));
    expect(lastQuery('workshopInfo')?.has('supplyMode')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: '需求' }));
    const demand = await screen.findByTestId('listing-card');
    expect(within(demand).getByRole('link', { name: LAND_DEMAND_A.title })).toHaveAttribute(
      'href',
      `/page/sdmarketdetail1?id=${LAND_DEMAND_A.id}&type=demand`,
    );
    expect(within(demand).getByText('8000 万元')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '厂房需求' }));
    expect(changes.at(-1)).toEqual({ tab: 'demand', demand: 'workshop', keyword: '冷库' });
    expect(within(await screen.findByTestId('empty-state')).getByText('暂无数据')).toBeInTheDocument();
    expect(lastQuery('workshopDemand')?.get('keyword')).toBe('冷库');
  });

  it('shows 暂无数据 for an empty page', async () => {
    landAnswer = () => HttpResponse.json(okEnvelope({ list: [], total: 0 }));
    renderMarket({ keyword: '不存在的地块' });
    expect(within(await screen.findByTestId('empty-state')).getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('共 0 条信息')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a failure with 重新加载, which asks again', async () => {
    let fail = true;
    landAnswer = () =>
      fail ? HttpResponse.json(failEnvelope('INTERNAL', '服务器内部错误'), { status: 500 }) : HttpResponse.json(okEnvelope({ list: [LAND_A], total: 1 }));
    renderMarket();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: LAND_A.title })).toBeInTheDocument();
    expect(requests['landInfo']?.length).toBeGreaterThanOrEqual(2);
  });
});
