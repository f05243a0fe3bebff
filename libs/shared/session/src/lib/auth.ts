import {
  formBody,
  QUIET_HEADER,
  unwrap,
  type Menus,
  type PublicConfig,
  type PwdAge,
  type UserInfo,
  type VerifyCodeResult,
} from '@qifu/sdk';

import { api } from './api';
import {
  clearSession,
  dictListAtom,
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

/** Login params (seeds 000 §3); `password` in clear text, encrypted here. */
export interface LoginParams {
  userName: string;
  password: string;
  /** SMS code (seeds 000 §7); optional when the server runs with LOGIN_CODE=off. */
  verifiCode?: string;
}

async function fetchMenus(): Promise<Menus> {
  const menus = await unwrap(api.GET('/sys/activeUser/getMenus'));
  sessionStore.set(menuListAtom, menus.menuList);
  sessionStore.set(permissionsAtom, menus.permissions);
  return menus;
}

async function loadDictionary(): Promise<void> {
  try {
    sessionStore.set(dictListAtom, await unwrap(api.GET('/sys/dict/getDict')));
  } catch {
    sessionStore.set(dictListAtom, {}); // seeds 000 §8 "Dictionary failure: empty dictionary stored"
  }
}

async function completeLogin(token: string, refreshToken: string): Promise<UserInfo> {
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
    fetchMenus().catch(() => {
      // seeds 000 §8 "Login menu failure: empty menu"
      sessionStore.set(menuListAtom, []);
      sessionStore.set(permissionsAtom, []);
    }),
    loadDictionary(),
  ]);
  return userInfo;
}

/**
 * Password login (seeds 000 §3, §7): fetches the SM2 public key, encrypts the password (C1C3C2),
 * calls `login` with a url-encoded body, stores the tokens (cookies), then loads user info, menus
 * and dictionary. A menu failure leaves an empty menu, a dictionary failure an empty dictionary
 * (seeds 000 §8). Wrong credentials reject (the SDK already showed the server's message).
 * @returns the logged-in user.
 * @throws ApiError (login or user info failed; the session is then cleared)
 */
export async function login(params: LoginParams): Promise<UserInfo> {
  const [{ sm2PublicKey }, { sm2Encrypt }] = await Promise.all([getPublicConfig(), import('@qifu/sdk/sm2')]);
  const body = {
    userName: params.userName,
    password: sm2Encrypt(params.password, sm2PublicKey),
    ...(params.verifiCode ? { verifiCode: params.verifiCode } : {}),
  };
  const tokens = await unwrap(api.POST('/sys/activeUser/login', { ...formBody(body) }));
  return completeLogin(tokens.token, tokens.refreshToken);
}

/**
 * Login from the single sign-on callback (seeds 000 §2 "A login callback with a token …"): stores
 * the tokens, then loads user info, menus and dictionary as {@link login} does.
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

/**
 * Sends a login code by SMS (`getVerifiCode`, seeds 000 §7; 60 s countdown).
 * @throws ApiError
 */
export function sendLoginCode(userName: string): Promise<VerifyCodeResult> {
  return unwrap(api.GET('/sys/activeUser/getVerifiCode', { params: { query: { userName } } }));
}

/**
 * Changes the own password (`savePwd`, seeds 000 §3, §5): both passwords SM2-encrypted. On success
 * the server ends every session of the user: show 密码修改成功,请重新登录 and call `logout()`.
 * @throws ApiError (e.g. wrong old password; the SDK already showed the message)
 */
export async function changePassword(params: { oldPassword: string; newPassword: string }): Promise<void> {
  const [{ sm2PublicKey }, { sm2Encrypt }] = await Promise.all([getPublicConfig(), import('@qifu/sdk/sm2')]);
  await unwrap(
    api.POST('/sys/user/savePwd', {
      body: {
        oldPassword: sm2Encrypt(params.oldPassword, sm2PublicKey),
        newPassword: sm2Encrypt(params.newPassword, sm2PublicKey),
      },
    }),
  );
}

/**
 * Password-age check (`isNeedUpdatePwd`, seeds 000 §6): `needUpdate` is true for operators whose
 * password is older than 90 days (show 您的密码已超过90天未修改，请马上修改).
 * @throws ApiError
 */
export function checkPasswordAge(): Promise<PwdAge> {
  return unwrap(api.GET('/sys/user/isNeedUpdatePwd'));
}
