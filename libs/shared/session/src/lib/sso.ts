import { ssoLoginHref, type SsoUserType } from '@qifu/util';
import { useQuery } from '@tanstack/react-query';

import { getPublicConfig } from './auth';
import { useSession } from './hooks';

/** The single sign-on page while the public configuration loads (the demo sign-on page). */
const SSO_URL_FALLBACK = '/sso/login';

/**
 * The single-sign-on login address for `userType` returning to the current page (path and query),
 * from the public configuration (`getPublicConfig().ssoUrl`, cached under `['publicConfig']` like
 * the portal header's). Used by every 去登录 / 个人登录 / 企业登录 of a page (seeds 000 §6).
 */
export function useSsoLoginHref(userType: SsoUserType): string {
  const config = useQuery({ queryKey: ['publicConfig'], queryFn: () => getPublicConfig(), staleTime: Infinity, gcTime: Infinity });
  const ssoUrl = config.data?.ssoUrl ?? SSO_URL_FALLBACK;
  if (typeof window === 'undefined') return ssoUrl;
  return ssoLoginHref(ssoUrl, userType, `${window.location.origin}${window.location.pathname}${window.location.search}`);
}

/** True when the session holds a logged-in enterprise user (user type QY, seeds 000 §6 "Only enterprise users may declare"). */
export function useIsEnterprise(): boolean {
  const { isLoggedIn, userInfo } = useSession();
  return isLoggedIn && userInfo?.userType === 'QY';
}
