/**
 * The enterprise health report (企业体检报告; seeds 000 §2 policyserverReport, §7 POST
 * /policy/doc/medicalReport; contract `MedicalReport`): a pure function of the enterprise's data, so the
 * same data always gives the same report (only `reportTime` is the time of the call).
 *
 * ## Scoring (every section 0–100, integers)
 *
 * **基本信息 (basic)** — not scored (score and level null): industry, scale, establishment date and age,
 * registered capital, employees, street, tags.
 *
 * **经营状况 (operation)**, the sum of (money in 万元):
 * | indicator | points |
 * |---|---|
 * | 上年度营业收入 | ≥ 20000 → 40, ≥ 5000 → 32, ≥ 2000 → 24, ≥ 500 → 16, > 0 → 8, else or missing 0 |
 * | 上年度纳税总额 | ≥ 1000 → 30, ≥ 200 → 24, ≥ 50 → 16, > 0 → 8, else or missing 0 |
 * | 从业人数 | ≥ 300 → 15, ≥ 100 → 12, ≥ 20 → 8, > 0 → 4, else or missing 0 |
 * | 规模以上企业 | yes → 15, no → 5, missing 0 |
 *
 * **创新能力 (innovation)**, the sum, capped at 100:
 * | indicator | points |
 * |---|---|
 * | 研发费用占营业收入比例 (rdExpense / revenue) | ≥ 5 % → 40, ≥ 3 % → 32, ≥ 1 % → 20, > 0 → 10, else or missing 0 |
 * | 资质 (qualifications) | 01 高新技术企业 15, 02 科技型中小企业 10, 03 省级专精特新 15, 04 “小巨人” 20, 05 省级研发中心 10, 06 上市（挂牌） 10; at most 45 |
 * | 本年度设备投资额 | ≥ 1000 → 15, ≥ 100 → 10, > 0 → 5, else or missing 0 |
 *
 * **合规风险 (compliance)**: 100, minus per risk kind with records: 40 for a blocking kind ('01'),
 * 15 for a warning kind ('02'), plus 5 per record beyond the first (at most 20 more per kind);
 * at least 0. A kind's type is the worst type any policy's risk rule gives it; a kind no rule names
 * counts as a warning. The report's `riskType` is the worst type among the kinds with records
 * ('00' when none).
 *
 * **政策享受 (policy)**, the sum, capped at 100:
 * | indicator | points |
 * |---|---|
 * | 已提交申报 (states 1–3: not drafts, not withdrawn) | ≥ 3 → 30, 2 → 24, 1 → 16, 0 → 0 |
 * | 审核通过 | ≥ 2 → 30, 1 → 20, 0 → 0 |
 * | 匹配项目的申报覆盖 | 40 × (matched open projects the enterprise has declared / matched open projects), rounded; 20 when no project matches |
 *
 * **Overall** = round(0.30 × operation + 0.25 × innovation + 0.25 × compliance + 0.20 × policy).
 * **Level** (report and sections, MedicalReportLevel): ≥ 85 A, ≥ 70 B, ≥ 60 C, else D.
 *
 * Indicator levels: good / normal / warn by the thresholds given in each item's code below; a missing
 * value is `warn` with the value 未填报. Suggestions follow in a fixed order: missing data (补充研发费用数据,
 * with the number of partly matched projects it would decide when it does), blocking then warning risks,
 * research intensity below 3 %, no qualification, matched projects not declared.
 */
import { isDeclarationPassed, type DeclareStatus } from '@qifu/policy-rules';
import type { components } from '@qifu/sdk';

import type { MatchFacts, ProjectMatch } from '../../matching';
import { type RiskType, worseRisk } from './risk-check';

/** The report (contract `MedicalReport`). */
export type MedicalReport = components['schemas']['MedicalReport'];
/** A report section. */
export type MedicalReportSection = components['schemas']['MedicalReportSection'];
/** An indicator line. */
export type MedicalReportItem = components['schemas']['MedicalReportItem'];
/** A grade. */
export type MedicalReportLevel = components['schemas']['MedicalReportLevel'];

/** Everything the report is computed from. */
export interface HealthReportInput {
  companyId: string;
  companyName: string;
  creditCode: string;
  facts: MatchFacts;
  /** Labels of the company's dictionary values and street (null when unknown). */
  industryLabel: string | null;
  scaleLabel: string | null;
  streetName: string | null;
  /** Names of the company's enabled tags, in display order. */
  tags: string[];
  /** The company's risk records per kind, with the kind's type (see the module comment). */
  risks: { riskName: string; riskCount: number; riskType: '01' | '02' }[];
  /** The company's declarations. */
  declarations: { status: DeclareStatus; projectId: string | null }[];
  /** The company's matches against the open projects. */
  matches: ProjectMatch[];
  reportYear: number;
  /** The time of the call (`reportTime`, and the age of the company). */
  now: Date;
}

/** Section weights of the overall score. */
export const SECTION_WEIGHTS = { operation: 0.3, innovation: 0.25, compliance: 0.25, policy: 0.2 } as const;

/** The grade of a score: ≥ 85 A, ≥ 70 B, ≥ 60 C, else D. */
export function levelOf(score: number): MedicalReportLevel {
  if (score >= 85) return 'A';
  if (score >= 70) return 'B';
  if (score >= 60) return 'C';
  return 'D';
}

/** Points of the first threshold `value` reaches (`[threshold, points]` in descending order); 0 otherwise. */
function tier(value: number | undefined, tiers: readonly (readonly [number, number])[], positive: number): number {
  if (value === undefined) return 0;
  for (const [min, points] of tiers) if (value >= min) return points;
  return value > 0 ? positive : 0;
}

/** A number as text: integers as is, others with up to `digits` decimals (no trailing zeros). */
export function formatNumber(value: number, digits = 2): string {
  return String(Number(value.toFixed(digits)));
}

const MISSING_TEXT = '未填报';

function moneyItem(label: string, value: number | undefined, good: number, normal: number): MedicalReportItem {
  if (value === undefined) return { label, value: MISSING_TEXT, level: 'warn', remark: '请在“去完善信息”中补充' };
  return { label, value: formatNumber(value), unit: '万元', level: value >= good ? 'good' : value >= normal ? 'normal' : 'warn' };
}

const QUALIFICATION_POINTS: Readonly<Record<string, number>> = { '01': 15, '02': 10, '03': 15, '04': 20, '05': 10, '06': 10 };
const QUALIFICATION_NAMES: Readonly<Record<string, string>> = {
  '01': '高新技术企业',
  '02': '科技型中小企业',
  '03': '省级专精特新中小企业',
  '04': '国家级专精特新“小巨人”企业',
  '05': '省级企业研发中心',
  '06': '上市（挂牌）企业',
};

/** Whole years from `date` (YYYY-MM-DD) to `now`. */
function yearsSince(date: string, now: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let years = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) years -= 1;
  return Math.max(0, years);
}

/** The R&D intensity in % (rdExpense / revenue), undefined when either is missing or revenue is 0. */
export function rdRatioOf(facts: MatchFacts): number | undefined {
  if (facts.rdExpense === undefined || facts.revenue === undefined || facts.revenue <= 0) return undefined;
  return (facts.rdExpense * 100) / facts.revenue;
}

function basicSection(input: HealthReportInput): MedicalReportSection {
  const f = input.facts;
  const age = f.establishDate ? yearsSince(f.establishDate, input.now) : undefined;
  const items: MedicalReportItem[] = [
    { label: '所属行业', value: input.industryLabel ?? MISSING_TEXT },
    { label: '企业规模', value: input.scaleLabel ?? MISSING_TEXT },
    f.establishDate
      ? { label: '成立日期', value: f.establishDate, ...(age !== undefined ? { remark: `成立${age}年` } : {}) }
      : { label: '成立日期', value: MISSING_TEXT, level: 'warn' },
    f.registeredCapital !== undefined
      ? { label: '注册资本', value: formatNumber(f.registeredCapital), unit: '万元' }
      : { label: '注册资本', value: MISSING_TEXT, level: 'warn' },
    f.employeeCount !== undefined
      ? { label: '从业人数', value: String(f.employeeCount), unit: '人' }
      : { label: '从业人数', value: MISSING_TEXT, level: 'warn' },
    { label: '所在乡镇（街道）', value: input.streetName ?? MISSING_TEXT },
    { label: '企业标签', value: input.tags.length > 0 ? input.tags.join('、') : '暂无' },
  ];
  const parts = [age !== undefined ? `成立${age}年的` : '', f.isAboveScale ? '规上' : '', input.industryLabel ?? '', '企业'];
  return { sectionKey: 'basic', title: '基本信息', score: null, level: null, summary: parts.join(''), items, chart: null };
}

function operationSection(input: HealthReportInput): MedicalReportSection {
  const f = input.facts;
  const score =
    tier(f.revenue, [[20000, 40], [5000, 32], [2000, 24], [500, 16]], 8) +
    tier(f.taxAmount, [[1000, 30], [200, 24], [50, 16]], 8) +
    tier(f.employeeCount, [[300, 15], [100, 12], [20, 8]], 4) +
    (f.isAboveScale === undefined ? 0 : f.isAboveScale ? 15 : 5);
  const items: MedicalReportItem[] = [
    moneyItem('上年度营业收入', f.revenue, 2000, 500),
    moneyItem('上年度纳税总额', f.taxAmount, 200, 50),
    f.employeeCount !== undefined
      ? { label: '从业人数', value: String(f.employeeCount), unit: '人', level: f.employeeCount >= 100 ? 'good' : f.employeeCount >= 20 ? 'normal' : 'warn' }
      : { label: '从业人数', value: MISSING_TEXT, level: 'warn' },
    f.isAboveScale !== undefined
      ? { label: '规模以上企业', value: f.isAboveScale ? '是' : '否', level: f.isAboveScale ? 'good' : 'normal' }
      : { label: '规模以上企业', value: MISSING_TEXT, level: 'warn' },
  ];
  const money: [string, number | undefined][] = [
    ['营业收入', f.revenue],
    ['纳税总额', f.taxAmount],
    ['研发费用', f.rdExpense],
    ['设备投资', f.equipmentInvestment],
  ];
  const given = money.filter((m): m is [string, number] => m[1] !== undefined);
  const summary =
    f.revenue === undefined
      ? '缺少营业收入数据，无法全面评估经营状况'
      : `上年度营业收入${formatNumber(f.revenue)}万元${f.taxAmount !== undefined ? `，纳税${formatNumber(f.taxAmount)}万元` : ''}`;
  return {
    sectionKey: 'operation',
    title: '经营状况',
    score,
    level: levelOf(score),
    summary,
    items,
    chart:
      given.length > 0
        ? { chartType: 'bar', unit: '万元', categories: given.map((g) => g[0]), series: [{ name: `${input.reportYear}年度`, data: given.map((g) => g[1]) }] }
        : null,
  };
}

function innovationSection(input: HealthReportInput): MedicalReportSection {
  const f = input.facts;
  const ratio = rdRatioOf(f);
  const quals = [...(f.qualifications ?? [])].sort();
  const qualPoints = Math.min(45, quals.reduce((s, q) => s + (QUALIFICATION_POINTS[q] ?? 0), 0));
  const score = Math.min(
    100,
    tier(ratio, [[5, 40], [3, 32], [1, 20]], 10) + qualPoints + tier(f.equipmentInvestment, [[1000, 15], [100, 10]], 5),
  );
  const items: MedicalReportItem[] = [
    moneyItem('上年度研发费用', f.rdExpense, 0, 0),
    ratio !== undefined
      ? { label: '研发费用占营业收入比例', value: formatNumber(ratio, 1), unit: '%', level: ratio >= 3 ? 'good' : ratio >= 1 ? 'normal' : 'warn' }
      : { label: '研发费用占营业收入比例', value: MISSING_TEXT, level: 'warn', remark: '需要研发费用和营业收入' },
    {
      label: '已获资质',
      value: quals.length > 0 ? quals.map((q) => QUALIFICATION_NAMES[q] ?? q).join('、') : '暂无',
      level: quals.length >= 2 ? 'good' : quals.length === 1 ? 'normal' : 'warn',
    },
    moneyItem('本年度设备投资额', f.equipmentInvestment, 100, 1),
  ];
  const summary =
    ratio === undefined
      ? '缺少研发费用数据，无法评估研发投入强度'
      : `研发投入占营业收入${formatNumber(ratio, 1)}%${ratio >= 3 ? '，研发投入较高' : '，研发投入有待加强'}`;
  return { sectionKey: 'innovation', title: '创新能力', score, level: levelOf(score), summary, items, chart: null };
}

function complianceSection(input: HealthReportInput): { section: MedicalReportSection; riskType: RiskType } {
  let score = 100;
  let riskType: RiskType = '00';
  const items: MedicalReportItem[] = [];
  for (const r of input.risks) {
    const count = Math.max(0, r.riskCount);
    if (count > 0) {
      riskType = worseRisk(riskType, r.riskType);
      score -= (r.riskType === '01' ? 40 : 15) + Math.min(20, 5 * (count - 1));
    }
    items.push({
      label: r.riskName,
      value: String(count),
      unit: '条',
      level: count === 0 ? 'good' : r.riskType === '01' ? 'warn' : 'normal',
      ...(count > 0 ? { remark: r.riskType === '01' ? '阻断类风险' : '警示类风险' } : {}),
    });
  }
  score = Math.max(0, score);
  const withRecords = input.risks.filter((r) => r.riskCount > 0);
  const summary = withRecords.length === 0 ? '未发现风险记录' : `存在${withRecords.length}类风险记录：${withRecords.map((r) => r.riskName).join('、')}`;
  if (items.length === 0) items.push({ label: '风险记录', value: '0', unit: '条', level: 'good' });
  return {
    section: {
      sectionKey: 'compliance',
      title: '合规风险',
      score,
      level: levelOf(score),
      summary,
      items,
      chart:
        withRecords.length > 0
          ? { chartType: 'bar', unit: '条', categories: withRecords.map((r) => r.riskName), series: [{ name: '风险记录', data: withRecords.map((r) => r.riskCount) }] }
          : null,
    },
    riskType,
  };
}

interface PolicyFigures {
  matched: ProjectMatch[];
  partly: ProjectMatch[];
  undeclaredMatched: ProjectMatch[];
  submitted: number;
  passed: number;
}

/** Declarations that count as submitted (1 待审核, 2 审核通过, 3 审核驳回; not drafts, not withdrawn). */
const SUBMITTED: ReadonlySet<DeclareStatus> = new Set(['1', '2', '3']);

function policyFigures(input: HealthReportInput): PolicyFigures {
  const submitted = input.declarations.filter((d) => SUBMITTED.has(d.status));
  const declared = new Set(submitted.map((d) => d.projectId));
  const matched = input.matches.filter((m) => m.matchResult === '1');
  return {
    matched,
    partly: input.matches.filter((m) => m.matchResult === '2'),
    undeclaredMatched: matched.filter((m) => !declared.has(m.projectId)),
    submitted: submitted.length,
    passed: input.declarations.filter((d) => isDeclarationPassed(d.status)).length,
  };
}

function policySection(input: HealthReportInput, p: PolicyFigures): MedicalReportSection {
  const coverage = p.matched.length === 0 ? 20 : Math.round((40 * (p.matched.length - p.undeclaredMatched.length)) / p.matched.length);
  const score = Math.min(
    100,
    (p.submitted >= 3 ? 30 : p.submitted === 2 ? 24 : p.submitted === 1 ? 16 : 0) + (p.passed >= 2 ? 30 : p.passed === 1 ? 20 : 0) + coverage,
  );
  const amount = p.matched.reduce((s, m) => s + (m.estimatedAmount ?? 0), 0);
  const notMatched = input.matches.length - p.matched.length - p.partly.length;
  const items: MedicalReportItem[] = [
    { label: '匹配项目', value: String(p.matched.length), unit: '个', level: p.matched.length > 0 ? 'good' : 'normal' },
    { label: '部分匹配项目', value: String(p.partly.length), unit: '个' },
    { label: '预计可获扶持', value: formatNumber(amount), unit: '元' },
    { label: '已提交申报', value: String(p.submitted), unit: '个', level: p.submitted > 0 ? 'good' : 'normal' },
    { label: '审核通过', value: String(p.passed), unit: '个', level: p.passed > 0 ? 'good' : 'normal' },
    { label: '匹配未申报', value: String(p.undeclaredMatched.length), unit: '个', level: p.undeclaredMatched.length > 0 ? 'warn' : 'good' },
  ];
  const summary =
    p.undeclaredMatched.length > 0
      ? `有 ${p.undeclaredMatched.length} 个匹配项目尚未申报`
      : p.submitted > 0
        ? `已提交 ${p.submitted} 个项目申报`
        : '暂无匹配的申报项目';
  return {
    sectionKey: 'policy',
    title: '政策享受',
    score,
    level: levelOf(score),
    summary,
    items,
    chart:
      input.matches.length > 0
        ? {
            chartType: 'pie',
            unit: '个',
            categories: ['匹配', '部分匹配', '不匹配'],
            series: [{ name: '申报项目', data: [p.matched.length, p.partly.length, notMatched] }],
          }
        : null,
  };
}

/** Short names of the facts the suggestions ask for (补充…数据), in suggestion order. */
const SUGGESTED_FACTS: readonly (readonly [keyof MatchFacts & string, string])[] = [
  ['revenue', '营业收入'],
  ['rdExpense', '研发费用'],
  ['taxAmount', '纳税总额'],
  ['employeeCount', '从业人数'],
  ['equipmentInvestment', '设备投资'],
  ['establishDate', '成立日期'],
];

function suggestionsOf(input: HealthReportInput, p: PolicyFigures): string[] {
  const f = input.facts;
  const out: string[] = [];
  // missing data, with the number of partly matched projects it would decide
  const deciding = new Map<string, { label: string; n: number }>();
  for (const m of p.partly) {
    for (const d of m.missingData) {
      const seen = deciding.get(d.field);
      if (seen) seen.n += 1;
      else deciding.set(d.field, { label: d.label, n: 1 });
    }
  }
  const decides = (n: number) => `后可进一步判断 ${n} 个部分匹配的项目`;
  for (const [field, name] of SUGGESTED_FACTS) {
    if (f[field] !== undefined) continue;
    const d = deciding.get(field);
    out.push(d ? `补充${name}数据${decides(d.n)}` : `补充${name}数据`);
    deciding.delete(field);
  }
  for (const { label, n } of deciding.values()) out.push(`补充${label}${decides(n)}`);
  const blocking = input.risks.filter((r) => r.riskCount > 0 && r.riskType === '01').map((r) => r.riskName);
  const warning = input.risks.filter((r) => r.riskCount > 0 && r.riskType === '02').map((r) => r.riskName);
  if (blocking.length > 0) out.push(`尽快处理阻断类风险记录（${blocking.join('、')}），否则相关政策无法申报`);
  if (warning.length > 0) out.push(`对警示类风险记录（${warning.join('、')}）进行自查整改`);
  const ratio = rdRatioOf(f);
  if (ratio !== undefined && ratio < 3) out.push('研发投入占比低于3%，加大研发投入可提升创新能力');
  if ((f.qualifications ?? []).length === 0) out.push('可申请高新技术企业、科技型中小企业等资质认定');
  if (p.undeclaredMatched.length > 0) out.push(`有 ${p.undeclaredMatched.length} 个匹配项目尚未申报，可前往申报`);
  return out;
}

/** Computes the report (see the module comment for the scoring). */
export function buildHealthReport(input: HealthReportInput): MedicalReport {
  const basic = basicSection(input);
  const operation = operationSection(input);
  const innovation = innovationSection(input);
  const { section: compliance, riskType } = complianceSection(input);
  const figures = policyFigures(input);
  const policy = policySection(input, figures);
  const w = SECTION_WEIGHTS;
  const score = Math.round(
    w.operation * (operation.score ?? 0) + w.innovation * (innovation.score ?? 0) + w.compliance * (compliance.score ?? 0) + w.policy * (policy.score ?? 0),
  );
  return {
    companyId: input.companyId,
    companyName: input.companyName,
    creditCode: input.creditCode,
    reportYear: input.reportYear,
    reportTime: input.now.toISOString(),
    score,
    level: levelOf(score),
    riskType,
    sections: [basic, operation, innovation, compliance, policy],
    suggestions: suggestionsOf(input, figures),
  };
}
