import { okEnvelope } from '@qifu/sdk/testing';
import { type ImitateMatchLog, type SimulationSearch } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SimulationPage } from './simulation-page';
import { MATCHED, PARTLY, UNMATCHED, clearSession, loginAs } from './testing/fixtures';

const RECORD_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

function recordOf(facts: ImitateMatchLog['facts']): ImitateMatchLog {
  return {
    id: RECORD_ID,
    facts,
    createTime: '2026-04-02T08:00:00.000Z',
    matchTime: '2026-04-02T08:05:00.000Z',
    total: 20,
    matchedCount: 3,
    partlyMatchedCount: 5,
    notMatchedCount: 12,
    estimatedAmount: 1_850_000,
  };
}

let stored: ImitateMatchLog | null = null;
const queryBodies: unknown[] = [];
const improveBodies: unknown[] = [];
const listQueries: URLSearchParams[] = [];
const countQueries: string[] = [];

setupMsw(
  http.post(apiUrl('/imitate/match/log/queryCompanyInfoImitate'), async ({ request }) => {
    queryBodies.push(await request.json());
    return HttpResponse.json(okEnvelope(stored));
  }),
  http.post(apiUrl('/imitate/match/log/improveCompanyInfoImitate'), async ({ request }) => {
    const body = (await request.json()) as { facts: ImitateMatchLog['facts'] };
    improveBodies.push(body);
    stored = recordOf(body.facts);
    return HttpResponse.json(okEnvelope(stored, '匹配完成'));
  }),
  http.get(apiUrl('/imitate/match/log/getMatchCount'), ({ request }) => {
    countQueries.push(new URL(request.url).searchParams.get('id') ?? '');
    return HttpResponse.json(okEnvelope({ total: 20, matchedCount: 3, partlyMatchedCount: 5, notMatchedCount: 12, estimatedAmount: 1_850_000 }));
  }),
  http.get(apiUrl('/policy/doc/pagePolicySimulateList'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const result = query.get('matchResult');
    const all = [MATCHED, PARTLY, UNMATCHED];
    const list = result ? all.filter((project) => project.matchResult === result) : all;
    return HttpResponse.json(okEnvelope({ list, total: result ? list.length : 20 }));
  }),
  http.get(apiUrl('/sys/dict/getDict'), () =>
    HttpResponse.json(okEnvelope({ industry: [{ label: '制造业', value: 'C' }], enterpriseScale: [{ label: '中型', value: '2' }] })),
  ),
  http.get(apiUrl('/sys/region/children'), () => HttpResponse.json(okEnvelope([{ code: '3305', name: '湖州市' }]))),
  http.get(apiUrl('/tag/info/categoryList'), () =>
    HttpResponse.json(
      okEnvelope([
        { categoryId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', categoryName: '企业资质', sort: 1, tags: [{ id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', tagName: '高新技术企业' }] },
      ]),
    ),
  ),
);

const searches: SimulationSearch[] = [];

function Harness({ initial = {} }: { initial?: SimulationSearch }) {
  const [search, setSearch] = useState<SimulationSearch>(initial);
  return (
    <SimulationPage
      search={search}
      onSearchChange={(next) => {
        searches.push(next);
        setSearch(next);
      }}
    />
  );
}

const wrapper = createTestWrapper({ path: '/page/policyserver/simulation' });

beforeEach(() => {
  stored = null;
  for (const list of [queryBodies, improveBodies, listQueries, countQueries, searches]) list.length = 0;
});
afterEach(() => clearSession());

describe('SimulationPage', { timeout: 30_000 }, () => {
  it('lets a visitor type in facts, runs the matching and shows the counts and the results', async () => {
    render(<Harness />, { wrapper });
    expect(await screen.findByText('模拟匹配不会修改企业档案')).toBeInTheDocument();
    expect(queryBodies).toEqual([{}]);

    await userEvent.type(await screen.findByRole('textbox', { name: /上年度营业收入（万元）/ }), '32000');
    await userEvent.type(screen.getByRole('textbox', { name: /从业人数/ }), '186');
    await userEvent.click(screen.getByRole('radio', { name: '是' }));
    await userEvent.click(screen.getByRole('button', { name: '开始匹配' }));

    await waitFor(() => expect(improveBodies).toEqual([{ facts: { employeeCount: 186, revenue: 32000, isAboveScale: true } }]));
    await waitFor(() => expect(searches).toEqual([{ id: RECORD_ID }]));

    const counts = await screen.findByTestId('simulation-counts');
    expect(within(counts).getByText('3 个')).toBeInTheDocument();
    expect(within(counts).getByText('5 个')).toBeInTheDocument();
    expect(within(counts).getByText('12 个')).toBeInTheDocument();
    expect(within(counts).getByText('185万元')).toBeInTheDocument();
    expect(countQueries).toContain(RECORD_ID);
    expect(screen.getByText(/共 20 个申报项目参与匹配/)).toBeInTheDocument();

    const cards = await screen.findAllByTestId('project-card');
    expect(cards).toHaveLength(3);
    expect(listQueries[0]?.get('imitateId')).toBe(RECORD_ID);
    expect(listQueries[0]?.get('pageSize')).toBe('10');
    expect(within(cards[1]!).getByTestId('match-badge')).toHaveTextContent('部分匹配');
    expect(within(within(cards[1]!).getByTestId('unmet-conditions')).getByText('注册地在德清县武康街道')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters the results by tab and unfolds a project’s conditions', async () => {
    stored = recordOf({ revenue: 32000 });
    render(<Harness initial={{ id: RECORD_ID }} />, { wrapper });
    await userEvent.click(await screen.findByRole('tab', { name: '部分匹配（5）' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('matchResult')).toBe('2'));
    const card = (await screen.findAllByTestId('project-card'))[0]!;
    expect(within(card).getByRole('heading', { name: PARTLY.projectName })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '查看条件' }));
    const table = within(card).getByRole('table', { name: `${PARTLY.projectName}的申报条件` });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(within(table).getAllByTestId('condition-row')[1]!).getByText('缺少数据')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `查看政策：${PARTLY.projectName}` })).toHaveAttribute(
      'href',
      `/page/policyserverdetail?id=${PARTLY.policyId}`,
    );
  });

  it('prefills the facts of the record and improves that record on a new run', async () => {
    loginAs('QY');
    stored = recordOf({ revenue: 32000, industry: 'C', qualifications: ['01'] });
    render(<Harness initial={{ id: RECORD_ID }} />, { wrapper });
    expect(await screen.findByRole('textbox', { name: /上年度营业收入（万元）/ })).toHaveValue('32,000');
    expect(queryBodies).toEqual([{ id: RECORD_ID }]);
    await userEvent.type(screen.getByRole('textbox', { name: /上年度研发费用（万元）/ }), '1100');
    await userEvent.click(screen.getByRole('button', { name: '开始匹配' }));
    await waitFor(() =>
      expect(improveBodies).toEqual([{ id: RECORD_ID, facts: { industry: 'C', revenue: 32000, rdExpense: 1100, qualifications: ['01'] } }]),
    );
  });

  it('asks for at least one fact', async () => {
    render(<Harness />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: '开始匹配' }));
    expect(await screen.findByText('请至少填写一项企业信息')).toBeInTheDocument();
    expect(improveBodies).toEqual([]);
  });
});
