import { ENUM_LABELS, type components, type operations } from '@qifu/sdk';

/**
 * Types and code labels of the policy service for enterprises (issue 5; seeds 000 §2 "Policy
 * service pages"): the matching engine's results, simulated matching, declaration projects, the
 * enterprise health report and the home block 我的政策. Labels are the contract's
 * `x-enum-descriptions`, copied verbatim.
 */

/** The enterprise data the matching engine reads (money in 万元; every field optional). */
export type MatchFacts = components['schemas']['MatchFacts'];
/** One MatchFacts key. */
export type MatchFactKey = keyof MatchFacts;
/** A qualification code of `MatchFacts.qualifications` ('01' … '06'). */
export type QualificationCode = NonNullable<MatchFacts['qualifications']>[number];
/** Match of one project: '1' 匹配, '2' 部分匹配, '3' 不匹配. */
export type MatchResult = components['schemas']['MatchResult'];
/** Phase of a declaration project: '1' 未开始, '2' 申报中, '3' 审核中, '4' 已结束. */
export type ApplyPhase = components['schemas']['ApplyPhase'];
/** Outcome of one condition: '1' 满足, '2' 不满足, '3' 缺少数据. */
export type ConditionOutcome = components['schemas']['MatchConditionResult']['outcome'];
/** A MatchFacts field a condition needs and the enterprise has not given, with its Chinese label. */
export type MatchMissingField = components['schemas']['MatchMissingField'];
/** One condition's outcome for one enterprise (label, veto flag, outcome, missing data). */
export type MatchConditionResult = components['schemas']['MatchConditionResult'];
/** The matching engine's result for one project (conditions, unmet, missing, 匹配度, amount in 元). */
export type ProjectMatch = components['schemas']['ProjectMatch'];
/** A page of project matches `{ list, total }`. */
export type ProjectMatchPage = components['schemas']['ProjectMatchPage'];
/** The enterprise's match situation: counts, estimated amount (元), wholeInfo, missing data, match time. */
export type MatchSituation = components['schemas']['MatchSituation'];
/** The replenish page's data: the facts as the engine reads them and the data still missing. */
export type ReplenishInfo = components['schemas']['ReplenishInfo'];
/** Body of `saveReplenish`: `{ facts }` (companyName / creditCode are refused by the server). */
export type ReplenishForm = components['schemas']['ReplenishForm'];
/** A simulated matching record: the typed-in facts and the counts of its match. */
export type ImitateMatchLog = components['schemas']['ImitateMatchLog'];
/** Body of `improveCompanyInfoImitate`: `{ id?, facts }`. */
export type ImitateForm = components['schemas']['ImitateForm'];
/** Counts of one simulated matching per result (`getMatchCount`). */
export type MatchCount = components['schemas']['MatchCount'];
/** A declaration project in lists (申报项目). */
export type ApplyProjectItem = components['schemas']['ApplyProjectItem'];
/** A page of declaration projects `{ list, total }`. */
export type ApplyProjectPage = components['schemas']['ApplyProjectPage'];
/** The enterprise health report (企业体检报告). */
export type MedicalReport = components['schemas']['MedicalReport'];
/** One section of the health report. */
export type MedicalReportSection = components['schemas']['MedicalReportSection'];
/** One indicator line of a report section. */
export type MedicalReportItem = components['schemas']['MedicalReportItem'];
/** A chart of a report section. */
export type MedicalReportChart = components['schemas']['MedicalReportChart'];
/** Grade of the report: A 优秀, B 良好, C 一般, D 较差. */
export type MedicalReportLevel = components['schemas']['MedicalReportLevel'];
/** Risk type of the report / risk check: '00' 无风险, '01' 阻断, '02' 警示. */
export type RiskType = components['schemas']['RiskType'];
/** The home block 我的政策 (counts, declarations, best-matching projects). */
export type HomeMyPolicy = components['schemas']['HomeMyPolicy'];
/** A tag category with its enabled tags (`listTagCategory`, public). */
export type TagCategory = components['schemas']['TagCategory'];

/** Query of `applyProjectMatchList`: page, pageSize, matchResult, applyPhase, keyword. */
export type ProjectMatchListParams = NonNullable<operations['applyProjectMatchList']['parameters']['query']>;
/** Query of `pagePolicySimulateList`: imitateId, matchResult, page, pageSize. */
export type SimulateListParams = operations['pagePolicySimulateList']['parameters']['query'];
/** Query of `listPublicApplyProject`: page, pageSize, keyword, policyId, applyPhase. */
export type ApplyProjectListParams = NonNullable<operations['listPublicApplyProject']['parameters']['query']>;

export { MATCH_PAGE_SIZE } from './matching.constants';

/** Labels of {@link MatchResult} (contract `MatchResult`). */
export const MATCH_RESULT_LABELS = ENUM_LABELS.MatchResult satisfies Readonly<Record<MatchResult, string>>;
/** Labels of {@link ApplyPhase} (contract `ApplyPhase`). */
export const APPLY_PHASE_LABELS = ENUM_LABELS.ApplyPhase satisfies Readonly<Record<ApplyPhase, string>>;
/** Labels of {@link ConditionOutcome} (contract `MatchConditionResult.outcome`). */
export const CONDITION_OUTCOME_LABELS: Readonly<Record<ConditionOutcome, string>> = { '1': '满足', '2': '不满足', '3': '缺少数据' };
/** Labels of {@link QualificationCode} (contract `MatchFacts.qualifications`). */
export const QUALIFICATION_LABELS: Readonly<Record<QualificationCode, string>> = {
  '01': '高新技术企业',
  '02': '科技型中小企业',
  '03': '省级专精特新中小企业',
  '04': '国家级专精特新“小巨人”企业',
  '05': '省级企业研发中心',
  '06': '上市（挂牌）企业',
};
/** Labels of {@link MedicalReportLevel} (contract `MedicalReportLevel`). */
export const REPORT_LEVEL_LABELS = ENUM_LABELS.MedicalReportLevel satisfies Readonly<Record<MedicalReportLevel, string>>;
/** Labels of an indicator's level (contract `MedicalReportItem.level`). */
export const REPORT_ITEM_LEVEL_LABELS: Readonly<Record<NonNullable<MedicalReportItem['level']>, string>> = {
  good: '良好',
  normal: '一般',
  warn: '预警',
};
/** Labels of {@link RiskType} (contract `RiskType`). */
export const RISK_TYPE_LABELS = ENUM_LABELS.RiskType satisfies Readonly<Record<RiskType, string>>;

/** How a MatchFacts field is typed in. */
export type MatchFactKind = 'text' | 'amount' | 'integer' | 'date' | 'boolean' | 'dict' | 'region' | 'qualifications' | 'tags';

/** How one MatchFacts field is shown and typed in (label and limits from the contract's `MatchFacts`). */
export interface MatchFactField {
  key: MatchFactKey;
  /** Chinese label without the unit, e.g. 上年度营业收入. */
  label: string;
  kind: MatchFactKind;
  /** Unit shown next to the input: 万元 for money, 人 for headcount. */
  unit?: string;
  /** Dictionary key of `getDict` for kind `dict` (industry, enterpriseScale). */
  dictKey?: string;
  /** Largest value (number kinds) or length (text). */
  max?: number;
  /** Pattern a text value must match, with its message. */
  pattern?: { regex: RegExp; message: string };
}

/**
 * Every MatchFacts field in the order the forms show them (contract `MatchFacts`: money in 万元,
 * at most 100,000,000; headcount at most 1,000,000). Identity fields first.
 */
export const MATCH_FACT_FIELDS: readonly MatchFactField[] = [
  { key: 'companyName', label: '企业名称', kind: 'text', max: 100 },
  {
    key: 'creditCode',
    label: '统一社会信用代码',
    kind: 'text',
    max: 18,
    pattern: { regex: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, message: '社会信用代码格式错误' },
  },
  { key: 'streetId', label: '所在乡镇（街道）', kind: 'region' },
  { key: 'industry', label: '所属行业', kind: 'dict', dictKey: 'industry' },
  { key: 'scale', label: '企业规模', kind: 'dict', dictKey: 'enterpriseScale' },
  { key: 'establishDate', label: '成立日期', kind: 'date' },
  { key: 'registeredCapital', label: '注册资本', kind: 'amount', unit: '万元', max: 100_000_000 },
  { key: 'employeeCount', label: '从业人数', kind: 'integer', unit: '人', max: 1_000_000 },
  { key: 'revenue', label: '上年度营业收入', kind: 'amount', unit: '万元', max: 100_000_000 },
  { key: 'taxAmount', label: '上年度纳税总额', kind: 'amount', unit: '万元', max: 100_000_000 },
  { key: 'rdExpense', label: '上年度研发费用', kind: 'amount', unit: '万元', max: 100_000_000 },
  { key: 'equipmentInvestment', label: '本年度设备投资额', kind: 'amount', unit: '万元', max: 100_000_000 },
  { key: 'isAboveScale', label: '是否规模以上企业', kind: 'boolean' },
  { key: 'qualifications', label: '已获资质', kind: 'qualifications' },
  { key: 'tagInfoIds', label: '企业标签', kind: 'tags' },
];

/** The field description of `key`, undefined for a key the contract does not declare. */
export function matchFactField(key: string): MatchFactField | undefined {
  return MATCH_FACT_FIELDS.find((field) => field.key === key);
}

/** Fields the enterprise may not change through `saveReplenish` (the server answers 400). */
export const REPLENISH_READONLY_FIELDS: readonly MatchFactKey[] = ['companyName', 'creditCode'];
