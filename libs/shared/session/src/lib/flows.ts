/**
 * The session flows of seeds 000 §4 "Session" and §2/§6 that run on demand (role switch,
 * government-app login, signed external links). Not part of the first load: only lazily loaded
 * code (the header's dropdown, the zzd pages, the external-link click) imports this module.
 */
import { QUIET_HEADER, unwrap, type components, type Menus, type UserInfo, type UserType } from '@qifu/sdk';
import { RESET } from 'jotai/utils';

import { api } from './api';
import { isZZDAtom, protocolStatusAtom, sessionStore, setTokens, userInfoAtom } from './atoms';
import { completeLogin, fetchMenus, storeConstructionArea, storeMenus } from './auth';

const quiet = { [QUIET_HEADER]: '1' } as const;

/** An enterprise binding of the individual (contract `PersonalCompany`). */
export type PersonalCompany = components['schemas']['PersonalCompany'];

/**
 * The enterprises the individual may switch into (seeds 000 §4 role switching): the approved
 * bindings (`listPersonalCompany`, bindStatus '1', up to 100), newest first. For a switched
 * session they are those of the individual who switched.
 * @throws ApiError
 */
export async function listSwitchableCompanies(): Promise<PersonalCompany[]> {
  const page = await unwrap(api.GET('/personal/company/list', { params: { query: { bindStatus: '1', page: 1, pageSize: 100 } } }));
  return page.list;
}

/**
 * Role switch (`changeToCompany`, seeds 000 §4 "Role switching replaces the tokens, reloads menu and
 * user info, and records the old type"): stores the new tokens, reloads the user info (with
 * `oldType`), the menu (empty on failure) and the construction-area flag, and forgets the previous
 * enterprise's data-authorization status.
 * @returns the user after the switch (`userType` QY, `oldType` e.g. GR).
 * @throws ApiError (e.g. FORBIDDEN 未绑定该企业; the session is then unchanged)
 */
export async function switchToCompany(companyId: string): Promise<UserInfo> {
  const result = await unwrap(api.POST('/sys/activeUser/changeToCompany', { body: { companyId } }));
  setTokens(result.token, result.refreshToken);
  const info = await unwrap(api.GET('/sys/activeUser/info'));
  const userInfo: UserInfo = { ...info, oldType: info.oldType ?? result.oldType };
  sessionStore.set(userInfoAtom, userInfo);
  sessionStore.set(protocolStatusAtom, RESET);
  await Promise.all([
    fetchMenus().catch(() => storeMenus({ menuList: [], permissions: [] })),
    storeConstructionArea(userInfo.userType),
  ]);
  return userInfo;
}

/** Government-app login params (seeds 000 §3). */
export interface ZzdLoginParams {
  accountId: string;
  token: string;
  name?: string;
}

/** The government-app menu (`getDingMenus`, same shape as getMenus). @throws ApiError */
export function fetchDingMenus(): Promise<Menus> {
  return unwrap(api.GET('/sys/activeUser/getDingMenus'));
}

/**
 * Government-app login (seeds 000 §2 "/zzd/login", §3, §7): switches the session to the
 * government-app mode (`isZZD`), logs in with `loginByZzdAccountId`, then loads the user info,
 * the government-app menu (`getDingMenus`, stored as the session's menu and permissions) and the
 * dictionary.
 * @returns the logged-in user.
 * @throws ApiError (e.g. 该政务钉钉账号未关联平台用户; the SDK already showed it)
 */
export async function loginByZzd(params: ZzdLoginParams): Promise<UserInfo> {
  sessionStore.set(isZZDAtom, true);
  const body = { accountId: params.accountId, token: params.token, ...(params.name ? { name: params.name } : {}) };
  const tokens = await unwrap(api.POST('/sys/activeUser/loginByZzdAccountId', { body }));
  return completeLogin(tokens.token, tokens.refreshToken, async () => storeMenus(await fetchDingMenus()));
}

/**
 * Signs an external address for the caller (`signExternalUrl`, QY only; quiet: no message).
 * @returns the signed address.
 * @throws ApiError (e.g. 不支持的外部链接)
 */
export async function signExternalUrl(url: string): Promise<string> {
  return (await unwrap(api.POST('/sys/activeUser/signExternalUrl', { body: { url }, headers: quiet }))).url;
}

/**
 * The address to follow for an external link (seeds 000 §2 "For enterprise users an external link
 * is first signed through a call and then followed", §6 "Only QY users get a signed external
 * link"): for a QY user the signed address — or the plain one when signing fails (a link never
 * goes dead) —, for everyone else the plain address.
 */
export async function externalLinkTarget(href: string, userType: UserType | undefined): Promise<string> {
  if (userType !== 'QY') return href;
  try {
    return await signExternalUrl(href);
  } catch {
    return href;
  }
}
