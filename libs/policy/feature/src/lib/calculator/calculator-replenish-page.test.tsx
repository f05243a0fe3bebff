import { notifications } from '@mantine/notifications';
import { okEnvelope } from '@qifu/sdk/testing';
import { type MatchSituation, type ProjectMatch, type ReplenishInfo } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CalculatorListPage } from './calculator-list-page';
import { CalculatorReplenishPage } from './calculator-replenish-page';
import { PUBLIC_CONFIG, MATCHED, PARTLY, SITUATION, clearSession, loginAs } from './testing/fixtures';

/** The server's state: the enterprise has not given rdExpense / isAboveScale until it saves them. */
let savedFacts: Record<string, unknown> | null = null;
const saveBodies: unknown[] = [];
let replenishInfoCalls = 0;

function replenishInfo(): ReplenishInfo {
  const facts = { companyName: '德清县恒达新材料有限公司', industry: 'C', revenue: 32000, employeeCount: 186, ...(savedFacts ?? {}) };
  const missingData = savedFacts
    ? []
    : [
        { field: 'rdExpense', label: '上年度研发费用（万元）', projectCount: 2 },
        { field: 'isAboveScale', label: '是否规模以上企业', projectCount: 1 },
        { field: 'creditCode', label: '统一社会信用代码', projectCount: 1 },
      ];
  return { facts, missingData, wholeInfo: savedFacts !== null };
}

function situation(): MatchSituation {
  return savedFacts
    ? { ...SITUATION, matchedCount: 2, partlyMatchedCount: 0, estimatedAmount: 1_850_000, wholeInfo: true, missingData: [] }
    : SITUATION;
}

function projects(): ProjectMatch[] {
  if (!savedFacts) return [MATCHED, PARTLY];
  const nowMatched: ProjectMatch = {
    ...PARTLY,
    matchResult: '1',
    matchRate: 100,
    conditions: PARTLY.conditions.map((condition) => ({ ...condition, outcome: '1', missingData: [] })),
    unmetConditions: [],
    missingData: [],
  };
  return [MATCHED, nowMatched];
}

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.get(apiUrl('/corp/policy/replenishInfo'), () => {
    replenishInfoCalls += 1;
    return HttpResponse.json(okEnvelope(replenishInfo()));
  }),
  http.post(apiUrl('/corp/policy/saveReplenish'), async ({ request }) => {
    const body = (await request.json()) as { facts: Record<string, unknown> };
    saveBodies.push(body);
    savedFacts = body.facts;
    return HttpResponse.json(okEnvelope(situation(), '保存成功'));
  }),
  http.get(apiUrl('/policy/doc/matchSituation'), () => HttpResponse.json(okEnvelope(situation()))),
  http.get(apiUrl('/policy/doc/applyProjectMatchList'), () => HttpResponse.json(okEnvelope({ list: projects(), total: 2 }))),
  http.get(apiUrl('/sys/dict/getDict'), () =>
    HttpResponse.json(okEnvelope({ industry: [{ label: '制造业', value: 'C' }], enterpriseScale: [{ label: '中型', value: '2' }] })),
  ),
);

const wrapper = createTestWrapper({ path: '/page/policyserver/calculator/replenish', notifications: true });

beforeEach(() => {
  savedFacts = null;
  saveBodies.length = 0;
  replenishInfoCalls = 0;
});
afterEach(() => {
  clearSession();
  notifications.clean();
});

describe('CalculatorReplenishPage', { timeout: 30_000 }, () => {
  it('shows a visitor the enterprise-login prompt', async () => {
    render(<CalculatorReplenishPage />, { wrapper });
    expect(await screen.findByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '暂不登录' })).toBeInTheDocument();
    expect(replenishInfoCalls).toBe(0);
  });

  it('asks for each missing field with its label and input kind, and shows the facts already known', async () => {
    loginAs('QY');
    render(<CalculatorReplenishPage />, { wrapper });
    const form = await screen.findByRole('form', { name: '补充匹配信息' });
    expect(within(form).getByRole('textbox', { name: /上年度研发费用（万元）/ })).toBeInTheDocument();
    expect(within(form).getByText('影响 2 个项目的匹配')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '是' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '否' })).toBeInTheDocument();
    // The credit code cannot be changed here: it is named as archive data, not offered as an input.
    expect(within(form).queryByRole('textbox', { name: /统一社会信用代码/ })).not.toBeInTheDocument();
    expect(within(form).getByText('以下信息需在企业档案中维护')).toBeInTheDocument();

    const known = screen.getByRole('region', { name: '已有信息' });
    expect(within(known).getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(within(known).getByText('32,000万元')).toBeInTheDocument();
    expect(within(known).getByText('186人')).toBeInTheDocument();
    expect(await within(known).findByText('制造业')).toBeInTheDocument();
  });

  it('refuses to save nothing', async () => {
    loginAs('QY');
    render(<CalculatorReplenishPage />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请至少填写一项信息')).toBeInTheDocument();
    expect(saveBodies).toEqual([]);
  });

  it('keeps amounts within the contract maximum (100,000,000 万元)', async () => {
    loginAs('QY');
    render(<CalculatorReplenishPage />, { wrapper });
    const input = await screen.findByRole('textbox', { name: /上年度研发费用（万元）/ });
    await userEvent.type(input, '200000000');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveBodies).toEqual([{ facts: { rdExpense: 100_000_000 } }]));
  });

  it('saves only what was typed in, says 保存成功 and shows the new counts', async () => {
    loginAs('QY');
    render(<CalculatorReplenishPage />, { wrapper });
    await userEvent.type(await screen.findByRole('textbox', { name: /上年度研发费用（万元）/ }), '1100');
    await userEvent.click(screen.getByRole('radio', { name: '是' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saveBodies).toEqual([{ facts: { rdExpense: 1100, isAboveScale: true } }]));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const result = await screen.findByTestId('replenish-result');
    expect(result).toHaveTextContent('匹配 2 个、部分匹配 0 个、不匹配 1 个');
    // The replenish data is fetched again: nothing is missing any more.
    expect(await screen.findByText('企业信息已完整')).toBeInTheDocument();
    expect(replenishInfoCalls).toBe(2);
  });

  it('moves a project from 部分匹配 to 匹配 in the calculator list at once', async () => {
    loginAs('QY');
    render(
      <>
        <CalculatorListPage search={{}} onSearchChange={() => undefined} />
        <CalculatorReplenishPage />
      </>,
      { wrapper },
    );
    const partlyCard = async () => (await screen.findByRole('heading', { name: PARTLY.projectName })).closest('article') as HTMLElement;
    expect(within(await partlyCard()).getByTestId('match-badge')).toHaveTextContent('部分匹配');
    expect(screen.getByRole('tab', { name: '部分匹配（1）' })).toBeInTheDocument();

    await userEvent.type(await screen.findByRole('textbox', { name: /上年度研发费用（万元）/ }), '1100');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(async () => expect(within(await partlyCard()).getByTestId('match-badge')).toHaveTextContent('匹配'));
    expect(within(await partlyCard()).queryByTestId('missing-data')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '匹配（2）' })).toBeInTheDocument();
    expect(screen.queryByTestId('incomplete-info')).not.toBeInTheDocument();
  });
});
