import type { MenuItem, UserType } from '@qifu/sdk';

/** Where the app goes after logout (seeds 000 §2): GR and QY → `/`, others → `/login`. */
export type LogoutTarget = '/' | '/login';

/** The route after logout for a user type (seeds 000 §2 "Navigation rules"); unknown → `/login`. */
export function logoutTarget(userType: UserType | null | undefined): LogoutTarget {
  return userType === 'GR' || userType === 'QY' ? '/' : '/login';
}

/** Message when the first workbench item is the call centre (seeds 000 §6). */
export const NO_WORKBENCH_MESSAGE = '当前角色尚未选择工作台，请联系管理员！';

/** The call-centre address (seeds 000 §2 top-level routes). */
export const CALL_CENTRE_PATH = '/ecall';

function firstLeaf(items: readonly MenuItem[]): MenuItem | undefined {
  for (const item of items) {
    if (item.children.length === 0) return item;
    const leaf = firstLeaf(item.children);
    if (leaf) return leaf;
  }
  return undefined;
}

/**
 * The workbench entry (seeds 000 §6): the first leaf of the menu, depth first, as delivered. When
 * that item is the call-centre address `/ecall` (or the menu has no leaf), the message
 * 当前角色尚未选择工作台，请联系管理员！ instead.
 */
export function firstWorkbenchRoute(menuList: readonly MenuItem[]): { path: string } | { message: typeof NO_WORKBENCH_MESSAGE } {
  const leaf = firstLeaf(menuList);
  if (!leaf) return { message: NO_WORKBENCH_MESSAGE };
  const path = leaf.path.startsWith('/') ? leaf.path : `/${leaf.path}`;
  if (path === CALL_CENTRE_PATH || path.startsWith(`${CALL_CENTRE_PATH}/`) || path.startsWith(`${CALL_CENTRE_PATH}?`)) {
    return { message: NO_WORKBENCH_MESSAGE };
  }
  return { path: leaf.path };
}

function isCallCentre(path: string): boolean {
  const p = path.startsWith('/') ? path : `/${path}`;
  return p === CALL_CENTRE_PATH || p.startsWith(`${CALL_CENTRE_PATH}/`) || p.startsWith(`${CALL_CENTRE_PATH}?`);
}

/** Whether the menu (at any depth) holds the call-centre page `/ecall` (the header then offers 呼叫中心, issue 16). */
export function menuHasCallCentre(menuList: readonly MenuItem[]): boolean {
  return menuList.some((item) => (item.children.length === 0 && isCallCentre(item.path)) || menuHasCallCentre(item.children));
}

/**
 * Where a login lands (seeds 000 §2, §6; issue 16): GR and QY → `/page/home`; a user whose first menu item is the
 * call centre (the CALL operator `callcenter`) → `/ecall` — the same users 进入工作台 answers
 * 当前角色尚未选择工作台，请联系管理员！; everyone else → `/index` (the workbench entry).
 */
export function loginLandingPath(userType: UserType | null | undefined, menuList: readonly MenuItem[]): '/page/home' | '/ecall' | '/index' {
  if (userType === 'GR' || userType === 'QY') return '/page/home';
  const leaf = firstLeaf(menuList);
  return leaf && isCallCentre(leaf.path) ? CALL_CENTRE_PATH : '/index';
}

/**
 * Seeds 000 §2: a URL hash containing `&` but no `?` gets its first `&` turned into `?`
 * (`#/page/home&token=1` → `#/page/home?token=1`); any other hash is returned unchanged.
 */
export function rewriteHashUrl(hash: string): string {
  return hash.includes('&') && !hash.includes('?') ? hash.replace('&', '?') : hash;
}

/**
 * Seeds 000 §2: a login callback carries `token` (and `refreshToken`) in the query and no `mobile`
 * or `accountId`. Accepts `?a=b`, `a=b` or anything holding a `?` (a hash or a URL). Returns the
 * tokens (`refreshToken` is `''` when absent), or `null` when this is not such a callback.
 */
export function readLoginCallback(search: string): { token: string; refreshToken: string } | null {
  const q = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search;
  const params = new URLSearchParams(q.split('#')[0] ?? '');
  const token = params.get('token');
  if (!token || params.get('mobile') || params.get('accountId')) return null;
  return { token, refreshToken: params.get('refreshToken') ?? '' };
}

/** Seeds 000 §2: any route whose path contains `zzd` switches the session to the government-app mode. */
export function isZzdPath(pathname: string): boolean {
  return pathname.includes('zzd');
}
