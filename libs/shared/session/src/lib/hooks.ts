import type { MenuItem, UserInfo } from '@qifu/sdk';
import { useAtomValue } from 'jotai';

import {
  isLoggedInAtom,
  isOldModelAtom,
  isPeopleBuildAtom,
  isZZDAtom,
  menuListAtom,
  permissionsAtom,
  sessionStore,
  tokenAtom,
  userInfoAtom,
} from './atoms';
import { hasPermission } from './permissions';

const options = { store: sessionStore } as const;

/** The session as React state (re-renders on change). */
export interface SessionSnapshot {
  token: string | undefined;
  userInfo: UserInfo | null;
  menuList: MenuItem[];
  permissions: string[];
  isLoggedIn: boolean;
  isZZD: boolean;
  isOldModel: boolean;
  /** The enterprise is a construction company in a construction-company area (seeds 000 §2, §6). */
  isPeopleBuild: boolean;
}

/** React hook: the whole session ({@link SessionSnapshot}) from {@link sessionStore}. */
export function useSession(): SessionSnapshot {
  return {
    token: useAtomValue(tokenAtom, options),
    userInfo: useAtomValue(userInfoAtom, options),
    menuList: useAtomValue(menuListAtom, options),
    permissions: useAtomValue(permissionsAtom, options),
    isLoggedIn: useAtomValue(isLoggedInAtom, options),
    isZZD: useAtomValue(isZZDAtom, options),
    isOldModel: useAtomValue(isOldModelAtom, options),
    isPeopleBuild: useAtomValue(isPeopleBuildAtom, options),
  };
}

/** React hook: whether the user holds the permission (or any of a list), by membership. */
export function usePermission(permission: string | readonly string[]): boolean {
  return hasPermission(permission, useAtomValue(permissionsAtom, options));
}

/** React hook: the logged-in user, `null` when logged out. */
export function useUserInfo(): UserInfo | null {
  return useAtomValue(userInfoAtom, options);
}
