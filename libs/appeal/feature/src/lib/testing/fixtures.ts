/** Shared data of the appeal feature's tests (contract shapes: Option, AreaNode, CommonApp, AppealListItem, AppealDetail). */
import { okEnvelope } from '@qifu/sdk/testing';
import { type UserInfo } from '@qifu/sdk';
import { sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';

export const COMPANY_NAME = '德清县恒达新材料有限公司';
export const CREDIT_CODE = '91330521704512345A';
export const NEW_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
export const RETURNED_ID = '3f6c2a1e-8b4d-4c7a-9e2f-1a2b3c4d5e6f';

/** Logs a user of `userType` in (tokens and user info in the session store). */
export function logIn(userType: UserInfo['userType'] = 'QY') {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, {
    id: '6eaf1954-6507-54e4-8522-4606e51b46a3',
    userName: userType === 'QY' ? 'qy' : 'gr',
    name: '张伟',
    userType,
    roles: [userType],
    ...(userType === 'QY' ? { companyName: COMPANY_NAME } : {}),
  });
}

export const CLASSES = [
  { label: '政策咨询', value: '01', children: [{ label: '产业扶持政策', value: '0101', children: [] }] },
  {
    label: '要素保障',
    value: '02',
    children: [
      { label: '用地', value: '0201', children: [] },
      { label: '用能（水电气）', value: '0202', children: [] },
    ],
  },
  { label: '其他', value: '09', children: [{ label: '其他诉求', value: '0901', children: [] }] },
];

/** The form's public option lists and the company suggestion. */
export const optionHandlers = [
  http.get(apiUrl('/appeal/info/queryAppealClassByRedis'), () => HttpResponse.json(okEnvelope(CLASSES))),
  http.get(apiUrl('/appeal/serviceAreaType'), () =>
    HttpResponse.json(
      okEnvelope([
        { label: '乡镇（街道）', value: '1' },
        { label: '经济开发区（园区）', value: '2' },
        { label: '其他区域', value: '3' },
      ]),
    ),
  ),
  http.get(apiUrl('/sys/region/children'), () =>
    HttpResponse.json(
      okEnvelope([
        { code: '330521001', name: '武康街道' },
        { code: '330521002', name: '舞阳街道' },
      ]),
    ),
  ),
  http.get(apiUrl('/company-code/queryByName'), () =>
    HttpResponse.json(okEnvelope([{ id: '0d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a', name: COMPANY_NAME, code: CREDIT_CODE, streetId: '330521001' }])),
  ),
  http.get(apiUrl('/app/queryAppListByCommon'), () =>
    HttpResponse.json(
      okEnvelope([
        { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', appName: '浙江政务服务网', appIcon: null, appUrl: 'https://www.zjzwfw.gov.cn/', appDesc: '在线办理审批事项', sort: 1 },
      ]),
    ),
  ),
  http.get(apiUrl('/sys/platform/publicConfig'), () =>
    HttpResponse.json(
      okEnvelope({
        ssoUrl: '/sso/login',
        sm2PublicKey: '04ab',
        loginCodeEnabled: false,
        serviceCentreName: '德清县企业综合服务中心',
        serviceHours: '08:30-17:00',
        hotline: '0572-0000000',
        mailbox: 'service@example.gov.cn',
        recordNumber: '浙ICP备00000000号',
        validityPollMs: 312000,
        agreementCheck: true,
        orgCode: '330521',
        orgName: '德清县',
      }),
    ),
  ),
];

/** An appeal list line. */
export function listItem(n: number, status: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    appealNo: `SQ2026112000${String(n).padStart(2, '0')}`,
    appealTitle: title,
    appealClass: '0201',
    appealClassName: '要素保障-用地',
    appealSource: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    appealSourceName: '企业服务平台',
    companyName: COMPANY_NAME,
    contactName: '张伟',
    contactPhone: '13857201001',
    status,
    dealOffice: status === '1' || status === '7' ? null : '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
    dealOfficeName: status === '1' || status === '7' ? null : '德清县自然资源和规划局',
    deadline: status === '1' || status === '7' ? null : '2026-12-04',
    overdue: false,
    createTime: `2026-11-${String(20 - (n % 19)).padStart(2, '0')}T06:30:00.000Z`,
    ...extra,
  };
}

const LOG_SUBMIT = {
  id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f10',
  action: 'submit',
  actionName: '企业提交',
  fromStatus: null,
  toStatus: '1',
  opinion: null,
  operatorName: '张伟',
  dealOfficeName: null,
  createTime: '2026-11-20T06:30:00.000Z',
};

/** An appeal in detail with its log. */
export function detail(id: string, status: string, title: string, logs: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return {
    ...listItem(1, status, title),
    id,
    appealContent: '我公司计划新建 2 万平方米厂房，请协调加快办理。',
    companyId: '0d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
    creditCode: CREDIT_CODE,
    serviceAreaType: '1',
    streetCode: '330521001',
    streetName: '武康街道',
    files: [],
    dealContent: null,
    dealFiles: [],
    dealTime: null,
    examineOpinion: null,
    backReason: null,
    syncStatus: '0',
    logs: [LOG_SUBMIT, ...logs],
    ...extra,
  };
}

/** The logs of a finished appeal after submission. */
export const FINISHED_LOGS = [
  {
    id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f11',
    action: 'updateDealOffice',
    actionName: '受理分派',
    fromStatus: '1',
    toStatus: '2',
    opinion: '请自然资源和规划局办理',
    operatorName: '陈晓东',
    dealOfficeName: '德清县自然资源和规划局',
    createTime: '2026-11-20T08:00:00.000Z',
  },
  {
    id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f12',
    action: 'deal',
    actionName: '办理',
    fromStatus: '2',
    toStatus: '4',
    opinion: '已纳入第四批用地计划',
    operatorName: '沈建明',
    dealOfficeName: '德清县自然资源和规划局',
    createTime: '2026-11-21T08:00:00.000Z',
  },
  {
    id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f13',
    action: 'examine',
    actionName: '审核',
    fromStatus: '4',
    toStatus: '5',
    opinion: '同意办结',
    operatorName: '陈晓东',
    dealOfficeName: '德清县自然资源和规划局',
    createTime: '2026-11-21T09:00:00.000Z',
  },
];

export const BACK_LOG = {
  id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f14',
  action: 'back',
  actionName: '退回',
  fromStatus: '1',
  toStatus: '7',
  opinion: '请补充项目备案文件',
  operatorName: '陈晓东',
  dealOfficeName: null,
  createTime: '2026-11-20T09:00:00.000Z',
};
