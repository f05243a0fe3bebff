import { browserSession, createApiClient, type ApiClient, type ApiMessage, type SessionEvent } from '@qifu/sdk';

import { clearSession, isLoggedInAtom, refreshTokenAtom, sessionStore, setTokens, tokenAtom, userInfoAtom } from './atoms';
import { logoutTarget, type LogoutTarget } from './routes';

/**
 * What subscribers of {@link subscribeSessionEvents} receive after the store was updated:
 * - `logout` — a logged-in user got HTTP 401; the session is cleared; navigate to `target`
 *   (seeds 000 §2: `/` for GR and QY, `/login` for others);
 * - `tokens` — a refresh stored new tokens; the page reloads 2 s later;
 * - `clearTokens` — the session was cleared without a logout (401 while logged out, failed refresh).
 */
export type SessionNotice =
  { type: 'logout'; target: LogoutTarget } | { type: 'tokens'; token: string; refreshToken: string } | { type: 'clearTokens' };

/** A listener of {@link subscribeSessionEvents}. */
export type SessionListener = (notice: SessionNotice) => void;

/** The app-wide client: {@link ApiClient} plus the two handler setters. */
export type SessionApiClient = ApiClient & {
  /** Routes SDK messages (text, durationMs, kind) to the app's notifications. Default: `console.warn`. */
  setMessageHandler(handler: (message: ApiMessage) => void): void;
  /** Replaces the page reload done 2 s after a token refresh. Default: `location.reload()`. */
  setReloadHandler(handler: () => void): void;
};

const defaultMessageHandler = (message: ApiMessage): void => {
  console.warn(`[api] ${message.text}`);
};
let messageHandler: (message: ApiMessage) => void = defaultMessageHandler;
let reloadHandler: () => void = () => {
  if (typeof location !== 'undefined') location.reload();
};
const listeners = new Set<SessionListener>();

function notify(notice: SessionNotice): void {
  for (const listener of [...listeners]) listener(notice);
}

function onSessionEvent(event: SessionEvent): void {
  switch (event.type) {
    case 'tokens':
      setTokens(event.token, event.refreshToken);
      notify(event);
      return;
    case 'clearTokens':
      clearSession();
      notify(event);
      return;
    case 'logout': {
      const target = logoutTarget(sessionStore.get(userInfoAtom)?.userType);
      clearSession();
      notify({ type: 'logout', target });
      return;
    }
  }
}

/**
 * Subscribes to the session changes caused by API answers ({@link SessionNotice}), e.g. to
 * navigate on `logout`. Returns the unsubscribe function. User-initiated `logout()` does not
 * notify (its caller navigates with the returned target).
 */
export function subscribeSessionEvents(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const client = createApiClient({
  // the refresh guard in sessionStorage (it must survive the reload after a refresh)
  ...browserSession(),
  getToken: () => sessionStore.get(tokenAtom),
  getRefreshToken: () => sessionStore.get(refreshTokenAtom),
  isLoggedIn: () => sessionStore.get(isLoggedInAtom),
  onMessage: (message) => messageHandler(message),
  onSessionEvent,
  reload: () => reloadHandler(),
});

/**
 * The app-wide API client (seeds 000 §7 "All calls go through one shared client"): base `/api`,
 * the token from {@link tokenAtom}, session events applied to {@link sessionStore}
 * (`tokens` → cookies, `clearTokens`/`logout` → `clearSession()`).
 *
 * @example
 * const page = await api.unwrap(api.GET('/policy/doc/list', { params: { query: { page: 1 } } }));
 */
export const api: SessionApiClient = {
  ...client,
  setMessageHandler(handler) {
    messageHandler = handler;
  },
  setReloadHandler(handler) {
    reloadHandler = handler;
  },
};
