/**
 * Test data of the policy-service pages: contract-shaped answers (see the examples of
 * `openapi/domains/matching` and `policy`) and a QY session.
 */
import type { MatchSituation, ProjectMatch } from '@qifu/policy-data-access';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';

export const POLICY_ID = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
export const PROJECT_MATCHED = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c01';
export const PROJECT_PARTLY = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c02';
export const PROJECT_UNMATCHED = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c03';

const base = {
  policyId: POLICY_ID,
  policyTitle: '德清县关于加快制造业高质量发展的若干政策意见',
  policyDepName: '德清县经济和信息化局',
  applyStartTime: '2026-04-01T00:00:00.000Z',
  applyEndTime: '2026-05-31T15:59:59.000Z',
  applyPhase: '2' as const,
  supportAmount: 5_000_000,
  matchTime: '2026-04-02T08:00:00.000Z',
};

export const MATCHED: ProjectMatch = {
  ...base,
  projectId: PROJECT_MATCHED,
  projectName: '2026年度工业企业技术改造项目补助',
  matchResult: '1',
  matchRate: 100,
  estimatedAmount: 650_000,
  conditions: [{ code: 'revenue', label: '上年度营业收入不低于2000万元', veto: true, outcome: '1', missingData: [] }],
  unmetConditions: [],
  missingData: [],
};

export const PARTLY: ProjectMatch = {
  ...base,
  projectId: PROJECT_PARTLY,
  projectName: '2026年度企业研发投入奖励',
  matchResult: '2',
  matchRate: 33,
  estimatedAmount: 1_200_000,
  conditions: [
    { code: 'revenue', label: '上年度营业收入不低于2000万元', veto: true, outcome: '1', missingData: [] },
    {
      code: 'rdRatio',
      label: '上年度研发费用占营业收入比例不低于3%',
      veto: false,
      outcome: '3',
      missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）' }],
    },
    { code: 'street', label: '注册地在德清县武康街道', veto: false, outcome: '2', missingData: [] },
  ],
  unmetConditions: [{ code: 'street', label: '注册地在德清县武康街道', veto: false, outcome: '2', missingData: [] }],
  missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）' }],
};

export const UNMATCHED: ProjectMatch = {
  ...base,
  projectId: PROJECT_UNMATCHED,
  projectName: '国家级专精特新“小巨人”企业奖励',
  applyPhase: '1',
  applyStartTime: '2026-07-01T00:00:00.000Z',
  applyEndTime: '2026-08-31T15:59:59.000Z',
  matchResult: '3',
  matchRate: 0,
  estimatedAmount: null,
  supportAmount: null,
  conditions: [{ code: 'giant', label: '已认定为国家级专精特新“小巨人”企业', veto: true, outcome: '2', missingData: [] }],
  unmetConditions: [{ code: 'giant', label: '已认定为国家级专精特新“小巨人”企业', veto: true, outcome: '2', missingData: [] }],
  missingData: [],
};

export const SITUATION: MatchSituation = {
  matchedCount: 1,
  partlyMatchedCount: 1,
  notMatchedCount: 1,
  estimatedAmount: 1_850_000,
  wholeInfo: false,
  missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）', projectCount: 1 }],
  matchTime: '2026-04-02T08:00:00.000Z',
};

/** Logs a user of `userType` in (tokens + userInfo), as after a real login. */
export function loginAs(userType: 'QY' | 'GR' = 'QY'): void {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, {
    id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    userName: userType === 'QY' ? 'qy' : 'gr',
    name: userType === 'QY' ? '德清县恒达新材料有限公司' : '张伟',
    userType,
    roles: [userType],
  });
}

/** The public configuration as far as the enterprise-login prompt reads it (the demo sign-on page). */
export const PUBLIC_CONFIG = { ssoUrl: '/sso/login', serviceCentreName: '德清县企业综合服务中心' };

export { clearSession };
