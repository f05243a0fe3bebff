/**
 * Test data of the training pages: contract-shaped answers (see the examples of
 * openapi/domains/training) and sessions of an enterprise user and an individual.
 */
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import type { TrainActivityItem, TrainActivityPublicDetail, TrainInfoItem } from '@qifu/training-data-access';

export const ACTIVITY_ID = '99bb5e08-115a-46a0-8776-d1d9db28b002';

export const ITEM: TrainActivityItem = {
  id: ACTIVITY_ID,
  activityName: '中小企业数字化转型专题培训（第四期）',
  activityType: '1',
  planName: '2026年度中小企业数字化转型培训计划',
  coverImage: null,
  activityAddress: '德清县科技新城创新大厦 3 楼报告厅',
  applyStartTime: '2026-11-18T01:00:00.000Z',
  applyEndTime: '2026-12-03T09:00:00.000Z',
  holdStartTime: '2026-12-06T01:00:00.000Z',
  holdEndTime: '2026-12-06T08:30:00.000Z',
  applyLimit: 100,
  applyCount: 42,
  status: '7',
};

/** `n` list items with distinct ids and names. */
export function items(n: number, status: TrainActivityItem['status'] = '7'): TrainActivityItem[] {
  return Array.from({ length: n }, (_, i) => ({
    ...ITEM,
    id: `99bb5e08-115a-46a0-8776-${String(i).padStart(12, '0')}`,
    activityName: `德清县测试活动（第${i + 1}期）`,
    status,
  }));
}

export const DETAIL: TrainActivityPublicDetail = {
  ...ITEM,
  activityContent: '<h3>活动简介</h3><p>第四期聚焦“设备上云”和“工业互联网平台应用”。</p>',
  applyTarget: '3',
  contactName: '沈磊',
  contactPhone: '0572-8888011',
  units: [
    { unitName: '德清县经济和信息化局', unitAbbre: '县经信局', unitContact: '王强', unitPhone: '0572-8888001', unitType: '1' },
    { unitName: '德清县中小企业发展服务中心', unitContact: '沈磊', unitPhone: '0572-8888011', unitType: '2' },
  ],
  myApply: null,
};

/** A valid registration of the individual 刘芳 for {@link DETAIL}. */
export const MY_APPLY: TrainInfoItem = {
  id: 'bb1a49ae-a054-43c3-820c-0f3766cd25e5',
  activityId: ACTIVITY_ID,
  activityName: DETAIL.activityName,
  activityStatus: '7',
  activityAddress: DETAIL.activityAddress,
  holdStartTime: DETAIL.holdStartTime,
  holdEndTime: DETAIL.holdEndTime,
  applyType: '2',
  companyName: null,
  applyName: '刘芳',
  applyPhone: '13857208005',
  applyNum: 1,
  applyTime: '2026-11-21T02:15:00.000Z',
  applyStatus: '1',
  signInStatus: '0',
  signInTime: null,
  evaluateScore: null,
  evaluateContent: null,
  evaluateTime: null,
};

/** Logs in a demo user of `userType` in the session store (no request). */
export function loginAs(userType: 'QY' | 'GR' | 'YYF'): void {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, {
    id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    userName: userType.toLowerCase(),
    name: userType === 'QY' ? '张伟' : userType === 'GR' ? '刘芳' : '李娜',
    userType,
    roles: [userType],
  });
}

export { clearSession };

/** The public configuration (`getPublicConfig`); the sign-on address differs from the fallback on purpose. */
export const PUBLIC_CONFIG = {
  agreementCheck: false,
  hotline: '0572-12345',
  loginCodeEnabled: false,
  mailbox: 'qyfw@deqing.gov.cn',
  orgCode: '330521',
  orgName: '德清县经济和信息化局',
  recordNumber: '浙ICP备00000000号',
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  sm2PublicKey: '04',
  ssoUrl: '/sso/demo',
  validityPollMs: 312000,
};
