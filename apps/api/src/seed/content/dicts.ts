/** A dictionary with its options (seeds 000 §3 "Dictionary entry: label, value, grouped by a dictionary key"). */
export interface DemoDict {
  code: string;
  name: string;
  options: Array<{ label: string; value: string }>;
}

/**
 * The demo dictionaries. `supportMode` keeps an option labelled 全部, as the source system does;
 * dropdowns never show it (seeds 001 §5 "Option lists shown in dropdowns exclude the option labelled 全部").
 */
export const demoDicts: DemoDict[] = [
  {
    code: 'supportMode',
    name: '支持方式',
    options: [
      { label: '全部', value: '0' },
      { label: '资金补助', value: '1' },
      { label: '税收优惠', value: '2' },
      { label: '荣誉认定', value: '3' },
      { label: '金融支持', value: '4' },
      { label: '人才支持', value: '5' },
      { label: '用地保障', value: '6' },
      { label: '服务支持', value: '7' },
    ],
  },
  {
    code: 'policyLevel',
    name: '政策级别',
    options: [
      { label: '国家级', value: '1' },
      { label: '省级', value: '2' },
      { label: '市级', value: '3' },
      { label: '县级', value: '4' },
    ],
  },
  {
    code: 'industry',
    name: '国民经济行业门类',
    options: [
      { label: '农、林、牧、渔业', value: 'A' },
      { label: '制造业', value: 'C' },
      { label: '电力、热力、燃气及水生产和供应业', value: 'D' },
      { label: '建筑业', value: 'E' },
      { label: '批发和零售业', value: 'F' },
      { label: '信息传输、软件和信息技术服务业', value: 'I' },
      { label: '科学研究和技术服务业', value: 'M' },
    ],
  },
  {
    code: 'enterpriseScale',
    name: '企业规模',
    options: [
      { label: '大型', value: '1' },
      { label: '中型', value: '2' },
      { label: '小型', value: '3' },
      { label: '微型', value: '4' },
    ],
  },
  {
    code: 'userType',
    name: '用户类型',
    options: [
      { label: '企业', value: 'QY' },
      { label: '个人', value: 'GR' },
      { label: '运营方', value: 'YYF' },
      { label: '政府工作人员', value: 'GOV' },
      { label: '部门工作人员', value: 'DEPT' },
      { label: '平台管理员', value: 'ADMIN' },
      { label: '话务员', value: 'CALL' },
    ],
  },
];
