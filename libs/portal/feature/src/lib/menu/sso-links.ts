import { ssoLoginHref as ssoLoginHrefTo, type SsoUserType } from '@qifu/util';

export type { SsoUserType };

/**
 * The single-sign-on address of the header's 个人登录 / 企业登录 links (seeds 000 §2): the SSO page
 * with `userType` and a return address that carries `userType=GR|QY` and lands on /page/home
 * (`ssoLoginHref` of `@qifu/util` with the home page as return address).
 *
 * @param ssoUrl `getPublicConfig().ssoUrl`, e.g. `/sso/login`
 * @param origin `window.location.origin`
 */
export function ssoLoginHref(ssoUrl: string, userType: SsoUserType, origin: string): string {
  return ssoLoginHrefTo(ssoUrl, userType, `${origin}/page/home`);
}
