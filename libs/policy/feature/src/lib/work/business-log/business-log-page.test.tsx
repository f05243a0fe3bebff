import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BusinessLogPage, dayRows } from './business-log-page';

const POLICY = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
const statQueries: string[] = [];
const listQueries: string[] = [];
setupMsw(
  http.get(apiUrl('/pol/policyBusinessLog/list'), ({ request }) => {
    listQueries.push(new URL(request.url).search);
    return HttpResponse.json(
      okEnvelope({
        list: [
          { id: '7b0e3f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', type: 1, eventLabel: '政策浏览', extras: { polInfoId: POLICY }, userName: '张伟', companyName: '德清恒达新材料有限公司', createTime: '2026-11-20T06:30:00.000Z' },
        ],
        total: 1,
      }),
    );
  }),
  http.get(apiUrl('/pol/policyBusinessLog/statistic'), ({ request }) => {
    const url = new URL(request.url);
    statQueries.push(url.search);
    const groupBy = url.searchParams.get('groupBy');
    if (groupBy === 'policy') return HttpResponse.json(okEnvelope([{ policyId: POLICY, policyTitle: '德清县制造业政策', eventLabel: '政策浏览', count: 12, userCount: 7 }]));
    if (groupBy === 'day')
      return HttpResponse.json(
        okEnvelope([
          { day: '2026-11-19', eventLabel: '政策浏览', count: 5, userCount: 3 },
          { day: '2026-11-20', eventLabel: '政策浏览', count: 7, userCount: 4 },
          { day: '2026-11-20', eventLabel: '政策咨询', count: 2, userCount: 2 },
        ]),
      );
    return HttpResponse.json(
      okEnvelope([
        { eventLabel: '政策浏览', count: 12, userCount: 7 },
        { eventLabel: '政策咨询', count: 2, userCount: 2 },
      ]),
    );
  }),
);

beforeEach(() => {
  statQueries.length = 0;
  listQueries.length = 0;
  setTokens('access-token', 'refresh-token');
});
afterEach(() => clearSession());

describe('政策业务日志', { timeout: 30_000 }, () => {
  it('lists events and counts them per event, per policy and per day', async () => {
    sessionStore.set(permissionsAtom, ['pol:businessLog:list', 'pol:businessLog:statistic', 'pol:businessLog:export']);
    render(<BusinessLogPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const row = within((await screen.findByText('德清恒达新材料有限公司')).closest('tr')!);
    expect(row.getByText(`polInfoId=${POLICY}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '统计' }));
    const byEvent = await screen.findByRole('table', { name: '按事件统计' });
    expect(within(byEvent).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['政策浏览127', '政策咨询22']);
    const byPolicy = await screen.findByRole('table', { name: '按政策统计' });
    expect(byPolicy).toHaveTextContent('德清县制造业政策政策浏览127');
    const byDay = await screen.findByRole('table', { name: '按日统计' });
    expect(within(byDay).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2026-11-1950', '2026-11-2072']);
    await waitFor(() => expect(statQueries.some((q) => q.includes('groupBy=day'))).toBe(true));
  });

  it('offers no statistics tab and no export without their permissions', async () => {
    sessionStore.set(permissionsAtom, ['pol:businessLog:list']);
    render(<BusinessLogPage />, { wrapper: createTestWrapper({ notifications: true }) });
    await screen.findByText('德清恒达新材料有限公司');
    expect(screen.queryByRole('tab', { name: '统计' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });
});

describe('dayRows', () => {
  it('makes one group a day with a bar per event (0 when absent)', () => {
    expect(
      dayRows(
        [
          { day: '2026-11-19', eventLabel: '政策浏览', count: 5, userCount: 3 },
          { day: '2026-11-20', eventLabel: '政策咨询', count: 2, userCount: 2 },
        ],
        ['政策浏览', '政策咨询'],
      ),
    ).toEqual([
      { category: '2026-11-19', values: { 政策浏览: 5, 政策咨询: 0 } },
      { category: '2026-11-20', values: { 政策浏览: 0, 政策咨询: 2 } },
    ]);
  });
});
