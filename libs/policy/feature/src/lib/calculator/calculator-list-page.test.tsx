import { okEnvelope } from '@qifu/sdk/testing';
import { type CalculatorListSearch } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CalculatorListPage } from './calculator-list-page';
import { PUBLIC_CONFIG, MATCHED, PARTLY, SITUATION, UNMATCHED, clearSession, loginAs } from './testing/fixtures';

const listQueries: URLSearchParams[] = [];

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/policy/doc/matchSituation'), () => HttpResponse.json(okEnvelope(SITUATION))),
  http.get(apiUrl('/policy/doc/applyProjectMatchList'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const all = [MATCHED, PARTLY, UNMATCHED];
    const result = query.get('matchResult');
    const list = result ? all.filter((project) => project.matchResult === result) : all;
    return HttpResponse.json(okEnvelope({ list, total: result ? list.length : 23 }));
  }),
);

function Harness({ initial = {}, onDeclare }: { initial?: CalculatorListSearch; onDeclare?: (project: unknown) => void }) {
  const [search, setSearch] = useState<CalculatorListSearch>(initial);
  return <CalculatorListPage search={search} onSearchChange={setSearch} onDeclare={onDeclare} />;
}

function renderPage(props: Parameters<typeof Harness>[0] = {}) {
  return render(<Harness {...props} />, { wrapper: createTestWrapper({ path: '/page/policyserver/calculator/list' }) });
}

beforeEach(() => {
  listQueries.length = 0;
});
afterEach(() => clearSession());

describe('CalculatorListPage', { timeout: 30_000 }, () => {
  it('shows a visitor the enterprise-login prompt with the exact texts and loads nothing', async () => {
    renderPage();
    const prompt = await screen.findByRole('alert', { name: '提示' });
    expect(within(prompt).getByText('请先使用企业账号进行登录')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(prompt).getByRole('link', { name: '去登录' }).getAttribute('href')).toMatch(/^\/sso\/login\?userType=QY&redirect=/),
    );
    expect(within(prompt).getByRole('link', { name: '暂不登录' })).toBeInTheDocument();
    expect(listQueries).toHaveLength(0);
  });

  it('shows a personal user (GR) the same prompt', async () => {
    loginAs('GR');
    renderPage();
    expect(await screen.findByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(screen.queryByText('匹配概况')).not.toBeInTheDocument();
  });

  it('shows the match situation: counts, amount in 万元, match time and the 去完善信息 link', async () => {
    loginAs('QY');
    renderPage();
    const summary = await screen.findByRole('region', { name: '匹配概况' });
    expect(within(summary).getByRole('button', { name: '匹配 1 个' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: '部分匹配 1 个' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: '不匹配 1 个' })).toBeInTheDocument();
    expect(within(summary).getByText('185万元')).toBeInTheDocument();
    expect(within(summary).getByText(/匹配时间：2026年04月02日/)).toBeInTheDocument();
    expect(within(summary).getByText(/上年度研发费用（万元）/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: '去完善信息' })).toHaveAttribute('href', '/page/policyserver/calculator/replenish');
  });

  it('lists matched, partly matched and unmatched projects with what the enterprise sees on each', async () => {
    loginAs('QY');
    renderPage();
    const cards = await screen.findAllByTestId('project-card');
    expect(cards).toHaveLength(3);
    expect(listQueries[0]?.get('pageSize')).toBe('10');
    expect(listQueries[0]?.get('matchResult')).toBeNull();

    const matched = within(cards[0]!);
    expect(matched.getByRole('heading', { name: MATCHED.projectName })).toBeInTheDocument();
    expect(matched.getByText('匹配')).toBeInTheDocument();
    expect(matched.getByText('申报中')).toBeInTheDocument();
    expect(matched.getByText('100%')).toBeInTheDocument();
    expect(matched.getByText('65万元')).toBeInTheDocument();
    expect(matched.getByText(`所属政策：${MATCHED.policyTitle}`)).toBeInTheDocument();
    expect(matched.getByText('发文单位：德清县经济和信息化局')).toBeInTheDocument();
    expect(matched.getByText('申报时间：2026年04月01日 至 2026年05月31日')).toBeInTheDocument();
    expect(matched.queryByTestId('unmet-conditions')).not.toBeInTheDocument();

    const partly = within(cards[1]!);
    expect(partly.getByText('部分匹配')).toBeInTheDocument();
    expect(partly.getByText('33%')).toBeInTheDocument();
    expect(within(partly.getByTestId('unmet-conditions')).getByText('注册地在德清县武康街道')).toBeInTheDocument();
    expect(within(partly.getByTestId('missing-data')).getByText('上年度研发费用（万元）')).toBeInTheDocument();

    const unmatched = within(cards[2]!);
    expect(unmatched.getByText('不匹配')).toBeInTheDocument();
    expect(unmatched.getByTestId('phase-badge')).toHaveTextContent('未开始');
    expect(within(unmatched.getByTestId('unmet-conditions')).getByText('已认定为国家级专精特新“小巨人”企业')).toBeInTheDocument();
    expect(within(unmatched.getByTestId('unmet-conditions')).getByText('否决条件')).toBeInTheDocument();
    expect(unmatched.getByRole('button', { name: `未开始：${UNMATCHED.projectName}` })).toBeDisabled();
  });

  it('links 查看详情 to the sub-list and 立即申报 to the declaration page', async () => {
    loginAs('QY');
    renderPage();
    expect(await screen.findByRole('link', { name: `查看详情：${PARTLY.projectName}` })).toHaveAttribute(
      'href',
      `/page/policyserver/calculator/subList?projectId=${PARTLY.projectId}`,
    );
    expect(screen.getByRole('link', { name: `立即申报：${MATCHED.projectName}` })).toHaveAttribute(
      'href',
      `/page/policyserverdeclare?projectId=${MATCHED.projectId}`,
    );
  });

  it('hands 立即申报 to the entry flow when onDeclare is given', async () => {
    loginAs('QY');
    const onDeclare = vi.fn();
    renderPage({ onDeclare });
    await userEvent.click(await screen.findByRole('button', { name: `立即申报：${MATCHED.projectName}` }));
    expect(onDeclare).toHaveBeenCalledWith(MATCHED);
  });

  it('filters by result tab and by the count tiles', async () => {
    loginAs('QY');
    renderPage();
    await screen.findAllByTestId('project-card');
    await userEvent.click(screen.getByRole('tab', { name: '部分匹配（1）' }));
    expect(await screen.findByText('共 1 个项目')).toBeInTheDocument();
    expect(screen.getAllByTestId('project-card')).toHaveLength(1);
    expect(listQueries.at(-1)?.get('matchResult')).toBe('2');
    expect(screen.getByRole('tab', { name: '部分匹配（1）' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('button', { name: '不匹配 1 个' }));
    expect(await screen.findByRole('heading', { name: UNMATCHED.projectName })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('matchResult')).toBe('3');
  });

  it('pages through the server 10 at a time', async () => {
    loginAs('QY');
    renderPage();
    expect(await screen.findByText('共 23 个项目')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await vi.waitFor(() => expect(listQueries.at(-1)?.get('page')).toBe('3'));
  });
});
