/** User types that sign on through the government single sign-on page (seeds 000 §2 header). */
export type SsoUserType = 'GR' | 'QY';

/**
 * A single-sign-on login address (seeds 000 §2 "personal login and enterprise login links to a
 * government single sign-on page. The return address carries userType=GR or userType=QY"):
 * `{ssoUrl}?userType={type}&redirect={returnUrl}[?&]userType={type}`.
 *
 * @param ssoUrl - `getPublicConfig().ssoUrl`, e.g. `/sso/login` (may already carry a query)
 * @param userType - GR (个人登录) or QY (企业登录)
 * @param returnUrl - absolute address to come back to, e.g. `https://portal/page/appeal?tab=submit`
 */
export function ssoLoginHref(ssoUrl: string, userType: SsoUserType, returnUrl: string): string {
  const back = `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}userType=${userType}`;
  return `${ssoUrl}${ssoUrl.includes('?') ? '&' : '?'}userType=${userType}&redirect=${encodeURIComponent(back)}`;
}
