/** User types that sign on through the government single sign-on page (seeds 000 §2 header). */
export type SsoUserType = 'GR' | 'QY';

/**
 * The single-sign-on address of the header's 个人登录 / 企业登录 links (seeds 000 §2): the SSO page
 * with `userType` and a return address that carries `userType=GR|QY` and lands on /page/home.
 *
 * @param ssoUrl `getPublicConfig().ssoUrl`, e.g. `/sso/login`
 * @param origin `window.location.origin`
 */
export function ssoLoginHref(ssoUrl: string, userType: SsoUserType, origin: string): string {
  const redirect = `${origin}/page/home?userType=${userType}`;
  const separator = ssoUrl.includes('?') ? '&' : '?';
  return `${ssoUrl}${separator}userType=${userType}&redirect=${encodeURIComponent(redirect)}`;
}
