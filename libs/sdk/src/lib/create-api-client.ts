import createClient, { type Client, type Middleware } from 'openapi-fetch';

import type { paths } from '../generated/schema';
import { ApiError, type ApiErrorCode } from './api-error';
import {
  DEFAULT_BASE_URL,
  LOGIN_MESSAGE_DURATION_MS,
  MESSAGE_DURATION_MS,
  QUIET_HEADER,
  REFRESH_GUARD_KEY,
  REFRESH_GUARD_MS,
  RELOAD_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_MESSAGE_DURATION_MS,
} from './constants';
import { SDK_MESSAGES } from './messages';
import { isEnvelope, unwrap } from './unwrap';

/** A message the client wants shown (the app routes it to its notification system). */
export interface ApiMessage {
  /** Chinese text, verbatim from the documents where they give it. */
  text: string;
  /** Display time in milliseconds: 5000, 3000 for login prompts, 2000 for the timeout. */
  durationMs: number;
  kind: 'error' | 'warning' | 'info';
}

/**
 * Session changes the client asks for (seeds 000 §4 "Session", §8):
 * - `logout`: a logged-in user got HTTP 401 — clear the session and leave (the app navigates);
 * - `tokens`: a refresh succeeded — store both tokens (cookies); the page reloads 2 s later;
 * - `clearTokens`: remove token, refreshToken and qftToken (401 while logged out, failed refresh).
 */
export type SessionEvent = { type: 'logout' } | { type: 'tokens'; token: string; refreshToken: string } | { type: 'clearTokens' };

/** Minimal key/value storage for the refresh guard (`sessionStorage` by default). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Options of {@link createApiClient}. Only `baseUrl` matters for an anonymous caller: every callback
 * has a default that needs no browser (Node 20, a script, a test). Callbacks are read on every
 * request, so they may change.
 */
export interface ApiClientOptions {
  /**
   * Base path or URL of the API; default `/api`. A path is resolved against `location` in a
   * browser; outside one, give an absolute URL (`http://host:8080/api`).
   */
  baseUrl?: string;
  /** fetch implementation (tests); default: the global `fetch` at call time (so MSW can patch it). */
  fetch?: (request: Request) => Promise<Response>;
  /** The access token, sent as `Authorization: Bearer <token>` with `tokenType: Bearer`; default none (anonymous). */
  getToken?(): string | undefined;
  /** The refresh token, sent to `GET {baseUrl}/sys/activeUser/refreshToken` on HTTP 402/403; default none. */
  getRefreshToken?(): string | undefined;
  /** Whether a user is logged in (decides the 401 message and the `logout` event); default: a token exists. */
  isLoggedIn?(): boolean;
  /** Shows a message (seeds 000 §8 texts and durations); default: nothing is shown (the call still rejects). */
  onMessage?(message: ApiMessage): void;
  /** Applies a session change (see {@link SessionEvent}); default: ignored. */
  onSessionEvent?(event: SessionEvent): void;
  /** Called 2 s after a successful token refresh; default nothing ({@link browserSession}: reload the page). */
  reload?(): void;
  /** Request timeout in milliseconds; default 180,000 (seeds 000 §9). */
  timeoutMs?: number;
  /**
   * Storage of the 10 s refresh guard; default memory only ({@link browserSession}: `sessionStorage`,
   * so the guard survives the reload that follows a refresh).
   */
  guardStorage?: GuardStorage | null;
}

/**
 * The browser behaviours of the platform's web app (seeds 000 §4 "Session", §8): reload the page
 * 2 s after a token refresh, and keep the 10 s refresh guard in `sessionStorage`. Spread it into
 * the options: `createApiClient({ ...browserSession(), getToken, … })`. Outside a browser it
 * returns no-ops (memory guard, no reload).
 */
export function browserSession(): Pick<ApiClientOptions, 'reload' | 'guardStorage'> {
  let guardStorage: GuardStorage | null = null;
  try {
    guardStorage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    guardStorage = null;
  }
  return {
    guardStorage,
    reload: () => {
      if (typeof location !== 'undefined') location.reload();
    },
  };
}

/** Query values accepted by {@link ApiClientHelpers.url}. */
export type UrlQuery = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

/** What {@link createApiClient} adds to the openapi-fetch client. */
export interface ApiClientHelpers {
  /** The bare openapi-fetch client (the same object's methods; kept for `{ client }` style). */
  readonly client: Client<paths>;
  /** {@link unwrap}: resolves a call to its envelope's `data`, rejects with `ApiError`. */
  readonly unwrap: typeof unwrap;
  /** The resolved base URL, without trailing slash (e.g. `http://host/api`). */
  readonly baseUrl: string;
  /**
   * An absolute address for a browser navigation (template download, export; seeds 000 §7
   * "Template download is a browser navigation to an export path with params").
   */
  url(path: string, query?: UrlQuery): string;
  /**
   * Answers given with the page (issue 14, first paint: the server embeds the first screen's
   * public reads in index.html): `answers` maps `GET <path?query>` — the path as the browser
   * requests it, base path included (`GET /api/policy/doc/list?page=1&pageSize=10`) — to the
   * envelope the server gave (successes only; others are ignored). A matching GET made without a token within `ttlMs` (ms, 30 000 by
   * default) is answered from it once, without a request; after that time, or with a token, every
   * call goes to the network.
   */
  prefill(answers: Readonly<Record<string, unknown>>, ttlMs?: number): void;
}

/** How long answers given with the page may stand in for a request (ms). */
export const PREFILL_TTL_MS = 30_000;

/**
 * The app-wide API client: the openapi-fetch `Client<paths>` (`GET`, `POST`, `use` …) plus
 * {@link ApiClientHelpers}. Every call resolves with `{ data, response }` for successes and
 * rejects with {@link ApiError} for failures; wrap it in `unwrap()` to get the envelope's `data`.
 */
export type ApiClient = Client<paths> & ApiClientHelpers;

interface RequestState {
  quiet: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  timedOut: boolean;
}

function resolveBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  const origin = typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : '';
  return origin ? new URL(trimmed || '/', origin).href.replace(/\/+$/, '') : trimmed;
}

function combineSignals(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  const forward = (s: AbortSignal) => () => controller.abort(s.reason);
  if (a.aborted) controller.abort(a.reason);
  else if (b.aborted) controller.abort(b.reason);
  else {
    a.addEventListener('abort', forward(a), { once: true });
    b.addEventListener('abort', forward(b), { once: true });
  }
  return controller.signal;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** What `response.text()` does to the body's bytes (UTF-8, a leading BOM dropped). */
const utf8 = new TextDecoder();

/** The parsed body of a JSON answer, and the response openapi-fetch should read it from. */
interface ParsedJson {
  body: unknown;
  /** A copy to hand to openapi-fetch instead of the answer; `undefined`: keep the answer. */
  replacement: Response | undefined;
}

/**
 * Reads and parses a JSON answer once (a 9000-row show-all list, seeds 001 §9, is 2 MB) so that
 * openapi-fetch, which parses the body itself, does not do it again. openapi-fetch calls `json()`
 * when the answer has a `Content-Length` and parses `text()` otherwise, so:
 *
 * - with a `Content-Length`: the body is read as text and the answer's own `json()` then resolves
 *   to the parsed value;
 * - without one (chunked): a copy of the answer (same bytes, status, headers plus the length,
 *   url) whose `json()` resolves to the parsed value.
 *
 * A body that is not JSON is handed on unparsed: openapi-fetch rejects with its `SyntaxError`.
 */
async function readJsonOnce(response: Response): Promise<ParsedJson> {
  if (response.headers.get('Content-Length')) {
    const text = await response.text();
    const body = parseJson(text);
    const json = (): Promise<unknown> =>
      body === undefined ? Promise.resolve(text).then((raw) => JSON.parse(raw) as unknown) : Promise.resolve(body);
    Object.defineProperty(response, 'json', { value: json, configurable: true });
    return { body, replacement: undefined };
  }
  const bytes = await response.arrayBuffer();
  const text = utf8.decode(bytes);
  const body = parseJson(text);
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(bytes.byteLength));
  const replacement = new Response(bytes.byteLength > 0 ? bytes : null, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  Object.defineProperty(replacement, 'url', { value: response.url });
  if (body !== undefined) Object.defineProperty(replacement, 'json', { value: () => Promise.resolve(body) });
  return { body, replacement };
}

/**
 * Creates the shared client of seeds 000 §7 with the error handling of §8 as openapi-fetch
 * middleware:
 *
 * - base path `baseUrl` (default `/api`); JSON by default; `parseAs: 'blob'` for files (non-JSON
 *   answers skip the envelope handling); url-encoded bodies with `formBody()`;
 * - `Authorization: Bearer <token>` and `tokenType: Bearer` when a token exists;
 * - 180 s timeout (AbortSignal): message 网络连接错误，请求超时 for 2 s, rejects (`code: 'TIMEOUT'`);
 * - `success: true` passes through; `success: false` shows `description || msg` for 5 s, rejects;
 * - 401: while logged in shows 登陆超时，请重新登录 (3 s) and emits `logout`, else emits `clearTokens`;
 * - 402/403: refreshes the token with raw fetch (`refreshToken` header): no refresh token or no new
 *   token → 请登录, `clearTokens`, 登陆超时，请重新登录; refresh call fails → 请登录, `clearTokens`;
 *   success → `tokens` then `reload()` after 2 s. Concurrent 402s share one refresh; a second
 *   refresh-reload within 10 s is refused (treated as "no new token"). The call rejects in every case;
 * - 500/502 → 服务器正在更新，请稍等; 404 → 404，路径找不到 + path; 504 → 网络连接错误 + body;
 *   other non-2xx → the server's msg, description or body (5 s each);
 * - a network failure → 网络连接错误 (5 s), rejects (`code: 'NETWORK_ERROR'`); a caller's abort
 *   rejects with the original AbortError and shows nothing.
 *
 * Calls carrying the {@link QUIET_HEADER} header reject the same way but show nothing, emit nothing
 * and never refresh.
 */
export function createApiClient(input: ApiClientOptions = {}): ApiClient {
  const options = {
    ...input,
    getToken: () => input.getToken?.(),
    getRefreshToken: () => input.getRefreshToken?.(),
    isLoggedIn: () => (input.isLoggedIn ? input.isLoggedIn() : !!input.getToken?.()),
    onMessage: (message: ApiMessage) => input.onMessage?.(message),
    onSessionEvent: (event: SessionEvent) => input.onSessionEvent?.(event),
  };
  const baseUrl = resolveBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const guardStorage = options.guardStorage ?? null;
  const rawFetch = (request: Request): Promise<Response> => (options.fetch ?? globalThis.fetch)(request);
  const reload = (): void => options.reload?.();

  const states = new Map<string, RequestState>();
  let memoryGuardAt = 0;
  let refreshing: Promise<void> | null = null;
  let reloadPending = false;

  const show = (text: string, durationMs = MESSAGE_DURATION_MS, kind: ApiMessage['kind'] = 'error'): void => {
    options.onMessage({ text, durationMs, kind });
  };
  const emit = (event: SessionEvent): void => options.onSessionEvent(event);

  const guardAt = (): number => {
    let stored = 0;
    try {
      stored = Number(guardStorage?.getItem(REFRESH_GUARD_KEY) ?? 0) || 0;
    } catch {
      stored = 0;
    }
    return Math.max(stored, memoryGuardAt);
  };
  const markGuard = (): void => {
    memoryGuardAt = Date.now();
    try {
      guardStorage?.setItem(REFRESH_GUARD_KEY, String(memoryGuardAt));
    } catch {
      /* storage full or denied: the memory guard still holds */
    }
  };

  const noNewToken = (): void => {
    show(SDK_MESSAGES.pleaseLogin, LOGIN_MESSAGE_DURATION_MS, 'warning');
    emit({ type: 'clearTokens' });
    show(SDK_MESSAGES.loginTimeout, LOGIN_MESSAGE_DURATION_MS, 'warning');
  };
  const refreshFailed = (): void => {
    show(SDK_MESSAGES.pleaseLogin, LOGIN_MESSAGE_DURATION_MS, 'warning');
    emit({ type: 'clearTokens' });
  };

  async function refresh(): Promise<void> {
    if (Date.now() - guardAt() < REFRESH_GUARD_MS) {
      noNewToken();
      return;
    }
    const refreshToken = options.getRefreshToken();
    if (!refreshToken) {
      noNewToken();
      return;
    }
    let response: Response;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      response = await rawFetch(
        new Request(`${baseUrl}/sys/activeUser/refreshToken`, {
          method: 'GET',
          headers: { refreshToken },
          signal: controller.signal,
        }),
      );
    } catch {
      refreshFailed();
      return;
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      refreshFailed();
      return;
    }
    const body = parseJson(await response.text().catch(() => ''));
    const data = isEnvelope(body) && body.success ? (body.data as { token?: unknown; refreshToken?: unknown } | null) : null;
    const token = typeof data?.token === 'string' ? data.token : '';
    if (!token) {
      noNewToken();
      return;
    }
    markGuard();
    reloadPending = true;
    emit({ type: 'tokens', token, refreshToken: typeof data?.refreshToken === 'string' ? data.refreshToken : refreshToken });
    setTimeout(reload, RELOAD_DELAY_MS);
  }

  function onTokenExpired(): Promise<void> {
    if (reloadPending) return Promise.resolve();
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** HTTP 2xx with `success: false`: shows `description || msg` (5 s) unless quiet; the call rejects with this. */
  const succeededWithFailure = (
    body: { code?: string; msg?: string; description?: string },
    status: number,
    path: string,
    quiet: boolean,
  ): ApiError => {
    const text = body.description || body.msg || '';
    if (!quiet && text) show(text);
    return new ApiError({
      status,
      code: (body.code ?? 'HTTP_ERROR') as ApiErrorCode,
      msg: body.msg ?? '',
      description: body.description,
      path,
      shown: !quiet && !!text,
    });
  };

  const prefilled = new Map<string, unknown>();
  let prefilledUntil = 0;
  /** The answer given with the page for this request, once (see `prefill`). */
  const takePrefilled = (request: Request): Response | undefined => {
    if (request.method !== 'GET' || prefilled.size === 0) return undefined;
    if (Date.now() > prefilledUntil) {
      prefilled.clear();
      return undefined;
    }
    if (options.getToken()) return undefined;
    const { pathname, search } = new URL(request.url);
    const key = `GET ${pathname}${search}`;
    if (!prefilled.has(key)) return undefined;
    const body = prefilled.get(key);
    prefilled.delete(key);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };

  const middleware: Middleware = {
    onRequest({ request, id }) {
      const given = takePrefilled(request);
      if (given) return given;
      const quiet = request.headers.get(QUIET_HEADER) === '1';
      request.headers.delete(QUIET_HEADER);
      const token = options.getToken();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
        request.headers.set('tokenType', 'Bearer');
      }
      const state: RequestState = { quiet, timer: undefined, timedOut: false };
      states.set(id, state);
      const controller = new AbortController();
      state.timer = setTimeout(() => {
        state.timedOut = true;
        controller.abort(new DOMException('timeout', 'TimeoutError'));
      }, timeoutMs);
      return new Request(request, { signal: combineSignals(request.signal, controller.signal) });
    },

    onError({ request, error, id }) {
      const state = states.get(id);
      states.delete(id);
      if (state) clearTimeout(state.timer);
      const quiet = state?.quiet ?? false;
      const path = pathOf(request.url);
      if (state?.timedOut) {
        if (!quiet) show(SDK_MESSAGES.timeout, TIMEOUT_MESSAGE_DURATION_MS);
        return new ApiError({ status: 0, code: 'TIMEOUT', msg: SDK_MESSAGES.timeout, path, shown: !quiet });
      }
      if (error instanceof Error && error.name === 'AbortError') return error;
      if (!quiet) show(SDK_MESSAGES.network);
      return new ApiError({ status: 0, code: 'NETWORK_ERROR', msg: SDK_MESSAGES.network, path, shown: !quiet });
    },

    async onResponse({ request, response, id, options: { parseAs } }) {
      const state = states.get(id);
      states.delete(id);
      if (state) clearTimeout(state.timer);
      const quiet = state?.quiet ?? false;
      const path = pathOf(request.url);
      const { status } = response;

      if (response.ok) {
        if (!isJsonResponse(response)) return undefined;
        if (parseAs !== 'json') {
          // A download (blob …) answered with JSON: look at a copy, the caller reads the original.
          const body = parseJson(await response.clone().text());
          if (!isEnvelope(body) || body.success) return undefined;
          throw succeededWithFailure(body, status, path, quiet);
        }
        const { body, replacement } = await readJsonOnce(response);
        if (!isEnvelope(body) || body.success) return replacement;
        throw succeededWithFailure(body, status, path, quiet);
      }

      const raw = await response.text().catch(() => '');
      const parsed = parseJson(raw);
      const envelope = isEnvelope(parsed) ? parsed : undefined;
      const code = (envelope?.code ?? 'HTTP_ERROR') as ApiErrorCode;
      const fail = (text: string | undefined, shown: boolean): ApiError =>
        new ApiError({
          status,
          code,
          msg: envelope?.msg ?? text ?? raw,
          description: envelope?.description,
          path,
          shown,
        });

      if (quiet) throw fail(undefined, false);

      if (status === 401) {
        if (options.isLoggedIn()) {
          show(SDK_MESSAGES.loginTimeout, LOGIN_MESSAGE_DURATION_MS, 'warning');
          emit({ type: 'logout' });
          throw fail(SDK_MESSAGES.loginTimeout, true);
        }
        emit({ type: 'clearTokens' });
        throw fail(undefined, false);
      }
      if (status === 402 || status === 403) {
        await onTokenExpired();
        throw fail(undefined, true);
      }
      let text: string;
      if (status === 500 || status === 502) text = SDK_MESSAGES.serverUpdating;
      else if (status === 404) text = `${SDK_MESSAGES.notFound}${path}`;
      else if (status === 504) text = `${SDK_MESSAGES.network}${envelope ? envelope.msg || envelope.description || '' : raw}`;
      else text = envelope?.msg || envelope?.description || raw || `${status} ${response.statusText}`.trim();
      show(text);
      throw fail(text, true);
    },
  };

  const client = createClient<paths>({ baseUrl, fetch: rawFetch });
  client.use(middleware);

  const url = (path: string, query?: UrlQuery): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.append(key, String(value));
    }
    const qs = params.toString();
    return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
  };

  const prefill = (answers: Readonly<Record<string, unknown>>, ttlMs = PREFILL_TTL_MS): void => {
    // Successes only: an answer given this way skips the response middleware (openapi-fetch).
    for (const [key, body] of Object.entries(answers)) if (isEnvelope(body) && body.success) prefilled.set(key, body);
    prefilledUntil = Date.now() + ttlMs;
  };

  return { ...client, client, unwrap, baseUrl, url, prefill };
}
