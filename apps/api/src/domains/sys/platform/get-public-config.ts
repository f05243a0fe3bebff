import type { Handler } from '../../../core/handler';
import { readHomeContact } from '../home-config/home-config.queries';
import { PLATFORM_CONSTANTS } from './platform-constants';

export { PLATFORM_CONSTANTS } from './platform-constants';

/**
 * `GET /sys/platform/publicConfig`: what the portal needs before login — SSO address, SM2 public
 * key, whether login needs the SMS code, footer contacts (the saved contact block, see
 * saveHomeContact; the platform constants until one is saved), validity-poll interval
 * (14 412 000 ms in production, 312 000 ms otherwise).
 */
export const getPublicConfig: Handler<'getPublicConfig'> = async (_req, ctx) => {
  const contact = await readHomeContact(ctx.db);
  return {
    ssoUrl: ctx.config.ssoUrl,
    sm2PublicKey: ctx.config.secrets.sm2PublicKey,
    loginCodeEnabled: ctx.config.loginCode,
    ...PLATFORM_CONSTANTS,
    serviceCentreName: contact.serviceCentreName,
    serviceHours: contact.serviceHours,
    hotline: contact.hotline,
    mailbox: contact.mailbox,
    recordNumber: contact.recordNumber,
    validityPollMs: ctx.config.nodeEnv === 'production' ? 14_412_000 : 312_000,
  };
};
