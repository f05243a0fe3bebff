import { okEnvelope } from '@qifu/sdk/testing';
import { type MedicalReport, type PolicyReportSearch } from '@qifu/policy-data-access';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { PolicyReportPage } from './policy-report-page';
import { PUBLIC_CONFIG, clearSession, loginAs } from './testing/fixtures';

function reportOf(year: number): MedicalReport {
  return {
    companyId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    companyName: '德清县恒达新材料有限公司',
    creditCode: '91330521MA2B3C4D5E',
    reportYear: year,
    reportTime: '2026-04-02T08:00:00.000Z',
    score: year === 2025 ? 78 : 64,
    level: year === 2025 ? 'B' : 'C',
    riskType: '02',
    sections: [
      {
        sectionKey: 'basic',
        title: '基本信息',
        score: null,
        level: null,
        summary: '成立10年的规上工业企业',
        items: [
          { label: '所属行业', value: '制造业' },
          { label: '从业人数', value: '186', unit: '人' },
        ],
        chart: null,
      },
      {
        sectionKey: 'operation',
        title: '经营状况',
        score: 80,
        level: 'B',
        summary: '营业收入连续三年增长',
        items: [{ label: '上年度营业收入', value: '32000', unit: '万元', level: 'good' }],
        chart: { chartType: 'bar', unit: '万元', categories: ['2023', '2024', '2025'], series: [{ name: '营业收入', data: [25000, 28600, 32000] }] },
      },
      {
        sectionKey: 'compliance',
        title: '合规风险',
        score: 55,
        level: 'D',
        summary: '存在一条警示类风险',
        items: [{ label: '环保处罚', value: '1', unit: '次', level: 'warn', remark: '2025年03月受到一次环保处罚' }],
        chart: null,
      },
    ],
    suggestions: ['补充上年度研发费用后可匹配 2 个部分匹配的项目', '及时整改环保问题'],
  };
}

const bodies: unknown[] = [];

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
  http.post(apiUrl('/policy/doc/medicalReport'), async ({ request }) => {
    const body = (await request.json()) as { year?: number };
    bodies.push(body);
    return HttpResponse.json(okEnvelope(reportOf(body.year ?? 2025)));
  }),
);

const searches: PolicyReportSearch[] = [];

function Harness() {
  const [search, setSearch] = useState<PolicyReportSearch>({});
  return (
    <PolicyReportPage
      search={search}
      latestYear={2025}
      onSearchChange={(next) => {
        searches.push(next);
        setSearch(next);
      }}
    />
  );
}

const wrapper = createTestWrapper({ path: '/page/policyserverReport' });

beforeEach(() => {
  bodies.length = 0;
  searches.length = 0;
});
afterEach(() => clearSession());

describe('PolicyReportPage', { timeout: 30_000 }, () => {
  it('shows a visitor the enterprise-login prompt and asks for no report', async () => {
    render(<Harness />, { wrapper });
    expect(await screen.findByText('请先使用企业账号进行登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '暂不登录' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('renders the score, grade, risk check and the sections in order with coloured indicators', async () => {
    loginAs('QY');
    render(<Harness />, { wrapper });
    expect(await screen.findByTestId('report-score')).toHaveTextContent('78');
    expect(bodies).toEqual([{}]);
    const overview = screen.getByRole('region', { name: '体检概况' });
    expect(within(overview).getByText('德清县恒达新材料有限公司')).toBeInTheDocument();
    expect(within(overview).getByText('B 良好')).toBeInTheDocument();
    expect(within(overview).getByText('警示')).toBeInTheDocument();
    expect(within(overview).getByText('报告年度：2025年')).toBeInTheDocument();

    const sections = screen.getAllByTestId('report-section');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['基本信息', '经营状况', '合规风险']);

    const operation = within(sections[1]!);
    expect(operation.getByText('营业收入连续三年增长')).toBeInTheDocument();
    expect(operation.getByTestId('report-item')).toHaveAttribute('data-level', 'good');
    expect(operation.getByText('良好')).toBeInTheDocument();
    const chartData = operation.getByRole('table', { name: '经营状况数据' });
    expect(within(chartData).getByText('营业收入（万元）')).toBeInTheDocument();
    expect(within(chartData).getByText('25,000')).toBeInTheDocument();

    const compliance = within(sections[2]!);
    expect(compliance.getByTestId('report-item')).toHaveAttribute('data-level', 'warn');
    expect(compliance.getByText('预警')).toBeInTheDocument();
    expect(compliance.getByText('2025年03月受到一次环保处罚')).toBeInTheDocument();

    const suggestions = screen.getByRole('region', { name: '体检建议' });
    expect(within(suggestions).getAllByRole('listitem')).toHaveLength(2);
  });

  it('switches the year', async () => {
    loginAs('QY');
    render(<Harness />, { wrapper });
    await screen.findByTestId('report-score');
    await userEvent.click(screen.getByRole('textbox', { name: '报告年度' }));
    await userEvent.click(await screen.findByRole('option', { name: '2024年' }));
    expect(searches).toEqual([{ year: 2024 }]);
    await waitFor(() => expect(screen.getByTestId('report-score')).toHaveTextContent('64'));
    expect(bodies.at(-1)).toEqual({ year: 2024 });
  });
});
