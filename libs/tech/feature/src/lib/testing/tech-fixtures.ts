/** Test data of the techService pages (contract shapes; test code only). */
import type {
  TechAchievement,
  TechAchievementItem,
  TechDomainNode,
  TechExpert,
  TechExpertItem,
  TechHomeStatistic,
  TechInstituteItem,
  TechRequirement,
  TechRequirementItem,
} from '@qifu/tech-data-access';

export const DOMAIN_TREE: TechDomainNode[] = [
  {
    id: '01',
    parentId: null,
    label: '电子信息',
    leaf: false,
    children: [{ id: '0101', parentId: '01', label: '地理信息', leaf: true, children: [] }],
  },
  {
    id: '03',
    parentId: null,
    label: '新材料',
    leaf: false,
    children: [
      { id: '0301', parentId: '03', label: '高分子材料', leaf: true, children: [] },
      { id: '0304', parentId: '03', label: '复合材料', leaf: true, children: [] },
    ],
  },
];

export const ACHIEVEMENT: TechAchievementItem = {
  id: 'd8122b7b-7f27-41cc-8a63-3b8fe8ddec1d',
  achievementName: '高强度可降解秸秆纤维复合材料制备技术',
  domainId: '0304',
  domainName: '新材料/复合材料',
  typeName: '发明专利',
  maturity: '3',
  cooperationMode: '1',
  price: 200,
  holderName: '浙江工业大学德清研究院',
  summary: '以改性秸秆纤维为增强相的可降解复合材料。',
  images: [],
  status: '4',
  putawayTime: '2025-03-18T03:00:00.000Z',
  viewCount: 236,
  createTime: '2025-03-10T02:00:00.000Z',
};

export const ACHIEVEMENT_2: TechAchievementItem = {
  ...ACHIEVEMENT,
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  achievementName: '北斗高精度定位地理信息数据实时处理平台',
  domainId: '0101',
  domainName: '电子信息/地理信息',
  price: null,
};

export const ACHIEVEMENT_DETAIL: TechAchievement = {
  ...ACHIEVEMENT,
  bigTypeCode: '10',
  smallTypeCode: '1001',
  patentNo: 'ZL202410123456.7',
  content: '<p>主要指标：拉伸强度 62 MPa。</p>',
  contactName: '周涛',
  contactPhone: '13757212345',
  reviewOpinion: '同意',
  reviewTime: '2025-03-18T02:00:00.000Z',
  createUserName: '李娜',
  updateTime: '2025-03-18T03:00:00.000Z',
};

export const INSTITUTE: TechInstituteItem = {
  id: 'd6f79e7e-6c04-44f1-9c9d-3f10304f3562',
  instituteName: '浙江大学德清先进技术与产业研究院',
  instituteType: '3',
  domainId: '05',
  domainName: '高端装备',
  address: '舞阳街道科源路 10 号',
  logo: null,
  summary: '县校共建的新型研发机构。',
  status: '4',
  putawayTime: '2025-02-20T03:00:00.000Z',
  viewCount: 402,
  createTime: '2025-02-10T02:00:00.000Z',
};

export const EXPERT: TechExpertItem = {
  id: 'c213e1bc-f300-4227-a192-631ad53c6228',
  expertName: '刘建国',
  gender: '1',
  jobTitle: '教授',
  organizationName: '浙江工业大学',
  domainId: '0301',
  domainName: '新材料/高分子材料',
  researchField: '高分子复合材料',
  avatar: null,
  status: '4',
  putawayTime: '2025-02-25T03:00:00.000Z',
  viewCount: 265,
  createTime: '2025-02-15T02:00:00.000Z',
};

export const EXPERT_DETAIL: TechExpert = {
  ...EXPERT,
  introduction: '<p>主持国家自然科学基金项目 4 项。</p>',
  contactPhone: '13605721234',
  email: 'liujg@example.edu.cn',
  reviewOpinion: '同意',
  reviewTime: '2025-02-25T02:00:00.000Z',
  createUserName: '李娜',
  updateTime: '2025-02-25T03:00:00.000Z',
};

export const REQUIREMENT: TechRequirementItem = {
  id: '1ac37f34-9652-453c-bc8c-744618814d03',
  requirementName: '锂电池隔膜涂覆工艺优化',
  domainId: '0402',
  domainName: '新能源/储能与动力电池',
  companyName: '德清县恒达新材料有限公司',
  budget: 80,
  deadline: '2027-06-30',
  cooperationMode: '4',
  summary: '提升陶瓷涂覆均匀性。',
  status: '4',
  putawayTime: '2026-02-20T03:00:00.000Z',
  viewCount: 96,
  createTime: '2026-02-10T02:00:00.000Z',
};

export const REQUIREMENT_DETAIL: TechRequirement = {
  ...REQUIREMENT,
  content: '<p>现有凹版涂覆存在边缘增厚。</p>',
  contactName: '张伟',
  contactPhone: '13857201001',
  reviewOpinion: '同意',
  reviewTime: '2026-02-20T02:00:00.000Z',
  createUserName: '张伟',
  updateTime: '2026-02-20T03:00:00.000Z',
};

export const STATISTIC: TechHomeStatistic = {
  achievementCount: 18,
  requirementCount: 19,
  expertCount: 19,
  instituteCount: 11,
  talkCount: 5,
};
