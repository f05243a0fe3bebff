import Cookies from 'js-cookie';
import { createJSONStorage } from 'jotai/utils';

/** The synchronous storage interface of jotai's `atomWithStorage` (not exported by jotai/utils). */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
}

/**
 * Storage keys of the session (seeds 000 §3): `token` and `refreshToken` are cookies, everything
 * else lives in session storage under these names.
 */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userInfo: 'userInfo',
  menuList: 'menuList',
  permissions: 'permissions',
  dictList: 'dictList',
  sidebar: 'sidebar',
  isPeopleBuild: 'isPeopleBuild',
  isZZD: 'isZZD',
  isOldModel: 'isOldModel',
  protocolStatus: 'PROTOCOL_STATUS',
  qftToken: 'qftToken',
} as const;

/** Cookie attributes of the two token cookies: whole site, SameSite=Lax, Secure on https. */
export function cookieAttributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return secure ? { path: '/', sameSite: 'Lax', secure: true } : { path: '/', sameSite: 'Lax' };
}

/** jotai storage on cookies (js-cookie); an empty value removes the cookie. */
export function cookieStorage(): SyncStorage<string | undefined> {
  return {
    getItem: (key, initialValue) => Cookies.get(key) ?? initialValue,
    setItem: (key, value) => {
      if (value) Cookies.set(key, value, cookieAttributes());
      else Cookies.remove(key, { path: '/' });
    },
    removeItem: (key) => Cookies.remove(key, { path: '/' }),
  };
}

const memory = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};

/** `sessionStorage`, or an in-memory stand-in where it does not exist or is denied. */
export function safeSessionStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    /* denied (privacy mode): fall through */
  }
  return memoryStorage;
}

/** jotai storage on session storage, JSON-encoded (one instance per atom). */
export function sessionJsonStorage<T>(): SyncStorage<T> {
  return createJSONStorage<T>(safeSessionStorage);
}
