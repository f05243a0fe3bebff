/**
 * Time constants of the documents (seeds 000 §9, 001 §9). All values are milliseconds.
 */

/** Request timeout: 180 s (seeds 000 §7, §9; 001 §9). */
export const REQUEST_TIMEOUT_MS = 180_000;

/** Default display time of an error message: 5 s (seeds 000 §8, §9). */
export const MESSAGE_DURATION_MS = 5000;

/** Display time of login prompts (请登录, 登陆超时，请重新登录): 3 s (seeds 000 §9). */
export const LOGIN_MESSAGE_DURATION_MS = 3000;

/** Display time of the timeout message: 2 s (seeds 000 §9). */
export const TIMEOUT_MESSAGE_DURATION_MS = 2000;

/** Delay before the page reloads after a successful token refresh: 2 s (seeds 000 §4 "Session", §9). */
export const RELOAD_DELAY_MS = 2000;

/**
 * Minimum time between two refresh-and-reload cycles: 10 s. Not in the documents: defence in depth
 * against a reload loop (docs/architecture.md "HTTP statuses and the envelope").
 */
export const REFRESH_GUARD_MS = 10_000;

/** Login-validity poll interval in production: 14,412,000 ms, about 4 h (seeds 000 §9, 001 §9). */
export const VALIDITY_POLL_MS_PRODUCTION = 14_412_000;

/** Login-validity poll interval outside production: 312,000 ms (seeds 000 §9, 001 §9). */
export const VALIDITY_POLL_MS = 312_000;

/** Default base path of the API (docs/architecture.md; the documents leave it open, seeds 000 §7). */
export const DEFAULT_BASE_URL = '/api';

/**
 * Request header that marks a call as quiet: the SDK strips it before sending, shows no message,
 * emits no session event and never refreshes the token for it; errors still reject with `ApiError`.
 * Used for background calls and for `logout` (which must not trigger a refresh-and-reload).
 */
export const QUIET_HEADER = 'x-qifu-quiet';

/** Session-storage key of the refresh guard's timestamp (ms since epoch). */
export const REFRESH_GUARD_KEY = 'qifu.refreshReloadAt';
