/**
 * @qifu/sdk/testing — helpers for tests that mock the network at the fetch level (MSW handlers or
 * a fake `fetch`). Test code only.
 */
import type { components } from '../generated/schema';
import { createApiClient, type ApiClient, type ApiClientOptions, type ApiMessage, type SessionEvent } from '../lib/create-api-client';

type EnvelopeCode = components['schemas']['EnvelopeCode'];

/** A success envelope `{ success: true, code: 'OK', msg, data }`. */
export function okEnvelope<T>(data: T, msg = '操作成功'): { success: true; code: 'OK'; msg: string; data: T } {
  return { success: true, code: 'OK', msg, data };
}

/** A failure envelope `{ success: false, code, msg, description? }`. */
export function failEnvelope(
  code: EnvelopeCode,
  msg: string,
  description?: string,
): { success: false; code: EnvelopeCode; msg: string; description?: string } {
  return description === undefined ? { success: false, code, msg } : { success: false, code, msg, description };
}

/** A JSON `Response` (status 200 unless given). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A client wired to recorders, plus what it recorded. */
export interface TestApiClient {
  api: ApiClient;
  /** Messages passed to `onMessage`, in order. */
  messages: ApiMessage[];
  /** Session events passed to `onSessionEvent`, in order. */
  events: SessionEvent[];
  /** Number of `reload()` calls. */
  reloads: () => number;
  /** Mutable session the client reads (token, refreshToken, loggedIn). */
  session: { token?: string; refreshToken?: string; loggedIn: boolean };
}

/**
 * Creates a client on `http://localhost/api` that records messages, session events and reloads;
 * `session` is applied on `tokens` and cleared on `clearTokens`/`logout`. Override any option.
 */
export function createTestApiClient(overrides: Partial<ApiClientOptions> = {}): TestApiClient {
  const messages: ApiMessage[] = [];
  const events: SessionEvent[] = [];
  let reloadCount = 0;
  const session: TestApiClient['session'] = { loggedIn: false };
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    guardStorage: null,
    getToken: () => session.token,
    getRefreshToken: () => session.refreshToken,
    isLoggedIn: () => session.loggedIn,
    onMessage: (m) => messages.push(m),
    onSessionEvent: (e) => {
      events.push(e);
      if (e.type === 'tokens') {
        session.token = e.token;
        session.refreshToken = e.refreshToken;
      } else {
        session.token = undefined;
        session.refreshToken = undefined;
        session.loggedIn = false;
      }
    },
    reload: () => {
      reloadCount += 1;
    },
    ...overrides,
  });
  return { api, messages, events, reloads: () => reloadCount, session };
}

/** The data of `GET /sys/platform/publicConfig` (getPublicConfig). */
export type PublicConfigData = components['schemas']['PublicConfig'];

/**
 * The demo's public configuration as getPublicConfig answers it (seeds 000 §9: service hours
 * 08:30-17:00, validity poll 312 000 ms; hotline 400-826-0572 as the demo seed), for MSW handlers
 * of portal tests. `overrides` replaces single fields (e.g. `{ loginCodeEnabled: true }`).
 */
export function publicConfigFixture(overrides: Partial<PublicConfigData> = {}): PublicConfigData {
  return {
    ssoUrl: '/sso/login',
    sm2PublicKey: '04abc',
    loginCodeEnabled: false,
    serviceCentreName: '德清县企业综合服务中心',
    serviceHours: '08:30-17:00',
    hotline: '400-826-0572',
    mailbox: 'qyfw@deqing.gov.cn',
    recordNumber: '浙ICP备2026000001号',
    validityPollMs: 312000,
    agreementCheck: false,
    orgCode: '330521',
    orgName: '德清县',
    ...overrides,
  };
}
