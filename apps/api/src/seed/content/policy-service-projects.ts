/**
 * Demo declaration projects (申报项目) of the policy service (issue 5; seeds 000 §2 "Policy service
 * pages", §4 "Declaration entry flow"; 001 §3 "Project application"), written by
 * `seedPolicyServiceDemo` (`../policy-service.ts`) onto the declaration notices of `./policies.ts`.
 *
 * **31 projects** ({@link DEMO_APPLY_PROJECTS}) on 30 notices, times relative to the seeding time
 * (China time, whole days; {@link phaseTimes}):
 * - 申报中 (`open`): applyStart now−20 d 00:00, applyEnd now+40 d 23:59:59, examine now+41 d … now+70 d —
 *   22 projects, of which 2 are drafts (status '0', never shown nor matched), 20 published;
 * - 未开始 (`notStarted`): apply now+10 d … now+60 d — 3 projects;
 * - 审核中 (`review`): apply now−70 d … now−10 d, examine now−9 d … now+20 d — 3 projects;
 * - 已结束 (`ended`): apply now−200 d … now−140 d, examine now−139 d … now−100 d — 3 projects.
 *
 * Every project has 2–5 conditions (`{code, label, logic, veto}`, JSON Logic over MatchFacts; hard
 * ones veto), a support amount in yuan (one project states none) with, for some, a support rule
 * (JSON Logic giving yuan), and an application template (ApplyProjectTemplate).
 *
 * **The first company** (德清县恒达新材料有限公司, account `qy`; facts in `./policy-service-companies.ts`:
 * industry C, scale 2, above scale, revenue 32000 万元, equipment 650 万元, 186 employees, capital
 * 5000 万元, qualifications 01 and 03, founded 2015-06-18, no rdExpense, no taxAmount) against the
 * 20 open published projects ({@link DemoApplyProject.firstCompany}):
 * - 匹配 (6): the flow projects risk00Whole, risk01, risk02Whole; 高新技术企业认定奖励, 高新技术企业重新认定奖励,
 *   规上工业企业“升规”后续增长奖励;
 * - 部分匹配 only because rdExpense is missing (3): 企业研发费用补助, 专精特新中小企业研发投入奖励,
 *   知识产权示范企业奖励 — each reads rdExpense / revenue ≥ 0.03; with rdExpense 1100 all become 匹配;
 * - 部分匹配 because taxAmount is missing (2): the flow projects risk00Incomplete, risk02Incomplete;
 * - 部分匹配 because a non-veto condition is not met (3): 智能工厂（数字化车间）认定奖励 (设备投资 ≥ 1000),
 *   新能源汽车零部件产业链协同创新项目 (从业人数 ≥ 200), 出口信用保险保费补助 (营业收入 ≥ 50000);
 * - 不匹配, a veto condition not met (6): 小微企业创业担保贷款贴息, 地理信息企业办公用房租金补助, 科技创新券,
 *   农产品加工设备投资补助, 金宿级民宿评定奖励, 总部企业落户奖励.
 *
 * **Declaration entry flow** ({@link DEMO_DECLARATION_FLOW}): five policies, each with exactly one
 * project (open, published) and a risk rule (`pol_risk_rule`) against the first company's risks
 * (行政处罚 1, 欠缴税款 1, 严重违法失信 0):
 * | key | policy | rule | riskType | wholeInfo |
 * |---|---|---|---|---|
 * | risk00Whole | 关于组织申报2026年度加快制造业高质量发展专项资金的通知 | 严重违法失信 01 | 00 | true (template with all 13 field types) |
 * | risk00Incomplete | 关于组织申报2026年度工业企业技术改造项目补助专项资金的通知 | 严重违法失信 01 | 00 | false (taxAmount) |
 * | risk01 | 关于组织申报2026年度绿色工厂和节能降碳改造奖励专项资金的通知 | 欠缴税款 01 | 01 | true |
 * | risk02Whole | 关于组织申报2026年度品牌建设和标准化战略奖励专项资金的通知 | 行政处罚 02 | 02 | true |
 * | risk02Incomplete | 关于组织申报2026年度首台（套）装备推广应用奖励专项资金的通知 | 行政处罚 02 | 02 | false (taxAmount) |
 * Other policies have no risk rule.
 *
 * **Declarations** ({@link DEMO_DECLARATIONS}): the first company's 审核通过 declaration (status '2')
 * on the ended 2025年度企业数字化改造“N+X”试点项目补助, plus two of other companies (one 审核通过 on the
 * same project, one 待审核 on a project in review). declareNo = `SB` + submit date (yyyymmdd, China
 * time) + a 3-digit sequence, e.g. SB20260604001.
 */
import type { components } from '@qifu/sdk';

import type { JsonRule, PolicyRiskRule, StoredCondition } from '../../db/schema';

/** Declaration form template (contract ApplyProjectTemplate). */
export type DemoTemplate = components['schemas']['ApplyProjectTemplate'];
/** One template field. */
type Field = components['schemas']['ApplyProjectTemplateField'];

/** Phase of a demo project relative to the seeding time. */
export type DemoPhase = 'open' | 'notStarted' | 'review' | 'ended';

/** Why the first company gets its result (documentation and tests). */
export type FirstCompanyReason = 'allMet' | 'rdExpenseMissing' | 'taxAmountMissing' | 'nonVetoUnmet' | 'vetoUnmet';

/** The five policies of the declaration entry flow's branches (seeds 000 §4). */
export type DeclarationFlowKey = 'risk00Whole' | 'risk00Incomplete' | 'risk01' | 'risk02Whole' | 'risk02Incomplete';

/** A demo declaration project. */
export interface DemoApplyProject {
  /** Title of its policy in `demoPolicies` (a declaration notice). */
  policyTitle: string;
  projectName: string;
  examineDep: string;
  phase: DemoPhase;
  /** '1' 已发布, '0' 未发布 (draft). */
  status: '0' | '1';
  /** Highest support in yuan; null when the project states none. */
  supportAmount: number | null;
  /** JSON Logic over MatchFacts giving yuan (capped by supportAmount by the engine). */
  supportAmountRule: JsonRule | null;
  conditions: StoredCondition[];
  template: DemoTemplate;
  /** The first company's expected result for open published projects: '1' 匹配, '2' 部分匹配, '3' 不匹配. */
  firstCompany?: { result: '1' | '2' | '3'; reason: FirstCompanyReason };
  /** Set on the five flow projects. */
  flow?: { key: DeclarationFlowKey; riskRules: PolicyRiskRule[] };
}

// ---------------------------------------------------------------------------------------------
// Conditions (JSON Logic over MatchFacts; money in 万元)

const v = (name: string) => ({ var: name });

const cond = {
  aboveScale: (veto = true): StoredCondition => ({ code: 'aboveScale', label: '规模以上工业企业', logic: { '==': [v('isAboveScale'), true] }, veto }),
  industry: (code: string, name: string, veto = true): StoredCondition => ({
    code: 'industry',
    label: `所属行业为${name}`,
    logic: { '==': [v('industry'), code] },
    veto,
  }),
  industryIn: (codes: string[], name: string, veto = true): StoredCondition => ({
    code: 'industry',
    label: `所属行业为${name}`,
    logic: { in: [v('industry'), codes] },
    veto,
  }),
  county: (veto = true): StoredCondition => ({ code: 'county', label: '注册地在德清县', logic: { in: ['330521', v('streetId')] }, veto }),
  revenueMin: (wan: number, veto = false): StoredCondition => ({
    code: 'revenue',
    label: `上年度营业收入不低于${wan}万元`,
    logic: { '>=': [v('revenue'), wan] },
    veto,
  }),
  rdRatio: (pct: number, veto = false): StoredCondition => ({
    code: 'rdRatio',
    label: `上年度研发费用占营业收入比例不低于${pct}%`,
    logic: { '>=': [{ '/': [v('rdExpense'), v('revenue')] }, pct / 100] },
    veto,
  }),
  taxMin: (wan: number, veto = false): StoredCondition => ({
    code: 'tax',
    label: `上年度纳税总额不低于${wan}万元`,
    logic: { '>=': [v('taxAmount'), wan] },
    veto,
  }),
  equipMin: (wan: number, veto = false): StoredCondition => ({
    code: 'equipment',
    label: `本年度设备投资额不低于${wan}万元`,
    logic: { '>=': [v('equipmentInvestment'), wan] },
    veto,
  }),
  capitalMin: (wan: number, veto = false): StoredCondition => ({
    code: 'capital',
    label: `注册资本不低于${wan}万元`,
    logic: { '>=': [v('registeredCapital'), wan] },
    veto,
  }),
  employeesMin: (n: number, veto = false): StoredCondition => ({
    code: 'employeesMin',
    label: `从业人数不少于${n}人`,
    logic: { '>=': [v('employeeCount'), n] },
    veto,
  }),
  employeesMax: (n: number, veto = true): StoredCondition => ({
    code: 'employeesMax',
    label: `从业人数不超过${n}人`,
    logic: { '<=': [v('employeeCount'), n] },
    veto,
  }),
  /** `date` YYYY-MM-DD; ISO dates compare as strings. */
  foundedBefore: (date: string, text: string, veto = false): StoredCondition => ({
    code: 'founded',
    label: `成立时间在${text}之前`,
    logic: { '<': [v('establishDate'), date] },
    veto,
  }),
  qualification: (code: '01' | '02' | '03' | '04' | '05' | '06', name: string, veto = true): StoredCondition => ({
    code: `qual${code}`,
    label: `已认定为${name}`,
    logic: { in: [code, v('qualifications')] },
    veto,
  }),
  smallOrMicro: (veto = true): StoredCondition => ({
    code: 'scale',
    label: '企业规模为小型或微型',
    logic: { in: [v('scale'), ['3', '4']] },
    veto,
  }),
} as const;

/** `min(var × factor, cap)` — an estimated amount in yuan from a fact in 万元. */
const capped = (fact: string, factor: number, cap: number): JsonRule => ({ min: [{ '*': [v(fact), factor] }, cap] });

// ---------------------------------------------------------------------------------------------
// Templates

/**
 * The project leader (the declaration's own 联系人 / 联系电话 are fields of the declaration, outside
 * the template).
 */
const leaderFields = (): Field[] => [
  { key: 'leaderName', label: '项目负责人', type: 'input', required: true, rules: [{ type: 'maxLength', value: 20 }] },
  { key: 'leaderPhone', label: '项目负责人手机', type: 'input', required: true, rules: [{ type: 'mobile', message: '手机号格式错误' }] },
];

/** The ordinary application form: project name, amount applied for, summary, contact, optional files. */
function basicTemplate(projectName: string, amountLabel = '申请扶持金额（元）'): DemoTemplate {
  return {
    title: `${projectName}申报表`,
    version: 1,
    fields: [
      { key: 'projectTitle', label: '项目名称', type: 'input', required: true, placeholder: '请输入项目名称', rules: [{ type: 'maxLength', value: 100 }] },
      { key: 'applyAmount', label: amountLabel, type: 'amount', required: true, rules: [{ type: 'min', value: 0 }] },
      { key: 'projectSummary', label: '项目简介', type: 'textarea', required: true, rules: [{ type: 'maxLength', value: 2000 }] },
      ...leaderFields(),
      { key: 'materials', label: '申报材料', type: 'upload', required: false, accept: '.pdf,.jpg,.png,.doc,.docx', limit: 5 },
    ],
  };
}

/**
 * The form of the risk00Whole project: every one of the 13 field types; an input with a mobile
 * rule; required fields including a radio and an amount; the upload is optional.
 */
function fullTemplate(projectName: string): DemoTemplate {
  const opt = (label: string, value: string) => ({ label, value });
  return {
    title: `${projectName}申报表`,
    version: 1,
    fields: [
      { key: 'projectTitle', label: '项目名称', type: 'input', required: true, placeholder: '请输入项目名称', rules: [{ type: 'maxLength', value: 100 }] },
      ...leaderFields(),
      { key: 'projectSummary', label: '项目简介', type: 'textarea', required: true, placeholder: '项目建设内容、技术水平和预期效益', rules: [{ type: 'maxLength', value: 2000 }] },
      { key: 'newJobs', label: '新增就业岗位（个）', type: 'number', required: false, rules: [{ type: 'min', value: 0 }, { type: 'max', value: 10000 }] },
      { key: 'equipmentAmount', label: '设备投资额（元）', type: 'amount', required: true, rules: [{ type: 'min', value: 0 }] },
      { key: 'completionDate', label: '竣工投产日期', type: 'date', required: true },
      { key: 'constructionPeriod', label: '项目建设周期', type: 'dateRange', required: true },
      {
        key: 'projectCategory',
        label: '项目类别',
        type: 'select',
        required: true,
        options: [opt('设备更新', '1'), opt('智能化改造', '2'), opt('绿色化改造', '3'), opt('数字化改造', '4')],
      },
      {
        key: 'supportDirections',
        label: '涉及领域',
        type: 'multiSelect',
        required: false,
        options: [opt('新材料', '1'), opt('高端装备', '2'), opt('节能环保', '3'), opt('新一代信息技术', '4')],
      },
      { key: 'investmentMode', label: '投资方式', type: 'radio', required: true, options: [opt('新建', '1'), opt('扩建', '2'), opt('技术改造', '3')] },
      {
        key: 'commitments',
        label: '申报承诺',
        type: 'checkbox',
        required: true,
        options: [opt('申报材料真实、准确、完整', '1'), opt('近三年无重大安全生产和环境污染事故', '2')],
      },
      { key: 'projectLocation', label: '项目实施地点', type: 'region', required: true },
      {
        key: 'equipmentList',
        label: '设备清单',
        type: 'table',
        required: true,
        columns: [
          { key: 'deviceName', label: '设备名称', type: 'input', required: true },
          { key: 'deviceModel', label: '规格型号', type: 'input', required: false },
          { key: 'quantity', label: '数量（台/套）', type: 'number', required: true, rules: [{ type: 'min', value: 1 }] },
          { key: 'price', label: '金额（元）', type: 'amount', required: true },
        ],
      },
      { key: 'invoiceFiles', label: '设备发票及购销合同', type: 'upload', required: false, accept: '.pdf,.jpg,.png', limit: 5 },
    ],
  };
}

/** The form of the ended 数字化改造 project (the first company's approved declaration answers it). */
function digitalTemplate(projectName: string): DemoTemplate {
  const opt = (label: string, value: string) => ({ label, value });
  return {
    title: `${projectName}申报表`,
    version: 1,
    fields: [
      { key: 'projectTitle', label: '项目名称', type: 'input', required: true, rules: [{ type: 'maxLength', value: 100 }] },
      ...leaderFields(),
      { key: 'softwareAmount', label: '软件和信息化投入（元）', type: 'amount', required: true, rules: [{ type: 'min', value: 0 }] },
      {
        key: 'scenarios',
        label: '改造场景',
        type: 'checkbox',
        required: true,
        options: [opt('生产管控', '1'), opt('设备联网', '2'), opt('质量追溯', '3'), opt('能源管理', '4')],
      },
      { key: 'implementPeriod', label: '实施周期', type: 'dateRange', required: true },
      { key: 'projectLocation', label: '实施地点', type: 'region', required: true },
      { key: 'projectSummary', label: '改造内容', type: 'textarea', required: true, rules: [{ type: 'maxLength', value: 2000 }] },
      { key: 'acceptanceFiles', label: '验收材料', type: 'upload', required: false, accept: '.pdf,.jpg,.png', limit: 5 },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Projects

const JXJ = '德清县经济和信息化局';
const KJJ = '德清县科学技术局';
const RSJ = '德清县人力资源和社会保障局';
const FGJ = '德清县发展和改革局';
const SCJ = '德清县市场监督管理局';

function project(p: Omit<DemoApplyProject, 'template'> & { template?: DemoTemplate }): DemoApplyProject {
  return { ...p, template: p.template ?? basicTemplate(p.projectName) };
}

/** The demo declaration projects (31); see the file comment for the first company's results. */
export const DEMO_APPLY_PROJECTS: readonly DemoApplyProject[] = [
  // ---- the five flow policies (one open project each)
  project({
    policyTitle: '关于组织申报2026年度加快制造业高质量发展专项资金的通知',
    projectName: '2026年度制造业高质量发展设备投资补助',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 3_000_000,
    supportAmountRule: capped('equipmentInvestment', 800, 3_000_000),
    conditions: [cond.industry('C', '制造业'), cond.aboveScale(), cond.equipMin(500, true), cond.capitalMin(1000), cond.foundedBefore('2023-01-01', '2023年1月1日')],
    template: fullTemplate('2026年度制造业高质量发展设备投资补助'),
    firstCompany: { result: '1', reason: 'allMet' },
    flow: { key: 'risk00Whole', riskRules: [{ riskName: '严重违法失信', riskType: '01' }] },
  }),
  project({
    policyTitle: '关于组织申报2026年度工业企业技术改造项目补助专项资金的通知',
    projectName: '2026年度工业企业技术改造项目补助',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 5_000_000,
    supportAmountRule: capped('equipmentInvestment', 600, 5_000_000),
    conditions: [cond.aboveScale(), cond.equipMin(300, true), cond.taxMin(100)],
    firstCompany: { result: '2', reason: 'taxAmountMissing' },
    flow: { key: 'risk00Incomplete', riskRules: [{ riskName: '严重违法失信', riskType: '01' }] },
  }),
  project({
    policyTitle: '关于组织申报2026年度绿色工厂和节能降碳改造奖励专项资金的通知',
    projectName: '2026年度节能降碳技术改造奖励',
    examineDep: FGJ,
    phase: 'open',
    status: '1',
    supportAmount: 500_000,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.aboveScale(), cond.equipMin(200)],
    firstCompany: { result: '1', reason: 'allMet' },
    flow: { key: 'risk01', riskRules: [{ riskName: '欠缴税款', riskType: '01' }] },
  }),
  project({
    policyTitle: '关于组织申报2026年度品牌建设和标准化战略奖励专项资金的通知',
    projectName: '2026年度“品字标浙江制造”品牌认证奖励',
    examineDep: SCJ,
    phase: 'open',
    status: '1',
    supportAmount: 200_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.capitalMin(500), cond.employeesMin(50), cond.foundedBefore('2023-01-01', '2023年1月1日')],
    firstCompany: { result: '1', reason: 'allMet' },
    flow: { key: 'risk02Whole', riskRules: [{ riskName: '行政处罚', riskType: '02' }] },
  }),
  project({
    policyTitle: '关于组织申报2026年度首台（套）装备推广应用奖励专项资金的通知',
    projectName: '2026年度首台（套）装备推广应用奖励',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 1_000_000,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.capitalMin(1000), cond.taxMin(200)],
    firstCompany: { result: '2', reason: 'taxAmountMissing' },
    flow: { key: 'risk02Incomplete', riskRules: [{ riskName: '行政处罚', riskType: '02' }] },
  }),

  // ---- open, 匹配 for the first company
  project({
    policyTitle: '关于组织申报2026年度高新技术企业认定奖励专项资金的通知',
    projectName: '2026年度高新技术企业认定奖励',
    examineDep: KJJ,
    phase: 'open',
    status: '1',
    supportAmount: 300_000,
    supportAmountRule: null,
    conditions: [cond.qualification('01', '国家高新技术企业'), cond.county(), cond.foundedBefore('2025-01-01', '2025年1月1日')],
    firstCompany: { result: '1', reason: 'allMet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度高新技术企业认定奖励专项资金的通知',
    projectName: '2026年度高新技术企业重新认定奖励',
    examineDep: KJJ,
    phase: 'open',
    status: '1',
    supportAmount: 100_000,
    supportAmountRule: null,
    conditions: [cond.qualification('01', '国家高新技术企业'), cond.foundedBefore('2020-01-01', '2020年1月1日', true)],
    firstCompany: { result: '1', reason: 'allMet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度工业企业“小升规”奖励专项资金的通知',
    projectName: '2026年度规上工业企业“升规”后续增长奖励',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 50_000,
    supportAmountRule: null,
    conditions: [cond.aboveScale(), cond.industry('C', '制造业'), cond.revenueMin(2000, true)],
    firstCompany: { result: '1', reason: 'allMet' },
  }),

  // ---- open, 部分匹配 only because rdExpense is missing
  project({
    policyTitle: '关于组织申报2025年度企业研发费用补助专项资金的通知',
    projectName: '2025年度企业研发费用补助',
    examineDep: KJJ,
    phase: 'open',
    status: '1',
    supportAmount: 2_000_000,
    supportAmountRule: capped('rdExpense', 1000, 2_000_000),
    conditions: [cond.aboveScale(), cond.county(), cond.rdRatio(3)],
    firstCompany: { result: '2', reason: 'rdExpenseMissing' },
  }),
  project({
    policyTitle: '关于组织申报2025年度“专精特新”中小企业培育奖励专项资金的通知',
    projectName: '2025年度专精特新中小企业研发投入奖励',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 200_000,
    supportAmountRule: null,
    conditions: [cond.qualification('03', '省级专精特新中小企业'), cond.employeesMax(1000), cond.rdRatio(3)],
    firstCompany: { result: '2', reason: 'rdExpenseMissing' },
  }),
  project({
    policyTitle: '关于组织申报2025年度知识产权资助与奖励专项资金的通知',
    projectName: '2025年度知识产权示范企业奖励',
    examineDep: SCJ,
    phase: 'open',
    status: '1',
    supportAmount: 300_000,
    supportAmountRule: null,
    conditions: [cond.qualification('01', '国家高新技术企业'), cond.foundedBefore('2023-01-01', '2023年1月1日'), cond.rdRatio(3)],
    firstCompany: { result: '2', reason: 'rdExpenseMissing' },
  }),

  // ---- open, 部分匹配 because a non-veto condition is not met
  project({
    policyTitle: '关于组织申报2025年度数字经济“一号工程”升级版专项资金的通知',
    projectName: '2025年度智能工厂（数字化车间）认定奖励',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 1_000_000,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.aboveScale(), cond.equipMin(1000)],
    firstCompany: { result: '2', reason: 'nonVetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度新能源汽车零部件产业链培育专项资金的通知',
    projectName: '2026年度新能源汽车零部件产业链协同创新项目',
    examineDep: JXJ,
    phase: 'open',
    status: '1',
    supportAmount: 500_000,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.capitalMin(3000), cond.employeesMin(200)],
    firstCompany: { result: '2', reason: 'nonVetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度外贸企业出口信用保险保费补助专项资金的通知',
    projectName: '2026年度出口信用保险保费补助',
    examineDep: '德清县商务局',
    phase: 'open',
    status: '1',
    supportAmount: 1_000_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.capitalMin(1000), cond.revenueMin(50000)],
    firstCompany: { result: '2', reason: 'nonVetoUnmet' },
  }),

  // ---- open, 不匹配 (a veto condition not met)
  project({
    policyTitle: '关于组织申报2025年度小微企业创业担保贷款贴息专项资金的通知',
    projectName: '2025年度小微企业创业担保贷款贴息',
    examineDep: '德清县财政局',
    phase: 'open',
    status: '1',
    supportAmount: null,
    supportAmountRule: null,
    conditions: [cond.smallOrMicro(), cond.employeesMax(100), cond.county()],
    template: basicTemplate('2025年度小微企业创业担保贷款贴息', '申请贴息金额（元）'),
    firstCompany: { result: '3', reason: 'vetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度地理信息产业发展专项资金的通知',
    projectName: '2026年度地理信息企业办公用房租金补助',
    examineDep: '德清县人民政府',
    phase: 'open',
    status: '1',
    supportAmount: 600_000,
    supportAmountRule: null,
    conditions: [cond.industry('I', '信息传输、软件和信息技术服务业'), cond.county()],
    firstCompany: { result: '3', reason: 'vetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度科技型中小企业创新券专项资金的通知',
    projectName: '2026年度科技创新券',
    examineDep: KJJ,
    phase: 'open',
    status: '1',
    supportAmount: 200_000,
    supportAmountRule: null,
    conditions: [cond.qualification('02', '国家科技型中小企业'), cond.employeesMax(500)],
    firstCompany: { result: '3', reason: 'vetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2025年度农业龙头企业专项资金的通知',
    projectName: '2025年度农产品加工设备投资补助',
    examineDep: '德清县农业农村局',
    phase: 'open',
    status: '1',
    supportAmount: 1_500_000,
    supportAmountRule: capped('equipmentInvestment', 1500, 1_500_000),
    conditions: [cond.industry('A', '农、林、牧、渔业'), cond.equipMin(100)],
    firstCompany: { result: '3', reason: 'vetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2026年度文化旅游产业融合发展奖励专项资金的通知',
    projectName: '2026年度金宿级民宿评定奖励',
    examineDep: '德清县文化和广电旅游体育局',
    phase: 'open',
    status: '1',
    supportAmount: 100_000,
    supportAmountRule: null,
    conditions: [cond.industryIn(['H', 'R'], '住宿和餐饮业或文化、体育和娱乐业'), cond.county()],
    firstCompany: { result: '3', reason: 'vetoUnmet' },
  }),
  project({
    policyTitle: '关于组织申报2025年度总部经济招引扶持专项资金的通知',
    projectName: '2025年度总部企业落户奖励',
    examineDep: FGJ,
    phase: 'open',
    status: '1',
    supportAmount: 10_000_000,
    supportAmountRule: capped('registeredCapital', 100, 10_000_000),
    conditions: [cond.capitalMin(10000, true), cond.county(), cond.revenueMin(20000)],
    firstCompany: { result: '3', reason: 'vetoUnmet' },
  }),

  // ---- open drafts (status 0: not shown, not matched)
  project({
    policyTitle: '关于组织申报2026年度服务业高质量发展专项资金的通知',
    projectName: '2026年度服务业领军企业奖励',
    examineDep: FGJ,
    phase: 'open',
    status: '0',
    supportAmount: 500_000,
    supportAmountRule: null,
    conditions: [cond.industryIn(['F', 'I', 'M'], '服务业'), cond.revenueMin(10000)],
  }),
  project({
    policyTitle: '关于组织申报2025年度生物医药产业专项资金的通知',
    projectName: '2025年度创新药临床批件奖励',
    examineDep: FGJ,
    phase: 'open',
    status: '0',
    supportAmount: 2_000_000,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.qualification('01', '国家高新技术企业'), cond.rdRatio(5)],
  }),

  // ---- not started
  project({
    policyTitle: '关于组织申报2026年度“英才计划”人才引进专项资金的通知',
    projectName: '2026年度企业引进博士研究生生活补贴',
    examineDep: RSJ,
    phase: 'notStarted',
    status: '1',
    supportAmount: 180_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.employeesMin(10)],
  }),
  project({
    policyTitle: '关于组织申报2025年度企业上市挂牌奖励专项资金的通知',
    projectName: '2025年度企业股份制改造奖励',
    examineDep: '德清县金融工作服务中心',
    phase: 'notStarted',
    status: '1',
    supportAmount: 1_000_000,
    supportAmountRule: null,
    conditions: [cond.capitalMin(3000, true), cond.revenueMin(10000), cond.county()],
  }),
  project({
    policyTitle: '关于组织申报2025年度质量强县建设专项资金的通知',
    projectName: '2025年度质量管理体系认证补助',
    examineDep: SCJ,
    phase: 'notStarted',
    status: '1',
    supportAmount: 20_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.foundedBefore('2025-01-01', '2025年1月1日')],
  }),

  // ---- in review
  project({
    policyTitle: '关于组织申报2025年度工业用地“标准地”出让专项资金的通知',
    projectName: '2025年度“标准地”项目达产复核履约保证金返还',
    examineDep: '德清县自然资源和规划局',
    phase: 'review',
    status: '1',
    supportAmount: null,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.equipMin(500, true)],
  }),
  project({
    policyTitle: '关于组织申报2025年度稳岗就业补贴专项资金的通知',
    projectName: '2025年度失业保险稳岗返还',
    examineDep: RSJ,
    phase: 'review',
    status: '1',
    supportAmount: 300_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.employeesMin(10)],
  }),
  project({
    policyTitle: '关于组织申报2025年度“亩均论英雄”改革资源要素差别化配置专项资金的通知',
    projectName: '2025年度亩均效益A类企业奖励',
    examineDep: JXJ,
    phase: 'review',
    status: '1',
    supportAmount: 200_000,
    supportAmountRule: null,
    conditions: [cond.aboveScale(), cond.industry('C', '制造业'), cond.taxMin(500)],
  }),

  // ---- ended
  project({
    policyTitle: '关于组织申报2025年度企业数字化改造“N+X”专项资金的通知',
    projectName: '2025年度企业数字化改造“N+X”试点项目补助',
    examineDep: JXJ,
    phase: 'ended',
    status: '1',
    supportAmount: 300_000,
    supportAmountRule: null,
    conditions: [cond.industry('C', '制造业'), cond.equipMin(50)],
    template: digitalTemplate('2025年度企业数字化改造“N+X”试点项目补助'),
  }),
  project({
    policyTitle: '关于组织申报2025年度企业职工技能提升补贴专项资金的通知',
    projectName: '2025年度企业新型学徒制培训补贴',
    examineDep: RSJ,
    phase: 'ended',
    status: '1',
    supportAmount: 400_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.employeesMin(20)],
  }),
  project({
    policyTitle: '关于组织申报2026年度电子商务发展专项资金的通知',
    projectName: '2026年度电子商务示范企业奖励',
    examineDep: '德清县商务局',
    phase: 'ended',
    status: '1',
    supportAmount: 100_000,
    supportAmountRule: null,
    conditions: [cond.county(), cond.revenueMin(1000)],
  }),
];

/** The five declaration-flow policies: key → the policy title and its one project's name. */
export const DEMO_DECLARATION_FLOW: Readonly<Record<DeclarationFlowKey, { policyTitle: string; projectName: string }>> = Object.fromEntries(
  DEMO_APPLY_PROJECTS.filter((p) => p.flow).map((p) => [p.flow?.key, { policyTitle: p.policyTitle, projectName: p.projectName }]),
) as Record<DeclarationFlowKey, { policyTitle: string; projectName: string }>;

// ---------------------------------------------------------------------------------------------
// Phase times

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** 00:00 China time of the day `days` after `now`. */
function dayStart(now: number, days: number): Date {
  const local = now + CHINA_OFFSET;
  return new Date(local - (local % DAY) - CHINA_OFFSET + days * DAY);
}
/** 23:59:59 China time of the day `days` after `now`. */
function dayEnd(now: number, days: number): Date {
  return new Date(dayStart(now, days + 1).getTime() - 1000);
}

/** The four times of a project in `phase`, relative to `now` (ms). */
export function phaseTimes(
  phase: DemoPhase,
  now: number,
): { applyStartTime: Date; applyEndTime: Date; examineStartTime: Date; examineEndTime: Date } {
  const days: Record<DemoPhase, [number, number, number, number]> = {
    open: [-20, 40, 41, 70],
    notStarted: [10, 60, 61, 90],
    review: [-70, -10, -9, 20],
    ended: [-200, -140, -139, -100],
  };
  const [a, b, c, d] = days[phase];
  return { applyStartTime: dayStart(now, a), applyEndTime: dayEnd(now, b), examineStartTime: dayStart(now, c), examineEndTime: dayEnd(now, d) };
}

// ---------------------------------------------------------------------------------------------
// Declarations

/** A demo declaration (dec_declare). */
export interface DemoDeclaration {
  /** Index into `demoCompanies`. */
  companyIndex: number;
  /** Demo account that declared (for the first company `qy`), or null. */
  userName: string | null;
  projectName: string;
  status: '1' | '2';
  /** Days from the seeding time to the submission (negative). */
  submitDays: number;
  /** Days from the seeding time to the examination (status 2). */
  examineDays?: number;
  examineOpinion?: string;
  /** Demo account that examined. */
  examinerUserName?: string;
  contactName: string;
  contactPhone: string;
  formData: Record<string, unknown>;
}

/** Declarations: the first company's approved one first. */
export const DEMO_DECLARATIONS: readonly DemoDeclaration[] = [
  {
    companyIndex: 0,
    userName: 'qy',
    projectName: '2025年度企业数字化改造“N+X”试点项目补助',
    status: '2',
    submitDays: -170,
    examineDays: -120,
    examineOpinion: '申报材料齐全，改造项目已通过验收，同意给予补助。',
    examinerUserName: 'dept',
    contactName: '张伟',
    contactPhone: '13857201001',
    formData: {
      projectTitle: '新材料生产线数字化改造项目',
      leaderName: '张伟',
      leaderPhone: '13857201001',
      softwareAmount: 1_860_000,
      scenarios: ['1', '2', '3'],
      implementPeriod: ['2025-03-01', '2025-09-30'],
      projectLocation: '330521001',
      projectSummary: '建设MES生产执行系统，完成62台关键设备联网和产品质量追溯，实现车间生产数据实时采集与可视化管理。',
      acceptanceFiles: [],
    },
  },
  {
    companyIndex: 2,
    userName: null,
    projectName: '2025年度企业数字化改造“N+X”试点项目补助',
    status: '2',
    submitDays: -165,
    examineDays: -118,
    examineOpinion: '符合申报条件，同意补助。',
    examinerUserName: 'dept',
    contactName: '李强',
    contactPhone: '13757203003',
    formData: {
      projectTitle: '精密零部件加工车间设备联网改造',
      leaderName: '李强',
      leaderPhone: '13757203003',
      softwareAmount: 950_000,
      scenarios: ['2', '4'],
      implementPeriod: ['2025-04-01', '2025-10-31'],
      projectLocation: '330521003',
      projectSummary: '对数控加工中心实施联网改造，建设能源管理系统，单位产品能耗下降8%。',
      acceptanceFiles: [],
    },
  },
  {
    companyIndex: 2,
    userName: null,
    projectName: '2025年度亩均效益A类企业奖励',
    status: '1',
    submitDays: -15,
    contactName: '李强',
    contactPhone: '13757203003',
    formData: {
      projectTitle: '2025年度亩均效益A类企业奖励申报',
      applyAmount: 200_000,
      projectSummary: '企业2025年度亩均税收48.6万元，亩均效益综合评价为A类。',
      leaderName: '李强',
      leaderPhone: '13757203003',
      materials: [],
    },
  },
];
