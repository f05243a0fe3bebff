/** Templates and answers of the dynamic-form tests (not exported by the library). */
import type { FormData, FormTemplate } from '@qifu/validation';
import { http, HttpResponse } from 'msw';

export const OPTIONS = [
  { label: '新建', value: '1' },
  { label: '技改', value: '2' },
  { label: '扩建', value: '3' },
];

/** One field of every type (the table has an input, an amount and an upload column). */
export const ALL_TYPES: FormTemplate = {
  title: '技术改造项目补助申报表',
  version: 1,
  fields: [
    { key: 'projectName', label: '项目名称', type: 'input' },
    { key: 'summary', label: '项目简介', type: 'textarea' },
    { key: 'staff', label: '职工人数', type: 'number' },
    { key: 'invest', label: '投资额', type: 'amount' },
    { key: 'startDate', label: '开工日期', type: 'date' },
    { key: 'period', label: '建设周期', type: 'dateRange' },
    { key: 'industry', label: '所属行业', type: 'select', options: [{ label: '制造业', value: 'C' }, { label: '建筑业', value: 'E' }] },
    { key: 'tags', label: '企业标签', type: 'multiSelect', options: [{ label: '专精特新', value: 'zjtx' }, { label: '高新技术', value: 'gx' }] },
    { key: 'projectType', label: '项目类型', type: 'radio', options: OPTIONS },
    { key: 'support', label: '扶持方式', type: 'checkbox', options: [{ label: '资金补助', value: 'fund' }, { label: '贷款贴息', value: 'loan' }] },
    { key: 'area', label: '项目地点', type: 'region' },
    { key: 'invoice', label: '发票', type: 'upload', accept: '.pdf,.jpg', limit: 2 },
    {
      key: 'devices',
      label: '设备清单',
      type: 'table',
      columns: [
        { key: 'deviceName', label: '设备名称', type: 'input', required: true },
        { key: 'price', label: '单价', type: 'amount' },
        { key: 'proof', label: '凭证', type: 'upload' },
      ],
    },
  ],
};

/** A complete answer of {@link ALL_TYPES}. */
export const ALL_ANSWERS: FormData = {
  projectName: '年产5万吨新材料技改项目',
  summary: '第一行\n第二行',
  staff: 120,
  invest: 1234567.5,
  startDate: '2024-05-06',
  period: ['2024-05-01', '2024-12-31'],
  industry: 'C',
  tags: ['zjtx', 'gx'],
  projectType: '2',
  support: ['loan'],
  area: '330521001',
  invoice: [{ fileName: '发票.pdf', filePath: '2026/04/a.pdf' }],
  devices: [
    { deviceName: '数控机床', price: 88000, proof: [{ fileName: '合同.pdf', filePath: '2026/04/b.pdf' }] },
    { deviceName: '激光切割机', price: null, proof: [] },
  ],
};

/** The answer of {@link ALL_TYPES} with nothing filled in. */
export const EMPTY_ANSWERS: FormData = {
  projectName: null,
  summary: null,
  staff: null,
  invest: null,
  startDate: null,
  period: null,
  industry: null,
  tags: [],
  projectType: null,
  support: [],
  area: null,
  invoice: [],
  devices: [],
};

/** The region levels of the tests (the seeded county's codes). */
export const REGIONS: Record<string, { code: string; name: string }[]> = {
  '': [{ code: '3305', name: '湖州市' }],
  '3305': [
    { code: '330521', name: '德清县' },
    { code: '330522', name: '长兴县' },
  ],
  '330521': [
    { code: '330521001', name: '武康街道' },
    { code: '330521101', name: '新市镇' },
  ],
  '330522': [],
};

/** MSW handler of `GET /sys/region/children` over {@link REGIONS}. */
export const regionHandler = http.get('*/api/sys/region/children', ({ request }) => {
  const parent = new URL(request.url).searchParams.get('parentCode') ?? '';
  return HttpResponse.json({ success: true, code: 'OK', msg: '操作成功', data: REGIONS[parent] ?? [] });
});
