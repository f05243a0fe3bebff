import { QUIET_HEADER, unwrap, VALIDITY_POLL_MS, VALIDITY_POLL_MS_PRODUCTION } from '@qifu/sdk';

import { api } from './api';
import { sessionStore, tokenAtom, userInfoAtom } from './atoms';

/**
 * The validity-poll interval (seeds 000 §9): 14,412,000 ms (about 4 h) in a production build,
 * 312,000 ms otherwise.
 */
export function validityPollInterval(production: boolean): number {
  return production ? VALIDITY_POLL_MS_PRODUCTION : VALIDITY_POLL_MS;
}

/** Options of {@link startTokenValidityPoll}. */
export interface TokenValidityPollOptions {
  /** Poll interval in ms ({@link validityPollInterval}). */
  intervalMs: number;
  /**
   * Called once when the server says the login is no longer valid, with the session still in place
   * (e.g. clear it and go to the single sign-on logout page with a redirect back).
   */
  onInvalid: () => void;
}

/** User types whose login is polled (seeds 000 §4: GR and QY). */
const POLLED_TYPES: ReadonlySet<string> = new Set(['GR', 'QY']);

/**
 * The periodic validity check of seeds 000 §4 "Session": while a GR or QY user is logged in,
 * calls `checkTokenValid` every `intervalMs` (quietly: no message, no token refresh) and calls
 * `onInvalid` when it answers `valid: false` for the token still held. A failed call is ignored
 * (the next one tries again). Follows logins and logouts through the session store.
 * @returns the function that stops the poll.
 */
export function startTokenValidityPoll({ intervalMs, onInvalid }: TokenValidityPollOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = async (): Promise<void> => {
    const token = sessionStore.get(tokenAtom);
    if (!token) return;
    try {
      const { valid } = await unwrap(api.GET('/sys/activeUser/checkTokenValid', { headers: { [QUIET_HEADER]: '1' } }));
      if (!valid && sessionStore.get(tokenAtom) === token) {
        stopTimer();
        onInvalid();
      }
    } catch {
      // network failure or server error: try again at the next tick
    }
  };

  function stopTimer(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  const follow = (): void => {
    const polled = Boolean(sessionStore.get(tokenAtom)) && POLLED_TYPES.has(sessionStore.get(userInfoAtom)?.userType ?? '');
    if (polled && timer === undefined) timer = setInterval(() => void check(), intervalMs);
    if (!polled) stopTimer();
  };

  follow();
  const unsubscribers = [sessionStore.sub(tokenAtom, follow), sessionStore.sub(userInfoAtom, follow)];
  return () => {
    stopTimer();
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
