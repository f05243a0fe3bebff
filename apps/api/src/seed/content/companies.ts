import { makeCreditCode } from './credit-code';

/** A demo enterprise of the county (seeds 001 §3 "Enterprise": companyName, legalPerson, legalPersonPhone). */
export interface DemoCompany {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  legalPersonPhone: string;
  /** Street/town code from the region dataset (9 digits). */
  streetId: string;
  address: string;
  /** Value of the `industry` dictionary. */
  industry: string;
  /** Value of the `enterpriseScale` dictionary. */
  scale: string;
}

const raw: Array<Omit<DemoCompany, 'creditCode'> & { orgBody: string }> = [
  { companyName: '德清县恒达新材料有限公司', orgBody: '7045123A', legalPerson: '张伟', legalPersonPhone: '13857201001', streetId: '330521001', address: '武康街道志远北路 88 号', industry: 'C', scale: '2' },
  { companyName: '浙江德清云图地理信息科技有限公司', orgBody: 'MA2B7C61', legalPerson: '王芳', legalPersonPhone: '13957202002', streetId: '330521002', address: '舞阳街道地理信息小镇云岫南路 611 号', industry: 'I', scale: '3' },
  { companyName: '德清莫干山精密机械制造有限公司', orgBody: '6972418B', legalPerson: '李强', legalPersonPhone: '13757203003', streetId: '330521003', address: '阜溪街道长虹中街 215 号', industry: 'C', scale: '2' },
  { companyName: '湖州德清绿源生物医药股份有限公司', orgBody: 'MA28D5K0', legalPerson: '陈静', legalPersonPhone: '15857204004', streetId: '330521004', address: '下渚湖街道科源路 12 号', industry: 'C', scale: '1' },
  { companyName: '德清县新市镇丝韵纺织有限公司', orgBody: '7341026C', legalPerson: '刘洋', legalPersonPhone: '18857205005', streetId: '330521102', address: '新市镇工业园区宋市路 6 号', industry: 'C', scale: '3' },
  { companyName: '德清乾元智能装备有限公司', orgBody: 'MA2JK3P5', legalPerson: '赵磊', legalPersonPhone: '13657206006', streetId: '330521101', address: '乾元镇德清大道 1188 号', industry: 'C', scale: '3' },
  { companyName: '德清钟管新能源科技有限公司', orgBody: 'MA2Q4R8T', legalPerson: '孙丽', legalPersonPhone: '15957207007', streetId: '330521104', address: '钟管镇工业区东升路 39 号', industry: 'D', scale: '4' },
  { companyName: '德清洛舍钢琴文化创意有限公司', orgBody: '7561390D', legalPerson: '周杰', legalPersonPhone: '13567208008', streetId: '330521103', address: '洛舍镇钢琴小镇琴韵路 18 号', industry: 'C', scale: '4' },
];

/** Eight county enterprises with valid unified social credit codes (registration 91, region 330521). */
export const demoCompanies: DemoCompany[] = raw.map(({ orgBody, ...c }) => ({
  ...c,
  creditCode: makeCreditCode('91', '330521', orgBody),
}));
