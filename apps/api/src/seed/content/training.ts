/**
 * Demo content of training and publicity (seeds 000 §2 propaganda pages; seeds 001 §4 training status
 * codes): three plans of 德清县 for 2025–2026 and 24 activities — 20 the portal shows, in every public
 * status (4 已结束, 5 已延期, 6 待报名, 7 报名中, 8 待举办, 9 举办中, 10 待评价), and four it must not
 * (2 未发布, 11 审核驳回, 12 已取消, 13 待审核).
 *
 * Activity times are given in days relative to the day the demo is seeded (China time), so that the
 * statuses the clock derives from them stay the ones named here for the demo's first weeks; plan dates
 * are fixed. Names, units and people are fictional; places are real places of the county.
 */
import type { TrainActivityType, TrainApplyTarget, TrainStatus } from '@qifu/training-rules';
import type { StoredTrainUnit } from '../../db/schema';

/** A demo training plan. */
export interface DemoTrainPlan {
  key: string;
  planName: string;
  planYear: number;
  startTime: string;
  endTime: string;
  planContent: string;
  units: StoredTrainUnit[];
  /** Name of the organising demo office. */
  officeName: string;
}

/** A day relative to the seed day (China time) and a time of day `HH:mm`. */
export type RelativeTime = readonly [days: number, time: string];

/**
 * How the activity stands: `published` = reviewed and passed (the clock gives 4–10 from the times),
 * or a stored status the clock does not derive (2, 5, 11, 12, 13).
 */
export type DemoActivityState = 'published' | Extract<TrainStatus, '2' | '5' | '11' | '12' | '13'>;

/** A demo activity. */
export interface DemoTrainActivity {
  key: string;
  /** Key of its plan, if any. */
  plan?: string;
  activityName: string;
  activityType: TrainActivityType;
  activityAddress: string;
  streetCode?: string;
  applyStart: RelativeTime;
  applyEnd: RelativeTime;
  holdStart: RelativeTime;
  holdEnd: RelativeTime;
  /** People; 0 = unlimited. */
  applyLimit: number;
  applyTarget: TrainApplyTarget;
  contactName: string;
  contactPhone: string;
  units: StoredTrainUnit[];
  officeName: string;
  /** The body: introduction paragraph, agenda items, audience. */
  intro: string;
  agenda: string[];
  audience: string;
  state: DemoActivityState;
  examineOpinion?: string;
  postponeReason?: string;
  cancelReason?: string;
  /**
   * Registrations taken outside the portal (on site, by phone) from the demo enterprises 2, 3 … in
   * order: people per registration. Their sum plus the demo accounts' registrations is 已报名人数.
   */
  offline: number[];
}

const JXJ: StoredTrainUnit = { unitName: '德清县经济和信息化局', unitAbbre: '县经信局', unitContact: '王强', unitPhone: '0572-8888001', unitType: '1' };
const QYFW: StoredTrainUnit = { unitName: '德清县企业综合服务中心', unitAbbre: '企服中心', unitContact: '李娜', unitPhone: '0572-12345', unitType: '2' };
const ZXQY: StoredTrainUnit = { unitName: '德清县中小企业发展服务中心', unitAbbre: '中小企业服务中心', unitContact: '沈磊', unitPhone: '0572-8888011', unitType: '2' };
const YJJ: StoredTrainUnit = { unitName: '德清县应急管理局', unitAbbre: '县应急局', unitContact: '徐建华', unitPhone: '0572-8888020', unitType: '1' };
const XFJY: StoredTrainUnit = { unitName: '德清县消防救援大队', unitAbbre: '消防大队', unitContact: '钱峰', unitPhone: '0572-8888119', unitType: '3' };
const KJJ: StoredTrainUnit = { unitName: '德清县科学技术局', unitAbbre: '县科技局', unitContact: '许燕', unitPhone: '0572-8888002', unitType: '1' };
const SWJ: StoredTrainUnit = { unitName: '德清县商务局', unitAbbre: '县商务局', unitContact: '潘丽', unitPhone: '0572-8888005', unitType: '1' };
const RSJ: StoredTrainUnit = { unitName: '德清县人力资源和社会保障局', unitAbbre: '县人社局', unitContact: '吴敏', unitPhone: '0572-8888003', unitType: '1' };
const CZJ: StoredTrainUnit = { unitName: '德清县财政局', unitAbbre: '县财政局', unitContact: '姚伟', unitPhone: '0572-8888004', unitType: '3' };
const MEDIA: StoredTrainUnit = { unitName: '德清县融媒体中心', unitAbbre: '县融媒体中心', unitContact: '章婷', unitPhone: '0572-8888030', unitType: '4' };
const TELECOM: StoredTrainUnit = { unitName: '中国电信德清分公司', unitAbbre: '德清电信', unitContact: '陆斌', unitPhone: '0572-8888040', unitType: '5' };

/** Three plans (2025 safety publicity, 2026 digital transformation, 2026 specialised SMEs). */
export const demoTrainPlans: readonly DemoTrainPlan[] = [
  {
    key: 'safety-2025',
    planName: '2025年度安全生产宣传教育培训计划',
    planYear: 2025,
    startTime: '2025-03-01',
    endTime: '2025-12-31',
    planContent:
      '<p>围绕“人人讲安全、个个会应急”主题，全年在全县规上工业企业和小微园区开展安全生产宣传教育，重点覆盖危化品使用、有限空间作业、消防安全和应急疏散。</p><ul><li>安全生产月集中宣讲 1 场</li><li>消防安全与应急疏散培训 2 期</li><li>危化品企业专题培训 1 期</li></ul>',
    units: [YJJ, QYFW, XFJY],
    officeName: '德清县企业综合服务中心',
  },
  {
    key: 'digital-2026',
    planName: '2026年度中小企业数字化转型培训计划',
    planYear: 2026,
    startTime: '2026-01-01',
    endTime: '2026-12-31',
    planContent:
      '<p>落实全省中小企业数字化改造专项行动，全年计划开展数字化转型专题培训 4 期、诊断培训 2 期、供需对接沙龙 2 场，覆盖规上工业企业 400 家次以上。</p><h3>重点内容</h3><ul><li>“小快轻准”数字化产品应用</li><li>工业互联网平台与设备上云</li><li>数据安全与网络安全合规</li></ul>',
    units: [JXJ, ZXQY, TELECOM],
    officeName: '德清县经济和信息化局',
  },
  {
    key: 'srdi-2026',
    planName: '2026年度专精特新企业培育辅导计划',
    planYear: 2026,
    startTime: '2026-03-01',
    endTime: '2026-12-31',
    planContent:
      '<p>建立“创新型中小企业—专精特新中小企业—专精特新‘小巨人’”梯度培育库，分层开展政策解读、申报辅导和一对一诊断服务。</p><ul><li>申报政策解读会 2 场</li><li>申报实务辅导班 1 期</li><li>申报材料辅导沙龙 1 场</li></ul>',
    units: [JXJ, QYFW],
    officeName: '德清县经济和信息化局',
  },
];

/** 24 activities: 20 public (every public status) and 4 that the portal must not show. */
export const demoTrainActivities: readonly DemoTrainActivity[] = [
  // ---- 4 已结束 ----
  {
    key: 'safety-month-2025',
    plan: 'safety-2025',
    activityName: '2025年安全生产月“安全生产大讲堂”专题宣讲',
    activityType: '2',
    activityAddress: '德清县行政中心 1 号楼 2 楼大会议室',
    streetCode: '330521002',
    applyStart: [-540, '09:00'],
    applyEnd: [-525, '17:00'],
    holdStart: [-522, '14:00'],
    holdEnd: [-522, '16:30'],
    applyLimit: 300,
    applyTarget: '1',
    contactName: '徐建华',
    contactPhone: '0572-8888020',
    units: [YJJ, QYFW, MEDIA],
    officeName: '德清县企业综合服务中心',
    intro: '以“人人讲安全、个个会应急——畅通生命通道”为主题，邀请省应急管理专家解读新《安全生产法》企业主体责任条款，并通报近期典型事故案例。',
    agenda: ['新《安全生产法》企业主体责任解读', '典型生产安全事故案例警示', '企业安全生产标准化建设要点', '现场答疑'],
    audience: '全县规上工业企业主要负责人、安全管理人员。',
    state: 'published',
    offline: [3, 2, 2, 1, 2, 3],
  },
  {
    key: 'fire-2025',
    plan: 'safety-2025',
    activityName: '2025年度企业消防安全与应急疏散培训',
    activityType: '1',
    activityAddress: '德清县消防救援大队培训基地',
    streetCode: '330521001',
    applyStart: [-480, '09:00'],
    applyEnd: [-468, '17:00'],
    holdStart: [-465, '09:00'],
    holdEnd: [-465, '16:00'],
    applyLimit: 120,
    applyTarget: '1',
    contactName: '钱峰',
    contactPhone: '0572-8888119',
    units: [YJJ, XFJY, QYFW],
    officeName: '德清县企业综合服务中心',
    intro: '面向企业消防安全管理人和微型消防站队员，讲授火灾风险辨识、初期火灾扑救和人员疏散组织，并进行灭火器、消火栓实操演练。',
    agenda: ['企业火灾风险辨识与隐患自查', '初期火灾扑救实操', '应急疏散预案编制与演练组织', '考核与颁发培训证明'],
    audience: '企业消防安全管理人、微型消防站队员。',
    state: 'published',
    offline: [2, 2, 1, 3, 2],
  },
  {
    key: 'digital-salon-1',
    plan: 'digital-2026',
    activityName: '数字化改造“小快轻准”产品供需对接沙龙',
    activityType: '3',
    activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
    streetCode: '330521004',
    applyStart: [-262, '09:00'],
    applyEnd: [-252, '17:00'],
    holdStart: [-250, '14:00'],
    holdEnd: [-250, '17:00'],
    applyLimit: 80,
    applyTarget: '1',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY, TELECOM],
    officeName: '德清县经济和信息化局',
    intro: '组织 12 家数字化服务商现场展示轻量化、低成本的生产管理、设备联网和能耗监测产品，企业可与服务商一对一洽谈。',
    agenda: ['服务商产品路演', '已改造企业经验分享', '一对一供需洽谈'],
    audience: '有数字化改造意向的规上工业企业负责人、信息化负责人。',
    state: 'published',
    offline: [2, 1, 2, 2],
  },
  {
    key: 'srdi-policy-1',
    plan: 'srdi-2026',
    activityName: '“专精特新”企业申报政策解读会（第一期）',
    activityType: '2',
    activityAddress: '德清县企业综合服务中心 5 楼多功能厅',
    streetCode: '330521002',
    applyStart: [-232, '09:00'],
    applyEnd: [-222, '17:00'],
    holdStart: [-220, '09:30'],
    holdEnd: [-220, '11:30'],
    applyLimit: 150,
    applyTarget: '1',
    contactName: '李娜',
    contactPhone: '0572-12345',
    units: [JXJ, QYFW],
    officeName: '德清县经济和信息化局',
    intro: '解读省级专精特新中小企业认定标准、评分细则和 2026 年申报时间安排，介绍县级配套奖励政策。',
    agenda: ['专精特新中小企业认定标准解读', '评分指标与常见失分点', '县级奖励政策介绍', '答疑交流'],
    audience: '创新型中小企业及拟申报专精特新的企业。',
    state: 'published',
    offline: [2, 2, 1, 2, 1, 2],
  },
  {
    key: 'digital-diagnosis-1',
    plan: 'digital-2026',
    activityName: '工业企业数字化转型诊断培训班（第一期）',
    activityType: '1',
    activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
    streetCode: '330521004',
    applyStart: [-195, '09:00'],
    applyEnd: [-183, '17:00'],
    holdStart: [-180, '09:00'],
    holdEnd: [-179, '16:30'],
    applyLimit: 60,
    applyTarget: '1',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY],
    officeName: '德清县经济和信息化局',
    intro: '两天集中培训，讲授数字化成熟度自评估方法，由诊断服务商带领学员完成本企业的诊断报告初稿。',
    agenda: ['数字化转型成熟度模型', '企业现状自评估', '改造路径与投资测算', '诊断报告编写实训'],
    audience: '规上工业企业信息化负责人、生产管理负责人。',
    state: 'published',
    offline: [2, 1, 2, 2, 1],
  },
  {
    key: 'safety-month-2026',
    activityName: '2026年安全生产月危化品企业专题培训',
    activityType: '1',
    activityAddress: '德清县行政中心 1 号楼 2 楼大会议室',
    streetCode: '330521002',
    applyStart: [-178, '09:00'],
    applyEnd: [-168, '17:00'],
    holdStart: [-165, '09:00'],
    holdEnd: [-165, '16:00'],
    applyLimit: 100,
    applyTarget: '1',
    contactName: '徐建华',
    contactPhone: '0572-8888020',
    units: [YJJ, QYFW, XFJY],
    officeName: '德清县企业综合服务中心',
    intro: '针对使用、储存危险化学品的企业，讲解重大危险源辨识、特殊作业管理和应急处置，并组织泄漏处置桌面推演。',
    agenda: ['危化品重大危险源辨识与管控', '动火、受限空间等特殊作业管理', '泄漏事故应急处置桌面推演'],
    audience: '涉危化品企业主要负责人、安全管理人员。',
    state: 'published',
    offline: [2, 2, 3, 1],
  },
  {
    key: 'mu-jun-2026',
    activityName: '德清县“亩均论英雄”改革政策宣讲会',
    activityType: '2',
    activityAddress: '新市镇人民政府 3 楼会议室',
    streetCode: '330521102',
    applyStart: [-135, '09:00'],
    applyEnd: [-123, '17:00'],
    holdStart: [-120, '14:00'],
    holdEnd: [-120, '16:00'],
    applyLimit: 0,
    applyTarget: '1',
    contactName: '王强',
    contactPhone: '0572-8888001',
    units: [JXJ, { ...QYFW, unitType: '3' }],
    officeName: '德清县经济和信息化局',
    intro: '宣讲 2026 年工业企业亩均效益综合评价办法、分类结果运用和资源要素差别化配置政策。',
    agenda: ['亩均效益综合评价办法解读', '评价结果运用与差别化政策', '低效企业提升路径'],
    audience: '新市镇及周边乡镇工业企业负责人。',
    state: 'published',
    offline: [1, 2, 1, 1, 2],
  },
  {
    key: 'data-security-2026',
    plan: 'digital-2026',
    activityName: '企业数据安全与网络安全合规培训',
    activityType: '1',
    activityAddress: '线上（钉钉直播）',
    applyStart: [-75, '09:00'],
    applyEnd: [-62, '17:00'],
    holdStart: [-60, '14:00'],
    holdEnd: [-60, '16:30'],
    applyLimit: 0,
    applyTarget: '3',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY, TELECOM],
    officeName: '德清县经济和信息化局',
    intro: '线上直播讲解《数据安全法》《个人信息保护法》对企业的合规要求，以及勒索病毒防范和工控系统安全防护。',
    agenda: ['数据分类分级与合规义务', '勒索病毒典型案例与防范', '工业控制系统安全防护要点'],
    audience: '企业信息化负责人、网络管理员及关注数据安全的个人。',
    state: 'published',
    offline: [1, 1, 2],
  },
  // ---- 10 待评价 ----
  {
    key: 'srdi-salon',
    plan: 'srdi-2026',
    activityName: '专精特新“小巨人”申报材料辅导沙龙',
    activityType: '3',
    activityAddress: '德清县企业综合服务中心 5 楼多功能厅',
    streetCode: '330521002',
    applyStart: [-16, '09:00'],
    applyEnd: [-6, '17:00'],
    holdStart: [-3, '14:00'],
    holdEnd: [-3, '17:00'],
    applyLimit: 40,
    applyTarget: '3',
    contactName: '李娜',
    contactPhone: '0572-12345',
    units: [JXJ, QYFW],
    officeName: '德清县经济和信息化局',
    intro: '围坐式沙龙，由已获评国家级专精特新“小巨人”的企业分享申报经验，辅导专家逐项点评企业申报材料。',
    agenda: ['“小巨人”企业申报经验分享', '申报材料逐项点评', '自由交流'],
    audience: '已获评省级专精特新、拟申报国家级“小巨人”的企业。',
    state: 'published',
    offline: [2, 1, 2],
  },
  // ---- 9 举办中 ----
  {
    key: 'digital-3',
    plan: 'digital-2026',
    activityName: '中小企业数字化转型专题培训班（第三期）',
    activityType: '1',
    activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
    streetCode: '330521004',
    applyStart: [-20, '09:00'],
    applyEnd: [-5, '17:00'],
    holdStart: [-1, '09:00'],
    holdEnd: [1, '17:00'],
    applyLimit: 100,
    applyTarget: '3',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY, TELECOM],
    officeName: '德清县经济和信息化局',
    intro: '为期三天的集中培训，邀请省级专家解读数字化改造政策，走访县内数字化车间标杆企业现场教学。',
    agenda: ['第一天：数字化改造政策与实践案例', '第二天：标杆企业数字化车间现场教学', '第三天：企业数字化改造方案研讨'],
    audience: '中小企业负责人、信息化负责人及对数字化转型感兴趣的个人。',
    state: 'published',
    offline: [3, 2, 2, 3, 2, 1, 2],
  },
  // ---- 8 待举办 ----
  {
    key: 'statistics-2026',
    activityName: '规上工业企业统计数据填报培训',
    activityType: '1',
    activityAddress: '德清县企业综合服务中心 5 楼多功能厅',
    streetCode: '330521002',
    applyStart: [-12, '09:00'],
    applyEnd: [-1, '17:00'],
    holdStart: [3, '09:30'],
    holdEnd: [3, '11:30'],
    applyLimit: 120,
    applyTarget: '1',
    contactName: '李娜',
    contactPhone: '0572-12345',
    units: [JXJ, QYFW],
    officeName: '德清县企业综合服务中心',
    intro: '讲解年报及定期统计报表填报口径、联网直报平台操作和常见差错，提高企业统计数据质量。',
    agenda: ['统计年报填报口径变化', '联网直报平台操作演示', '常见差错与审核要点'],
    audience: '规上工业企业统计人员。',
    state: 'published',
    offline: [1, 1, 1, 2, 1, 1],
  },
  // ---- 7 报名中 ----
  {
    key: 'policy-express-qianyuan',
    activityName: '2026年度惠企政策“直通车”宣讲会（乾元镇专场）',
    activityType: '2',
    activityAddress: '乾元镇人民政府 2 楼会议室',
    streetCode: '330521101',
    applyStart: [-5, '09:00'],
    applyEnd: [8, '17:00'],
    holdStart: [10, '14:00'],
    holdEnd: [10, '16:30'],
    applyLimit: 200,
    applyTarget: '3',
    contactName: '李娜',
    contactPhone: '0572-12345',
    units: [QYFW, { ...JXJ, unitType: '3' }, { ...CZJ }],
    officeName: '德清县企业综合服务中心',
    intro: '县企业综合服务中心联合经信、财政等部门走进乾元镇，集中宣讲 2026 年度惠企政策和政策超市、政策计算器的使用方法。',
    agenda: ['2026 年度惠企政策汇编解读', '政策超市与政策计算器使用演示', '企业诉求现场受理'],
    audience: '乾元镇辖区企业负责人、财务人员及个体工商户。',
    state: 'published',
    offline: [2, 1, 3, 2],
  },
  {
    key: 'digital-4',
    plan: 'digital-2026',
    activityName: '中小企业数字化转型专题培训（第四期）',
    activityType: '1',
    activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
    streetCode: '330521004',
    applyStart: [-3, '09:00'],
    applyEnd: [12, '17:00'],
    holdStart: [15, '09:00'],
    holdEnd: [15, '16:30'],
    applyLimit: 100,
    applyTarget: '3',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY, TELECOM],
    officeName: '德清县经济和信息化局',
    intro: '第四期聚焦“设备上云”和“工业互联网平台应用”，结合县内纺织、装备制造企业案例讲解改造步骤和投入产出测算。',
    agenda: ['设备联网与数据采集方案', '工业互联网平台选型', '纺织、装备制造企业改造案例', '改造补助政策申报指引'],
    audience: '中小企业负责人、信息化负责人及对数字化转型感兴趣的个人。',
    state: 'published',
    offline: [2, 2, 3, 1, 2],
  },
  {
    key: 'srdi-practice',
    plan: 'srdi-2026',
    activityName: '专精特新企业申报实务辅导班',
    activityType: '1',
    activityAddress: '德清县企业综合服务中心 5 楼多功能厅',
    streetCode: '330521002',
    applyStart: [-2, '09:00'],
    applyEnd: [10, '17:00'],
    holdStart: [14, '09:00'],
    holdEnd: [14, '16:00'],
    applyLimit: 60,
    applyTarget: '1',
    contactName: '李娜',
    contactPhone: '0572-12345',
    units: [JXJ, QYFW],
    officeName: '德清县经济和信息化局',
    intro: '手把手辅导企业梳理主导产品、研发投入和知识产权材料，现场演示申报系统填报。仅限企业报名。',
    agenda: ['主导产品与细分市场占有率材料准备', '研发投入与知识产权佐证材料', '申报系统填报演示'],
    audience: '拟申报专精特新中小企业的企业申报联系人。',
    state: 'published',
    offline: [2, 1, 2, 2],
  },
  {
    key: 'winter-safety',
    activityName: '冬季安全生产与消防安全知识宣传进企业',
    activityType: '2',
    activityAddress: '阜溪街道长虹中街企业服务驿站',
    streetCode: '330521003',
    applyStart: [-4, '09:00'],
    applyEnd: [6, '17:00'],
    holdStart: [9, '14:00'],
    holdEnd: [9, '16:00'],
    applyLimit: 0,
    applyTarget: '3',
    contactName: '徐建华',
    contactPhone: '0572-8888020',
    units: [YJJ, XFJY, QYFW],
    officeName: '德清县企业综合服务中心',
    intro: '冬季是火灾和用电事故高发期，宣讲队走进阜溪街道，讲解冬季用电、用气和防寒防冻安全知识，发放宣传手册。',
    agenda: ['冬季用电用气安全', '电动自行车充电安全', '防寒防冻与雨雪冰冻天气应对'],
    audience: '阜溪街道辖区企业员工及居民。',
    state: 'published',
    offline: [3, 2, 4],
  },
  {
    key: 'iiot-salon',
    plan: 'digital-2026',
    activityName: '“智造德清”工业互联网应用交流沙龙',
    activityType: '3',
    activityAddress: '德清县科技新城创新大厦 1 楼路演厅',
    streetCode: '330521004',
    applyStart: [-1, '09:00'],
    applyEnd: [7, '17:00'],
    holdStart: [9, '14:00'],
    holdEnd: [9, '17:00'],
    applyLimit: 30,
    applyTarget: '1',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY, TELECOM],
    officeName: '德清县经济和信息化局',
    intro: '小范围交流沙龙，名额 30 人，已报满。邀请县内工业互联网平台服务商与应用企业围绕设备联网、能耗管理开展交流。',
    agenda: ['工业互联网平台应用案例分享', '能耗管理与降本增效交流', '自由交流'],
    audience: '规上工业企业信息化负责人。',
    state: 'published',
    offline: [4, 4, 4, 3, 3, 4, 4, 4],
  },
  {
    key: 'startup-loan',
    activityName: '个人创业担保贷款政策宣讲会',
    activityType: '2',
    activityAddress: '德清县人力资源市场 2 楼培训室',
    streetCode: '330521001',
    applyStart: [-2, '09:00'],
    applyEnd: [9, '17:00'],
    holdStart: [11, '09:30'],
    holdEnd: [11, '11:30'],
    applyLimit: 80,
    applyTarget: '2',
    contactName: '吴敏',
    contactPhone: '0572-8888003',
    units: [RSJ, { ...QYFW, unitType: '2' }],
    officeName: '德清县人力资源和社会保障局',
    intro: '面向有创业意向的个人，讲解创业担保贷款申请条件、额度、贴息政策和办理流程。仅限个人报名。',
    agenda: ['创业担保贷款申请条件与额度', '贴息政策与办理流程', '创业补贴政策介绍'],
    audience: '有创业意向的城乡劳动者、高校毕业生、退役军人等个人。',
    state: 'published',
    offline: [],
  },
  // ---- 6 待报名 ----
  {
    key: 'rd-deduction-2027',
    activityName: '2027年度企业研发费用加计扣除政策解读会',
    activityType: '2',
    activityAddress: '德清县行政中心 1 号楼 2 楼大会议室',
    streetCode: '330521002',
    applyStart: [5, '09:00'],
    applyEnd: [20, '17:00'],
    holdStart: [25, '14:00'],
    holdEnd: [25, '16:30'],
    applyLimit: 200,
    applyTarget: '1',
    contactName: '许燕',
    contactPhone: '0572-8888002',
    units: [KJJ, { ...CZJ }, QYFW],
    officeName: '德清县科学技术局',
    intro: '解读研发费用加计扣除政策口径、辅助账设置和年度汇算清缴申报要点。',
    agenda: ['研发费用归集口径', '研发辅助账设置', '汇算清缴申报要点与风险提示'],
    audience: '企业财务负责人、研发管理人员。',
    state: 'published',
    offline: [],
  },
  {
    key: 'geo-talent-salon',
    activityName: '“德清地信小镇”地理信息产业人才交流沙龙',
    activityType: '3',
    activityAddress: '舞阳街道地理信息小镇会客厅',
    streetCode: '330521002',
    applyStart: [3, '09:00'],
    applyEnd: [14, '17:00'],
    holdStart: [18, '14:00'],
    holdEnd: [18, '17:00'],
    applyLimit: 60,
    applyTarget: '3',
    contactName: '许燕',
    contactPhone: '0572-8888002',
    units: [KJJ, RSJ, MEDIA],
    officeName: '德清县科学技术局',
    intro: '地理信息企业技术负责人与青年人才面对面，交流遥感、时空大数据方向的技术趋势和人才需求。',
    agenda: ['地理信息产业技术趋势分享', '企业人才需求发布', '自由交流'],
    audience: '地理信息企业及相关专业的求职者、青年人才。',
    state: 'published',
    offline: [],
  },
  // ---- 5 已延期 ----
  {
    key: 'green-factory',
    activityName: '绿色低碳工厂创建培训会',
    activityType: '1',
    activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
    streetCode: '330521004',
    applyStart: [-15, '09:00'],
    applyEnd: [-5, '17:00'],
    holdStart: [20, '09:00'],
    holdEnd: [20, '16:00'],
    applyLimit: 80,
    applyTarget: '1',
    contactName: '王强',
    contactPhone: '0572-8888001',
    units: [JXJ, ZXQY],
    officeName: '德清县经济和信息化局',
    intro: '讲解绿色工厂评价要求、碳排放核算方法和节能降碳改造政策。原定时间因主讲专家行程调整延期举办，已报名企业无需重新报名。',
    agenda: ['绿色工厂评价通则解读', '企业碳排放核算方法', '节能降碳改造政策与案例'],
    audience: '规上工业企业能源管理、环保负责人。',
    state: '5',
    postponeReason: '主讲专家行程调整，活动延期举办，已报名企业无需重新报名。',
    offline: [2, 1, 2],
  },
  // ---- not public ----
  {
    key: 'digital-project-2027',
    activityName: '2027年第一季度数字化改造项目申报培训',
    activityType: '1',
    activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
    streetCode: '330521004',
    applyStart: [40, '09:00'],
    applyEnd: [50, '17:00'],
    holdStart: [55, '09:00'],
    holdEnd: [55, '16:00'],
    applyLimit: 100,
    applyTarget: '1',
    contactName: '沈磊',
    contactPhone: '0572-8888011',
    units: [JXJ, ZXQY],
    officeName: '德清县经济和信息化局',
    intro: '草稿：讲解 2027 年第一季度数字化改造项目申报条件和材料要求。',
    agenda: ['申报条件', '材料要求'],
    audience: '拟申报数字化改造项目的企业。',
    state: '2',
    offline: [],
  },
  {
    key: 'ip-brand',
    activityName: '企业知识产权保护与商标品牌培训',
    activityType: '1',
    activityAddress: '德清县市场监督管理局 4 楼会议室',
    streetCode: '330521001',
    applyStart: [10, '09:00'],
    applyEnd: [20, '17:00'],
    holdStart: [24, '09:30'],
    holdEnd: [24, '11:30'],
    applyLimit: 80,
    applyTarget: '1',
    contactName: '李娜',
    contactPhone: '0572-12345',
    units: [QYFW],
    officeName: '德清县企业综合服务中心',
    intro: '讲解专利布局、商标注册与品牌保护，以及知识产权侵权纠纷的应对。',
    agenda: ['专利布局', '商标注册与品牌保护', '侵权纠纷应对'],
    audience: '企业知识产权管理人员。',
    state: '13',
    offline: [],
  },
  {
    key: 'export-rebate',
    activityName: '外贸企业出口退税政策宣讲会',
    activityType: '2',
    activityAddress: '待定',
    applyStart: [6, '09:00'],
    applyEnd: [16, '17:00'],
    holdStart: [21, '14:00'],
    holdEnd: [21, '16:00'],
    applyLimit: 100,
    applyTarget: '1',
    contactName: '潘丽',
    contactPhone: '0572-8888005',
    units: [SWJ],
    officeName: '德清县商务局',
    intro: '解读出口退税政策与申报流程。',
    agenda: ['出口退税政策', '申报流程'],
    audience: '外贸企业财务人员。',
    state: '11',
    examineOpinion: '活动地点请写明具体会议室，并补充承办单位联系人。',
    offline: [],
  },
  {
    key: 'cross-border',
    activityName: '跨境电商运营实务培训',
    activityType: '1',
    activityAddress: '德清县电子商务产业园 2 楼培训室',
    streetCode: '330521001',
    applyStart: [-8, '09:00'],
    applyEnd: [4, '17:00'],
    holdStart: [7, '09:00'],
    holdEnd: [7, '16:00'],
    applyLimit: 60,
    applyTarget: '3',
    contactName: '潘丽',
    contactPhone: '0572-8888005',
    units: [SWJ, QYFW],
    officeName: '德清县商务局',
    intro: '讲解跨境电商平台选择、店铺运营和海外仓物流。',
    agenda: ['平台选择', '店铺运营', '海外仓物流'],
    audience: '外贸企业、电商从业人员。',
    state: '12',
    cancelReason: '因授课讲师临时无法到场且暂无替代安排，本次培训取消，后续另行通知。',
    offline: [1, 2],
  },
];

/** A registration of a demo account. */
export interface DemoAccountApply {
  /** Activity key. */
  activity: string;
  /** Demo account (qy registers for its enterprise, gr for themself). */
  account: 'qy' | 'gr';
  applyNum: number;
  remark?: string;
  /** '2' = cancelled by the registrant. */
  applyStatus?: '1' | '2';
  signedIn?: boolean;
  evaluate?: { score: number; content: string };
}

/**
 * What the demo accounts registered for: qy (enterprise) and gr (individual) each hold registrations in
 * 7, 8, 9, 10 and 4, one of them evaluated, and one cancelled registration each. gr has not registered
 * for 中小企业数字化转型专题培训（第四期） (open to both), which the end-to-end test registers for.
 */
export const demoAccountApplies: readonly DemoAccountApply[] = [
  { activity: 'policy-express-qianyuan', account: 'qy', applyNum: 2, remark: '财务负责人一同参加' },
  { activity: 'srdi-practice', account: 'qy', applyNum: 1 },
  { activity: 'statistics-2026', account: 'qy', applyNum: 1 },
  { activity: 'digital-3', account: 'qy', applyNum: 2, signedIn: true },
  { activity: 'srdi-salon', account: 'qy', applyNum: 1, signedIn: true },
  { activity: 'green-factory', account: 'qy', applyNum: 2 },
  {
    activity: 'srdi-policy-1',
    account: 'qy',
    applyNum: 2,
    signedIn: true,
    evaluate: { score: 5, content: '评分细则讲得很透，对照失分点梳理了我们的材料。' },
  },
  { activity: 'digital-diagnosis-1', account: 'qy', applyNum: 1, signedIn: true },
  { activity: 'digital-4', account: 'qy', applyNum: 1, applyStatus: '2' },
  { activity: 'startup-loan', account: 'gr', applyNum: 1 },
  { activity: 'winter-safety', account: 'gr', applyNum: 1, applyStatus: '2' },
  { activity: 'policy-express-qianyuan', account: 'gr', applyNum: 1 },
  { activity: 'srdi-salon', account: 'gr', applyNum: 1, signedIn: true },
  {
    activity: 'data-security-2026',
    account: 'gr',
    applyNum: 1,
    signedIn: true,
    evaluate: { score: 4, content: '案例很实用，希望以后多安排线上课程。' },
  },
];

/** Evaluation texts of the offline registrants of ended activities (score, text), used in turn. */
export const demoEvaluations: readonly (readonly [number, string])[] = [
  [5, '内容紧贴企业实际，讲解清楚。'],
  [4, '收获很大，建议增加互动答疑时间。'],
  [5, '案例丰富，回去就能用。'],
  [4, '组织有序，资料齐全。'],
  [3, '内容较多，时间略紧。'],
];

/** Builds an activity's body HTML (sanitized again by the seeder like any saved rich text). */
export function activityContentHtml(a: Pick<DemoTrainActivity, 'intro' | 'agenda' | 'audience'>): string {
  return [
    '<h3>活动简介</h3>',
    `<p>${a.intro}</p>`,
    '<h3>活动安排</h3>',
    `<ol>${a.agenda.map((item) => `<li>${item}</li>`).join('')}</ol>`,
    '<h3>参加对象</h3>',
    `<p>${a.audience}</p>`,
  ].join('');
}
