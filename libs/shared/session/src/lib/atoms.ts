import type { DictMap, MenuItem, UserInfo } from '@qifu/sdk';
import { atom, createStore } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';

import { cookieStorage, SESSION_KEYS, sessionJsonStorage } from './storage';

/**
 * The jotai store holding the session. The app renders `<Provider store={sessionStore}>`; the
 * hooks of this library read it explicitly, so they work with or without that provider.
 */
export const sessionStore = createStore();

const init = { getOnInit: true } as const;

/** Access token, cookie `token` (seeds 000 §3). `undefined` when logged out. */
export const tokenAtom = atomWithStorage<string | undefined>(SESSION_KEYS.token, undefined, cookieStorage(), init);

/** Refresh token, cookie `refreshToken` (seeds 000 §3). */
export const refreshTokenAtom = atomWithStorage<string | undefined>(SESSION_KEYS.refreshToken, undefined, cookieStorage(), init);

/** The logged-in user (`userInfo` in session storage), `null` when unknown (seeds 000 §3). */
export const userInfoAtom = atomWithStorage<UserInfo | null>(SESSION_KEYS.userInfo, null, sessionJsonStorage(), init);

/** The server-delivered menu (`menuList`, seeds 000 §3, §6). */
export const menuListAtom = atomWithStorage<MenuItem[]>(SESSION_KEYS.menuList, [], sessionJsonStorage(), init);

/** Permission strings (`permissions`, seeds 000 §6: checked by membership). */
export const permissionsAtom = atomWithStorage<string[]>(SESSION_KEYS.permissions, [], sessionJsonStorage(), init);

/** All dictionaries grouped by key (`dictList`); `{}` when the fetch failed (seeds 000 §8). */
export const dictListAtom = atomWithStorage<DictMap>(SESSION_KEYS.dictList, {}, sessionJsonStorage(), init);

/** Workbench sidebar state (`sidebar`). */
export interface SidebarState {
  opened: boolean;
}

/** Workbench sidebar state (`sidebar` in session storage). */
export const sidebarAtom = atomWithStorage<SidebarState>(SESSION_KEYS.sidebar, { opened: true }, sessionJsonStorage(), init);

/** `isPeopleBuild` flag of seeds 000 §3 (construction-company area judgement). */
export const isPeopleBuildAtom = atomWithStorage<boolean>(SESSION_KEYS.isPeopleBuild, false, sessionJsonStorage(), init);

/** Government-app mode (`isZZD`, seeds 000 §2: hides header menu and footer). */
export const isZZDAtom = atomWithStorage<boolean>(SESSION_KEYS.isZZD, false, sessionJsonStorage(), init);

/** Elder-friendly mode (`isOldModel`, seeds 000 §3). */
export const isOldModelAtom = atomWithStorage<boolean>(SESSION_KEYS.isOldModel, false, sessionJsonStorage(), init);

/** Data-authorization status (seeds 000 §4): `'00'` empty, `'01'` declined, `'02'` authorized. */
export type ProtocolStatus = '00' | '01' | '02';

/** Data-authorization status (`PROTOCOL_STATUS`), `'00'` when empty (seeds 000 §4). */
export const protocolStatusAtom = atomWithStorage<ProtocolStatus>(SESSION_KEYS.protocolStatus, '00', sessionJsonStorage(), init);

/** Signed-link token `qftToken` (seeds 000 §3, §8: removed with the tokens). */
export const qftTokenAtom = atomWithStorage<string | undefined>(SESSION_KEYS.qftToken, undefined, sessionJsonStorage(), init);

/** Logged in = a token is held (seeds 000 §4 "Session"). */
export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));

/** Stores both tokens in their cookies (path `/`, SameSite=Lax). */
export function setTokens(token: string, refreshToken: string): void {
  sessionStore.set(tokenAtom, token);
  sessionStore.set(refreshTokenAtom, refreshToken);
}

/**
 * Clears the user's session: the `token` and `refreshToken` cookies and `userInfo`, `menuList`,
 * `permissions`, `qftToken`, `PROTOCOL_STATUS`, `isPeopleBuild` in session storage. Keeps the
 * public or display state: `dictList`, `sidebar`, `isZZD`, `isOldModel`.
 */
export function clearSession(): void {
  for (const a of [tokenAtom, refreshTokenAtom, qftTokenAtom] as const) sessionStore.set(a, RESET);
  sessionStore.set(userInfoAtom, RESET);
  sessionStore.set(menuListAtom, RESET);
  sessionStore.set(permissionsAtom, RESET);
  sessionStore.set(protocolStatusAtom, RESET);
  sessionStore.set(isPeopleBuildAtom, RESET);
}
