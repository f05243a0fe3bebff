/**
 * Demo content of the factory and land market (seeds 000 §1 "Supply and demand market", §2
 * sdmarket): land supply and factory-building listings across 德清县's towns and streets, land and
 * workshop demands of enterprises. Most are published (state '2'); a few are drafts, pending,
 * rejected or taken down, which the portal must never show. Dates are China time in 2025–2026.
 *
 * Units: land areas in 亩 and prices in 万元 (出让 = total price, 出租 = yearly rent); building
 * areas in ㎡, workshop prices in 元/㎡·月 when rented and 万元 when sold; null price = 面议.
 * `owner` names the demo account that created the listing ('qy' listings belong to its company).
 */
import type { ListingStatus } from '@qifu/land-rules';

/** A listing's review state ('0' 草稿, '1' 待审核, '2' 已上架, '3' 审核驳回, '4' 已下架; `@qifu/land-rules`). */
export type DemoListingStatus = ListingStatus;

/** Fields every demo listing has. */
interface DemoListingBase {
  title: string;
  /** Level-3 region code of the county (9 digits). */
  streetCode: string;
  /** Sanitized HTML. */
  description: string;
  contactName: string;
  contactPhone: string;
  status: DemoListingStatus;
  /** Creation day (YYYY-MM-DD, China time). */
  created: string;
  /** Day the review passed (YYYY-MM-DD); only for states 2 and 4. */
  published?: string;
  reviewOpinion?: string;
  viewCount: number;
  /** The demo account that created it. */
  owner: 'admin' | 'yyf' | 'qy';
}

/** A land supply listing. */
export interface DemoLandInfo extends DemoListingBase {
  landNo: string;
  address: string;
  landArea: number;
  landUse: string;
  supplyMode: '1' | '2';
  price: number | null;
  useYears: number | null;
  ownerName: string;
}

/** A factory-building listing. */
export interface DemoWorkshopInfo extends DemoListingBase {
  address: string;
  buildingArea: number;
  floor: string;
  floorHeight: number | null;
  loadBearing: number | null;
  dealType: '1' | '2';
  price: number | null;
  ownerName: string;
}

/** A land demand. */
export interface DemoLandDemand extends DemoListingBase {
  companyName: string;
  industry: string;
  demandArea: number;
  landUse: string;
  supplyMode: '1' | '2';
  investAmount: number | null;
}

/** A workshop demand. */
export interface DemoWorkshopDemand extends DemoListingBase {
  companyName: string;
  industry: string;
  demandArea: number;
  dealType: '1' | '2';
  budget: number | null;
}

/** Town and street codes of 德清县 (GB/T 2260, as in `sys_region`). */
export const DEQING_TOWNS = {
  武康街道: '330521001',
  舞阳街道: '330521002',
  阜溪街道: '330521003',
  下渚湖街道: '330521004',
  康乾街道: '330521005',
  乾元镇: '330521101',
  新市镇: '330521102',
  洛舍镇: '330521103',
  钟管镇: '330521104',
  雷甸镇: '330521110',
  禹越镇: '330521113',
  新安镇: '330521114',
  莫干山镇: '330521115',
} as const;

const T = DEQING_TOWNS;
const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

const NATURAL_RESOURCES = '德清县自然资源和规划局';
const DEV_ZONE = '德清经济开发区管理委员会';
const HIGH_TECH = '莫干山国家高新技术产业开发区管理委员会';

/** 25 land supply listings (21 published, 1 taken down, 1 pending, 1 rejected, 1 draft). */
export const demoLandInfos: DemoLandInfo[] = [
  {
    title: '武康街道长虹中街北侧工业地块（30亩）挂牌出让',
    landNo: 'DQ2026-015', streetCode: T.武康街道, address: '武康街道长虹中街以北、志远北路以东', landArea: 30, landUse: '工业用地', supplyMode: '1', price: 1260, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '沈建华', contactPhone: '13857211015', status: '2', created: '2026-10-28', published: '2026-11-06', viewCount: 312, owner: 'admin',
    description: p('地块四至：东至志远北路，南至长虹中街，西至规划支路，北至园区河道。', '容积率 1.2–2.5，建筑密度不低于 40%，绿地率不高于 15%；亩均投资强度不低于 400 万元。', '距杭宁高速武康出口 3 公里，水、电、气、污水管网已接入红线。'),
  },
  {
    title: '乾元镇德清大道东侧标准地（45亩）出让',
    landNo: 'DQ2026-021', streetCode: T.乾元镇, address: '乾元镇德清大道以东、金火北路以南', landArea: 45, landUse: '工业用地', supplyMode: '1', price: 1755, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '许文斌', contactPhone: '13957211021', status: '2', created: '2026-10-15', published: '2026-10-30', viewCount: 268, owner: 'admin',
    description: p('“标准地”出让，带亩均税收、单位能耗增加值等控制性指标。', '适宜智能装备、汽车零部件等先进制造业项目，优先支持“专精特新”企业。'),
  },
  {
    title: '新市镇工业园区宋市路地块（22亩）出让',
    landNo: 'DQ2026-018', streetCode: T.新市镇, address: '新市镇工业园区宋市路以西', landArea: 22, landUse: '工业用地', supplyMode: '1', price: 770, useYears: 50,
    ownerName: '德清县新市镇人民政府', contactName: '费晓峰', contactPhone: '13757211018', status: '2', created: '2026-10-09', published: '2026-10-22', viewCount: 187, owner: 'yyf',
    description: p('紧邻 304 省道，距新市古镇 2 公里。', '园区已实现“七通一平”，可满足纺织、新材料类项目需求。'),
  },
  {
    title: '钟管镇东升路北侧工业用地（60亩）出让',
    landNo: 'DQ2026-012', streetCode: T.钟管镇, address: '钟管镇工业区东升路以北', landArea: 60, landUse: '工业用地', supplyMode: '1', price: 2160, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '姚国庆', contactPhone: '15857211012', status: '2', created: '2026-09-20', published: '2026-10-12', viewCount: 241, owner: 'admin',
    description: p('地块平整，可分期开发，适宜新能源、光伏组件等项目。', '110kV 变电站位于地块南侧 800 米。'),
  },
  {
    title: '洛舍镇钢琴小镇配套产业用地（18亩）',
    landNo: 'DQ2026-009', streetCode: T.洛舍镇, address: '洛舍镇钢琴小镇琴韵路以南', landArea: 18, landUse: '工业用地', supplyMode: '1', price: 612, useYears: 50,
    ownerName: '德清县洛舍镇人民政府', contactName: '钱丽萍', contactPhone: '13567211009', status: '2', created: '2026-09-12', published: '2026-09-28', viewCount: 156, owner: 'yyf',
    description: p('面向钢琴及乐器配件制造、木制品精加工项目招商。', '镇政府提供“一对一”代办服务，拿地即开工。'),
  },
  {
    title: '雷甸镇杭宁高速出口旁仓储用地（35亩）出让',
    landNo: 'DQ2026-007', streetCode: T.雷甸镇, address: '雷甸镇杭宁高速雷甸出口西北侧', landArea: 35, landUse: '仓储用地', supplyMode: '1', price: 1330, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '方志强', contactPhone: '13857211007', status: '2', created: '2026-08-30', published: '2026-09-15', viewCount: 203, owner: 'admin',
    description: p('距杭州主城区 40 分钟车程，适宜物流仓储、冷链配送项目。'),
  },
  {
    title: '禹越镇高新园区智能制造地块（40亩）',
    landNo: 'DQ2026-005', streetCode: T.禹越镇, address: '禹越镇高新园区越溪路以东', landArea: 40, landUse: '工业用地', supplyMode: '1', price: 1480, useYears: 50,
    ownerName: '德清县禹越镇人民政府', contactName: '潘海燕', contactPhone: '15957211005', status: '2', created: '2026-08-18', published: '2026-09-02', viewCount: 176, owner: 'yyf',
    description: p('地块紧邻杭州余杭区，承接杭州产业外溢项目，优先引进智能制造类企业。'),
  },
  {
    title: '新安镇工业功能区闲置土地（12亩）出租',
    landNo: 'DQ2026-004', streetCode: T.新安镇, address: '新安镇工业功能区兴安路 18 号东侧', landArea: 12, landUse: '工业用地', supplyMode: '2', price: 36, useYears: 10,
    ownerName: '德清县新安镇人民政府', contactName: '严小军', contactPhone: '13857211004', status: '2', created: '2026-08-05', published: '2026-08-20', viewCount: 134, owner: 'yyf',
    description: p('整块出租，年租金 36 万元，租期 10 年，可续租。', '适合临时堆场、装配式建筑构件生产等用途。'),
  },
  {
    title: '莫干山镇文旅配套商业用地（8亩）挂牌',
    landNo: 'DQ2026-003', streetCode: T.莫干山镇, address: '莫干山镇庾村集镇南侧', landArea: 8, landUse: '商业用地', supplyMode: '1', price: 960, useYears: 40,
    ownerName: NATURAL_RESOURCES, contactName: '蔡文静', contactPhone: '13957211003', status: '2', created: '2026-07-22', published: '2026-08-08', viewCount: 398, owner: 'admin',
    description: p('位于莫干山国际旅游度假区，适宜精品酒店、文创商业等项目。', '须符合度假区风貌管控要求。'),
  },
  {
    title: '舞阳街道地理信息小镇研发用地（15亩）',
    landNo: 'DQ2026-002', streetCode: T.舞阳街道, address: '舞阳街道地理信息小镇云岫南路以西', landArea: 15, landUse: '科研用地', supplyMode: '1', price: 780, useYears: 50,
    ownerName: HIGH_TECH, contactName: '吴晓东', contactPhone: '13757211002', status: '2', created: '2026-07-10', published: '2026-07-25', viewCount: 289, owner: 'admin',
    description: p('面向地理信息、卫星导航、人工智能等研发及总部项目。', '小镇内配套人才公寓、展示中心与公共技术平台。'),
  },
  {
    title: '阜溪街道临杭工业区地块（26亩）出让',
    landNo: 'DQ2025-048', streetCode: T.阜溪街道, address: '阜溪街道临杭工业区环城北路以北', landArea: 26, landUse: '工业用地', supplyMode: '1', price: 1040, useYears: 50,
    ownerName: DEV_ZONE, contactName: '杨建军', contactPhone: '15857210048', status: '2', created: '2026-06-18', published: '2026-07-02', viewCount: 221, owner: 'yyf',
    description: p('开发区内成熟地块，周边配套齐全，适宜生物医药、精密机械项目。'),
  },
  {
    title: '下渚湖街道生态产业园地块（20亩）',
    landNo: 'DQ2025-046', streetCode: T.下渚湖街道, address: '下渚湖街道科源路以南', landArea: 20, landUse: '工业用地', supplyMode: '1', price: 740, useYears: 50,
    ownerName: '德清县下渚湖街道办事处', contactName: '朱美玲', contactPhone: '13857210046', status: '2', created: '2026-05-26', published: '2026-06-10', viewCount: 165, owner: 'yyf',
    description: p('生态产业园仅引进无污染、低能耗项目，鼓励绿色食品与生物科技企业入驻。'),
  },
  {
    title: '康乾街道科创园配套地块（16亩）出让',
    landNo: 'DQ2025-044', streetCode: T.康乾街道, address: '康乾街道科创园康乾路以东', landArea: 16, landUse: '工业用地', supplyMode: '1', price: 672, useYears: 50,
    ownerName: DEV_ZONE, contactName: '顾立新', contactPhone: '13957210044', status: '2', created: '2026-05-08', published: '2026-05-21', viewCount: 149, owner: 'admin',
    description: p('地块可建设多层标准厂房，适宜电子信息、智能硬件中试项目。'),
  },
  {
    title: '乾元镇金火工业园闲置地块（10亩）出租',
    landNo: 'DQ2025-041', streetCode: T.乾元镇, address: '乾元镇金火工业园金火南路 6 号北侧', landArea: 10, landUse: '工业用地', supplyMode: '2', price: 28, useYears: 8,
    ownerName: '德清县乾元镇人民政府', contactName: '陆晓明', contactPhone: '13757210041', status: '2', created: '2026-04-20', published: '2026-05-06', viewCount: 118, owner: 'yyf',
    description: p('年租金 28 万元，可整体或分块出租，道路硬化已完成。'),
  },
  {
    title: '新市镇梅林工业区仓储用地（24亩）',
    landNo: 'DQ2025-039', streetCode: T.新市镇, address: '新市镇梅林工业区梅林路以南', landArea: 24, landUse: '仓储用地', supplyMode: '1', price: 864, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '费晓峰', contactPhone: '13757211018', status: '2', created: '2026-04-02', published: '2026-04-16', viewCount: 97, owner: 'admin',
    description: p('临近京杭运河新市港区，水陆联运便利。'),
  },
  {
    title: '钟管镇沈家墩地块（32亩）挂牌出让',
    landNo: 'DQ2025-036', streetCode: T.钟管镇, address: '钟管镇沈家墩村工业集聚点', landArea: 32, landUse: '工业用地', supplyMode: '1', price: 1120, useYears: 50,
    ownerName: '德清县钟管镇人民政府', contactName: '姚国庆', contactPhone: '15857211012', status: '2', created: '2026-03-12', published: '2026-03-27', viewCount: 142, owner: 'yyf',
    description: p('小微企业园配套用地，适宜五金机械、家居制造等产业。'),
  },
  {
    title: '雷甸镇临港物流园地块（50亩）出让',
    landNo: 'DQ2025-033', streetCode: T.雷甸镇, address: '雷甸镇临港物流园港城路以西', landArea: 50, landUse: '仓储用地', supplyMode: '1', price: 1800, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '方志强', contactPhone: '13857211007', status: '2', created: '2026-02-16', published: '2026-03-05', viewCount: 188, owner: 'admin',
    description: p('紧邻杭湖锡航道雷甸作业区，适宜港口物流、大宗商品仓储项目。'),
  },
  {
    title: '武康街道城北科技园研发地块（12亩）',
    landNo: 'DQ2025-030', streetCode: T.武康街道, address: '武康街道城北科技园丰庆街以北', landArea: 12, landUse: '科研用地', supplyMode: '1', price: 576, useYears: 50,
    ownerName: HIGH_TECH, contactName: '沈建华', contactPhone: '13857211015', status: '2', created: '2026-01-20', published: '2026-02-03', viewCount: 173, owner: 'admin',
    description: p('适宜企业研发中心、检验检测平台建设。'),
  },
  {
    title: '禹越镇三林村集体经营性建设用地（9亩）出租',
    landNo: 'DQ2025-027', streetCode: T.禹越镇, address: '禹越镇三林村工业集聚点', landArea: 9, landUse: '工业用地', supplyMode: '2', price: 22.5, useYears: 10,
    ownerName: '德清县禹越镇三林村股份经济合作社', contactName: '沈国良', contactPhone: '13567210027', status: '2', created: '2025-12-18', published: '2026-01-06', viewCount: 204, owner: 'yyf',
    description: p('德清县农村集体经营性建设用地入市试点地块，年租金 22.5 万元。'),
  },
  {
    title: '洛舍镇东衡村工业地块（28亩）出让',
    landNo: 'DQ2025-024', streetCode: T.洛舍镇, address: '洛舍镇东衡村工业区', landArea: 28, landUse: '工业用地', supplyMode: '1', price: null, useYears: 50,
    ownerName: '德清县洛舍镇人民政府', contactName: '钱丽萍', contactPhone: '13567211009', status: '2', created: '2025-11-25', published: '2025-12-10', viewCount: 96, owner: 'yyf',
    description: p('价格面议，以挂牌出让公告为准。'),
  },
  {
    title: '新安镇百富兜工业区地块（14亩）',
    landNo: 'DQ2025-021', streetCode: T.新安镇, address: '新安镇百富兜工业区兴业路以南', landArea: 14, landUse: '工业用地', supplyMode: '1', price: 490, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '严小军', contactPhone: '13857211004', status: '2', created: '2025-10-30', published: '2025-11-14', viewCount: 87, owner: 'admin',
    description: p('适宜建材、绿色家居项目，须通过“亩均论英雄”准入评估。'),
  },
  {
    title: '舞阳街道塔山工业区地块（19亩）已成交',
    landNo: 'DQ2025-018', streetCode: T.舞阳街道, address: '舞阳街道塔山工业区', landArea: 19, landUse: '工业用地', supplyMode: '1', price: 703, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '吴晓东', contactPhone: '13757211002', status: '4', created: '2025-09-10', published: '2025-09-24', reviewOpinion: '已成交，下架', viewCount: 221, owner: 'admin',
    description: p('该地块已于 2025 年 10 月成交。'),
  },
  {
    title: '乾元镇城东地块（38亩）拟出让',
    landNo: 'DQ2026-025', streetCode: T.乾元镇, address: '乾元镇城东工业区', landArea: 38, landUse: '工业用地', supplyMode: '1', price: 1444, useYears: 50,
    ownerName: NATURAL_RESOURCES, contactName: '许文斌', contactPhone: '13957211021', status: '1', created: '2026-11-18', viewCount: 0, owner: 'yyf',
    description: p('规划条件审批中。'),
  },
  {
    title: '下渚湖街道湿地周边地块（6亩）',
    landNo: 'DQ2026-026', streetCode: T.下渚湖街道, address: '下渚湖街道二都村', landArea: 6, landUse: '商业用地', supplyMode: '1', price: 420, useYears: 40,
    ownerName: '德清县下渚湖街道办事处', contactName: '朱美玲', contactPhone: '13857210046', status: '3', created: '2026-11-10', reviewOpinion: '地块位于湿地保护范围内，用途不符合规划，请核实后重新提交', viewCount: 0, owner: 'yyf',
    description: p('拟用于民宿配套。'),
  },
  {
    title: '康乾街道地块（草稿）',
    landNo: 'DQ2026-027', streetCode: T.康乾街道, address: '康乾街道待定', landArea: 11, landUse: '工业用地', supplyMode: '1', price: null, useYears: 50,
    ownerName: DEV_ZONE, contactName: '顾立新', contactPhone: '13957210044', status: '0', created: '2026-11-19', viewCount: 0, owner: 'admin',
    description: p('信息待完善。'),
  },
];

/** 25 factory-building listings (21 published, 1 taken down, 1 pending, 1 rejected, 1 draft). */
export const demoWorkshopInfos: DemoWorkshopInfo[] = [
  {
    title: '武康街道志远北路标准厂房 3200㎡ 出租',
    streetCode: T.武康街道, address: '武康街道志远北路 88 号 3 号楼', buildingArea: 3200, floor: '1层', floorHeight: 9, loadBearing: 3000, dealType: '1', price: 18, ownerName: '德清县恒达新材料有限公司',
    contactName: '张伟', contactPhone: '13857201001', status: '2', created: '2026-11-02', published: '2026-11-10', viewCount: 226, owner: 'qy',
    description: p('单层钢结构厂房，带 10 吨行车两台，独立配电 800kVA。', '可办理环评，适合机械加工、新材料生产。'),
  },
  {
    title: '乾元镇德清大道多层厂房 5600㎡ 整体出租',
    streetCode: T.乾元镇, address: '乾元镇德清大道 1188 号 B 幢', buildingArea: 5600, floor: '1-4层', floorHeight: 5.5, loadBearing: 1000, dealType: '1', price: 15, ownerName: '德清乾元智能装备有限公司',
    contactName: '赵磊', contactPhone: '13657206006', status: '2', created: '2026-10-20', published: '2026-11-03', viewCount: 198, owner: 'yyf',
    description: p('四层框架结构，配 3 吨货梯两部，一层层高 7 米。', '可分层出租，适合电子装配、服装加工。'),
  },
  {
    title: '新市镇工业园区纺织厂房 2800㎡ 出租',
    streetCode: T.新市镇, address: '新市镇工业园区宋市路 6 号', buildingArea: 2800, floor: '1-2层', floorHeight: 6, loadBearing: 800, dealType: '1', price: 12, ownerName: '德清县新市镇丝韵纺织有限公司',
    contactName: '刘洋', contactPhone: '18857205005', status: '2', created: '2026-10-08', published: '2026-10-21', viewCount: 143, owner: 'yyf',
    description: p('原纺织车间，消防验收齐全，带办公区 300㎡。'),
  },
  {
    title: '钟管镇小微企业园厂房 1500㎡ 出售',
    streetCode: T.钟管镇, address: '钟管镇小微企业园 7 幢', buildingArea: 1500, floor: '1-3层', floorHeight: 4.5, loadBearing: 800, dealType: '2', price: 525, ownerName: '德清钟管新能源科技有限公司',
    contactName: '孙丽', contactPhone: '15957207007', status: '2', created: '2026-09-25', published: '2026-10-09', viewCount: 167, owner: 'yyf',
    description: p('独立产权，可办理分割产权证，首付三成可申请按揭。'),
  },
  {
    title: '洛舍镇钢琴小镇厂房 2200㎡ 出租',
    streetCode: T.洛舍镇, address: '洛舍镇钢琴小镇琴韵路 18 号', buildingArea: 2200, floor: '1层', floorHeight: 8, loadBearing: 2000, dealType: '1', price: 10, ownerName: '德清洛舍钢琴文化创意有限公司',
    contactName: '周杰', contactPhone: '13567208008', status: '2', created: '2026-09-14', published: '2026-09-26', viewCount: 121, owner: 'yyf',
    description: p('带木工除尘系统，适合乐器、家具制造。'),
  },
  {
    title: '雷甸镇物流园冷库及仓储 4000㎡ 出租',
    streetCode: T.雷甸镇, address: '雷甸镇临港物流园港城路 66 号', buildingArea: 4000, floor: '1层', floorHeight: 10, loadBearing: 5000, dealType: '1', price: 22, ownerName: '德清县雷甸物流有限公司',
    contactName: '方志强', contactPhone: '13857211007', status: '2', created: '2026-09-01', published: '2026-09-16', viewCount: 208, owner: 'yyf',
    description: p('其中冷库 800㎡（-18℃），配月台 6 个，距高速出口 1.5 公里。'),
  },
  {
    title: '禹越镇高新园区标准厂房 6000㎡ 出售',
    streetCode: T.禹越镇, address: '禹越镇高新园区越溪路 99 号', buildingArea: 6000, floor: '1-4层', floorHeight: 6, loadBearing: 1200, dealType: '2', price: 1980, ownerName: '德清县禹越高新园区开发有限公司',
    contactName: '潘海燕', contactPhone: '15957211005', status: '2', created: '2026-08-20', published: '2026-09-04', viewCount: 254, owner: 'yyf',
    description: p('整幢出售，土地性质工业，剩余年限 42 年。'),
  },
  {
    title: '新安镇兴安路厂房 1800㎡ 出租',
    streetCode: T.新安镇, address: '新安镇工业功能区兴安路 18 号', buildingArea: 1800, floor: '1层', floorHeight: 7.5, loadBearing: 2000, dealType: '1', price: 9.5, ownerName: '德清县新安镇强盛五金厂',
    contactName: '严小军', contactPhone: '13857211004', status: '2', created: '2026-08-06', published: '2026-08-19', viewCount: 99, owner: 'yyf',
    description: p('带 5 吨行车一台，三相电 400kVA，院内可停货车。'),
  },
  {
    title: '舞阳街道地理信息小镇研发楼 1200㎡ 出租',
    streetCode: T.舞阳街道, address: '舞阳街道地理信息小镇云岫南路 611 号 5 幢', buildingArea: 1200, floor: '3层', floorHeight: 4.2, loadBearing: 500, dealType: '1', price: 30, ownerName: '浙江德清云图地理信息科技有限公司',
    contactName: '王芳', contactPhone: '13957202002', status: '2', created: '2026-07-24', published: '2026-08-06', viewCount: 276, owner: 'yyf',
    description: p('精装修研发办公空间，可拎包入住，享小镇人才政策。'),
  },
  {
    title: '阜溪街道长虹中街精密加工车间 2600㎡ 出租',
    streetCode: T.阜溪街道, address: '阜溪街道长虹中街 215 号', buildingArea: 2600, floor: '1层', floorHeight: 8.5, loadBearing: 3000, dealType: '1', price: 16, ownerName: '德清莫干山精密机械制造有限公司',
    contactName: '李强', contactPhone: '13757203003', status: '2', created: '2026-07-08', published: '2026-07-20', viewCount: 187, owner: 'yyf',
    description: p('恒温车间 600㎡，地坪耐磨处理，适合精密机械、模具加工。'),
  },
  {
    title: '下渚湖街道科源路 GMP 厂房 3000㎡ 出租',
    streetCode: T.下渚湖街道, address: '下渚湖街道科源路 12 号 2 幢', buildingArea: 3000, floor: '1-3层', floorHeight: 5, loadBearing: 800, dealType: '1', price: 25, ownerName: '湖州德清绿源生物医药股份有限公司',
    contactName: '陈静', contactPhone: '15857204004', status: '2', created: '2026-06-22', published: '2026-07-04', viewCount: 232, owner: 'yyf',
    description: p('按 GMP 标准建设，含万级洁净区 1000㎡，适合医疗器械、生物制品企业。'),
  },
  {
    title: '康乾街道科创园多层厂房 4200㎡ 出售',
    streetCode: T.康乾街道, address: '康乾街道科创园康乾路 36 号', buildingArea: 4200, floor: '1-5层', floorHeight: 4.8, loadBearing: 800, dealType: '2', price: 1470, ownerName: '德清县康乾科创发展有限公司',
    contactName: '顾立新', contactPhone: '13957210044', status: '2', created: '2026-06-03', published: '2026-06-17', viewCount: 178, owner: 'yyf',
    description: p('可按层购买，每层约 840㎡，配 2 吨货梯。'),
  },
  {
    title: '莫干山镇文创工坊 600㎡ 出租',
    streetCode: T.莫干山镇, address: '莫干山镇庾村文创园 3 号', buildingArea: 600, floor: '1-2层', floorHeight: 4, loadBearing: 300, dealType: '1', price: 20, ownerName: '德清县莫干山文旅发展有限公司',
    contactName: '蔡文静', contactPhone: '13957211003', status: '2', created: '2026-05-18', published: '2026-05-30', viewCount: 312, owner: 'yyf',
    description: p('老茧站改造的文创空间，适合手作工坊、设计工作室。'),
  },
  {
    title: '乾元镇金火工业园厂房 3500㎡ 出租',
    streetCode: T.乾元镇, address: '乾元镇金火工业园金火南路 6 号', buildingArea: 3500, floor: '1层', floorHeight: 9, loadBearing: 3000, dealType: '1', price: 14, ownerName: '德清县乾元金火实业有限公司',
    contactName: '陆晓明', contactPhone: '13757210041', status: '2', created: '2026-04-28', published: '2026-05-12', viewCount: 146, owner: 'yyf',
    description: p('钢结构单层厂房，带 16 吨行车，可做重型装备制造。'),
  },
  {
    title: '新市镇梅林工业区仓库 2000㎡ 出租',
    streetCode: T.新市镇, address: '新市镇梅林工业区梅林路 28 号', buildingArea: 2000, floor: '1层', floorHeight: 8, loadBearing: 3000, dealType: '1', price: 11, ownerName: '德清县新市梅林仓储有限公司',
    contactName: '费晓峰', contactPhone: '13757211018', status: '2', created: '2026-04-10', published: '2026-04-22', viewCount: 88, owner: 'yyf',
    description: p('丙二类仓库，消防喷淋齐全，距新市港区 3 公里。'),
  },
  {
    title: '钟管镇东升路光伏配套厂房 5000㎡ 出售',
    streetCode: T.钟管镇, address: '钟管镇工业区东升路 39 号', buildingArea: 5000, floor: '1-2层', floorHeight: 10, loadBearing: 2500, dealType: '2', price: 1650, ownerName: '德清钟管新能源科技有限公司',
    contactName: '孙丽', contactPhone: '15957207007', status: '2', created: '2026-03-20', published: '2026-04-02', viewCount: 133, owner: 'yyf',
    description: p('屋顶已装分布式光伏 600kW，余电可自用。'),
  },
  {
    title: '雷甸镇杭宁高速旁电商仓 3000㎡ 出租',
    streetCode: T.雷甸镇, address: '雷甸镇解放村工业区 12 号', buildingArea: 3000, floor: '1-2层', floorHeight: 7, loadBearing: 1500, dealType: '1', price: 13, ownerName: '德清县雷甸解放实业有限公司',
    contactName: '方志强', contactPhone: '13857211007', status: '2', created: '2026-03-01', published: '2026-03-14', viewCount: 119, owner: 'yyf',
    description: p('适合电商分拨、包装加工，配货车装卸平台。'),
  },
  {
    title: '武康街道城北科技园孵化用房 800㎡ 出租',
    streetCode: T.武康街道, address: '武康街道城北科技园丰庆街 599 号', buildingArea: 800, floor: '2层', floorHeight: 4.5, loadBearing: 500, dealType: '1', price: 26, ownerName: '德清县科技创业服务中心',
    contactName: '沈建华', contactPhone: '13857211015', status: '2', created: '2026-02-06', published: '2026-02-18', viewCount: 164, owner: 'admin',
    description: p('面向科技型初创企业，前两年租金减半。'),
  },
  {
    title: '禹越镇三林村标准厂房 2400㎡ 出租',
    streetCode: T.禹越镇, address: '禹越镇三林村工业集聚点 8 号', buildingArea: 2400, floor: '1层', floorHeight: 8, loadBearing: 2000, dealType: '1', price: 10.5, ownerName: '德清县禹越镇三林村股份经济合作社',
    contactName: '沈国良', contactPhone: '13567210027', status: '2', created: '2026-01-12', published: '2026-01-26', viewCount: 102, owner: 'yyf',
    description: p('村集体物业，租期灵活，可提供员工宿舍。'),
  },
  {
    title: '洛舍镇东衡村厂房 1600㎡ 出售',
    streetCode: T.洛舍镇, address: '洛舍镇东衡村工业区 21 号', buildingArea: 1600, floor: '1层', floorHeight: 7, loadBearing: 2000, dealType: '2', price: null, ownerName: '德清县东衡木业有限公司',
    contactName: '钱丽萍', contactPhone: '13567211009', status: '2', created: '2025-12-05', published: '2025-12-19', viewCount: 76, owner: 'yyf',
    description: p('价格面议，产权清晰，可带设备转让。'),
  },
  {
    title: '新安镇百富兜工业区厂房 2000㎡ 出租',
    streetCode: T.新安镇, address: '新安镇百富兜工业区兴业路 5 号', buildingArea: 2000, floor: '1-2层', floorHeight: 6, loadBearing: 1000, dealType: '1', price: 8.5, ownerName: '德清县百富兜建材有限公司',
    contactName: '严小军', contactPhone: '13857211004', status: '2', created: '2025-11-08', published: '2025-11-20', viewCount: 91, owner: 'yyf',
    description: p('交通便利，适合建材、家居产品仓储加工。'),
  },
  {
    title: '舞阳街道塔山工业区厂房 1000㎡（已出租）',
    streetCode: T.舞阳街道, address: '舞阳街道塔山工业区 16 号', buildingArea: 1000, floor: '1层', floorHeight: 6, loadBearing: 1000, dealType: '1', price: 12, ownerName: '德清县塔山实业有限公司',
    contactName: '吴晓东', contactPhone: '13757211002', status: '4', created: '2025-08-15', published: '2025-08-28', reviewOpinion: '已出租，下架', viewCount: 143, owner: 'yyf',
    description: p('已于 2025 年 9 月出租。'),
  },
  {
    title: '武康街道恒达新材料二期车间 2000㎡ 出租',
    streetCode: T.武康街道, address: '武康街道志远北路 88 号 5 号楼', buildingArea: 2000, floor: '1层', floorHeight: 8, loadBearing: 2500, dealType: '1', price: 17, ownerName: '德清县恒达新材料有限公司',
    contactName: '张伟', contactPhone: '13857201001', status: '1', created: '2026-11-17', viewCount: 0, owner: 'qy',
    description: p('二期车间年底竣工，现接受预租。'),
  },
  {
    title: '乾元镇临街商铺改厂房 500㎡',
    streetCode: T.乾元镇, address: '乾元镇北街 12 号', buildingArea: 500, floor: '1层', floorHeight: 4, loadBearing: 300, dealType: '1', price: 35, ownerName: '个人业主',
    contactName: '陆晓明', contactPhone: '13757210041', status: '3', created: '2026-11-05', reviewOpinion: '商业用房不得作为生产厂房出租，请修改后重新提交', viewCount: 0, owner: 'yyf',
    description: p('临街商铺，可改作小型加工车间。'),
  },
  {
    title: '恒达新材料三号仓库（草稿）',
    streetCode: T.武康街道, address: '武康街道志远北路 88 号 6 号楼', buildingArea: 1200, floor: '1层', floorHeight: 9, loadBearing: 3000, dealType: '1', price: null, ownerName: '德清县恒达新材料有限公司',
    contactName: '张伟', contactPhone: '13857201001', status: '0', created: '2026-11-20', viewCount: 0, owner: 'qy',
    description: p('待补充照片。'),
  },
];

/** 10 land demands (8 published, 1 pending of the qy account's company, 1 rejected). */
export const demoLandDemands: DemoLandDemand[] = [
  {
    title: '求购 20 亩工业用地用于新建新材料生产基地',
    companyName: '德清县恒达新材料有限公司', industry: '新材料', demandArea: 20, landUse: '工业用地', supplyMode: '1', investAmount: 8000, streetCode: T.武康街道,
    contactName: '张伟', contactPhone: '13857201001', status: '2', created: '2026-10-30', published: '2026-11-08', viewCount: 87, owner: 'qy',
    description: p('拟建设年产 2 万吨改性复合材料生产线，亩均税收预计 40 万元以上。', '优先考虑武康街道、阜溪街道及周边。'),
  },
  {
    title: '智能装备企业求 50 亩标准地',
    companyName: '德清乾元智能装备有限公司', industry: '智能装备', demandArea: 50, landUse: '工业用地', supplyMode: '1', investAmount: 30000, streetCode: T.乾元镇,
    contactName: '赵磊', contactPhone: '13657206006', status: '2', created: '2026-10-05', published: '2026-10-18', viewCount: 64, owner: 'yyf',
    description: p('扩产工业机器人整机及核心零部件，需配套 35kV 电力接入。'),
  },
  {
    title: '生物医药企业寻研发及中试用地 15 亩',
    companyName: '湖州德清绿源生物医药股份有限公司', industry: '生物医药', demandArea: 15, landUse: '科研用地', supplyMode: '1', investAmount: 12000, streetCode: T.下渚湖街道,
    contactName: '陈静', contactPhone: '15857204004', status: '2', created: '2026-09-08', published: '2026-09-22', viewCount: 71, owner: 'yyf',
    description: p('需满足生物安全二级实验室建设条件，周边无化工企业。'),
  },
  {
    title: '新能源企业求租 10 亩临时堆场',
    companyName: '德清钟管新能源科技有限公司', industry: '新能源', demandArea: 10, landUse: '工业用地', supplyMode: '2', investAmount: 300, streetCode: T.钟管镇,
    contactName: '孙丽', contactPhone: '15957207007', status: '2', created: '2026-08-12', published: '2026-08-25', viewCount: 45, owner: 'yyf',
    description: p('用于光伏支架及组件临时堆放，租期 3 年。'),
  },
  {
    title: '物流企业求购 40 亩仓储用地',
    companyName: '德清县雷甸物流有限公司', industry: '现代物流', demandArea: 40, landUse: '仓储用地', supplyMode: '1', investAmount: 15000, streetCode: T.雷甸镇,
    contactName: '方志强', contactPhone: '13857211007', status: '2', created: '2026-07-15', published: '2026-07-28', viewCount: 58, owner: 'yyf',
    description: p('建设智能立体仓库及区域分拨中心，要求临近高速出口。'),
  },
  {
    title: '纺织企业技改扩产求地 12 亩',
    companyName: '德清县新市镇丝韵纺织有限公司', industry: '纺织', demandArea: 12, landUse: '工业用地', supplyMode: '1', investAmount: 4500, streetCode: T.新市镇,
    contactName: '刘洋', contactPhone: '18857205005', status: '2', created: '2026-06-10', published: '2026-06-24', viewCount: 39, owner: 'yyf',
    description: p('新增数码印花生产线，希望在新市镇工业园区内解决。'),
  },
  {
    title: '地理信息企业求总部用地 8 亩',
    companyName: '浙江德清云图地理信息科技有限公司', industry: '地理信息', demandArea: 8, landUse: '科研用地', supplyMode: '1', investAmount: 20000, streetCode: T.舞阳街道,
    contactName: '王芳', contactPhone: '13957202002', status: '2', created: '2026-04-18', published: '2026-05-02', viewCount: 93, owner: 'yyf',
    description: p('建设企业总部及遥感数据处理中心。'),
  },
  {
    title: '乐器企业求租 6 亩用地建设展示中心',
    companyName: '德清洛舍钢琴文化创意有限公司', industry: '文化创意', demandArea: 6, landUse: '商业用地', supplyMode: '2', investAmount: 800, streetCode: T.洛舍镇,
    contactName: '周杰', contactPhone: '13567208008', status: '2', created: '2026-02-20', published: '2026-03-06', viewCount: 52, owner: 'yyf',
    description: p('建设钢琴文化展示与体验中心，租期 15 年。'),
  },
  {
    title: '恒达新材料二期项目用地需求（30亩）',
    companyName: '德清县恒达新材料有限公司', industry: '新材料', demandArea: 30, landUse: '工业用地', supplyMode: '1', investAmount: 12000, streetCode: T.阜溪街道,
    contactName: '张伟', contactPhone: '13857201001', status: '1', created: '2026-11-16', viewCount: 0, owner: 'qy',
    description: p('二期项目已完成备案，待审核。'),
  },
  {
    title: '求购商住用地',
    companyName: '德清县某投资咨询有限公司', industry: '房地产', demandArea: 20, landUse: '商住用地', supplyMode: '1', investAmount: null, streetCode: T.武康街道,
    contactName: '李明', contactPhone: '13800571234', status: '3', created: '2026-11-02', reviewOpinion: '平台仅发布产业用地需求，不受理商住用地', viewCount: 0, owner: 'yyf',
    description: p('求购商住用地。'),
  },
];

/** 10 workshop demands (8 published, 1 draft of the qy account's company, 1 rejected). */
export const demoWorkshopDemands: DemoWorkshopDemand[] = [
  {
    title: '求租 2000㎡ 单层厂房（带行车）',
    companyName: '德清莫干山精密机械制造有限公司', industry: '机械制造', demandArea: 2000, dealType: '1', budget: 15, streetCode: T.阜溪街道,
    contactName: '李强', contactPhone: '13757203003', status: '2', created: '2026-11-01', published: '2026-11-09', viewCount: 76, owner: 'yyf',
    description: p('层高 8 米以上，带 10 吨行车，三相电 500kVA。'),
  },
  {
    title: '电子装配企业求租 1500㎡ 多层厂房',
    companyName: '德清乾元智能装备有限公司', industry: '电子信息', demandArea: 1500, dealType: '1', budget: 14, streetCode: T.乾元镇,
    contactName: '赵磊', contactPhone: '13657206006', status: '2', created: '2026-10-12', published: '2026-10-25', viewCount: 58, owner: 'yyf',
    description: p('二层及以上均可，需货梯，近员工宿舍。'),
  },
  {
    title: '求购 3000㎡ 独立产权厂房',
    companyName: '德清钟管新能源科技有限公司', industry: '新能源', demandArea: 3000, dealType: '2', budget: 1000, streetCode: T.钟管镇,
    contactName: '孙丽', contactPhone: '15957207007', status: '2', created: '2026-09-18', published: '2026-10-01', viewCount: 47, owner: 'yyf',
    description: p('独立产权，可办理抵押，总价 1000 万元以内。'),
  },
  {
    title: '冷链企业求租 1000㎡ 冷库',
    companyName: '德清县雷甸物流有限公司', industry: '现代物流', demandArea: 1000, dealType: '1', budget: 28, streetCode: T.雷甸镇,
    contactName: '方志强', contactPhone: '13857211007', status: '2', created: '2026-08-26', published: '2026-09-08', viewCount: 63, owner: 'yyf',
    description: p('-18℃ 冷库，带月台，距高速 5 公里内。'),
  },
  {
    title: '初创企业求租 300㎡ 研发办公用房',
    companyName: '浙江德清云图地理信息科技有限公司', industry: '软件和信息技术', demandArea: 300, dealType: '1', budget: 30, streetCode: T.舞阳街道,
    contactName: '王芳', contactPhone: '13957202002', status: '2', created: '2026-07-30', published: '2026-08-12', viewCount: 82, owner: 'yyf',
    description: p('地理信息小镇内优先，精装修。'),
  },
  {
    title: '纺织企业求租 2500㎡ 仓库',
    companyName: '德清县新市镇丝韵纺织有限公司', industry: '纺织', demandArea: 2500, dealType: '1', budget: 10, streetCode: T.新市镇,
    contactName: '刘洋', contactPhone: '18857205005', status: '2', created: '2026-06-16', published: '2026-06-29', viewCount: 41, owner: 'yyf',
    description: p('丙类仓库，地面承重 3 吨/㎡ 以上。'),
  },
  {
    title: '医疗器械企业求租 GMP 洁净厂房 800㎡',
    companyName: '湖州德清绿源生物医药股份有限公司', industry: '生物医药', demandArea: 800, dealType: '1', budget: 28, streetCode: T.下渚湖街道,
    contactName: '陈静', contactPhone: '15857204004', status: '2', created: '2026-05-05', published: '2026-05-19', viewCount: 69, owner: 'yyf',
    description: p('需十万级洁净车间，可接受装修改造。'),
  },
  {
    title: '家具企业求租 4000㎡ 厂房',
    companyName: '德清洛舍钢琴文化创意有限公司', industry: '家具制造', demandArea: 4000, dealType: '1', budget: 9, streetCode: T.洛舍镇,
    contactName: '周杰', contactPhone: '13567208008', status: '2', created: '2026-03-08', published: '2026-03-20', viewCount: 37, owner: 'yyf',
    description: p('需具备木工除尘条件，洛舍镇、钟管镇均可。'),
  },
  {
    title: '恒达新材料求租临时仓库 1000㎡（草稿）',
    companyName: '德清县恒达新材料有限公司', industry: '新材料', demandArea: 1000, dealType: '1', budget: 12, streetCode: T.武康街道,
    contactName: '张伟', contactPhone: '13857201001', status: '0', created: '2026-11-19', viewCount: 0, owner: 'qy',
    description: p('二期竣工前过渡使用。'),
  },
  {
    title: '求租厂房转租',
    companyName: '德清县某贸易有限公司', industry: '批发零售', demandArea: 5000, dealType: '1', budget: 5, streetCode: T.新安镇,
    contactName: '王刚', contactPhone: '13900572345', status: '3', created: '2026-10-26', reviewOpinion: '需求内容涉及厂房转租牟利，不予发布', viewCount: 0, owner: 'yyf',
    description: p('求租大面积厂房后分割转租。'),
  },
];
