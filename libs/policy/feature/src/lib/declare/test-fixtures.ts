/** Shared data of the declaration pages' tests (contract shapes: ProjectApplyContext, Declare, DeclareItem). */
import { okEnvelope } from '@qifu/sdk/testing';
import { type DeclareStatus } from '@qifu/policy-rules';
import { type UserInfo } from '@qifu/sdk';
import { sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';

export const POLICY_ID = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
export const PROJECT_ID = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
export const DECLARE_ID = 'b079351c-5563-5226-be1c-e8bab650d9b3';

export const TEMPLATE = {
  title: '技术改造项目补助申报表',
  version: 1,
  fields: [
    { key: 'projectTitle', label: '项目名称', type: 'input' as const, required: true },
    { key: 'investAmount', label: '设备投资额（万元）', type: 'number' as const, required: true },
  ],
};

export const PROJECT = {
  id: PROJECT_ID,
  policyId: POLICY_ID,
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  projectName: '2026年度工业企业技术改造项目补助',
  applyStartTime: '2026-04-01T00:00:00.000Z',
  applyEndTime: '2026-05-31T15:59:59.000Z',
  examineStartTime: '2026-06-01T00:00:00.000Z',
  examineEndTime: '2026-06-30T15:59:59.000Z',
  examineDep: '德清县经济和信息化局',
  template: TEMPLATE,
  supportAmount: 5000000,
  supportAmountRule: null,
  conditions: [],
  status: '1',
  applyPhase: '2',
  applyCount: 12,
  createTime: '2026-03-20T02:00:00.000Z',
};

export type TestDeclareStatus = DeclareStatus;

/** A declaration of the demo company in `status`. */
export function declaration(status: TestDeclareStatus, overrides: Record<string, unknown> = {}) {
  return {
    id: DECLARE_ID,
    declareNo: 'SB20261121001',
    policyId: POLICY_ID,
    policyTitle: PROJECT.policyTitle,
    projectId: PROJECT_ID,
    projectName: PROJECT.projectName,
    companyId: '6eaf1954-6507-54e4-8522-4606e51b46a3',
    companyName: '德清县恒达新材料有限公司',
    creditCode: '91330521MA2B3C4D5E',
    contactName: '李娜',
    contactPhone: '13912345678',
    formData: { projectTitle: '新增两条自动化生产线', investAmount: 650 },
    attachments: [{ fileName: '申报材料.pdf', filePath: '2026/11/5c1f0e2a.pdf' }],
    status,
    submitTime: status === '0' ? null : '2026-11-21T02:00:00.000Z',
    examineTime: status === '2' || status === '3' ? '2026-11-25T06:00:00.000Z' : null,
    examineOpinion: status === '3' ? '请补充设备发票原件扫描件' : status === '2' ? '材料齐全，同意' : null,
    examineUserName: status === '2' || status === '3' ? '王芳' : null,
    createTime: '2026-11-20T09:00:00.000Z',
    updateTime: '2026-11-21T02:00:00.000Z',
    ...overrides,
  };
}

/** Logs a user of `userType` in (tokens and userInfo). */
export function logIn(userType: UserInfo['userType'] = 'QY') {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6eaf1954-6507-54e4-8522-4606e51b46a3', userName: 'qy', name: '张伟', userType, roles: [userType] });
}

/** `getPublicConfig` (the enterprise login address). */
export const publicConfigHandler = http.get(apiUrl('/sys/platform/publicConfig'), () =>
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
);
