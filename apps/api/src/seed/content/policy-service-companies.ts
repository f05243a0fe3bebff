/**
 * Demo enterprise data of the policy service (issue 5; seeds 000 §2 "Policy service pages", 001 §2
 * "Policy tag subscription filter", §3 "Enterprise tag"): what the matching engine reads about the
 * eight demo companies of `./companies.ts`, their risk records and tags, and the tags of the demo
 * policies.
 *
 * - **Facts** ({@link DEMO_COMPANY_FACTS}, table `company_fact.facts`): MatchFacts keys
 *   (`openapi/domains/matching/schemas/match-facts.yaml`) except the company-row fields
 *   (companyName, creditCode, streetId, industry, scale). Money in 万元. The first company
 *   (德清县恒达新材料有限公司, the `qy` account's) deliberately has **no `rdExpense` and no
 *   `taxAmount`**: the projects reading them are 部分匹配 with "data missing", and filling
 *   `rdExpense` 1100 (3.4 % of revenue 32000) in 去完善信息 makes the research projects 匹配.
 * - **Risks** ({@link DEMO_COMPANY_RISKS}, table `company_risk`): four kinds per company; the first
 *   company has 行政处罚 1 and 欠缴税款 1 (the risk check's 02 and 01 cases), 严重违法失信 0,
 *   经营异常名录 0.
 * - **Tags** ({@link DEMO_TAG_CATEGORIES}, tables `tag_category`/`tag_info`): four categories —
 *   企业资质, 所属行业, 企业规模, 扶持方向 — each one line of the subscription filter; all manual
 *   tags (type '1'), enabled. Company tags in {@link DEMO_COMPANY_TAGS} (`company_tag`); policy tags
 *   (`pol_info_tag`) by title keywords in {@link DEMO_POLICY_TAG_KEYWORDS}, which tags 57 of the 64
 *   demo policies (a declaration notice shares the keywords of its policy).
 */

/** MatchFacts of a company minus the company-row fields (money in 万元). */
export interface DemoCompanyFacts {
  establishDate: string;
  registeredCapital: number;
  employeeCount: number;
  revenue: number;
  taxAmount?: number;
  rdExpense?: number;
  equipmentInvestment: number;
  isAboveScale: boolean;
  /** MatchFacts qualification codes: 01 高新技术企业, 02 科技型中小企业, 03 省级专精特新中小企业, 04 “小巨人”, 05 省级企业研发中心, 06 上市（挂牌）. */
  qualifications: Array<'01' | '02' | '03' | '04' | '05' | '06'>;
}

/** Facts of the eight demo companies, in the order of `demoCompanies`. */
export const DEMO_COMPANY_FACTS: readonly DemoCompanyFacts[] = [
  // 德清县恒达新材料有限公司 (C, 中型): no rdExpense, no taxAmount — on purpose.
  { establishDate: '2015-06-18', registeredCapital: 5000, employeeCount: 186, revenue: 32000, equipmentInvestment: 650, isAboveScale: true, qualifications: ['01', '03'] },
  // 浙江德清云图地理信息科技有限公司 (I, 小型)
  { establishDate: '2017-03-09', registeredCapital: 1000, employeeCount: 68, revenue: 4800, taxAmount: 320, rdExpense: 620, equipmentInvestment: 80, isAboveScale: false, qualifications: ['01', '02'] },
  // 德清莫干山精密机械制造有限公司 (C, 中型)
  { establishDate: '2009-11-02', registeredCapital: 3000, employeeCount: 240, revenue: 26500, taxAmount: 1380, rdExpense: 920, equipmentInvestment: 1200, isAboveScale: true, qualifications: ['01', '03', '05'] },
  // 湖州德清绿源生物医药股份有限公司 (C, 大型)
  { establishDate: '2012-08-20', registeredCapital: 12000, employeeCount: 520, revenue: 86000, taxAmount: 5200, rdExpense: 7300, equipmentInvestment: 3500, isAboveScale: true, qualifications: ['01', '04', '05', '06'] },
  // 德清县新市镇丝韵纺织有限公司 (C, 小型)
  { establishDate: '2006-04-12', registeredCapital: 800, employeeCount: 95, revenue: 6800, taxAmount: 260, rdExpense: 150, equipmentInvestment: 120, isAboveScale: true, qualifications: [] },
  // 德清乾元智能装备有限公司 (C, 小型)
  { establishDate: '2019-07-01', registeredCapital: 2000, employeeCount: 78, revenue: 5200, taxAmount: 210, rdExpense: 480, equipmentInvestment: 360, isAboveScale: true, qualifications: ['02', '03'] },
  // 德清钟管新能源科技有限公司 (D, 微型)
  { establishDate: '2021-05-18', registeredCapital: 500, employeeCount: 18, revenue: 900, taxAmount: 35, rdExpense: 95, equipmentInvestment: 60, isAboveScale: false, qualifications: ['02'] },
  // 德清洛舍钢琴文化创意有限公司 (C, 微型)
  { establishDate: '2016-10-10', registeredCapital: 300, employeeCount: 22, revenue: 1200, taxAmount: 48, rdExpense: 30, equipmentInvestment: 20, isAboveScale: false, qualifications: [] },
];

/** The risk kinds of `company_risk` (names as the risk check lists them; policies' risk rules name them). */
export const DEMO_RISK_NAMES = ['行政处罚', '欠缴税款', '严重违法失信', '经营异常名录'] as const;
/** A risk kind. */
export type DemoRiskName = (typeof DEMO_RISK_NAMES)[number];

/** Risk counts per company (order of `demoCompanies`), every kind present (0 = none). */
export const DEMO_COMPANY_RISKS: readonly Readonly<Record<DemoRiskName, number>>[] = [
  { 行政处罚: 1, 欠缴税款: 1, 严重违法失信: 0, 经营异常名录: 0 },
  { 行政处罚: 0, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 0 },
  { 行政处罚: 0, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 0 },
  { 行政处罚: 0, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 0 },
  { 行政处罚: 2, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 0 },
  { 行政处罚: 0, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 0 },
  { 行政处罚: 0, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 1 },
  { 行政处罚: 0, 欠缴税款: 0, 严重违法失信: 0, 经营异常名录: 0 },
];

/** A tag category (one line of the subscription filter) with its tags, in display order. */
export interface DemoTagCategory {
  categoryName: string;
  tags: string[];
}

/** The four tag categories and their tags. */
export const DEMO_TAG_CATEGORIES: readonly DemoTagCategory[] = [
  { categoryName: '企业资质', tags: ['高新技术企业', '科技型中小企业', '专精特新中小企业', '专精特新“小巨人”企业'] },
  { categoryName: '所属行业', tags: ['制造业', '信息技术', '生物医药', '新能源'] },
  { categoryName: '企业规模', tags: ['规上企业', '小微企业'] },
  { categoryName: '扶持方向', tags: ['技术改造', '研发创新', '人才引进', '市场开拓'] },
];

/** Tags of the demo companies (order of `demoCompanies`), consistent with their facts. */
export const DEMO_COMPANY_TAGS: readonly (readonly string[])[] = [
  ['高新技术企业', '专精特新中小企业', '制造业', '规上企业', '技术改造'],
  ['高新技术企业', '科技型中小企业', '信息技术', '小微企业', '研发创新'],
  ['高新技术企业', '专精特新中小企业', '制造业', '规上企业'],
  ['高新技术企业', '专精特新“小巨人”企业', '生物医药', '规上企业', '研发创新'],
  ['制造业', '规上企业'],
  ['科技型中小企业', '专精特新中小企业', '制造业', '小微企业'],
  ['科技型中小企业', '新能源', '小微企业'],
  ['制造业', '小微企业', '市场开拓'],
];

/**
 * Policy tags by title keywords: a policy carries a tag when its title contains one of the tag's
 * keywords (so a declaration notice carries the tags of its policy).
 */
export const DEMO_POLICY_TAG_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  高新技术企业: ['高新技术', '研发费用', '知识产权', '首台'],
  科技型中小企业: ['科技型中小企业', '研发费用'],
  专精特新中小企业: ['专精特新', '中小微企业', '上市挂牌'],
  '专精特新“小巨人”企业': ['专精特新', '首台', '制造业高质量'],
  制造业: ['制造业', '工业', '技术改造', '首台', '绿色工厂', '亩均', '新能源汽车'],
  信息技术: ['数字经济', '地理信息', '数字化改造', '电子商务'],
  生物医药: ['生物医药'],
  新能源: ['新能源', '绿色工厂', '绿色金融'],
  规上企业: ['小升规', '工业稳增长', '亩均', '制造业高质量', '上市挂牌'],
  小微企业: ['小微', '创新券'],
  技术改造: ['技术改造', '数字化改造', '节能降碳', '制造业高质量', '数字经济'],
  研发创新: ['研发', '高新技术', '专精特新', '知识产权', '创新券', '首台', '生物医药'],
  人才引进: ['人才', '英才', '技能提升', '稳岗'],
  市场开拓: ['外贸', '出口', '电子商务', '品牌', '服务业', '文化旅游'],
};

/** The tag names a policy title carries by {@link DEMO_POLICY_TAG_KEYWORDS}. */
export function policyTagNames(policyTitle: string): string[] {
  return Object.entries(DEMO_POLICY_TAG_KEYWORDS)
    .filter(([, keywords]) => keywords.some((k) => policyTitle.includes(k)))
    .map(([tag]) => tag);
}
