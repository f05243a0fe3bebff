/**
 * Navigation rules of seeds 000 §2 that run outside the route tree: the route log, the document
 * title, the URL hash rewrite, the single-sign-on callback and the logout navigation.
 */
import { QUIET_HEADER, unwrap, type MenuItem } from '@qifu/sdk';
import {
  api,
  getPublicConfig,
  isLoggedInAtom,
  loginWithTokens,
  menuListAtom,
  readLoginCallback,
  rewriteHashUrl,
  sessionStore,
  subscribeSessionEvents,
  userInfoAtom,
} from '@qifu/session';
import { type AnyRouter } from '@tanstack/react-router';

/** Title suffix when the public configuration is not available (seeds 000 §2). */
export const DEFAULT_SERVICE_CENTRE_NAME = '德清县企业综合服务中心';

/** Query parameters of a single-sign-on return (the tokens and the user type of the login link). */
const SSO_CALLBACK_PARAMS = ['token', 'refreshToken', 'userType'];

/** Pages whose title has no service-centre suffix (seeds 000 §2: the commercial-law page). */
const NO_SUFFIX_PATHS = new Set(['/page/commercialLaw']);

/** The page title: route title + '-' + service-centre name (seeds 000 §2). */
export function pageTitle(routeTitle: string | undefined, pathname: string, serviceCentreName: string): string {
  if (!routeTitle) return serviceCentreName;
  if (NO_SUFFIX_PATHS.has(pathname)) return routeTitle;
  return `${routeTitle}-${serviceCentreName}`;
}

/** The title of the menu entry with exactly this path (depth first), e.g. 用户管理 for /work/sys/user. */
export function menuTitleOf(items: readonly MenuItem[], pathname: string): string | undefined {
  for (const item of items) {
    if (item.path === pathname) return item.title;
    const below = menuTitleOf(item.children, pathname);
    if (below) return below;
  }
  return undefined;
}

/** A route match's title: its loader's `title` (workbench pages), else its `staticData.title`. */
function matchTitle(match: { loaderData?: unknown; staticData: { title?: string } }): string | undefined {
  const loaded = (match.loaderData as { title?: unknown } | undefined)?.title;
  return typeof loaded === 'string' && loaded ? loaded : match.staticData.title;
}

async function serviceCentreName(): Promise<string> {
  try {
    return (await getPublicConfig()).serviceCentreName || DEFAULT_SERVICE_CENTRE_NAME;
  } catch {
    return DEFAULT_SERVICE_CENTRE_NAME;
  }
}

/** Sends the route log quietly (best effort: no message, no token refresh). */
async function saveLog(routerName: string, title: string): Promise<void> {
  try {
    await api.POST('/sys/action/saveLog', {
      body: { routerName: routerName.slice(0, 200), pageTitle: title.slice(0, 200) },
      headers: { [QUIET_HEADER]: '1' },
    });
  } catch {
    // analytics only
  }
}

/**
 * After every resolved navigation: sets `document.title` and logs `saveLog { routerName (the
 * route's path), pageTitle }` (seeds 000 §2 "Every route change is logged with route name and page
 * title"). Returns the unsubscribe function.
 */
export function trackNavigation(router: AnyRouter): () => void {
  let last = '';
  return router.subscribe('onResolved', (event) => {
    const { pathname } = event.toLocation;
    if (pathname === last) return; // search-only changes are not route changes
    last = pathname;
    const matches = router.state.matches;
    const leaf = matches[matches.length - 1];
    // Workbench pages are one splat route (/work/$): their title is their menu entry's.
    const menuTitle = pathname.startsWith('/work/') ? menuTitleOf(sessionStore.get(menuListAtom), pathname) : undefined;
    const routeTitle = menuTitle ?? [...matches].reverse().map(matchTitle).find(Boolean);
    const routerName = leaf?.fullPath && leaf.fullPath !== '/' && !leaf.fullPath.includes('$') ? leaf.fullPath : pathname;
    void serviceCentreName().then((name) => {
      const title = pageTitle(routeTitle, pathname, name);
      document.title = title;
      void saveLog(String(routerName).replace(/\/$/, '') || '/', title);
    });
  });
}

/**
 * Before the first render (seeds 000 §2): rewrites a hash with `&` but no `?`, turns an old hash
 * route (`#/page/home?…`) into a path, and completes a single-sign-on callback
 * (`?token=…&refreshToken=…` without mobile/accountId) with `loginWithTokens`, then clears the query.
 * @returns true when a login callback was handled.
 */
export async function prepareLocation(): Promise<boolean> {
  const { location, history } = window;
  let hash = rewriteHashUrl(location.hash);
  let path = location.pathname;
  let search = location.search;
  if (hash.startsWith('#/')) {
    // Links of the old hash-routed portal: #/page/home?x=1 → /page/home?x=1
    const inner = hash.slice(1);
    const q = inner.indexOf('?');
    path = q >= 0 ? inner.slice(0, q) : inner;
    search = q >= 0 ? inner.slice(q) : '';
    hash = '';
  }
  const callback = readLoginCallback(search);
  if (callback) {
    try {
      await loginWithTokens(callback.token, callback.refreshToken);
    } catch {
      // the API client showed why; the visitor stays logged out
    }
    // "then clears the query" (seeds 000 §2): the callback's own parameters go; the page's own
    // (an activity's id, a policy's id) stay, so the visitor returns where the sign-on started.
    const rest = new URLSearchParams(search);
    for (const name of SSO_CALLBACK_PARAMS) rest.delete(name);
    search = rest.size > 0 ? `?${rest.toString()}` : '';
  }
  const next = `${path}${search}${hash}`;
  if (next !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(history.state, '', next);
  }
  return callback !== null;
}

/** Session logout events (a 401 while logged in) navigate to the logout target (seeds 000 §2). */
export function followSessionEvents(router: AnyRouter): () => void {
  return subscribeSessionEvents((notice) => {
    if (notice.type === 'logout') void router.navigate({ href: notice.target });
  });
}

/**
 * On page load with a stored token, refreshes the user info (`info`). This validates the session
 * at once: an expired access token gets its 402, the SDK refreshes it and reloads the page
 * (seeds 000 §4 "Session", §8); a revoked one gets its 401 and the logout event.
 */
export async function revalidateSession(): Promise<void> {
  if (!sessionStore.get(isLoggedInAtom)) return;
  try {
    sessionStore.set(userInfoAtom, await unwrap(api.GET('/sys/activeUser/info')));
  } catch {
    // the SDK already handled it (refresh, logout or a message)
  }
}
