import { describe, expect, it } from 'vitest';

import type { ProjectMatch } from '../../matching';
import { buildHealthReport, formatNumber, type HealthReportInput, levelOf } from './health-report';

function match(projectId: string, matchResult: '1' | '2' | '3', estimatedAmount: number | null, missing: string[] = []): ProjectMatch {
  return {
    projectId,
    projectName: `项目${projectId}`,
    policyId: 'p',
    policyTitle: '政策',
    applyStartTime: '2026-01-01T00:00:00.000Z',
    applyEndTime: '2026-12-31T00:00:00.000Z',
    applyPhase: '2',
    supportAmount: estimatedAmount,
    matchResult,
    matchRate: matchResult === '1' ? 100 : 50,
    estimatedAmount,
    conditions: [],
    unmetConditions: [],
    missingData: missing.map((field) => ({ field, label: field === 'rdExpense' ? '上年度研发费用（万元）' : field })),
    matchTime: '2026-04-02T08:00:00.000Z',
  };
}

const NOW = new Date('2026-04-02T08:00:00.000Z');

function input(overrides: Partial<HealthReportInput> = {}): HealthReportInput {
  return {
    companyId: 'c',
    companyName: '德清县恒达新材料有限公司',
    creditCode: '91330521MA2B3C4D5E',
    facts: { revenue: 32000, employeeCount: 186, isAboveScale: true, qualifications: ['01', '03'], equipmentInvestment: 650, establishDate: '2015-06-18' },
    industryLabel: '制造业',
    scaleLabel: '中型',
    streetName: '武康街道',
    tags: ['高新技术企业'],
    risks: [
      { riskName: '欠缴税款', riskCount: 1, riskType: '01' },
      { riskName: '行政处罚', riskCount: 1, riskType: '02' },
      { riskName: '严重违法失信', riskCount: 0, riskType: '01' },
    ],
    declarations: [
      { status: '1', projectId: 'p1' },
      { status: '0', projectId: 'p2' },
      { status: '2', projectId: 'p3' },
    ],
    matches: [match('p1', '1', 300000), match('p4', '1', 200000), match('p2', '2', 100000, ['rdExpense']), match('p5', '3', null)],
    reportYear: 2025,
    now: NOW,
    ...overrides,
  };
}

describe('buildHealthReport', () => {
  it('scores each section and the whole as documented', () => {
    const r = buildHealthReport(input());
    const scores = Object.fromEntries(r.sections.map((s) => [s.sectionKey, [s.score, s.level]]));
    // operation 40 (revenue ≥ 20000) + 0 (no tax) + 12 (≥ 100 staff) + 15 (above scale)
    // innovation 0 (no R&D data) + 30 (qualifications 01, 03) + 10 (equipment ≥ 100)
    // compliance 100 − 40 (blocking kind) − 15 (warning kind)
    // policy 24 (2 submitted) + 20 (1 passed) + 20 (1 of 2 matched projects declared)
    expect(scores).toEqual({ basic: [null, null], operation: [67, 'C'], innovation: [40, 'D'], compliance: [45, 'D'], policy: [64, 'C'] });
    // round(0.30 × 67 + 0.25 × 40 + 0.25 × 45 + 0.20 × 64) = round(54.15)
    expect(r).toMatchObject({ score: 54, level: 'D', riskType: '01', reportYear: 2025, reportTime: NOW.toISOString() });
    expect(r.sections.map((s) => s.title)).toEqual(['基本信息', '经营状况', '创新能力', '合规风险', '政策享受']);
  });

  it('formats the indicator lines with units and levels, and draws charts', () => {
    const r = buildHealthReport(input());
    const section = (key: string) => r.sections.find((s) => s.sectionKey === key)!;
    expect(section('basic').summary).toBe('成立10年的规上制造业企业');
    expect(section('basic').items).toContainEqual({ label: '从业人数', value: '186', unit: '人' });
    expect(section('operation').items).toContainEqual({ label: '上年度营业收入', value: '32000', unit: '万元', level: 'good' });
    expect(section('operation').items).toContainEqual(expect.objectContaining({ label: '上年度纳税总额', value: '未填报', level: 'warn' }));
    expect(section('operation').chart).toEqual({
      chartType: 'bar',
      unit: '万元',
      categories: ['营业收入', '设备投资'],
      series: [{ name: '2025年度', data: [32000, 650] }],
    });
    expect(section('compliance').items[0]).toEqual({ label: '欠缴税款', value: '1', unit: '条', level: 'warn', remark: '阻断类风险' });
    expect(section('policy').items).toContainEqual({ label: '预计可获扶持', value: '500000', unit: '元' });
    expect(section('policy').chart?.series[0]?.data).toEqual([2, 1, 1]);
    expect(section('policy').summary).toBe('有 1 个匹配项目尚未申报');
  });

  it('suggests what is missing or wrong, in a fixed order', () => {
    expect(buildHealthReport(input()).suggestions).toEqual([
      '补充研发费用数据后可进一步判断 1 个部分匹配的项目',
      '补充纳税总额数据',
      '尽快处理阻断类风险记录（欠缴税款），否则相关政策无法申报',
      '对警示类风险记录（行政处罚）进行自查整改',
      '有 1 个匹配项目尚未申报，可前往申报',
    ]);
  });

  it('rewards R&D data and a clean record', () => {
    const r = buildHealthReport(
      input({
        facts: { ...input().facts, rdExpense: 1100, taxAmount: 1260 },
        risks: [{ riskName: '欠缴税款', riskCount: 0, riskType: '01' }],
        matches: [match('p1', '1', 300000)],
      }),
    );
    const scores = Object.fromEntries(r.sections.map((s) => [s.sectionKey, s.score]));
    // R&D 1100 / 32000 = 3.4 % → 32; tax ≥ 1000 → 30
    expect(scores).toMatchObject({ operation: 97, innovation: 72, compliance: 100, policy: 84 });
    expect(r.riskType).toBe('00');
    expect(r.sections.find((s) => s.sectionKey === 'innovation')?.items).toContainEqual({ label: '研发费用占营业收入比例', value: '3.4', unit: '%', level: 'good' });
    expect(r.suggestions).toEqual([]);
  });

  it('is deterministic for the same data', () => {
    expect(buildHealthReport(input())).toEqual(buildHealthReport(input()));
  });

  it('grades at 85 / 70 / 60 and formats numbers without trailing zeros', () => {
    expect([100, 85, 84, 70, 69, 60, 59, 0].map(levelOf)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
    expect([formatNumber(32000), formatNumber(12.5), formatNumber(3.4375, 1), formatNumber(0.1 + 0.2)]).toEqual(['32000', '12.5', '3.4', '0.3']);
  });
});
