/**
 * Demo content of the system configuration (openapi/README.md part `sys-portal`): the portal's
 * main-menu sub-platforms, the home and footer configuration with the contact block, basic-data
 * configuration by type (seeds 001 §3), two live broadcasts and two feedback messages.
 * External addresses are fictional placeholders (the documents do not give them); they equal the
 * web's `EXTERNAL_SITES` (libs/portal/feature/src/lib/menu/portal-links.ts).
 */
import { inArray } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { demoMediaKey } from '../demo-media';
import {
  type BasicDataConfigType,
  type HomeConfigType,
  sysBasicDataConfig,
  sysFeedback,
  sysHomeConfig,
  sysHomeContact,
  sysLive,
  sysOffice,
  sysPlatform,
} from '../../db/schema';

/** A main-menu entry (seeds 000 §2 "Menu targets … Menu order: home 1 … about us 12"). */
export interface DemoPlatform {
  platformName: string;
  platformUrl: string;
  linkType: '1' | '2';
  sort: number;
  needSign: boolean;
}

const EXTERNAL = 'https://example.com/qifu';

/** The 12 main-menu entries in the documents' order; external sites get a signed link for QY users. */
export const demoPlatforms: readonly DemoPlatform[] = [
  { platformName: '首页', platformUrl: '/page/home', linkType: '1', sort: 1, needSign: false },
  // the policy market until /page/policyserver is built (docs/architecture.md "Menu targets not built yet")
  { platformName: '政策服务', platformUrl: '/page/policymarket/index', linkType: '1', sort: 2, needSign: false },
  { platformName: '诉求服务', platformUrl: '/page/appeal', linkType: '1', sort: 3, needSign: false },
  { platformName: '质量服务', platformUrl: `${EXTERNAL}/quality`, linkType: '2', sort: 4, needSign: true },
  { platformName: '科技服务', platformUrl: `${EXTERNAL}/technology`, linkType: '2', sort: 5, needSign: true },
  { platformName: '金融服务', platformUrl: `${EXTERNAL}/finance`, linkType: '2', sort: 6, needSign: true },
  { platformName: '会展服务', platformUrl: `${EXTERNAL}/exhibition`, linkType: '2', sort: 7, needSign: true },
  { platformName: '人才服务', platformUrl: `${EXTERNAL}/talent`, linkType: '2', sort: 8, needSign: true },
  { platformName: '厂房土地', platformUrl: '/page/sdmarket', linkType: '1', sort: 9, needSign: false },
  { platformName: '商事法律服务', platformUrl: '/page/commercialLaw', linkType: '1', sort: 10, needSign: false },
  { platformName: '环境检测服务', platformUrl: `${EXTERNAL}/environment`, linkType: '2', sort: 11, needSign: true },
  { platformName: '关于我们', platformUrl: '/page/aboutus', linkType: '1', sort: 12, needSign: false },
];

/** A home/footer configuration entry. */
export interface DemoHomeConfig {
  configType: HomeConfigType;
  title: string;
  imagePath?: string;
  linkUrl: string;
  linkType: '1' | '2';
  summary?: string;
  sort: number;
  enableFlag?: '0' | '1';
}

/**
 * Carousel slides and hot blocks (their `imagePath`s are stored demo images, `../demo-media.ts`:
 * banners 1200×400, hot blocks 480×270, like an operator's uploads), footer quick links and friend links.
 */
export const demoHomeConfigs: readonly DemoHomeConfig[] = [
  { configType: '1', title: '政策超市上线：惠企政策一站查询', imagePath: demoMediaKey('banner-1'), linkUrl: '/page/policymarket/index', linkType: '1', sort: 1 },
  { configType: '1', title: '企业诉求“一键直达”', imagePath: demoMediaKey('banner-2'), linkUrl: '/page/appeal', linkType: '1', sort: 2 },
  { configType: '1', title: '2026年度惠企政策解读直播预告', imagePath: demoMediaKey('banner-3'), linkUrl: '/page/propaganda', linkType: '1', sort: 3 },
  { configType: '1', title: '往期活动回顾（已停用）', imagePath: demoMediaKey('banner-3'), linkUrl: '/page/propaganda', linkType: '1', sort: 4, enableFlag: '0' },
  { configType: '2', title: '政策超市', imagePath: demoMediaKey('hot-policy'), linkUrl: '/page/policymarket/index', linkType: '1', summary: '县、市、省、国家各级惠企政策集中发布，按支持方式、发文单位快速检索。', sort: 1 },
  { configType: '2', title: '诉求服务', imagePath: demoMediaKey('hot-appeal'), linkUrl: '/page/appeal', linkType: '1', summary: '企业难题在线提交，专人受理、限时办结、全程可查。', sort: 2 },
  { configType: '2', title: '厂房土地', imagePath: demoMediaKey('hot-land'), linkUrl: '/page/sdmarket', linkType: '1', summary: '闲置厂房与工业用地供需对接，在线发布与查询。', sort: 3 },
  { configType: '2', title: '科技服务', imagePath: demoMediaKey('hot-tech'), linkUrl: `${EXTERNAL}/technology`, linkType: '2', summary: '科技成果、专家与科研机构资源对接。', sort: 4 },
  { configType: '3', title: '首页', linkUrl: '/page/home', linkType: '1', sort: 1 },
  { configType: '3', title: '政策服务', linkUrl: '/page/policymarket/index', linkType: '1', sort: 2 },
  { configType: '3', title: '诉求服务', linkUrl: '/page/appeal', linkType: '1', sort: 3 },
  { configType: '3', title: '质量服务', linkUrl: `${EXTERNAL}/quality`, linkType: '2', sort: 4 },
  { configType: '3', title: '商事法律服务', linkUrl: '/page/commercialLaw', linkType: '1', sort: 5 },
  { configType: '3', title: '关于我们', linkUrl: '/page/aboutus', linkType: '1', sort: 6 },
  { configType: '4', title: '中国政府网', linkUrl: 'https://www.gov.cn/', linkType: '2', sort: 1 },
  { configType: '4', title: '浙江省人民政府', linkUrl: 'https://www.zj.gov.cn/', linkType: '2', sort: 2 },
  { configType: '4', title: '浙江政务服务网', linkUrl: 'https://www.zjzwfw.gov.cn/', linkType: '2', sort: 3 },
  { configType: '4', title: '湖州市人民政府', linkUrl: 'https://www.huzhou.gov.cn/', linkType: '2', sort: 4 },
  { configType: '4', title: '德清县人民政府', linkUrl: 'https://www.deqing.gov.cn/', linkType: '2', sort: 5 },
];

/** The footer contact block (seeds 000 §9: service hours 08:30-17:00; address fictional). */
export const demoHomeContact = {
  serviceCentreName: '德清县企业综合服务中心',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  serviceHours: '08:30-17:00',
  address: '德清县武康街道千秋街1号',
  recordNumber: '浙ICP备2026000001号',
} as const;

/** A basic-data configuration entry; `dealOffice` is an office name (looked up in `sys_office`). */
export interface DemoBasicDataConfig {
  configName: string;
  configCode?: string;
  enableFlag?: '0' | '1';
  dealOffice?: string;
  serviceDesc?: string;
  children?: readonly DemoBasicDataConfig[];
}

/** Appeal classes (1), appeal sources (2) and the two-level service categories (3) with their dealOffice. */
export const demoBasicDataConfigs: Readonly<Record<BasicDataConfigType, readonly DemoBasicDataConfig[]>> = {
  '1': [
    { configName: '政策咨询', configCode: 'ZCZX' },
    { configName: '融资需求', configCode: 'RZXQ' },
    { configName: '用工需求', configCode: 'YGXQ' },
    { configName: '用地用房', configCode: 'YDYF' },
    { configName: '审批服务', configCode: 'SPFW' },
    { configName: '投诉建议', configCode: 'TSJY' },
    { configName: '其他诉求', configCode: 'QT' },
    { configName: '疫情防控（已停用）', configCode: 'YQFK', enableFlag: '0' },
  ],
  '2': [
    { configName: '门户网站', configCode: 'MH' },
    { configName: '浙政钉', configCode: 'ZZD' },
    { configName: '12345热线', configCode: 'RX' },
    { configName: '企业走访', configCode: 'ZF' },
    { configName: '来信来访', configCode: 'XF', enableFlag: '0' },
  ],
  '3': [
    {
      configName: '企业服务',
      configCode: 'QYFW',
      children: [
        { configName: '用地用房', configCode: 'YDYF', dealOffice: '德清县自然资源和规划局', serviceDesc: '企业用地、厂房需求的受理与协调' },
        { configName: '融资服务', configCode: 'RZFW', dealOffice: '德清县金融工作服务中心', serviceDesc: '银企对接、融资担保与贷款贴息' },
        { configName: '人才招引', configCode: 'RCZY', dealOffice: '德清县人力资源和社会保障局', serviceDesc: '人才引进、用工招聘与技能培训' },
      ],
    },
    {
      configName: '政策服务',
      configCode: 'ZCFW',
      children: [
        { configName: '政策兑现', configCode: 'ZCDX', dealOffice: '德清县经济和信息化局', serviceDesc: '惠企政策申报与资金兑现' },
        { configName: '科技项目', configCode: 'KJXM', dealOffice: '德清县科学技术局', serviceDesc: '科技项目申报与高新技术企业认定' },
        { configName: '市场准入', configCode: 'SCZR', dealOffice: '德清县市场监督管理局', serviceDesc: '登记注册与许可审批咨询', enableFlag: '0' },
      ],
    },
    { configName: '其他服务', configCode: 'QTFW', dealOffice: '德清县企业综合服务中心', serviceDesc: '其他企业服务事项' },
  ],
};

/** Row counts written by {@link seedSysConfig}. */
export interface SysConfigSeedSummary {
  platforms: number;
  homeConfigs: number;
  basicDataConfigs: number;
  lives: number;
  feedbacks: number;
}

const DAY = 86_400_000;

/**
 * Writes the demo system configuration. Run it inside the demo seed's transaction after the
 * offices are seeded (service categories look up their dealOffice by name; a missing office leaves
 * it empty). Live broadcasts are placed relative to `now`: one upcoming in 7 days, one that ended
 * 30 days ago; both published.
 */
export async function seedSysConfig(tx: Db, now: Date = new Date()): Promise<SysConfigSeedSummary> {
  await tx.insert(sysPlatform).values(demoPlatforms.map((p) => ({ ...p })));

  await tx.insert(sysHomeConfig).values(
    demoHomeConfigs.map((c) => ({
      configType: c.configType,
      title: c.title,
      imagePath: c.imagePath ?? null,
      linkUrl: c.linkUrl,
      linkType: c.linkType,
      summary: c.summary ?? null,
      sort: c.sort,
      enableFlag: c.enableFlag ?? '1',
    })),
  );
  await tx.insert(sysHomeContact).values({ id: 1, ...demoHomeContact });

  const officeNames = Object.values(demoBasicDataConfigs)
    .flatMap((list) => list.flatMap((e) => [e, ...(e.children ?? [])]))
    .map((e) => e.dealOffice)
    .filter((n): n is string => Boolean(n));
  const offices = officeNames.length
    ? await tx.select({ id: sysOffice.id, name: sysOffice.officeName }).from(sysOffice).where(inArray(sysOffice.officeName, officeNames))
    : [];
  const officeId = new Map(offices.map((o) => [o.name, o.id]));
  let configs = 0;
  for (const [configType, entries] of Object.entries(demoBasicDataConfigs) as [BasicDataConfigType, readonly DemoBasicDataConfig[]][]) {
    for (const [i, e] of entries.entries()) {
      const row = (entry: DemoBasicDataConfig, sort: number, parentId: string | null) => ({
        configType,
        configName: entry.configName,
        configCode: entry.configCode ?? null,
        parentId,
        sort,
        enableFlag: entry.enableFlag ?? '1',
        dealOfficeId: entry.dealOffice ? (officeId.get(entry.dealOffice) ?? null) : null,
        serviceDesc: entry.serviceDesc ?? null,
      });
      const [parent] = await tx.insert(sysBasicDataConfig).values(row(e, i + 1, null)).returning({ id: sysBasicDataConfig.id });
      if (!parent) throw new Error(`basic-data config ${e.configName} not inserted`);
      configs += 1;
      if (e.children?.length) {
        await tx.insert(sysBasicDataConfig).values(e.children.map((c, j) => row(c, j + 1, parent.id)));
        configs += e.children.length;
      }
    }
  }

  const at = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * DAY);
    // whole hours in China time (UTC+8)
    d.setUTCHours(hour - 8, 0, 0, 0);
    return d;
  };
  await tx.insert(sysLive).values([
    {
      liveTitle: '2026年度惠企政策解读直播',
      liveUrl: 'https://live.example.com/qifu/room/1024',
      hostUnit: '德清县经济和信息化局',
      liveDesc: '<p>解读制造业高质量发展、数字化改造等惠企政策，现场答疑<strong>申报要点</strong>。</p>',
      liveStartTime: at(7, 14),
      liveEndTime: at(7, 16),
      publishStatus: '1' as const,
      sort: 1,
    },
    {
      liveTitle: '企业融资对接专题直播',
      liveUrl: 'https://live.example.com/qifu/room/1001',
      hostUnit: '德清县金融工作服务中心',
      liveDesc: '<p>银行机构介绍普惠金融产品与贷款贴息政策。</p>',
      liveStartTime: at(-30, 9),
      liveEndTime: at(-30, 11),
      publishStatus: '1' as const,
      sort: 2,
    },
  ]);

  await tx.insert(sysFeedback).values([
    {
      name: '政策超市检索建议',
      textarea: '希望政策超市能按发文日期筛选，方便查找最新政策。',
      othervalue: '德清县恒达新材料有限公司',
      namevalue: '张伟',
      phonevalue: '13857208001',
      createdAt: new Date(now.getTime() - 3 * DAY),
    },
    {
      name: '热线时间咨询',
      textarea: '请问周末是否可以拨打服务热线？',
      othervalue: '个人',
      namevalue: '刘芳',
      phonevalue: '13857208005',
      handleStatus: '1' as const,
      handleResult: '服务热线工作日 08:30-17:00 接听，周末可在线提交诉求。',
      handleTime: new Date(now.getTime() - 9 * DAY),
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
  ]);

  return { platforms: demoPlatforms.length, homeConfigs: demoHomeConfigs.length, basicDataConfigs: configs, lives: 2, feedbacks: 2 };
}
