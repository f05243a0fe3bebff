import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppealStatisticsPage, overallDealDays } from './appeal-statistics-page';

const stat = (code: string, name: string, count: number, finishCount: number, overdueCount: number, avgDealDays: number | null, avgSatisfaction: number | null) => ({
  code,
  name,
  count,
  finishCount,
  overdueCount,
  avgDealDays,
  avgSatisfaction,
});
const BY_TYPE = [stat('01', '要素保障', 6, 4, 1, 5, 4.5), stat('06', '基础设施', 2, 1, 1, 8, null)];
const BY_SOURCE = [stat('s1', '企业服务平台', 5, 3, 1, 4.2, 4.8), stat('s2', '12345政务服务热线', 3, 2, 1, 9.5, null)];

const exportQueries: URLSearchParams[] = [];
setupMsw(
  http.get(apiUrl('/appeal/statistics/byStreet'), () => HttpResponse.json(okEnvelope([{ name: '武康街道', report: 5, notReport: 3, inName: '已办结', outName: '未办结' }]))),
  http.get(apiUrl('/appeal/statistics/byType'), () => HttpResponse.json(okEnvelope(BY_TYPE))),
  http.get(apiUrl('/appeal/statistics/byDealOffice'), () => HttpResponse.json(okEnvelope([stat('o1', '德清县经济和信息化局', 8, 5, 2, 5.6, 4.5)]))),
  http.get(apiUrl('/appeal/statistics/bySource'), () => HttpResponse.json(okEnvelope(BY_SOURCE))),
  http.get(apiUrl('/appeal/statistics/trend'), () => HttpResponse.json(okEnvelope(Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, submitCount: i, finishCount: 0 }))))),
  http.get(apiUrl('/appeal/info/counts'), () =>
    HttpResponse.json(okEnvelope({ total: 8, waitAcceptCount: 1, dealingCount: 2, transferredCount: 0, waitExamineCount: 0, finishedCount: 4, archivedCount: 1, backCount: 0, overdueCount: 2 })),
  ),
  http.get(apiUrl('/appeal/statistics/export'), ({ request }) => {
    exportQueries.push(new URL(request.url).searchParams);
    return new HttpResponse(new Blob(['xlsx']), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('诉求统计_2026-11-27.xlsx')}`,
      },
    });
  }),
);

beforeEach(() => {
  exportQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('诉求统计', { timeout: 30_000 }, () => {
  it('weights the classes’ average handling days by their finished appeals', () => {
    expect(overallDealDays(BY_TYPE)).toBe(5.6); // (5·4 + 8·1) / 5
    expect(overallDealDays([stat('01', '要素保障', 3, 0, 0, null, null)])).toBeNull();
    expect(overallDealDays(undefined)).toBeUndefined();
  });

  it('shows the overdue rate and average handling days, the figures per source, and exports them', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<AppealStatisticsPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const summary = screen.getByRole('group', { name: '诉求概况' });
    expect(await within(summary).findByText('25.0%')).toBeInTheDocument(); // 2 of 8 overdue
    expect(within(summary).getByText('超期率')).toBeInTheDocument();
    expect(await within(summary).findByText('5.6')).toBeInTheDocument();

    const sources = await screen.findByRole('table', { name: '按诉求来源统计' }, { timeout: 5000 });
    const rows = within(sources).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['企业服务平台', '5', '3', '1', '20.0%', '4.2', '4.8'],
      ['12345政务服务热线', '3', '2', '1', '33.3%', '9.5', '—'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: '导出统计' }));
    expect(await screen.findByText('导出成功')).toBeInTheDocument();
    expect(exportQueries).toHaveLength(1);
    expect(saved).toEqual(['诉求统计_2026-11-27.xlsx']);
  });
});
