import { QUIET_HEADER, unwrap, type Menus, type PublicConfig, type UserInfo, type UserType } from '@qifu/sdk';

import { api } from './api';
import {
  clearSession,
  dictListAtom,
  isPeopleBuildAtom,
  menuListAtom,
  permissionsAtom,
  refreshTokenAtom,
  sessionStore,
  setTokens,
  tokenAtom,
  userInfoAtom,
} from './atoms';
import { logoutTarget, type LogoutTarget } from './routes';

let publicConfig: Promise<PublicConfig> | null = null;

/**
 * The public runtime configuration (`getPublicConfig`: ssoUrl, sm2PublicKey, serviceCentreName,
 * hotline …), fetched once and cached; a failed fetch is retried on the next call.
 * @throws ApiError
 */
export function getPublicConfig(): Promise<PublicConfig> {
  if (!publicConfig) {
    publicConfig = unwrap(api.GET('/sys/platform/publicConfig'));
    publicConfig.catch(() => {
      publicConfig = null;
    });
  }
  return publicConfig;
}

/** Stores a menu fetch result (`menuList`, `permissions`). */
export function storeMenus(menus: Menus): Menus {
  sessionStore.set(menuListAtom, menus.menuList);
  sessionStore.set(permissionsAtom, menus.permissions);
  return menus;
}

/** Fetches the menu (`getMenus`) into the session. @throws ApiError */
export async function fetchMenus(): Promise<Menus> {
  return storeMenus(await unwrap(api.GET('/sys/activeUser/getMenus')));
}

/**
 * Stores `isPeopleBuild` (seeds 000 §3, §2 footer, §6 menu limit): for an enterprise (QY) the
 * construction-company area check (`isConstructionArea`, quiet; false when it fails), false for
 * everyone else.
 */
export async function storeConstructionArea(userType: UserType | undefined): Promise<void> {
  const inArea =
    userType === 'QY' &&
    (await unwrap(api.GET('/sys/activeUser/isConstructionArea', { headers: { [QUIET_HEADER]: '1' } })).catch(() => false));
  sessionStore.set(isPeopleBuildAtom, inArea);
}

async function loadDictionary(): Promise<void> {
  try {
    sessionStore.set(dictListAtom, await unwrap(api.GET('/sys/dict/getDict')));
  } catch {
    sessionStore.set(dictListAtom, {}); // seeds 000 §8 "Dictionary failure: empty dictionary stored"
  }
}

/**
 * After a login of any kind: stores the tokens, loads the user info (clearing the session when that
 * fails), then the menu (`loadMenu`, default `getMenus`; a failure leaves an empty menu, seeds 000
 * §8), the dictionary and the construction-area flag.
 * @throws ApiError when the user info cannot be loaded
 */
export async function completeLogin(token: string, refreshToken: string, loadMenu: () => Promise<Menus> = fetchMenus): Promise<UserInfo> {
  setTokens(token, refreshToken);
  let userInfo: UserInfo;
  try {
    userInfo = await unwrap(api.GET('/sys/activeUser/info'));
  } catch (error) {
    clearSession();
    throw error;
  }
  sessionStore.set(userInfoAtom, userInfo);
  await Promise.all([
    loadMenu().catch(() => {
      // seeds 000 §8 "Login menu failure: empty menu"
      sessionStore.set(menuListAtom, []);
      sessionStore.set(permissionsAtom, []);
    }),
    loadDictionary(),
    storeConstructionArea(userInfo.userType),
  ]);
  return userInfo;
}

/**
 * Login from the single sign-on callback (seeds 000 §2 "A login callback with a token …"): stores
 * the tokens, then loads user info, menus and dictionary as `login` does.
 * @throws ApiError when the user info cannot be loaded (the session is then cleared)
 */
export function loginWithTokens(token: string, refreshToken: string): Promise<UserInfo> {
  return completeLogin(token, refreshToken);
}

/**
 * Logs out (seeds 000 §2, §7): calls `logout` with the `refreshToken` header (quietly, its failure
 * is ignored), then clears the session.
 * @returns the route to go to: `/` for GR and QY users, `/login` for others.
 */
export async function logout(): Promise<LogoutTarget> {
  const target = logoutTarget(sessionStore.get(userInfoAtom)?.userType);
  const token = sessionStore.get(tokenAtom);
  const refreshToken = sessionStore.get(refreshTokenAtom);
  if (token || refreshToken) {
    try {
      await api.POST('/sys/activeUser/logout', {
        params: { header: { refreshToken } },
        headers: { [QUIET_HEADER]: '1' },
      });
    } catch {
      /* ignored: the session is cleared anyway */
    }
  }
  clearSession();
  return target;
}

/**
 * Loads menus and permissions (`getMenus`) into the session (seeds 000 §6). On failure (seeds 000
 * §8 "Menu load failure") logs out, stores an empty menu and permissions and resolves with them.
 */
export async function loadMenus(): Promise<Menus> {
  try {
    return await fetchMenus();
  } catch {
    await logout();
    sessionStore.set(menuListAtom, []);
    sessionStore.set(permissionsAtom, []);
    return { menuList: [], permissions: [] };
  }
}

let ensuring: Promise<Menus> | null = null;

/**
 * Navigation rule of seeds 000 §2: when a token exists but the stored menu is empty, fetches it
 * first ({@link loadMenus}, which logs out on failure). Concurrent calls share one fetch.
 * @returns the menu list now in the session.
 */
export async function ensureMenus(): Promise<Menus['menuList']> {
  if (sessionStore.get(tokenAtom) && sessionStore.get(menuListAtom).length === 0) {
    ensuring ??= loadMenus().finally(() => {
      ensuring = null;
    });
    await ensuring;
  }
  return sessionStore.get(menuListAtom);
}
