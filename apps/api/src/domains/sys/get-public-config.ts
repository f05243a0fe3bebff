import type { Handler } from '../../core/handler';

/** Footer contacts and constants of the platform (seeds 000 §2 footer, §9). */
export const PLATFORM_CONSTANTS = {
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  recordNumber: '浙ICP备2026000001号',
  agreementCheck: true,
  orgCode: '330521',
  orgName: '德清县',
} as const;

/**
 * `GET /sys/platform/publicConfig`: what the portal needs before login — SSO address, SM2 public
 * key, whether login needs the SMS code, footer contacts, validity-poll interval (14 412 000 ms in
 * production, 312 000 ms otherwise).
 */
export const getPublicConfig: Handler<'getPublicConfig'> = async (_req, ctx) => ({
  ssoUrl: ctx.config.ssoUrl,
  sm2PublicKey: ctx.config.secrets.sm2PublicKey,
  loginCodeEnabled: ctx.config.loginCode,
  ...PLATFORM_CONSTANTS,
  validityPollMs: ctx.config.nodeEnv === 'production' ? 14_412_000 : 312_000,
});
