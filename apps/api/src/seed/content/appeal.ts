/**
 * Demo content of enterprise appeals (诉求服务; seeds 000 §2 `/page/appeal`, seeds 001 §3 "appeal class, appeal
 * source and dealOffice", §7 appeal/*), written by `seedAppealDemo` (`../appeal.ts`).
 *
 * - {@link DEMO_APPEAL_TYPES}: the two-level class tree (政策咨询, 要素保障, 融资需求, 用工需求, 审批服务, 基础设施, 其他),
 *   one leaf disabled (停用 classes are hidden from the form);
 * - {@link DEMO_APPEAL_SOURCES}: sources in every channel; {@link DEMO_DEAL_OFFICES}: dealing offices linked to the
 *   demo offices (`content/offices.ts`; 德清县经济和信息化局 is the `dept` account's office);
 * - {@link DEMO_DEAL_DURATIONS}: working days per class (others use the default 15);
 * - {@link DEMO_APPEALS}: 13 appeals of the `qy` company (德清县恒达新材料有限公司, index 0) — two pages of 我的诉求 — in
 *   every status (1 ×2, 2 ×3 of which one overdue, 3, 4, 5 ×3, 6 ×2, 7), plus 7 of other companies, one registered by
 *   the call centre from the 12345 hotline. Each appeal's status is the result of replaying its `steps` through the
 *   state table (`@qifu/appeal-rules`); every step becomes a log row (the progress timeline). Times are
 *   relative to the seeding time (`ago`: days and hours before it), so deadlines and 超期 stay meaningful;
 * - {@link DEMO_COMMON_APPS}: the application tiles of /page/appeal.
 */

/** A class: top level with children, codes unique. */
export interface DemoAppealType {
  typeName: string;
  typeCode: string;
  remark?: string;
  enableFlag?: boolean;
  children?: DemoAppealType[];
}

export const DEMO_APPEAL_TYPES: DemoAppealType[] = [
  {
    typeName: '政策咨询',
    typeCode: '01',
    remark: '惠企政策解读、申报条件和兑现进度咨询',
    children: [
      { typeName: '产业扶持政策', typeCode: '0101' },
      { typeName: '人才政策', typeCode: '0102' },
      { typeName: '税费优惠政策', typeCode: '0103' },
      { typeName: '外贸政策', typeCode: '0104', enableFlag: false, remark: '已并入产业扶持政策' },
    ],
  },
  {
    typeName: '要素保障',
    typeCode: '02',
    remark: '用地、用能、厂房等生产要素',
    children: [
      { typeName: '用地', typeCode: '0201', remark: '用地指标、供地进度' },
      { typeName: '用能（水电气）', typeCode: '0202' },
      { typeName: '厂房', typeCode: '0203' },
    ],
  },
  {
    typeName: '融资需求',
    typeCode: '03',
    children: [
      { typeName: '银行贷款', typeCode: '0301' },
      { typeName: '担保增信', typeCode: '0302' },
      { typeName: '股权融资', typeCode: '0303' },
    ],
  },
  {
    typeName: '用工需求',
    typeCode: '04',
    children: [
      { typeName: '招工用工', typeCode: '0401' },
      { typeName: '人才引进', typeCode: '0402' },
      { typeName: '职业技能培训', typeCode: '0403' },
    ],
  },
  {
    typeName: '审批服务',
    typeCode: '05',
    children: [
      { typeName: '项目审批', typeCode: '0501' },
      { typeName: '证照办理', typeCode: '0502' },
      { typeName: '竣工验收', typeCode: '0503' },
    ],
  },
  {
    typeName: '基础设施',
    typeCode: '06',
    children: [
      { typeName: '道路交通', typeCode: '0601' },
      { typeName: '管网配套', typeCode: '0602' },
    ],
  },
  { typeName: '其他', typeCode: '09', children: [{ typeName: '其他诉求', typeCode: '0901' }] },
];

/** A configured source. */
export interface DemoAppealSource {
  sourceType: '1' | '2' | '3' | '4' | '9';
  sourceValueName: string;
  enableFlag?: boolean;
}

/** The first of channel 1 is where the enterprise's own submissions are recorded. */
export const DEMO_APPEAL_SOURCES: DemoAppealSource[] = [
  { sourceType: '1', sourceValueName: '企业服务平台' },
  { sourceType: '1', sourceValueName: '浙里办' },
  { sourceType: '2', sourceValueName: '12345政务服务热线' },
  { sourceType: '3', sourceValueName: '助企服务员走访' },
  { sourceType: '3', sourceValueName: '部门走访' },
  { sourceType: '4', sourceValueName: '企呼我应平台' },
  { sourceType: '9', sourceValueName: '来信来函' },
  { sourceType: '9', sourceValueName: '政企恳谈会', enableFlag: false },
];

/** A dealing office: the demo office of the same name is linked (`officeId`). */
export interface DemoDealOffice {
  dealOfficeName: string;
  contactName: string;
  contactPhone: string;
}

export const DEMO_DEAL_OFFICES: DemoDealOffice[] = [
  { dealOfficeName: '德清县经济和信息化局', contactName: '王强', contactPhone: '13857208006' },
  { dealOfficeName: '德清县自然资源和规划局', contactName: '沈建明', contactPhone: '13957200002' },
  { dealOfficeName: '德清县发展和改革局', contactName: '姚丽华', contactPhone: '13957200011' },
  { dealOfficeName: '德清县人力资源和社会保障局', contactName: '钱卫东', contactPhone: '13957200012' },
  { dealOfficeName: '德清县金融工作服务中心', contactName: '吴晓红', contactPhone: '13957200013' },
  { dealOfficeName: '德清县市场监督管理局', contactName: '蒋海峰', contactPhone: '13957200014' },
  { dealOfficeName: '德清县科学技术局', contactName: '许燕', contactPhone: '13957200015' },
  { dealOfficeName: '德清县商务局', contactName: '朱丽娟', contactPhone: '13957200016' },
  { dealOfficeName: '武康街道', contactName: '潘志刚', contactPhone: '13957200017' },
  { dealOfficeName: '新市镇', contactName: '邱红梅', contactPhone: '13957200018' },
  { dealOfficeName: '德清县企业综合服务中心', contactName: '方晓燕', contactPhone: '13957200019' },
];

/** Working days (and warning days) per class. */
export const DEMO_DEAL_DURATIONS: Array<{ appealClass: string; dealDays: number; warnDays: number }> = [
  { appealClass: '0101', dealDays: 5, warnDays: 1 },
  { appealClass: '0102', dealDays: 5, warnDays: 1 },
  { appealClass: '0103', dealDays: 5, warnDays: 1 },
  { appealClass: '0201', dealDays: 20, warnDays: 3 },
  { appealClass: '0202', dealDays: 10, warnDays: 2 },
  { appealClass: '0301', dealDays: 10, warnDays: 2 },
  { appealClass: '0501', dealDays: 10, warnDays: 2 },
  { appealClass: '0601', dealDays: 10, warnDays: 2 },
];

/** A time before the seeding time. */
export interface Ago {
  d: number;
  h?: number;
}

/**
 * A workflow step. `by` is a demo account (user name) or, for staff of an office without a demo account, the dealing
 * office's contact person (`byOffice`). `office` is the dealing office a dispatch or transfer goes to.
 */
export type DemoAppealStep =
  | { action: 'updateDealOffice'; ago: Ago; by: string; office: string; opinion?: string }
  | { action: 'transfer'; ago: Ago; by?: string; office: string; opinion: string }
  | { action: 'deal'; ago: Ago; by?: string; opinion: string }
  | { action: 'back'; ago: Ago; by?: string; opinion: string }
  | { action: 'examinePass' | 'examineReject'; ago: Ago; by: string; opinion?: string }
  | { action: 'archive'; ago: Ago; by: string; opinion?: string }
  | { action: 'resubmit'; ago: Ago; content?: string };

/** A demo appeal. */
export interface DemoAppeal {
  /** Index into `demoCompanies`. */
  company: number;
  title: string;
  content: string;
  appealClass: string;
  /** A source name of {@link DEMO_APPEAL_SOURCES}. */
  source: string;
  contactName: string;
  contactPhone: string;
  serviceAreaType: '1' | '2' | '3';
  /** Submitted (or registered) at. */
  ago: Ago;
  /** Registered by staff (the user name, action `create`) instead of submitted by the enterprise. */
  createdBy?: string;
  steps: DemoAppealStep[];
}

const QY = { company: 0, contactName: '张伟', contactPhone: '13857201001', source: '企业服务平台' } as const;

export const DEMO_APPEALS: DemoAppeal[] = [
  // ——— the qy company (德清县恒达新材料有限公司), 13 appeals, every status ———
  {
    ...QY,
    title: '新建厂房用地指标申请进度咨询',
    content: '我公司计划在武康街道新建 2 万平方米智能化生产厂房，已于今年 9 月提交新增用地指标申请，目前尚无答复，请协调加快办理。',
    appealClass: '0201',
    serviceAreaType: '1',
    ago: { d: 9, h: 5 },
    steps: [{ action: 'updateDealOffice', ago: { d: 8, h: 2 }, by: 'gov', office: '德清县自然资源和规划局', opinion: '请自然资源和规划局核实用地指标安排情况并答复企业' }],
  },
  {
    ...QY,
    title: '年产5万吨改性材料项目用电增容',
    content: '新生产线预计明年一季度投产，需将厂区变压器容量由 2500kVA 增至 6300kVA，申请协调供电部门加快增容方案审批。',
    appealClass: '0202',
    serviceAreaType: '1',
    ago: { d: 12, h: 3 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 11, h: 6 }, by: 'gov', office: '德清县发展和改革局', opinion: '请发改局牵头协调' },
      { action: 'transfer', ago: { d: 9, h: 4 }, office: '德清县经济和信息化局', opinion: '电力增容属工业企业要素保障事项，转经信局协调供电公司办理' },
    ],
  },
  {
    ...QY,
    title: '技术改造贷款贴息政策解读',
    content: '我公司今年新购置自动化生产设备 650 万元，想了解技术改造项目贷款贴息的申报条件、贴息比例和申报时间。',
    appealClass: '0101',
    serviceAreaType: '1',
    ago: { d: 40, h: 6 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 40, h: 2 }, by: 'yyf', office: '德清县经济和信息化局' },
      {
        action: 'deal',
        ago: { d: 37, h: 5 },
        by: 'dept',
        opinion: '已电话联系企业张伟先生解读政策：设备投资 500 万元以上的技改项目可按实际贷款利息的 50% 给予贴息，单个企业最高 100 万元，申报时间为每年 3 月，届时请关注企业服务平台通知。',
      },
      { action: 'examinePass', ago: { d: 36, h: 3 }, by: 'gov', opinion: '答复清楚，同意办结' },
    ],
  },
  {
    ...QY,
    title: '高层次人才引进补贴申领咨询',
    content: '公司今年引进博士 2 名，想咨询高层次人才安家补贴和生活津贴的申领条件及所需材料。',
    appealClass: '0102',
    serviceAreaType: '1',
    ago: { d: 300, h: 4 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 299, h: 6 }, by: 'gov', office: '德清县人力资源和社会保障局' },
      { action: 'deal', ago: { d: 296, h: 2 }, opinion: '经核实，两名博士符合县级高层次人才认定条件，已指导企业通过“浙里办”提交认定申请，认定后可按规定申领安家补贴。' },
      { action: 'examinePass', ago: { d: 295, h: 5 }, by: 'gov' },
      { action: 'archive', ago: { d: 280, h: 3 }, by: 'yyf', opinion: '企业已确认满意' },
    ],
  },
  {
    ...QY,
    title: '流动资金贷款授信额度不足',
    content: '因原材料价格上涨，公司流动资金缺口约 1500 万元，现有授信额度已用满，希望协调银行增加授信。',
    appealClass: '0301',
    serviceAreaType: '1',
    ago: { d: 9, h: 2 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 8, h: 6 }, by: 'gov', office: '德清县金融工作服务中心' },
      { action: 'deal', ago: { d: 3, h: 4 }, opinion: '已组织 3 家合作银行上门对接，湖州银行德清支行拟新增授信 1000 万元，目前正在审批中。' },
    ],
  },
  {
    ...QY,
    title: '招聘一线操作工30名',
    content: '新生产线投产需招聘一线操作工 30 名，希望人社部门帮助对接招聘会和职业院校生源。',
    appealClass: '0401',
    serviceAreaType: '1',
    ago: { d: 1, h: 3 },
    steps: [],
  },
  {
    ...QY,
    title: '新建仓库规划许可办理进度',
    content: '公司在厂区内新建 3000 平方米仓库，建设工程规划许可证申请已提交一个月，请帮助了解办理进度。',
    appealClass: '0501',
    serviceAreaType: '1',
    ago: { d: 6, h: 5 },
    steps: [{ action: 'back', ago: { d: 5, h: 2 }, by: 'gov', opinion: '请补充项目备案文件及用地位置说明后重新提交' }],
  },
  {
    ...QY,
    title: '厂区门口道路破损请求修复',
    content: '志远北路厂区门口约 50 米路段路面破损严重，大货车通行困难，雨天积水，请求尽快修复。',
    appealClass: '0601',
    serviceAreaType: '1',
    ago: { d: 45, h: 4 },
    steps: [{ action: 'updateDealOffice', ago: { d: 44, h: 2 }, by: 'gov', office: '武康街道', opinion: '请武康街道尽快组织修复' }],
  },
  {
    ...QY,
    title: '出口退税办理时限咨询',
    content: '我公司出口业务增长较快，想了解出口退税正常办理时限以及能否适用容缺办理。',
    appealClass: '0103',
    serviceAreaType: '1',
    ago: { d: 360, h: 3 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 359, h: 5 }, by: 'yyf', office: '德清县商务局' },
      { action: 'deal', ago: { d: 357, h: 2 }, opinion: '一类、二类出口企业正常退税 3 个工作日内办结，已将企业纳入出口退税快速办理名单。' },
      { action: 'examinePass', ago: { d: 356, h: 4 }, by: 'yyf' },
      { action: 'archive', ago: { d: 340, h: 2 }, by: 'yyf' },
    ],
  },
  {
    ...QY,
    title: '申请参加职业技能等级认定培训',
    content: '公司有 40 名员工希望参加化工总控工职业技能等级认定培训，请协助安排培训机构和补贴申领。',
    appealClass: '0403',
    serviceAreaType: '1',
    ago: { d: 60, h: 5 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 59, h: 3 }, by: 'gov', office: '德清县人力资源和社会保障局' },
      { action: 'deal', ago: { d: 52, h: 4 }, opinion: '已安排德清县职业技能培训中心 12 月开班，培训合格后可按每人 1500 元申领培训补贴。' },
      { action: 'examinePass', ago: { d: 51, h: 2 }, by: 'gov', opinion: '同意办结' },
    ],
  },
  {
    ...QY,
    title: '危险化学品经营许可证变更',
    content: '公司经营地址变更，需办理危险化学品经营许可证变更，想了解所需材料和办理流程。',
    appealClass: '0502',
    serviceAreaType: '1',
    ago: { d: 0, h: 2 },
    steps: [],
  },
  {
    ...QY,
    title: '闲置厂房出租信息发布需求',
    content: '公司老厂区有 4000 平方米标准厂房闲置，希望通过平台发布出租信息并对接有需求的企业。',
    appealClass: '0203',
    serviceAreaType: '1',
    ago: { d: 20, h: 3 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 19, h: 4 }, by: 'gov', office: '德清县经济和信息化局' },
      { action: 'deal', ago: { d: 15, h: 2 }, by: 'dept', opinion: '已告知企业可在厂房土地市场自行发布。' },
      { action: 'examineReject', ago: { d: 14, h: 5 }, by: 'gov', opinion: '请经信局主动对接有厂房需求的企业名单，不能仅告知自行发布' },
    ],
  },
  {
    ...QY,
    title: '排污许可证延续办理',
    content: '公司排污许可证将于明年 1 月到期，申请延续办理，请协助指导材料准备。',
    appealClass: '0502',
    serviceAreaType: '1',
    ago: { d: 90, h: 4 },
    steps: [
      { action: 'back', ago: { d: 89, h: 2 }, by: 'gov', opinion: '请补充近一年的自行监测报告' },
      { action: 'resubmit', ago: { d: 86, h: 5 }, content: '公司排污许可证将于明年 1 月到期，申请延续办理。已补充近一年自行监测报告，请协助指导材料准备。' },
      { action: 'updateDealOffice', ago: { d: 85, h: 3 }, by: 'gov', office: '德清县企业综合服务中心' },
      { action: 'deal', ago: { d: 80, h: 4 }, opinion: '已协调生态环境分局提前预审，企业材料齐全，可于到期前 30 日在线提交延续申请。' },
      { action: 'examinePass', ago: { d: 79, h: 2 }, by: 'gov' },
    ],
  },
  // ——— other companies ———
  {
    company: 1,
    title: '地理信息数据安全评估政策咨询',
    content: '公司承接自然资源部门测绘数据处理项目，想了解地理信息数据出境安全评估的流程和地方支持政策。',
    appealClass: '0101',
    source: '企业服务平台',
    contactName: '王芳',
    contactPhone: '13957202002',
    serviceAreaType: '2',
    ago: { d: 10, h: 2 },
    steps: [{ action: 'updateDealOffice', ago: { d: 9, h: 5 }, by: 'gov', office: '德清县科学技术局' }],
  },
  {
    company: 2,
    title: '数控机床设备更新贷款需求',
    content: '公司计划更新 20 台五轴数控机床，资金需求约 2000 万元，希望申请设备更新专项再贷款。',
    appealClass: '0301',
    source: '助企服务员走访',
    contactName: '李强',
    contactPhone: '13757203003',
    serviceAreaType: '1',
    ago: { d: 2, h: 4 },
    createdBy: 'yyf',
    steps: [],
  },
  {
    company: 3,
    title: '药品生产许可证换证咨询',
    content: '公司药品生产许可证明年到期，想了解换证检查的时间安排和需要提前准备的材料。',
    appealClass: '0502',
    source: '浙里办',
    contactName: '陈静',
    contactPhone: '15857204004',
    serviceAreaType: '2',
    ago: { d: 18, h: 3 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 17, h: 2 }, by: 'gov', office: '德清县市场监督管理局' },
      { action: 'deal', ago: { d: 8, h: 4 }, opinion: '已将换证检查材料清单发送企业，省药监局现场检查拟安排在明年 3 月。' },
    ],
  },
  {
    company: 4,
    title: '印染废水纳管配套',
    content: '工业园区宋市路段污水管网尚未接通，公司印染废水需外运处理，成本较高，请求加快管网配套建设。',
    appealClass: '0602',
    source: '企业服务平台',
    contactName: '刘洋',
    contactPhone: '18857205005',
    serviceAreaType: '1',
    ago: { d: 120, h: 5 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 119, h: 2 }, by: 'gov', office: '新市镇' },
      { action: 'deal', ago: { d: 100, h: 3 }, opinion: '宋市路段污水管网已完成铺设并通水，企业已完成纳管。' },
      { action: 'examinePass', ago: { d: 99, h: 4 }, by: 'gov', opinion: '企业确认已纳管，同意办结' },
    ],
  },
  {
    company: 5,
    title: '高技能人才引进落户',
    content: '公司引进的 3 名高级技师希望在德清落户，想了解人才落户政策和子女入学安排。',
    appealClass: '0402',
    source: '企业服务平台',
    contactName: '赵磊',
    contactPhone: '13657206006',
    serviceAreaType: '1',
    ago: { d: 7, h: 4 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 6, h: 5 }, by: 'gov', office: '德清县人力资源和社会保障局' },
      { action: 'transfer', ago: { d: 5, h: 3 }, office: '德清县企业综合服务中心', opinion: '涉及落户和子女入学多个部门，转企业综合服务中心统筹协调' },
    ],
  },
  {
    company: 6,
    title: '屋顶分布式光伏并网接入',
    content: '公司厂房屋顶拟建 2MW 分布式光伏，备案后并网接入方案迟迟未出，请协调加快。',
    appealClass: '0501',
    source: '企呼我应平台',
    contactName: '孙丽',
    contactPhone: '15957207007',
    serviceAreaType: '1',
    ago: { d: 200, h: 3 },
    steps: [
      { action: 'updateDealOffice', ago: { d: 199, h: 4 }, by: 'gov', office: '德清县发展和改革局' },
      { action: 'deal', ago: { d: 190, h: 2 }, opinion: '已协调供电公司出具接入系统方案，企业已完成并网。' },
      { action: 'examinePass', ago: { d: 189, h: 5 }, by: 'gov' },
      { action: 'archive', ago: { d: 170, h: 2 }, by: 'yyf' },
    ],
  },
  {
    company: 7,
    title: '钢琴小镇展厅消防验收咨询',
    content: '企业来电反映：钢琴文化展厅装修完成，想了解消防验收的申请流程和所需时间。',
    appealClass: '0503',
    source: '12345政务服务热线',
    contactName: '周杰',
    contactPhone: '13567208008',
    serviceAreaType: '1',
    ago: { d: 4, h: 6 },
    createdBy: 'callcenter',
    steps: [{ action: 'updateDealOffice', ago: { d: 3, h: 4 }, by: 'gov', office: '德清县企业综合服务中心' }],
  },
];

/** Application tiles of /page/appeal. */
export const DEMO_COMMON_APPS: Array<{ appName: string; appUrl: string; appDesc: string }> = [
  { appName: '浙江政务服务网', appUrl: 'https://www.zjzwfw.gov.cn/', appDesc: '浙江省一站式政务服务平台，在线办理审批事项' },
  { appName: '信用中国', appUrl: 'https://www.creditchina.gov.cn/', appDesc: '查询企业信用信息和信用修复' },
  { appName: '国家企业信用信息公示系统', appUrl: 'https://www.gsxt.gov.cn/', appDesc: '企业年报公示与登记信息查询' },
  { appName: '国家政务服务平台', appUrl: 'https://gjzwfw.www.gov.cn/', appDesc: '全国一体化政务服务入口' },
];
