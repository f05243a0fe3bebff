/**
 * @qifu/portal-feature — the public shell (header, main menu, footer, back-to-top) and the public
 * pages: home (/page/home), login (/login), not found (/404), and the session pages (/zzd/login,
 * /page/zzd/home, /header).
 *
 * `PortalLayout` is part of the first load; each page is loaded on demand with its `load…()`
 * function (a dynamic import, one chunk per page) to keep the public home's first load small.
 */
export { PortalLayout, type PortalLayoutProps } from './lib/layout/portal-layout';
export { PortalHeader, type PortalHeaderProps } from './lib/header/portal-header';
export { highlightPath, activeMenuKey } from './lib/menu/menu-highlight';
export { ssoLoginHref, type SsoUserType } from './lib/menu/sso-links';
export {
  CONSTRUCTION_AREA_MENU_KEYS,
  CONSTRUCTION_AREA_QUICK_LINK_KEYS,
  cutQuickLinksForConstructionArea,
  limitMenuForConstructionArea,
} from './lib/menu/construction-area';
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
export type { HomePageProps, HomeSlide, HomeLayoutKind, HomeOwnBlock } from './lib/home/home-page';
/** Query options of the home configuration (首页配置), for the home route's prefetch (issue 14). */
export { portalHomeConfigQuery } from './lib/home/home-config';

/** Loads the home page (`HomePage`, /page/home) in its own chunk. */
export const loadHomePage = () => import('./lib/home/home-page');
/** Loads the login page (`LoginPage`, /login) in its own chunk. */
export const loadLoginPage = () => import('./lib/login/login-page');
/** Loads the not-found page (`NotFoundPage`, /404) in its own chunk. */
export const loadNotFoundPage = () => import('./lib/not-found/not-found-page');
/** Loads the session pages (`ZzdLoginPage` /zzd/login, `ZzdHomePage` /page/zzd/home, `HeaderPage` /header) in one chunk. */
export const loadSessionPages = () => import('./lib/session-pages');
/**
 * Loads the background services (`startPortalServices({ production })`: the GR/QY login-validity
 * poll and the analytics of seeds 000 §4, §9; `followExternalLink`) in their own chunk; call after
 * the first paint.
 */
export const loadPortalServices = () => import('./lib/services/portal-services');
// Issue 6: search, custom forms and the widget demo (routes: /page/search, /commonform, /preview, /demo).
export { validateGlobalSearch, GLOBAL_SEARCH_PATH, type GlobalSearchSearch } from './lib/search/global-search.search';
export type { GlobalSearchPageProps } from './lib/search/global-search-page';
export type { CommonFormPageProps } from './lib/forms/common-form-page';
export type { FormPreviewPageProps } from './lib/forms/form-preview-page';
/**
 * Loads the loaders of 全站搜索 (/page/search), the custom forms (/commonform, /preview) and the widget
 * demo (/demo): `loadSearchPage`, `loadFormPages`, `loadDemoPage` (each page group in its own chunk).
 */
export const loadPortalPages = () => import('./lib/pages');
