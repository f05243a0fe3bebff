import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { TechVisualPage, trendRows } from './tech-visual-page';

setupMsw(
  http.get(apiUrl('/tech/visual/overview'), () =>
    HttpResponse.json(
      okEnvelope([
        { kind: 'achievement', name: '科技成果', total: 340, putaway: 326, pending: 6 },
        { kind: 'requirement', name: '技术需求', total: 52, putaway: 40, pending: 3 },
      ]),
    ),
  ),
  http.get(apiUrl('/tech/visual/trend'), () =>
    HttpResponse.json(okEnvelope([{ month: '2026-11', achievement: 12, requirement: 7, expert: 3, institute: 1, talk: 9 }])),
  ),
  http.get(apiUrl('/tech/visual/domainStat'), ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    return HttpResponse.json(okEnvelope(kind === 'expert' ? [{ name: '电子信息', value: 5 }] : [{ name: '新材料', value: 86 }]));
  }),
);

beforeEach(() => setTokens('access-token', 'refresh-token'));
afterEach(() => clearSession());

describe('科技服务总览', { timeout: 30_000 }, () => {
  it('shows the totals and the charts’ numbers, per chosen kind', async () => {
    render(<TechVisualPage />, { wrapper: createTestWrapper() });
    const achievements = within(await screen.findByRole('group', { name: '科技成果' }));
    expect(achievements.getByText('340')).toBeInTheDocument();
    expect(achievements.getByText('待审核 6')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '近12个月新增' })).toHaveTextContent('2026-11');
    expect(await screen.findByRole('table', { name: '科技成果领域分布' })).toHaveTextContent('新材料86');
    await userEvent.click(screen.getByRole('radio', { name: '专家' }));
    expect(await screen.findByRole('table', { name: '专家领域分布' })).toHaveTextContent('电子信息5');
  });
});

describe('trendRows', () => {
  it('makes one bar group a month with a value per series', () => {
    expect(trendRows([{ month: '2026-11', achievement: 12, requirement: 7, expert: 3, institute: 1, talk: 9 }])).toEqual([
      { category: '2026-11', values: { 科技成果: 12, 技术需求: 7, 专家: 3, 研究院所: 1, 洽谈: 9 } },
    ]);
  });
});
