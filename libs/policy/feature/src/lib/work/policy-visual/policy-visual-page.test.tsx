import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PolNumberPage } from '../pol-number/pol-number-page';
import { PolicyVisualPage, barRows, chinaYearNow } from './policy-visual-page';

const months = (year: number, march: number) => Array.from({ length: 12 }, (_, i) => ({ name: `${year}-${String(i + 1).padStart(2, '0')}`, value: i === 2 ? march : 0 }));
const seen: string[] = [];
setupMsw(
  http.get(apiUrl('/admin/policy/visual/statistics'), ({ request }) => {
    seen.push(`statistics${new URL(request.url).search}`);
    return HttpResponse.json(okEnvelope({ policyCount: 64, publishedCount: 50, draftCount: 10, offlineCount: 4, applyProjectCount: 31, applyCount: 120, viewCount: 5321, consultCount: 96 }));
  }),
  http.get(apiUrl('/admin/policy/visual/countByDep'), () => HttpResponse.json(okEnvelope([{ name: '德清县经信局', value: 12 }]))),
  http.get(apiUrl('/admin/policy/visual/countBySupportMode'), () => HttpResponse.json(okEnvelope([{ name: '资金补助', value: 30 }]))),
  http.get(apiUrl('/admin/policy/visual/countByMonth'), ({ request }) => HttpResponse.json(okEnvelope(months(Number(new URL(request.url).searchParams.get('year')), 6)))),
  http.get(apiUrl('/pol/number/overview'), () =>
    HttpResponse.json(okEnvelope({ policyCount: 64, publishedCount: 50, projectCount: 31, applyCount: 120, passCount: 80, consultCount: 96, viewCount: 5321, estimatedAmount: 1250000 })),
  ),
  http.get(apiUrl('/pol/number/byDep'), () => HttpResponse.json(okEnvelope([{ name: '德清县科技局', value: 9 }]))),
  http.get(apiUrl('/pol/number/byStreet'), () =>
    HttpResponse.json(okEnvelope([{ streetCode: '330521001', name: '武康街道', companyCount: 120, matchCount: 46, applyCount: 31 }])),
  ),
  http.get(apiUrl('/pol/number/trend'), ({ request }) => {
    const url = new URL(request.url);
    seen.push(`trend ${url.searchParams.get('type')}`);
    return HttpResponse.json(okEnvelope(months(Number(url.searchParams.get('year')), url.searchParams.get('type') === 'apply' ? 11 : 3)));
  }),
);

beforeEach(() => {
  seen.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('政策看板', { timeout: 30_000 }, () => {
  it('shows the totals and the charts’ numbers by issuing unit, support mode and month', async () => {
    render(<PolicyVisualPage />, { wrapper: createTestWrapper() });
    expect(within(await screen.findByRole('group', { name: '政策总数' })).getByText('64')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '浏览总数' })).getByText('5,321')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '按发文单位统计' })).toHaveTextContent('德清县经信局12');
    expect(await screen.findByRole('table', { name: '按支持方式统计' })).toHaveTextContent('资金补助30');
    const year = chinaYearNow();
    expect(await screen.findByRole('table', { name: `${year}年按月发布政策数` })).toHaveTextContent(`${year}-036`);
  });
});

describe('政策数据总览', { timeout: 30_000 }, () => {
  it('shows the figures and switches the monthly trend between what it counts', async () => {
    render(<PolNumberPage />, { wrapper: createTestWrapper() });
    expect(within(await screen.findByRole('group', { name: '预计扶持金额' })).getByText('1,250,000')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '按发文单位统计' })).toHaveTextContent('德清县科技局9');
    const streets = await screen.findByRole('table', { name: '按乡镇街道统计' });
    expect(within(streets).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['乡镇街道', '企业数', '匹配企业数', '提交申报数']);
    expect(streets).toHaveTextContent('武康街道1204631');
    const year = chinaYearNow();
    expect(await screen.findByRole('table', { name: `${year}年发布政策月度趋势` })).toHaveTextContent(`${year}-033`);
    await userEvent.click(screen.getByRole('radio', { name: '提交申报' }));
    expect(await screen.findByRole('table', { name: `${year}年提交申报月度趋势` })).toHaveTextContent(`${year}-0311`);
    await waitFor(() => expect(seen).toContain('trend apply'));
  });
});

describe('barRows', () => {
  it('puts each bar under the series name', () => {
    expect(barRows([{ name: '2026-01', value: 3 }], '政策数')).toEqual([{ category: '2026-01', values: { 政策数: 3 } }]);
  });
});
