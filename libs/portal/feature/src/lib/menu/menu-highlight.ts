import { type MainMenuKey } from './portal-links';

/** Detail routes and the entry they highlight (seeds 000 §2 "Menu targets and highlighting"). */
const DETAIL_PARENTS: Readonly<Record<string, string>> = {
  '/page/policymarket/details': '/page/policymarket/index',
  '/page/industryinfodetails': '/page/industryinfo',
  '/page/propagandaDetails': '/page/propaganda',
  '/page/propagandaEventsList': '/page/propaganda',
  '/page/sdmarketdetail1': '/page/sdmarket',
  '/page/sdmarketdetail2': '/page/sdmarket',
  // The policy service's own pages (seeds 000 §2): the declaration pages under 申报项目.
  '/page/policyserverreplenish': '/page/policyserver',
  '/page/policyserverdetail': '/page/policyserverhotList',
  '/page/policyserverdeclare': '/page/policyserverhotList',
  '/page/policyserverdectail': '/page/policyserverhotList',
};

function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The menu path a route highlights (seeds 000 §2): policymarket/details → policymarket/index,
 * industryinfodetails → industryinfo, propagandaDetails and propagandaEventsList → propaganda,
 * sdmarketdetail1/2 → sdmarket, anything under /page/techService → /page/techService; the policy
 * service's pages: calculator and simulation (/page/policyserver/…) and policyserverreplenish →
 * /page/policyserver, policyserverdetail/declare/dectail → /page/policyserverhotList; every other
 * path highlights itself.
 */
export function highlightPath(pathname: string): string {
  const path = normalize(pathname);
  if (path === '/page/techService' || path.startsWith('/page/techService')) return '/page/techService';
  if (path.startsWith('/page/policyserver/')) return '/page/policyserver';
  return DETAIL_PARENTS[path] ?? path;
}

/** Sub-entries of 关于我们 (pages of seeds 000 §2 that are not main-menu entries). */
const ABOUT_US_PAGES = new Set(['/page/industryinfo', '/page/propaganda', '/page/peopleBuild']);

/** The main-menu entry active on a route, or null (login, 404, workbench …). */
export function activeMenuKey(pathname: string): MainMenuKey | null {
  const path = highlightPath(pathname);
  if (path === '/page/home' || path === '/page/home1') return 'home';
  if (path.startsWith('/page/policy')) return 'policy';
  if (path === '/page/appeal') return 'appeal';
  if (path === '/page/sdmarket') return 'factory';
  if (path === '/page/commercialLaw') return 'commercialLaw';
  if (path === '/page/aboutus') return 'aboutUs';
  if (path === '/page/techService') return 'technology';
  if (path === '/page/quality') return 'quality';
  if (path === '/page/financialService') return 'finance';
  // Pages outside the 12 entries (docs/decisions/0011-public-portal.md): the information pages
  // are sub-entries of 关于我们.
  if (ABOUT_US_PAGES.has(path)) return 'aboutUs';
  return null;
}
