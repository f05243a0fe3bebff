/**
 * Demo content of technology service (seeds 000 §1 "Technology service: results, research
 * institutes, experts, technical needs", §2 techService): the domain trees, the achievement type
 * tree, achievements, research institutes, experts and enterprise needs of Deqing county, with a few
 * items in every non-public state (draft, pending review, rejected, taken down) that the portal must
 * not show. Names, people and numbers are realistic but fictional.
 */
import type { TechCooperationMode, TechStatus } from '@qifu/tech-rules';

/** A domain tree node: code (parent code + two digits) and label; children follow their parent. */
export interface DemoTechDomain {
  type: '1' | '2';
  id: string;
  label: string;
}

/** A type tree node: big types have two-digit codes, small types four. */
export interface DemoTechType {
  code: string;
  name: string;
}

/** Life-cycle fields every demo item has. */
export interface DemoTechLife {
  /** '4' 已上架 for the public ones. */
  status: TechStatus;
  /** Demo user name of the owner (发布人). */
  owner: 'yyf' | 'qy' | 'gr' | 'admin';
  /** ISO date-time of creation. */
  created: string;
  /** ISO date-time of the putaway (states 4 and 5). */
  putaway?: string;
  /** Review opinion (states 2–5; required for 3). */
  opinion?: string;
  viewCount: number;
}

export interface DemoTechAchievement extends DemoTechLife {
  achievementName: string;
  domainId: string;
  bigTypeCode: string;
  smallTypeCode: string | null;
  maturity: '1' | '2' | '3' | '4';
  cooperationMode: TechCooperationMode;
  /** 万元; null = 面议. */
  price: number | null;
  holderName: string;
  patentNo: string | null;
  summary: string;
  content: string;
  contactName: string;
  contactPhone: string;
}

export interface DemoTechInstitute extends DemoTechLife {
  instituteName: string;
  instituteType: '1' | '2' | '3' | '4';
  domainId: string;
  streetCode: string;
  address: string;
  summary: string;
  content: string;
  website: string | null;
  contactName: string;
  contactPhone: string;
}

export interface DemoTechExpert extends DemoTechLife {
  expertName: string;
  gender: '1' | '2';
  jobTitle: string;
  organizationName: string;
  domainId: string;
  researchField: string;
  introduction: string;
  contactPhone: string | null;
  email: string | null;
}

export interface DemoTechRequirement extends DemoTechLife {
  requirementName: string;
  domainId: string;
  /** Index into the demo companies (`content/companies.ts`; 0 = the qy account's company). */
  company: number;
  /** 万元; null = 面议. */
  budget: number | null;
  /** YYYY-MM-DD. */
  deadline: string | null;
  cooperationMode: TechCooperationMode;
  summary: string;
  content: string;
  contactName: string;
  contactPhone: string;
}

/** The two domain trees: 技术领域 (type 1, what items refer to) and 应用行业 (type 2). */
export const demoTechDomains: DemoTechDomain[] = [
  { type: '1', id: '01', label: '电子信息' },
  { type: '1', id: '0101', label: '地理信息' },
  { type: '1', id: '0102', label: '集成电路' },
  { type: '1', id: '0103', label: '软件与信息服务' },
  { type: '1', id: '0104', label: '通信与物联网' },
  { type: '1', id: '02', label: '生物医药' },
  { type: '1', id: '0201', label: '生物制药' },
  { type: '1', id: '0202', label: '医疗器械' },
  { type: '1', id: '0203', label: '现代中药' },
  { type: '1', id: '03', label: '新材料' },
  { type: '1', id: '0301', label: '高分子材料' },
  { type: '1', id: '0302', label: '金属新材料' },
  { type: '1', id: '0303', label: '无机非金属材料' },
  { type: '1', id: '0304', label: '复合材料' },
  { type: '1', id: '04', label: '新能源' },
  { type: '1', id: '0401', label: '光伏' },
  { type: '1', id: '0402', label: '储能与动力电池' },
  { type: '1', id: '0403', label: '氢能' },
  { type: '1', id: '05', label: '高端装备' },
  { type: '1', id: '0501', label: '智能制造装备' },
  { type: '1', id: '0502', label: '精密机械' },
  { type: '1', id: '0503', label: '工业机器人' },
  { type: '1', id: '06', label: '节能环保' },
  { type: '1', id: '0601', label: '工业节能' },
  { type: '1', id: '0602', label: '污染治理' },
  { type: '1', id: '0603', label: '资源循环利用' },
  { type: '1', id: '07', label: '现代农业' },
  { type: '1', id: '0701', label: '种业' },
  { type: '1', id: '0702', label: '农产品加工' },
  { type: '2', id: '01', label: '制造业' },
  { type: '2', id: '0101', label: '纺织服装' },
  { type: '2', id: '0102', label: '装备制造' },
  { type: '2', id: '0103', label: '医药制造' },
  { type: '2', id: '02', label: '信息传输、软件和信息技术服务业' },
  { type: '2', id: '03', label: '农、林、牧、渔业' },
  { type: '2', id: '04', label: '建筑业' },
  { type: '2', id: '05', label: '电力、热力、燃气及水生产和供应业' },
];

/** The achievement type tree (seeds 001 §3 "Type tree node", §9 default big type 10). */
export const demoTechTypes: Array<DemoTechType & { children: DemoTechType[] }> = [
  {
    code: '10',
    name: '专利',
    children: [
      { code: '1001', name: '发明专利' },
      { code: '1002', name: '实用新型专利' },
      { code: '1003', name: '外观设计专利' },
    ],
  },
  { code: '20', name: '软件著作权', children: [{ code: '2001', name: '计算机软件著作权' }] },
  {
    code: '30',
    name: '新技术',
    children: [
      { code: '3001', name: '新工艺' },
      { code: '3002', name: '新产品' },
      { code: '3003', name: '新配方' },
    ],
  },
  { code: '40', name: '植物新品种', children: [{ code: '4001', name: '农作物新品种' }] },
  { code: '50', name: '技术秘密', children: [{ code: '5001', name: '专有技术' }] },
];

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/** 22 achievements: 18 on the shelf, one each in 草稿, 待审核, 审核驳回 and 已下架. */
export const demoTechAchievements: DemoTechAchievement[] = [
  {
    achievementName: '高强度可降解秸秆纤维复合材料制备技术',
    domainId: '0304', bigTypeCode: '10', smallTypeCode: '1001', maturity: '3', cooperationMode: '1', price: 200,
    holderName: '浙江工业大学德清研究院', patentNo: 'ZL202410123456.7',
    summary: '以改性秸秆纤维为增强相的可降解复合材料，拉伸强度较同类产品提高 40%，可用于一次性餐具与包装。',
    content: p('本成果以农作物秸秆为原料，经碱处理与硅烷偶联改性后与聚乳酸熔融共混，解决了纤维与基体界面结合差的问题。', '主要指标：拉伸强度 62 MPa，热变形温度 98 ℃，堆肥条件下 180 天降解率大于 90%。', '已完成 500 吨/年中试线验证，适合包装、餐具企业技术转让。'),
    contactName: '周涛', contactPhone: '13757212345',
    status: '4', owner: 'yyf', created: '2025-03-10T02:00:00Z', putaway: '2025-03-18T03:00:00Z', opinion: '同意', viewCount: 236,
  },
  {
    achievementName: '北斗高精度定位地理信息数据实时处理平台',
    domainId: '0101', bigTypeCode: '20', smallTypeCode: '2001', maturity: '4', cooperationMode: '2', price: 80,
    holderName: '浙江德清云图地理信息科技有限公司', patentNo: '2025SR0456789',
    summary: '面向测绘与自然资源管理的厘米级定位数据处理平台，支持千路并发解算与三维实景发布。',
    content: p('平台融合北斗三号与多频 GNSS 观测数据，提供实时动态差分、事后精密解算和三维实景模型在线发布。', '已在德清县地理信息小镇多家企业应用，单台服务器可支撑 1000 路终端并发。'),
    contactName: '王芳', contactPhone: '13957202002',
    status: '4', owner: 'qy', created: '2025-04-02T02:00:00Z', putaway: '2025-04-12T03:00:00Z', opinion: '同意', viewCount: 312,
  },
  {
    achievementName: '钢琴音板用高稳定性复合木材处理工艺',
    domainId: '0304', bigTypeCode: '30', smallTypeCode: '3001', maturity: '4', cooperationMode: '1', price: 45,
    holderName: '德清洛舍钢琴文化创意有限公司', patentNo: null,
    summary: '通过梯度热处理与树脂浸渍提升音板尺寸稳定性，湿度变化下形变量降低 60%。',
    content: p('针对南方潮湿气候下钢琴音板易开裂、跑音的问题，开发了梯度热处理与低黏度树脂浸渍组合工艺。', '处理后木材含水率波动小于 1.5%，音色频谱保持原木特征。'),
    contactName: '周杰', contactPhone: '13567208008',
    status: '4', owner: 'yyf', created: '2025-05-06T02:00:00Z', putaway: '2025-05-15T03:00:00Z', opinion: '同意', viewCount: 128,
  },
  {
    achievementName: '工业园区VOCs催化燃烧一体化治理装置',
    domainId: '0602', bigTypeCode: '10', smallTypeCode: '1002', maturity: '4', cooperationMode: '1', price: 120,
    holderName: '湖州德清环境科学研究所', patentNo: 'ZL202520334455.1',
    summary: '吸附浓缩与催化燃烧一体化，适用于涂装、印刷等中低浓度有机废气，去除率 95% 以上。',
    content: p('装置采用蜂窝沸石转轮吸附浓缩、贵金属催化剂低温燃烧，运行能耗较传统 RTO 降低 35%。', '已在县内 6 家涂装企业稳定运行一年以上。'),
    contactName: '沈立', contactPhone: '13857211021',
    status: '4', owner: 'yyf', created: '2025-05-20T02:00:00Z', putaway: '2025-06-01T03:00:00Z', opinion: '同意', viewCount: 201,
  },
  {
    achievementName: '锂电池正极材料低温烧结工艺',
    domainId: '0402', bigTypeCode: '10', smallTypeCode: '1001', maturity: '3', cooperationMode: '4', price: null,
    holderName: '浙江大学德清新能源研究中心', patentNo: 'ZL202410778899.2',
    summary: '将高镍三元正极材料烧结温度降低 80 ℃，能耗降低 18%，循环 1000 次容量保持率 92%。',
    content: p('采用助熔剂辅助与分段通氧烧结，降低了锂镍混排程度。', '欢迎正极材料及电池企业合作开发、共建中试线。'),
    contactName: '马骏', contactPhone: '13857211022',
    status: '4', owner: 'yyf', created: '2025-06-11T02:00:00Z', putaway: '2025-06-20T03:00:00Z', opinion: '同意', viewCount: 287,
  },
  {
    achievementName: '数控机床主轴热误差智能补偿系统',
    domainId: '0502', bigTypeCode: '20', smallTypeCode: '2001', maturity: '4', cooperationMode: '2', price: 30,
    holderName: '德清莫干山精密机械制造有限公司', patentNo: '2025SR0987654',
    summary: '基于温度场多点监测与神经网络模型实时补偿主轴热伸长，加工精度提升 50%。',
    content: p('系统在主轴箱布置 8 个温度测点，模型在线学习，补偿指令通过数控系统宏程序接口下发。', '适配主流国产与进口数控系统。'),
    contactName: '李强', contactPhone: '13757203003',
    status: '4', owner: 'yyf', created: '2025-07-03T02:00:00Z', putaway: '2025-07-10T03:00:00Z', opinion: '同意', viewCount: 164,
  },
  {
    achievementName: '桑蚕丝蛋白医用敷料制备技术',
    domainId: '0202', bigTypeCode: '10', smallTypeCode: '1001', maturity: '2', cooperationMode: '3', price: 300,
    holderName: '浙江理工大学德清丝绸研究院', patentNo: 'ZL202310556677.9',
    summary: '以再生丝素蛋白为基材的多孔敷料，促进创面愈合，细胞毒性 0 级。',
    content: p('通过冷冻干燥构建多孔结构，孔隙率 85%，吸液率为自重 12 倍。', '已完成小试与动物实验，寻求医疗器械企业技术入股合作。'),
    contactName: '钱悦', contactPhone: '13857211023',
    status: '4', owner: 'gr', created: '2025-07-22T02:00:00Z', putaway: '2025-08-01T03:00:00Z', opinion: '同意', viewCount: 143,
  },
  {
    achievementName: '光伏组件智能清洗机器人',
    domainId: '0503', bigTypeCode: '10', smallTypeCode: '1002', maturity: '4', cooperationMode: '1', price: 60,
    holderName: '德清乾元智能装备有限公司', patentNo: 'ZL202520112233.4',
    summary: '无水清洗、自主跨排的屋顶光伏清洗机器人，发电量平均提升 8%。',
    content: p('机器人采用毛刷与静电除尘组合，单台每日清洗面积 3000 平方米，支持云端调度。'),
    contactName: '赵磊', contactPhone: '13657206006',
    status: '4', owner: 'yyf', created: '2025-08-05T02:00:00Z', putaway: '2025-08-15T03:00:00Z', opinion: '同意', viewCount: 175,
  },
  {
    achievementName: '黄精多糖提取纯化与保健食品开发',
    domainId: '0203', bigTypeCode: '30', smallTypeCode: '3003', maturity: '3', cooperationMode: '1', price: 50,
    holderName: '湖州德清绿源生物医药股份有限公司', patentNo: null,
    summary: '莫干山黄精多糖超声辅助提取与膜分离纯化工艺，多糖得率提高 30%。',
    content: p('提供提取、纯化、配方全套技术与保健食品备案资料支持。'),
    contactName: '陈静', contactPhone: '15857204004',
    status: '4', owner: 'yyf', created: '2025-08-18T02:00:00Z', putaway: '2025-08-28T03:00:00Z', opinion: '同意', viewCount: 98,
  },
  {
    achievementName: '工业窑炉余热梯级利用技术',
    domainId: '0601', bigTypeCode: '30', smallTypeCode: '3001', maturity: '4', cooperationMode: '4', price: null,
    holderName: '浙江大学德清先进技术与产业研究院', patentNo: null,
    summary: '针对建材窑炉烟气余热，采用有机朗肯循环与热泵组合回收，综合节能 15% 以上。',
    content: p('已在县内耐火材料企业示范应用，年节约标煤 2600 吨。'),
    contactName: '吴昊', contactPhone: '13857211024',
    status: '4', owner: 'yyf', created: '2025-09-02T02:00:00Z', putaway: '2025-09-12T03:00:00Z', opinion: '同意', viewCount: 157,
  },
  {
    achievementName: '低空无人机倾斜摄影三维建模软件',
    domainId: '0101', bigTypeCode: '20', smallTypeCode: '2001', maturity: '4', cooperationMode: '2', price: 25,
    holderName: '德清县地理信息产业研究院', patentNo: '2026SR0012345',
    summary: '自动空三加密与纹理映射，千张影像建模时间缩短至 2 小时以内。',
    content: p('支持 GPU 集群并行，输出 OSGB、3D Tiles 等主流格式。'),
    contactName: '孙琦', contactPhone: '13857211025',
    status: '4', owner: 'yyf', created: '2025-09-20T02:00:00Z', putaway: '2025-10-05T03:00:00Z', opinion: '同意', viewCount: 221,
  },
  {
    achievementName: '耐高温聚酰亚胺薄膜连续化生产工艺',
    domainId: '0301', bigTypeCode: '10', smallTypeCode: '1001', maturity: '3', cooperationMode: '1', price: 500,
    holderName: '浙江工业大学德清研究院', patentNo: 'ZL202410998877.6',
    summary: '双向拉伸连续成膜，薄膜耐温 400 ℃，可用于柔性电路与新能源汽车电机绝缘。',
    content: p('已建成幅宽 1.2 米中试线，良品率 93%。'),
    contactName: '周涛', contactPhone: '13757212345',
    status: '4', owner: 'yyf', created: '2025-10-08T02:00:00Z', putaway: '2025-10-20T03:00:00Z', opinion: '同意', viewCount: 190,
  },
  {
    achievementName: '高产优质水稻新品种“德粳 8 号”',
    domainId: '0701', bigTypeCode: '40', smallTypeCode: '4001', maturity: '4', cooperationMode: '2', price: 20,
    holderName: '德清县农业科学研究所', patentNo: 'CNA20241234.5',
    summary: '亩产 680 公斤以上，米质达部标二级，抗稻瘟病，适宜浙北单季稻区种植。',
    content: p('已通过浙江省品种审定，提供品种使用权许可与栽培技术指导。'),
    contactName: '潘勇', contactPhone: '13857211026',
    status: '4', owner: 'gr', created: '2025-11-03T02:00:00Z', putaway: '2025-11-12T03:00:00Z', opinion: '同意', viewCount: 86,
  },
  {
    achievementName: '纺织印染废水膜生物反应器深度处理技术',
    domainId: '0602', bigTypeCode: '30', smallTypeCode: '3001', maturity: '4', cooperationMode: '1', price: 90,
    holderName: '湖州德清环境科学研究所', patentNo: null,
    summary: 'MBR 与臭氧催化氧化组合，出水 COD 小于 50 mg/L，回用率 60%。',
    content: p('适合新市镇等纺织集聚区企业废水提标改造。'),
    contactName: '沈立', contactPhone: '13857211021',
    status: '4', owner: 'yyf', created: '2025-12-01T02:00:00Z', putaway: '2025-12-10T03:00:00Z', opinion: '同意', viewCount: 112,
  },
  {
    achievementName: '车规级功率器件封装可靠性测试方法',
    domainId: '0102', bigTypeCode: '50', smallTypeCode: '5001', maturity: '3', cooperationMode: '4', price: null,
    holderName: '浙江大学德清先进技术与产业研究院', patentNo: null,
    summary: '覆盖功率循环、温度冲击与高湿高压偏置的加速寿命测试方法及失效分析流程。',
    content: p('可为封装企业缩短车规认证周期 3 个月。'),
    contactName: '吴昊', contactPhone: '13857211024',
    status: '4', owner: 'yyf', created: '2026-01-10T02:00:00Z', putaway: '2026-01-20T03:00:00Z', opinion: '同意', viewCount: 74,
  },
  {
    achievementName: '固态储氢合金材料及储氢罐',
    domainId: '0403', bigTypeCode: '10', smallTypeCode: '1001', maturity: '2', cooperationMode: '4', price: null,
    holderName: '德清钟管新能源科技有限公司', patentNo: 'ZL202510445566.3',
    summary: '钛系储氢合金质量储氢密度 1.9%，常温常压吸放氢，适用于分布式储能。',
    content: p('寻求整车及储能企业联合开发示范项目。'),
    contactName: '孙丽', contactPhone: '15957207007',
    status: '4', owner: 'yyf', created: '2026-03-05T02:00:00Z', putaway: '2026-03-15T03:00:00Z', opinion: '同意', viewCount: 133,
  },
  {
    achievementName: '物联网智能水表低功耗通信模组',
    domainId: '0104', bigTypeCode: '10', smallTypeCode: '1002', maturity: '4', cooperationMode: '1', price: 35,
    holderName: '德清县地理信息产业研究院', patentNo: 'ZL202620001122.8',
    summary: 'NB-IoT 与 LoRa 双模通信，电池寿命 8 年，支持远程阀控与漏损分析。',
    content: p('已在县内 2 万户完成试点部署。'),
    contactName: '孙琦', contactPhone: '13857211025',
    status: '4', owner: 'yyf', created: '2026-06-12T02:00:00Z', putaway: '2026-06-25T03:00:00Z', opinion: '同意', viewCount: 58,
  },
  {
    achievementName: '废旧锂电池有价金属湿法回收工艺',
    domainId: '0603', bigTypeCode: '30', smallTypeCode: '3001', maturity: '3', cooperationMode: '1', price: 260,
    holderName: '浙江大学德清新能源研究中心', patentNo: 'ZL202610223344.5',
    summary: '镍钴锰综合回收率 98.5%，锂回收率 90%，酸耗降低 25%。',
    content: p('提供工艺包与设备选型，支持技术转让。'),
    contactName: '马骏', contactPhone: '13857211022',
    status: '4', owner: 'yyf', created: '2026-09-01T02:00:00Z', putaway: '2026-09-15T03:00:00Z', opinion: '同意', viewCount: 41,
  },
  // not public
  {
    achievementName: '（草稿）竹纤维增强石膏板配方',
    domainId: '0303', bigTypeCode: '30', smallTypeCode: '3003', maturity: '1', cooperationMode: '5', price: null,
    holderName: '德清县恒达新材料有限公司', patentNo: null,
    summary: '竹纤维替代玻璃纤维的轻质石膏板配方。', content: p('研发中。'),
    contactName: '张伟', contactPhone: '13857201001',
    status: '0', owner: 'qy', created: '2026-10-20T02:00:00Z', viewCount: 0,
  },
  {
    achievementName: '（待审核）纳米二氧化钛光催化涂层',
    domainId: '0303', bigTypeCode: '10', smallTypeCode: '1001', maturity: '2', cooperationMode: '1', price: 150,
    holderName: '德清县恒达新材料有限公司', patentNo: 'ZL202610887766.1',
    summary: '可见光响应的自清洁涂层。', content: p('待审核。'),
    contactName: '张伟', contactPhone: '13857201001',
    status: '1', owner: 'qy', created: '2026-11-02T02:00:00Z', viewCount: 0,
  },
  {
    achievementName: '（已驳回）家用空气净化滤芯',
    domainId: '0602', bigTypeCode: '30', smallTypeCode: '3002', maturity: '4', cooperationMode: '1', price: 10,
    holderName: '个人', patentNo: null,
    summary: '活性炭复合滤芯。', content: p('资料不全。'),
    contactName: '刘芳', contactPhone: '13857208005',
    status: '3', owner: 'gr', created: '2026-10-05T02:00:00Z', opinion: '请补充检测报告与知识产权证明', viewCount: 0,
  },
  {
    achievementName: '（已下架）传统砖窑节煤改造技术',
    domainId: '0601', bigTypeCode: '30', smallTypeCode: '3001', maturity: '4', cooperationMode: '1', price: 15,
    holderName: '湖州德清环境科学研究所', patentNo: null,
    summary: '已不再推广的旧工艺。', content: p('已下架。'),
    contactName: '沈立', contactPhone: '13857211021',
    status: '5', owner: 'yyf', created: '2025-02-01T02:00:00Z', putaway: '2025-02-10T03:00:00Z', opinion: '同意', viewCount: 57,
  },
];

/** 13 research institutes: 11 on the shelf, one 待审核 and one 已下架. */
export const demoTechInstitutes: DemoTechInstitute[] = [
  {
    instituteName: '浙江大学德清先进技术与产业研究院', instituteType: '3', domainId: '05',
    streetCode: '330521002', address: '舞阳街道科源路 10 号',
    summary: '县校共建的新型研发机构，聚焦智能制造、新能源与集成电路封装测试。',
    content: p('研究院成立于 2019 年，建有智能装备、先进能源、电子封装三个研究所和一个成果转化中心。', '现有研发人员 160 余人，累计孵化科技型企业 32 家。'),
    website: 'https://www.example.org.cn/zju-dq', contactName: '吴昊', contactPhone: '13857211024',
    status: '4', owner: 'yyf', created: '2025-02-10T02:00:00Z', putaway: '2025-02-20T03:00:00Z', opinion: '同意', viewCount: 402,
  },
  {
    instituteName: '浙江工业大学德清研究院', instituteType: '3', domainId: '03',
    streetCode: '330521001', address: '武康街道志远北路 636 号',
    summary: '面向新材料与绿色化工的校地合作研究院，拥有省级重点实验室分中心。',
    content: p('重点方向：生物基可降解材料、特种高分子薄膜、绿色催化。', '与县内 40 余家企业建立长期合作。'),
    website: 'https://www.example.org.cn/zjut-dq', contactName: '周涛', contactPhone: '13757212345',
    status: '4', owner: 'yyf', created: '2025-02-12T02:00:00Z', putaway: '2025-02-22T03:00:00Z', opinion: '同意', viewCount: 356,
  },
  {
    instituteName: '德清县地理信息产业研究院', instituteType: '2', domainId: '0101',
    streetCode: '330521002', address: '舞阳街道地理信息小镇云岫南路 500 号',
    summary: '服务地理信息小镇企业的公共研发与检测平台。',
    content: p('提供遥感影像处理、导航定位检测、三维建模等公共技术服务。'),
    website: null, contactName: '孙琦', contactPhone: '13857211025',
    status: '4', owner: 'yyf', created: '2025-03-01T02:00:00Z', putaway: '2025-03-08T03:00:00Z', opinion: '同意', viewCount: 288,
  },
  {
    instituteName: '浙江理工大学德清丝绸研究院', instituteType: '1', domainId: '0202',
    streetCode: '330521102', address: '新市镇宋市路 88 号',
    summary: '依托丝绸学科优势，开展丝素蛋白医用材料与功能纺织品研究。',
    content: p('建有丝绸新材料中试基地一处。'),
    website: null, contactName: '钱悦', contactPhone: '13857211023',
    status: '4', owner: 'yyf', created: '2025-03-15T02:00:00Z', putaway: '2025-03-25T03:00:00Z', opinion: '同意', viewCount: 167,
  },
  {
    instituteName: '浙江大学德清新能源研究中心', instituteType: '1', domainId: '04',
    streetCode: '330521104', address: '钟管镇工业区东升路 100 号',
    summary: '聚焦动力电池材料、氢能与电池回收的高校研究中心。',
    content: p('拥有电池材料中试线与电池安全测试平台。'),
    website: 'https://www.example.org.cn/zju-energy', contactName: '马骏', contactPhone: '13857211022',
    status: '4', owner: 'yyf', created: '2025-04-01T02:00:00Z', putaway: '2025-04-10T03:00:00Z', opinion: '同意', viewCount: 231,
  },
  {
    instituteName: '湖州德清环境科学研究所', instituteType: '2', domainId: '06',
    streetCode: '330521003', address: '阜溪街道长虹中街 300 号',
    summary: '从事工业污染治理、环境监测与节能诊断的科研院所。',
    content: p('具备 CMA 检测资质，年服务企业 300 余家次。'),
    website: null, contactName: '沈立', contactPhone: '13857211021',
    status: '4', owner: 'yyf', created: '2025-04-20T02:00:00Z', putaway: '2025-05-01T03:00:00Z', opinion: '同意', viewCount: 145,
  },
  {
    instituteName: '德清县农业科学研究所', instituteType: '2', domainId: '07',
    streetCode: '330521004', address: '下渚湖街道农科路 1 号',
    summary: '负责全县农作物新品种选育、示范推广与农产品加工技术服务。',
    content: p('育成水稻、油菜新品种 9 个。'),
    website: null, contactName: '潘勇', contactPhone: '13857211026',
    status: '4', owner: 'yyf', created: '2025-05-10T02:00:00Z', putaway: '2025-05-20T03:00:00Z', opinion: '同意', viewCount: 92,
  },
  {
    instituteName: '德清乾元智能装备企业研究院', instituteType: '4', domainId: '0501',
    streetCode: '330521101', address: '乾元镇德清大道 1188 号',
    summary: '省级企业研究院，专注光伏运维机器人与智能产线。',
    content: p('拥有授权发明专利 18 项。'),
    website: null, contactName: '赵磊', contactPhone: '13657206006',
    status: '4', owner: 'yyf', created: '2025-06-05T02:00:00Z', putaway: '2025-06-15T03:00:00Z', opinion: '同意', viewCount: 77,
  },
  {
    instituteName: '中科院宁波材料所德清创新中心', instituteType: '2', domainId: '0302',
    streetCode: '330521002', address: '舞阳街道科源路 20 号',
    summary: '聚焦磁性材料、轻量化金属材料的院地合作创新中心。',
    content: p('设有材料表征与可靠性测试公共平台。'),
    website: 'https://www.example.org.cn/nimte-dq', contactName: '林涛', contactPhone: '13857211027',
    status: '4', owner: 'yyf', created: '2025-08-01T02:00:00Z', putaway: '2025-08-12T03:00:00Z', opinion: '同意', viewCount: 119,
  },
  {
    instituteName: '湖州德清绿源生物医药企业研究院', instituteType: '4', domainId: '0203',
    streetCode: '330521004', address: '下渚湖街道科源路 12 号',
    summary: '以道地药材深加工与中药新药研发为主的企业研究院。',
    content: p('建有省级中药现代化工程技术研究中心。'),
    website: null, contactName: '陈静', contactPhone: '15857204004',
    status: '4', owner: 'yyf', created: '2025-11-01T02:00:00Z', putaway: '2025-11-10T03:00:00Z', opinion: '同意', viewCount: 63,
  },
  {
    instituteName: '杭州电子科技大学德清信息技术研究院', instituteType: '3', domainId: '0103',
    streetCode: '330521001', address: '武康街道英溪南路 99 号',
    summary: '面向工业互联网与数字政府的软件与信息服务研发机构。',
    content: p('为县内企业提供数字化改造诊断服务 120 余次。'),
    website: null, contactName: '黄磊', contactPhone: '13857211028',
    status: '4', owner: 'yyf', created: '2026-04-01T02:00:00Z', putaway: '2026-04-10T03:00:00Z', opinion: '同意', viewCount: 38,
  },
  // not public
  {
    instituteName: '（待审核）德清县新型建材研究中心', instituteType: '4', domainId: '0303',
    streetCode: '330521001', address: '武康街道志远北路 88 号',
    summary: '待审核的企业研究中心。', content: p('待审核。'),
    website: null, contactName: '张伟', contactPhone: '13857201001',
    status: '1', owner: 'qy', created: '2026-11-10T02:00:00Z', viewCount: 0,
  },
  {
    instituteName: '（已下架）德清县纺织技术服务站', instituteType: '2', domainId: '0602',
    streetCode: '330521102', address: '新市镇工业园区',
    summary: '已撤并的服务站。', content: p('已下架。'),
    website: null, contactName: '刘洋', contactPhone: '18857205005',
    status: '5', owner: 'yyf', created: '2025-01-10T02:00:00Z', putaway: '2025-01-15T03:00:00Z', opinion: '同意', viewCount: 21,
  },
];

/** 22 experts: 19 on the shelf, one each in 草稿, 待审核 and 已下架. */
export const demoTechExperts: DemoTechExpert[] = [
  { expertName: '刘建国', gender: '1', jobTitle: '教授', organizationName: '浙江工业大学', domainId: '0301', researchField: '高分子复合材料、生物基可降解材料', introduction: p('长期从事高分子复合材料研究，主持国家自然科学基金项目 4 项，授权发明专利 30 余项。'), contactPhone: '13605721234', email: 'liujg@example.edu.cn', status: '4', owner: 'yyf', created: '2025-02-15T02:00:00Z', putaway: '2025-02-25T03:00:00Z', opinion: '同意', viewCount: 265 },
  { expertName: '陈晓东', gender: '1', jobTitle: '研究员', organizationName: '浙江大学德清先进技术与产业研究院', domainId: '0501', researchField: '智能制造系统、数字孪生', introduction: p('曾任某央企智能制造总工程师，主导建设省级未来工厂 3 家。'), contactPhone: '13605721235', email: 'chenxd@example.edu.cn', status: '4', owner: 'yyf', created: '2025-03-01T02:00:00Z', putaway: '2025-03-10T03:00:00Z', opinion: '同意', viewCount: 198 },
  { expertName: '王丽娟', gender: '2', jobTitle: '教授', organizationName: '浙江理工大学', domainId: '0202', researchField: '丝素蛋白医用材料', introduction: p('从事丝绸生物材料研究二十年，多项成果实现产业化。'), contactPhone: '13605721236', email: 'wanglj@example.edu.cn', status: '4', owner: 'yyf', created: '2025-03-12T02:00:00Z', putaway: '2025-03-20T03:00:00Z', opinion: '同意', viewCount: 121 },
  { expertName: '张明', gender: '1', jobTitle: '高级工程师', organizationName: '德清县地理信息产业研究院', domainId: '0101', researchField: '卫星导航定位、测绘遥感', introduction: p('参与北斗地基增强系统建设，获省科技进步二等奖。'), contactPhone: '13605721237', email: null, status: '4', owner: 'yyf', created: '2025-04-01T02:00:00Z', putaway: '2025-04-08T03:00:00Z', opinion: '同意', viewCount: 176 },
  { expertName: '李红梅', gender: '2', jobTitle: '副教授', organizationName: '浙江大学', domainId: '0402', researchField: '锂离子电池正极材料', introduction: p('研究高镍正极材料结构调控与低成本制备。'), contactPhone: null, email: 'lihm@example.edu.cn', status: '4', owner: 'yyf', created: '2025-04-15T02:00:00Z', putaway: '2025-04-25T03:00:00Z', opinion: '同意', viewCount: 143 },
  { expertName: '赵志强', gender: '1', jobTitle: '正高级工程师', organizationName: '湖州德清环境科学研究所', domainId: '0602', researchField: '工业废水与废气治理', introduction: p('主持完成县内重点行业污染治理项目 50 余项。'), contactPhone: '13605721238', email: null, status: '4', owner: 'yyf', created: '2025-05-02T02:00:00Z', putaway: '2025-05-12T03:00:00Z', opinion: '同意', viewCount: 109 },
  { expertName: '孙婷', gender: '2', jobTitle: '研究员', organizationName: '德清县农业科学研究所', domainId: '0701', researchField: '水稻育种与栽培', introduction: p('育成“德粳”系列水稻品种 4 个。'), contactPhone: '13605721239', email: null, status: '4', owner: 'yyf', created: '2025-05-20T02:00:00Z', putaway: '2025-06-01T03:00:00Z', opinion: '同意', viewCount: 67 },
  { expertName: '周文斌', gender: '1', jobTitle: '教授', organizationName: '杭州电子科技大学', domainId: '0102', researchField: '功率半导体器件封装与可靠性', introduction: p('长期从事功率模块封装研究，与多家车企合作。'), contactPhone: null, email: 'zhouwb@example.edu.cn', status: '4', owner: 'yyf', created: '2025-06-10T02:00:00Z', putaway: '2025-06-18T03:00:00Z', opinion: '同意', viewCount: 88 },
  { expertName: '吴佳琪', gender: '2', jobTitle: '高级工程师', organizationName: '浙江大学德清新能源研究中心', domainId: '0403', researchField: '固态储氢材料', introduction: p('专注镁基、钛基储氢合金研究与示范应用。'), contactPhone: '13605721240', email: 'wujq@example.edu.cn', status: '4', owner: 'yyf', created: '2025-07-01T02:00:00Z', putaway: '2025-07-09T03:00:00Z', opinion: '同意', viewCount: 72 },
  { expertName: '郑国华', gender: '1', jobTitle: '教授级高工', organizationName: '中科院宁波材料所德清创新中心', domainId: '0302', researchField: '稀土永磁材料', introduction: p('从事钕铁硼磁体晶界扩散技术研究。'), contactPhone: '13605721241', email: null, status: '4', owner: 'yyf', created: '2025-07-20T02:00:00Z', putaway: '2025-08-01T03:00:00Z', opinion: '同意', viewCount: 95 },
  { expertName: '冯雪', gender: '2', jobTitle: '副研究员', organizationName: '湖州德清绿源生物医药股份有限公司', domainId: '0203', researchField: '中药活性成分提取', introduction: p('负责企业中药新药与保健食品研发。'), contactPhone: '13605721242', email: null, status: '4', owner: 'yyf', created: '2025-08-10T02:00:00Z', putaway: '2025-08-20T03:00:00Z', opinion: '同意', viewCount: 54 },
  { expertName: '何俊', gender: '1', jobTitle: '副教授', organizationName: '浙江工业大学', domainId: '0503', researchField: '移动机器人与视觉导航', introduction: p('开发多款工业巡检与清洗机器人。'), contactPhone: '13605721243', email: 'hejun@example.edu.cn', status: '4', owner: 'yyf', created: '2025-09-01T02:00:00Z', putaway: '2025-09-10T03:00:00Z', opinion: '同意', viewCount: 101 },
  { expertName: '马晓燕', gender: '2', jobTitle: '高级经济师', organizationName: '德清县科技服务中心', domainId: '0103', researchField: '技术转移与知识产权运营', introduction: p('国家技术经纪人，促成技术合同成交额逾 2 亿元。'), contactPhone: '13605721244', email: null, status: '4', owner: 'yyf', created: '2025-09-15T02:00:00Z', putaway: '2025-09-25T03:00:00Z', opinion: '同意', viewCount: 137 },
  { expertName: '钱伟', gender: '1', jobTitle: '研究员', organizationName: '浙江大学德清先进技术与产业研究院', domainId: '0601', researchField: '工业余热回收、热泵技术', introduction: p('主持省重点研发计划项目 2 项。'), contactPhone: '13605721245', email: null, status: '4', owner: 'yyf', created: '2025-10-10T02:00:00Z', putaway: '2025-10-18T03:00:00Z', opinion: '同意', viewCount: 83 },
  { expertName: '许静', gender: '2', jobTitle: '教授', organizationName: '浙江农林大学', domainId: '0702', researchField: '农产品保鲜与深加工', introduction: p('研究莫干山特色农产品加工技术。'), contactPhone: null, email: 'xujing@example.edu.cn', status: '4', owner: 'yyf', created: '2025-11-05T02:00:00Z', putaway: '2025-11-15T03:00:00Z', opinion: '同意', viewCount: 46 },
  { expertName: '沈浩然', gender: '1', jobTitle: '工程师', organizationName: '德清莫干山精密机械制造有限公司', domainId: '0502', researchField: '数控机床精度补偿', introduction: p('企业技术骨干，参与机床热误差补偿系统开发。'), contactPhone: '13605721246', email: null, status: '4', owner: 'yyf', created: '2026-01-08T02:00:00Z', putaway: '2026-01-16T03:00:00Z', opinion: '同意', viewCount: 37 },
  { expertName: '韩冰', gender: '2', jobTitle: '副教授', organizationName: '杭州电子科技大学', domainId: '0104', researchField: '低功耗物联网通信', introduction: p('研究 NB-IoT 终端低功耗设计。'), contactPhone: '13605721247', email: 'hanbing@example.edu.cn', status: '4', owner: 'yyf', created: '2026-03-02T02:00:00Z', putaway: '2026-03-12T03:00:00Z', opinion: '同意', viewCount: 29 },
  { expertName: '蒋立新', gender: '1', jobTitle: '教授', organizationName: '浙江大学', domainId: '0603', researchField: '电池材料回收与再生', introduction: p('研究废旧动力电池绿色回收工艺。'), contactPhone: null, email: 'jianglx@example.edu.cn', status: '4', owner: 'yyf', created: '2026-06-01T02:00:00Z', putaway: '2026-06-10T03:00:00Z', opinion: '同意', viewCount: 22 },
  { expertName: '刘芳', gender: '2', jobTitle: '工程师', organizationName: '德清县科技服务中心', domainId: '0304', researchField: '复合材料检测', introduction: p('从事复合材料力学性能检测与标准制定。'), contactPhone: '13857208005', email: null, status: '4', owner: 'gr', created: '2026-08-01T02:00:00Z', putaway: '2026-08-12T03:00:00Z', opinion: '同意', viewCount: 15 },
  // not public
  { expertName: '（草稿）杨帆', gender: '1', jobTitle: '工程师', organizationName: '德清县恒达新材料有限公司', domainId: '0303', researchField: '建材配方', introduction: p('草稿。'), contactPhone: null, email: null, status: '0', owner: 'qy', created: '2026-11-01T02:00:00Z', viewCount: 0 },
  { expertName: '（待审核）朱莉', gender: '2', jobTitle: '讲师', organizationName: '湖州职业技术学院', domainId: '0103', researchField: '工业软件', introduction: p('待审核。'), contactPhone: null, email: null, status: '1', owner: 'gr', created: '2026-11-12T02:00:00Z', viewCount: 0 },
  { expertName: '（已下架）唐建', gender: '1', jobTitle: '高级工程师', organizationName: '德清县纺织技术服务站', domainId: '0602', researchField: '印染工艺', introduction: p('已下架。'), contactPhone: null, email: null, status: '5', owner: 'yyf', created: '2025-01-05T02:00:00Z', putaway: '2025-01-12T03:00:00Z', opinion: '同意', viewCount: 18 },
];

/** 22 needs of the demo companies: 19 on the shelf, one each in 草稿, 待审核 and 审核驳回. */
export const demoTechRequirements: DemoTechRequirement[] = [
  { requirementName: '锂电池隔膜涂覆工艺优化', domainId: '0402', company: 0, budget: 80, deadline: '2027-06-30', cooperationMode: '4', summary: '提升陶瓷涂覆均匀性，良品率由 92% 提高到 97% 以上。', content: p('现有凹版涂覆存在边缘增厚、条纹等缺陷，需优化浆料配方与涂布参数。', '希望与高校或研究院合作开发，周期一年。'), contactName: '张伟', contactPhone: '13857201001', status: '4', owner: 'qy', created: '2026-02-10T02:00:00Z', putaway: '2026-02-20T03:00:00Z', opinion: '同意', viewCount: 96 },
  { requirementName: '高性能改性塑料阻燃配方开发', domainId: '0301', company: 0, budget: 50, deadline: '2027-03-31', cooperationMode: '4', summary: '开发无卤阻燃 PP 配方，达到 UL94 V-0 级，力学性能下降不超过 10%。', content: p('产品用于新能源汽车充电桩外壳。'), contactName: '张伟', contactPhone: '13857201001', status: '4', owner: 'qy', created: '2025-09-05T02:00:00Z', putaway: '2025-09-15T03:00:00Z', opinion: '同意', viewCount: 71 },
  { requirementName: '地理信息数据脱敏与安全共享技术', domainId: '0101', company: 1, budget: 120, deadline: '2027-01-31', cooperationMode: '1', summary: '需要满足测绘地理信息安全要求的数据脱敏与可控共享方案。', content: p('涉及高精度三维数据对外服务，需求成熟技术转让或联合开发。'), contactName: '王芳', contactPhone: '13957202002', status: '4', owner: 'yyf', created: '2025-03-20T02:00:00Z', putaway: '2025-03-28T03:00:00Z', opinion: '同意', viewCount: 154 },
  { requirementName: '遥感影像智能解译模型', domainId: '0103', company: 1, budget: 60, deadline: '2026-12-31', cooperationMode: '4', summary: '耕地非农化、违法建设等变化图斑自动识别，准确率 90% 以上。', content: p('需提供模型训练与私有化部署。'), contactName: '王芳', contactPhone: '13957202002', status: '4', owner: 'yyf', created: '2025-06-02T02:00:00Z', putaway: '2025-06-10T03:00:00Z', opinion: '同意', viewCount: 118 },
  { requirementName: '精密零件在线视觉检测系统', domainId: '0502', company: 2, budget: 90, deadline: '2027-05-31', cooperationMode: '4', summary: '对轴类零件尺寸与表面缺陷进行在线全检，节拍 3 秒/件。', content: p('现为人工抽检，漏检率偏高。'), contactName: '李强', contactPhone: '13757203003', status: '4', owner: 'yyf', created: '2025-04-11T02:00:00Z', putaway: '2025-04-20T03:00:00Z', opinion: '同意', viewCount: 102 },
  { requirementName: '机床铸件时效处理节能工艺', domainId: '0601', company: 2, budget: null, deadline: null, cooperationMode: '1', summary: '以振动时效替代热时效，降低能耗与周期。', content: p('年处理铸件约 3000 吨。'), contactName: '李强', contactPhone: '13757203003', status: '4', owner: 'yyf', created: '2025-07-15T02:00:00Z', putaway: '2025-07-25T03:00:00Z', opinion: '同意', viewCount: 49 },
  { requirementName: '中药配方颗粒质量标准研究', domainId: '0203', company: 3, budget: 150, deadline: '2027-08-31', cooperationMode: '4', summary: '建立 20 个品种配方颗粒的特征图谱与含量测定方法。', content: p('需具备药品检验经验的团队。'), contactName: '陈静', contactPhone: '15857204004', status: '4', owner: 'yyf', created: '2025-05-08T02:00:00Z', putaway: '2025-05-18T03:00:00Z', opinion: '同意', viewCount: 88 },
  { requirementName: '生物发酵尾气除臭技术', domainId: '0602', company: 3, budget: 40, deadline: '2026-12-31', cooperationMode: '1', summary: '发酵车间尾气异味治理，厂界臭气浓度达标。', content: p('风量约 20000 m³/h。'), contactName: '陈静', contactPhone: '15857204004', status: '4', owner: 'yyf', created: '2025-08-03T02:00:00Z', putaway: '2025-08-12T03:00:00Z', opinion: '同意', viewCount: 63 },
  { requirementName: '真丝面料抗皱整理技术', domainId: '0304', company: 4, budget: 30, deadline: '2027-02-28', cooperationMode: '1', summary: '无甲醛抗皱整理，洗后平整度达 3.5 级。', content: p('需兼顾手感与强力保留率。'), contactName: '刘洋', contactPhone: '18857205005', status: '4', owner: 'yyf', created: '2025-06-20T02:00:00Z', putaway: '2025-06-28T03:00:00Z', opinion: '同意', viewCount: 57 },
  { requirementName: '印染废水中水回用提标改造', domainId: '0603', company: 4, budget: 200, deadline: '2027-06-30', cooperationMode: '4', summary: '日处理 3000 吨印染废水，回用率提高到 50%。', content: p('希望采用成熟的膜处理工艺。'), contactName: '刘洋', contactPhone: '18857205005', status: '4', owner: 'yyf', created: '2025-10-12T02:00:00Z', putaway: '2025-10-22T03:00:00Z', opinion: '同意', viewCount: 44 },
  { requirementName: '光伏清洗机器人跨排桥接机构', domainId: '0503', company: 5, budget: 35, deadline: '2026-12-31', cooperationMode: '4', summary: '实现机器人在不同组串间自主转移，降低人工搬运。', content: p('需适配 15° 以内坡度屋面。'), contactName: '赵磊', contactPhone: '13657206006', status: '4', owner: 'yyf', created: '2025-09-18T02:00:00Z', putaway: '2025-09-28T03:00:00Z', opinion: '同意', viewCount: 39 },
  { requirementName: '工业机器人减速器寿命测试平台', domainId: '0501', company: 5, budget: 70, deadline: '2027-04-30', cooperationMode: '4', summary: '搭建 RV 减速器加速寿命与精度保持性测试平台。', content: p('用于自研减速器的可靠性验证。'), contactName: '赵磊', contactPhone: '13657206006', status: '4', owner: 'yyf', created: '2026-01-15T02:00:00Z', putaway: '2026-01-25T03:00:00Z', opinion: '同意', viewCount: 33 },
  { requirementName: '分布式光伏发电功率预测算法', domainId: '0401', company: 6, budget: 25, deadline: '2026-12-31', cooperationMode: '1', summary: '短期功率预测均方根误差低于 10%。', content: p('需对接现有能源管理平台。'), contactName: '孙丽', contactPhone: '15957207007', status: '4', owner: 'yyf', created: '2025-11-20T02:00:00Z', putaway: '2025-12-01T03:00:00Z', opinion: '同意', viewCount: 51 },
  { requirementName: '储能电站电池热失控预警技术', domainId: '0402', company: 6, budget: 100, deadline: '2027-03-31', cooperationMode: '4', summary: '基于气体与温度多参量融合的热失控早期预警，提前 10 分钟以上。', content: p('应用于 10 MWh 储能电站。'), contactName: '孙丽', contactPhone: '15957207007', status: '4', owner: 'yyf', created: '2026-03-18T02:00:00Z', putaway: '2026-03-28T03:00:00Z', opinion: '同意', viewCount: 47 },
  { requirementName: '钢琴击弦机毛毡国产化替代材料', domainId: '0301', company: 7, budget: 20, deadline: '2027-01-31', cooperationMode: '4', summary: '开发耐磨、回弹稳定的合成毛毡替代进口羊毛毡。', content: p('年用量约 5 吨。'), contactName: '周杰', contactPhone: '13567208008', status: '4', owner: 'yyf', created: '2025-12-15T02:00:00Z', putaway: '2025-12-25T03:00:00Z', opinion: '同意', viewCount: 36 },
  { requirementName: '乐器数字化调律检测设备', domainId: '0104', company: 7, budget: null, deadline: null, cooperationMode: '5', summary: '自动识别音准偏差并给出调律建议的检测设备。', content: p('面议合作方式。'), contactName: '周杰', contactPhone: '13567208008', status: '4', owner: 'yyf', created: '2026-05-06T02:00:00Z', putaway: '2026-05-15T03:00:00Z', opinion: '同意', viewCount: 28 },
  { requirementName: '新型墙体保温材料防火性能提升', domainId: '0303', company: 0, budget: 45, deadline: '2027-05-31', cooperationMode: '4', summary: '保温板燃烧性能由 B1 级提升到 A2 级，导热系数不高于 0.04。', content: p('希望联合申报县重点研发项目。'), contactName: '张伟', contactPhone: '13857201001', status: '4', owner: 'qy', created: '2026-07-01T02:00:00Z', putaway: '2026-07-10T03:00:00Z', opinion: '同意', viewCount: 19 },
  { requirementName: '产线能耗在线监测与优化', domainId: '0601', company: 0, budget: 30, deadline: '2027-06-30', cooperationMode: '1', summary: '对 3 条产线主要设备能耗实时监测并给出节能建议。', content: p('现有电表未联网。'), contactName: '张伟', contactPhone: '13857201001', status: '4', owner: 'qy', created: '2026-09-10T02:00:00Z', putaway: '2026-09-20T03:00:00Z', opinion: '同意', viewCount: 12 },
  { requirementName: '无人机巡检航线自动规划软件', domainId: '0101', company: 1, budget: 40, deadline: '2027-03-31', cooperationMode: '4', summary: '基于三维地形与禁飞区自动生成电力巡检航线。', content: p('需支持主流行业无人机。'), contactName: '王芳', contactPhone: '13957202002', status: '4', owner: 'yyf', created: '2026-10-08T02:00:00Z', putaway: '2026-10-16T03:00:00Z', opinion: '同意', viewCount: 8 },
  // not public
  { requirementName: '（草稿）粉尘在线监测改造', domainId: '0602', company: 0, budget: null, deadline: null, cooperationMode: '5', summary: '草稿。', content: p('草稿。'), contactName: '张伟', contactPhone: '13857201001', status: '0', owner: 'qy', created: '2026-11-15T02:00:00Z', viewCount: 0 },
  { requirementName: '（待审核）石膏板自动码垛机器人', domainId: '0503', company: 0, budget: 60, deadline: '2027-06-30', cooperationMode: '1', summary: '待审核。', content: p('待审核。'), contactName: '张伟', contactPhone: '13857201001', status: '1', owner: 'qy', created: '2026-11-18T02:00:00Z', viewCount: 0 },
  { requirementName: '（已驳回）通用技术咨询', domainId: '0103', company: 0, budget: null, deadline: null, cooperationMode: '5', summary: '需求描述过于笼统。', content: p('已驳回。'), contactName: '张伟', contactPhone: '13857201001', status: '3', owner: 'qy', created: '2026-10-25T02:00:00Z', opinion: '需求描述不具体，请补充技术指标', viewCount: 0 },
];

/** Demo negotiations: (kind, index of the item in its list, initiator user name, messages; the owner answers the odd ones). */
export const demoTechTalks: Array<{ kind: 'achievement' | 'requirement' | 'expert' | 'institute'; index: number; initiator: 'qy' | 'gr'; messages: string[] }> = [
  { kind: 'achievement', index: 0, initiator: 'qy', messages: ['请问是否支持小批量试产？', '支持，可先签订 3 个月试产协议。'] },
  { kind: 'achievement', index: 4, initiator: 'qy', messages: ['低温烧结工艺是否适用于中镍材料？'] },
  { kind: 'expert', index: 0, initiator: 'qy', messages: ['刘教授您好，想请您指导阻燃配方开发。', '可以，请先发送产品指标要求。'] },
  { kind: 'institute', index: 1, initiator: 'gr', messages: ['研究院是否对外提供材料检测服务？'] },
  { kind: 'requirement', index: 2, initiator: 'gr', messages: ['我们团队有数据脱敏相关成果，希望对接。'] },
];
