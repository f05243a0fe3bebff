/** Test data of the market pages, shaped as the contract's schemas. */
import type { LandDemandItem, LandInfo, LandInfoItem, WorkshopDemand, WorkshopInfo, WorkshopInfoItem } from '@qifu/land-data-access';

export const LAND_A: LandInfoItem = {
  id: 'b8750168-e75d-4bb2-b0d5-7ce5cb2f4517',
  title: '武康街道长虹中街北侧工业地块（30亩）挂牌出让',
  landNo: 'DQ2026-015',
  streetName: '武康街道',
  address: '武康街道长虹中街以北、志远北路以东',
  landArea: 30,
  landUse: '工业用地',
  supplyMode: '1',
  price: 1260,
  ownerName: '德清县自然资源和规划局',
  images: [],
  contactName: '沈建华',
  contactPhone: '138****1015',
  status: '2',
  publishTime: '2026-11-06T02:00:00.000Z',
  viewCount: 312,
  createTime: '2026-10-28T01:00:00.000Z',
};

export const LAND_B: LandInfoItem = {
  ...LAND_A,
  id: '2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e9f',
  title: '新安镇工业功能区闲置土地（12亩）出租',
  landNo: 'DQ2026-004',
  streetName: '新安镇',
  address: '新安镇工业功能区兴安路 18 号东侧',
  landArea: 12,
  supplyMode: '2',
  price: 36,
  publishTime: '2026-08-20T02:00:00.000Z',
};

export const LAND_DETAIL: LandInfo = {
  ...LAND_A,
  streetCode: '330521001',
  useYears: 50,
  description: '<p>容积率 1.2–2.5，亩均投资强度不低于 400 万元。</p>',
  reviewOpinion: '信息完整，同意上架',
  createUserName: '王建国',
  updateTime: '2026-11-06T02:00:00.000Z',
};

export const WORKSHOP_A: WorkshopInfoItem = {
  id: '6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918',
  title: '雷甸镇物流园冷库及仓储 4000㎡ 出租',
  streetName: '雷甸镇',
  address: '雷甸镇临港物流园港城路 66 号',
  buildingArea: 4000,
  floor: '1层',
  dealType: '1',
  price: 22,
  ownerName: '德清县雷甸物流有限公司',
  images: [{ fileName: '冷库.jpg', filePath: '2026/09/cold-store.jpg' }],
  contactName: '方志强',
  contactPhone: '138****1007',
  status: '2',
  publishTime: '2026-09-16T02:00:00.000Z',
  viewCount: 208,
  createTime: '2026-09-01T01:00:00.000Z',
};

export const WORKSHOP_DETAIL: WorkshopInfo = {
  ...WORKSHOP_A,
  streetCode: '330521110',
  floorHeight: 10,
  loadBearing: 5000,
  description: '<p>其中冷库 800㎡（-18℃），配月台 6 个。</p>',
  reviewOpinion: '信息完整，同意上架',
  createUserName: '李娜',
  updateTime: '2026-09-16T02:00:00.000Z',
};

export const LAND_DEMAND_A: LandDemandItem = {
  id: '0ffb91bd-04ef-4ec7-975d-ead29a304f9b',
  title: '求购 20 亩工业用地用于新建新材料生产基地',
  companyName: '德清县恒达新材料有限公司',
  industry: '新材料',
  demandArea: 20,
  landUse: '工业用地',
  supplyMode: '1',
  streetName: '武康街道',
  investAmount: 8000,
  images: [],
  contactName: '张伟',
  contactPhone: '138****1001',
  status: '2',
  publishTime: '2026-11-08T02:00:00.000Z',
  viewCount: 87,
  createTime: '2026-10-30T01:00:00.000Z',
};

export const WORKSHOP_DEMAND_DETAIL: WorkshopDemand = {
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  title: '求购 3000㎡ 独立产权厂房',
  companyName: '德清钟管新能源科技有限公司',
  industry: '新能源',
  demandArea: 3000,
  dealType: '2',
  streetCode: '330521104',
  streetName: '钟管镇',
  budget: 1000,
  description: '<p>独立产权，可办理抵押。</p>',
  images: [],
  contactName: '孙丽',
  contactPhone: '159****7007',
  status: '2',
  reviewOpinion: '信息完整，同意上架',
  publishTime: '2026-10-01T02:00:00.000Z',
  viewCount: 47,
  createUserName: '李娜',
  createTime: '2026-09-18T01:00:00.000Z',
  updateTime: '2026-10-01T02:00:00.000Z',
};

/** The public configuration the towns filter reads (orgCode). */
export const PUBLIC_CONFIG = {
  ssoUrl: '/sso/login',
  sm2PublicKey: '04ab',
  loginCodeEnabled: false,
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  recordNumber: '浙ICP备2026000001号',
  validityPollMs: 312000,
  agreementCheck: true,
  orgCode: '330521',
  orgName: '德清县',
};

/** Towns of listRegionChildren. */
export const TOWNS = [
  { code: '330521001', name: '武康街道' },
  { code: '330521101', name: '乾元镇' },
  { code: '330521110', name: '雷甸镇' },
];
