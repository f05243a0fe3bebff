/**
 * @qifu/portal-feature — the public shell (header, main menu, footer, back-to-top) and the public
 * pages: home (/page/home), login (/login) and not found (/404).
 *
 * `PortalLayout` is part of the first load; each page is loaded on demand with its `load…()`
 * function (a dynamic import, one chunk per page) to keep the public home's first load small.
 */
export { PortalLayout } from './lib/layout/portal-layout';
export { PortalHeader, type PortalHeaderProps } from './lib/header/portal-header';
export { PortalFooter } from './lib/footer/portal-footer';
export { highlightPath, activeMenuKey } from './lib/menu/menu-highlight';
export { ssoLoginHref, type SsoUserType } from './lib/menu/sso-links';
export {
  MAIN_MENU,
  SUB_MENUS,
  EXTERNAL_SITES,
  CITY_PLATFORM_URLS,
  FRIEND_LINKS,
  POLICY_MARKET_PATH,
  type MainMenuEntry,
  type MainMenuKey,
} from './lib/menu/portal-links';
export { usePublicConfig, PUBLIC_CONFIG_FALLBACK } from './lib/use-public-config';
export type { HomePageProps } from './lib/home/home-page';

/** Loads the home page (`HomePage`, /page/home) in its own chunk. */
export const loadHomePage = () => import('./lib/home/home-page');
/** Loads the login page (`LoginPage`, /login) in its own chunk. */
export const loadLoginPage = () => import('./lib/login/login-page');
/** Loads the not-found page (`NotFoundPage`, /404) in its own chunk. */
export const loadNotFoundPage = () => import('./lib/not-found/not-found-page');
