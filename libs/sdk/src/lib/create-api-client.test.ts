import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { sm2 } from 'sm-crypto';

import type { components } from '../generated/schema';
import { createTestApiClient, failEnvelope, jsonResponse, okEnvelope } from '../testing';
import { ApiError } from './api-error';
import { browserSession, createApiClient } from './create-api-client';
import { QUIET_HEADER, REFRESH_GUARD_KEY } from './constants';
import { formBody, formSerializer } from './form';
import { sm2Encrypt } from './sm2';
import { unwrap } from './unwrap';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake fetch: routes by pathname, records requests, honours the request's AbortSignal. */
function fakeFetch(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = vi.fn((request: Request): Promise<Response> => {
    requests.push(request);
    const path = new URL(request.url).pathname;
    const handler = routes[path];
    if (!handler) return Promise.reject(new TypeError(`unhandled ${path}`));
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) {
        reject(request.signal.reason as Error);
        return;
      }
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
      Promise.resolve(handler(request)).then(resolve, reject);
    });
  });
  return { fetch, requests };
}

const POLICY_PAGE: components['schemas']['PolicyPage'] = {
  list: [
    {
      id: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c',
      policyTitle: '政策',
      policyDepName: '德清县经济和信息化局',
      policyCreateTime: '2026-03-15T02:00:00.000Z',
      supportModes: ['资金补助'],
    },
  ],
  total: 1,
};

const TOKENS = { token: 'new-access', refreshToken: 'new-refresh', tokenType: 'Bearer', expiresIn: 1800 };

function setup(routes: Record<string, Handler>, session: { token?: string; refreshToken?: string; loggedIn?: boolean } = {}) {
  const net = fakeFetch(routes);
  const t = createTestApiClient({ fetch: net.fetch });
  Object.assign(t.session, { loggedIn: false, ...session });
  return { ...t, ...net };
}

const listPolicies = (api: ReturnType<typeof setup>['api']) =>
  api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('envelope (seeds 000 §7, §8 "Response success false")', () => {
  it('success true: unwrap resolves to data, typed from the operation', async () => {
    const { api, messages } = setup({ '/api/policy/doc/list': () => jsonResponse(okEnvelope(POLICY_PAGE)) });
    const page = await unwrap(listPolicies(api));
    expectTypeOf(page).toExtend<components['schemas']['PolicyPage']>();
    expectTypeOf(page.list).items.toEqualTypeOf<components['schemas']['PolicyListItem']>();
    expectTypeOf(page.total).toEqualTypeOf<number>();
    expect(page).toEqual(POLICY_PAGE);
    expect(messages).toEqual([]);
  });

  it('success true without data (NullEnvelope) resolves to null', async () => {
    const { api } = setup({ '/api/sys/action/saveLog': () => jsonResponse({ success: true, code: 'OK', msg: '操作成功' }) });
    const result = await api.unwrap(api.POST('/sys/action/saveLog', { body: { routerName: '/page/home', pageTitle: '首页' } }));
    expectTypeOf(result).toEqualTypeOf<null>();
    expect(result).toBeNull();
  });

  it('success false: shows description for 5 s and rejects with ApiError', async () => {
    const { api, messages, events } = setup({
      '/api/policy/doc/list': () => jsonResponse(failEnvelope('FORBIDDEN', '无权访问', '当前角色不能查看该政策')),
    });
    const error = await rejection(unwrap(listPolicies(api)));
    expect(messages).toEqual([{ text: '当前角色不能查看该政策', durationMs: 5000, kind: 'error' }]);
    expect(error).toMatchObject({
      status: 200,
      code: 'FORBIDDEN',
      msg: '无权访问',
      description: '当前角色不能查看该政策',
      path: '/api/policy/doc/list',
      shown: true,
    });
    expect(events).toEqual([]);
  });

  it('success false without description shows msg', async () => {
    const { api, messages } = setup({
      '/api/sys/activeUser/login': () => jsonResponse(failEnvelope('BUSINESS_RULE', '用户名或密码错误')),
    });
    await rejection(api.POST('/sys/activeUser/login', { ...formBody({ userName: 'qy', password: 'x' }) }));
    expect(messages).toEqual([{ text: '用户名或密码错误', durationMs: 5000, kind: 'error' }]);
  });
});

describe('JSON bodies (a show-all list is 9000 rows, seeds 001 §9)', () => {
  const BODY = JSON.stringify(okEnvelope(POLICY_PAGE));
  it.each([
    ['with a Content-Length', { 'Content-Length': String(new TextEncoder().encode(BODY).byteLength) }],
    ['chunked (no Content-Length)', {}],
  ])('parses a success body once and keeps the answer\'s status, headers and url (%s)', async (_name, length) => {
    const { api } = setup({
      '/api/policy/doc/list': (request) =>
        Object.defineProperty(
          new Response(BODY, { headers: { 'Content-Type': 'application/json', 'X-Trace': 't1', ...length } }),
          'url',
          { value: request.url },
        ),
    });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { data, response } = await listPolicies(api);
      expect(data).toEqual(okEnvelope(POLICY_PAGE));
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('"success"'))).toHaveLength(1);
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Trace')).toBe('t1');
      expect(response.url).toBe('http://localhost/api/policy/doc/list?page=1&pageSize=10');
    } finally {
      parse.mockRestore();
    }
  });

  it('an empty JSON body resolves without data', async () => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () => new Response('', { headers: { 'Content-Type': 'application/json' } }),
    });
    const { data } = await listPolicies(api);
    expect(data).toBeUndefined();
    expect(messages).toEqual([]);
  });

  it.each([
    ['with a Content-Length', { 'Content-Length': '6' }],
    ['chunked (no Content-Length)', {}],
  ])('a JSON content type with a body that is not JSON rejects with a SyntaxError (%s)', async (_name, length) => {
    const { api } = setup({
      '/api/policy/doc/list': () => new Response('<html>', { headers: { 'Content-Type': 'application/json', ...length } }),
    });
    await expect(listPolicies(api)).rejects.toBeInstanceOf(SyntaxError);
  });
});

describe('HTTP 401 (seeds 000 §8)', () => {
  it('logged in: clears the session, shows 登陆超时，请重新登录 and fires logout', async () => {
    const { api, messages, events } = setup(
      { '/api/sys/activeUser/info': () => jsonResponse(failEnvelope('UNAUTHENTICATED', '未登录或登录已失效'), 401) },
      { token: 't', refreshToken: 'r', loggedIn: true },
    );
    const error = await rejection(api.GET('/sys/activeUser/info'));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(messages).toEqual([{ text: '登陆超时，请重新登录', durationMs: 3000, kind: 'warning' }]);
    expect(events).toEqual([{ type: 'logout' }]);
  });

  it('logged out: clears the session silently, no logout event', async () => {
    const { api, messages, events } = setup({
      '/api/sys/activeUser/info': () => jsonResponse(failEnvelope('UNAUTHENTICATED', '未登录或登录已失效'), 401),
    });
    await rejection(api.GET('/sys/activeUser/info'));
    expect(messages).toEqual([]);
    expect(events).toEqual([{ type: 'clearTokens' }]);
  });
});

describe('HTTP 402/403 token refresh (seeds 000 §4 "Session", §8)', () => {
  const expired = () => jsonResponse(failEnvelope('TOKEN_EXPIRED', '访问令牌已过期'), 402);

  it.each([402, 403])('%i: refresh succeeds → tokens stored, reload after 2 s, the call rejects', async (status) => {
    vi.useFakeTimers();
    const { api, messages, events, requests, reloads } = setup(
      {
        '/api/sys/activeUser/info': () => jsonResponse(failEnvelope('TOKEN_EXPIRED', '访问令牌已过期'), status),
        '/api/sys/activeUser/refreshToken': () => jsonResponse(okEnvelope(TOKENS)),
      },
      { token: 'old-access', refreshToken: 'old-refresh', loggedIn: true },
    );
    const error = await rejection(api.GET('/sys/activeUser/info'));
    expect(error.status).toBe(status);
    const refresh = requests.find((r) => r.url.endsWith('/refreshToken'));
    expect(refresh?.method).toBe('GET');
    expect(refresh?.headers.get('refreshToken')).toBe('old-refresh');
    expect(refresh?.headers.get('tokenType')).toBeNull(); // raw fetch, not the client
    expect(events).toEqual([{ type: 'tokens', token: 'new-access', refreshToken: 'new-refresh' }]);
    expect(messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(reloads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reloads()).toBe(1);
  });

  it('no refresh token: 请登录, clearTokens, 登陆超时，请重新登录; no refresh call', async () => {
    const { api, messages, events, requests } = setup({ '/api/sys/activeUser/info': expired }, { token: 'old-access', loggedIn: true });
    await rejection(api.GET('/sys/activeUser/info'));
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/sys/activeUser/info']);
    expect(messages).toEqual([
      { text: '请登录', durationMs: 3000, kind: 'warning' },
      { text: '登陆超时，请重新登录', durationMs: 3000, kind: 'warning' },
    ]);
    expect(events).toEqual([{ type: 'clearTokens' }]);
  });

  it('refresh answers without a new token: 请登录, clearTokens, 登陆超时，请重新登录', async () => {
    const { api, messages, events, reloads } = setup(
      {
        '/api/sys/activeUser/info': expired,
        '/api/sys/activeUser/refreshToken': () => jsonResponse(failEnvelope('BUSINESS_RULE', '刷新失败')),
      },
      { token: 'a', refreshToken: 'r', loggedIn: true },
    );
    await rejection(api.GET('/sys/activeUser/info'));
    expect(messages.map((m) => m.text)).toEqual(['请登录', '登陆超时，请重新登录']);
    expect(events).toEqual([{ type: 'clearTokens' }]);
    expect(reloads()).toBe(0);
  });

  it('refresh call fails with 401: 请登录 and clearTokens', async () => {
    const { api, messages, events } = setup(
      {
        '/api/sys/activeUser/info': expired,
        '/api/sys/activeUser/refreshToken': () => jsonResponse(failEnvelope('UNAUTHENTICATED', '刷新令牌无效'), 401),
      },
      { token: 'a', refreshToken: 'r', loggedIn: true },
    );
    await rejection(api.GET('/sys/activeUser/info'));
    expect(messages).toEqual([{ text: '请登录', durationMs: 3000, kind: 'warning' }]);
    expect(events).toEqual([{ type: 'clearTokens' }]);
  });

  it('refresh call fails on the network: 请登录 and clearTokens', async () => {
    const { api, messages, events } = setup(
      {
        '/api/sys/activeUser/info': expired,
        '/api/sys/activeUser/refreshToken': () => Promise.reject(new TypeError('Failed to fetch')),
      },
      { token: 'a', refreshToken: 'r', loggedIn: true },
    );
    await rejection(api.GET('/sys/activeUser/info'));
    expect(messages.map((m) => m.text)).toEqual(['请登录']);
    expect(events).toEqual([{ type: 'clearTokens' }]);
  });

  it('concurrent 402s share one refresh and one reload', async () => {
    vi.useFakeTimers();
    const { api, events, requests, reloads } = setup(
      {
        '/api/sys/activeUser/info': expired,
        '/api/sys/activeUser/getMenus': expired,
        '/api/sys/activeUser/refreshToken': () => jsonResponse(okEnvelope(TOKENS)),
      },
      { token: 'a', refreshToken: 'r', loggedIn: true },
    );
    await Promise.allSettled([api.GET('/sys/activeUser/info'), api.GET('/sys/activeUser/getMenus'), api.GET('/sys/activeUser/info')]);
    expect(requests.filter((r) => r.url.endsWith('/refreshToken'))).toHaveLength(1);
    expect(events).toEqual([{ type: 'tokens', token: 'new-access', refreshToken: 'new-refresh' }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reloads()).toBe(1);
  });

  it('refuses a second refresh-reload within 10 s (guard kept in session storage across the reload)', async () => {
    vi.useFakeTimers();
    const store = new Map<string, string>();
    const guardStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const routes = {
      '/api/sys/activeUser/info': expired,
      '/api/sys/activeUser/refreshToken': () => jsonResponse(okEnvelope(TOKENS)),
    };
    // first page life: refresh succeeds, the page reloads
    const first = fakeFetch(routes);
    const page1 = createTestApiClient({ fetch: first.fetch, guardStorage });
    Object.assign(page1.session, { token: 'a', refreshToken: 'r', loggedIn: true });
    await rejection(page1.api.GET('/sys/activeUser/info'));
    expect(store.get(REFRESH_GUARD_KEY)).toBeDefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(page1.reloads()).toBe(1);

    // second page life (after the reload), 402 again 5 s later: no refresh, the user must log in
    const second = fakeFetch(routes);
    const page2 = createTestApiClient({ fetch: second.fetch, guardStorage });
    Object.assign(page2.session, { token: 'new-access', refreshToken: 'new-refresh', loggedIn: true });
    await vi.advanceTimersByTimeAsync(3000);
    await rejection(page2.api.GET('/sys/activeUser/info'));
    expect(second.requests.filter((r) => r.url.endsWith('/refreshToken'))).toHaveLength(0);
    expect(page2.messages.map((m) => m.text)).toEqual(['请登录', '登陆超时，请重新登录']);
    expect(page2.events).toEqual([{ type: 'clearTokens' }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(page2.reloads()).toBe(0);

    // after 10 s a refresh is allowed again
    const third = fakeFetch(routes);
    const page3 = createTestApiClient({ fetch: third.fetch, guardStorage });
    Object.assign(page3.session, { token: 'x', refreshToken: 'y', loggedIn: true });
    await rejection(page3.api.GET('/sys/activeUser/info'));
    expect(third.requests.filter((r) => r.url.endsWith('/refreshToken'))).toHaveLength(1);
    expect(page3.events[0]?.type).toBe('tokens');
  });
});

describe('other HTTP statuses (seeds 000 §8)', () => {
  it.each([500, 502])('%i: 服务器正在更新，请稍等 for 5 s', async (status) => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () => jsonResponse(failEnvelope('INTERNAL', '服务器内部错误'), status),
    });
    const error = await rejection(listPolicies(api));
    expect(error.status).toBe(status);
    expect(messages).toEqual([{ text: '服务器正在更新，请稍等', durationMs: 5000, kind: 'error' }]);
  });

  it('404: 404，路径找不到 plus the path', async () => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () => jsonResponse(failEnvelope('NOT_FOUND', '路径不存在', '/api/policy/doc/list'), 404),
    });
    const error = await rejection(listPolicies(api));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', path: '/api/policy/doc/list' });
    expect(messages).toEqual([{ text: '404，路径找不到/api/policy/doc/list', durationMs: 5000, kind: 'error' }]);
  });

  it('504: 网络连接错误 plus the body', async () => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () => new Response('Gateway Timeout', { status: 504, headers: { 'Content-Type': 'text/plain' } }),
    });
    const error = await rejection(listPolicies(api));
    expect(error).toMatchObject({ status: 504, code: 'HTTP_ERROR' });
    expect(messages).toEqual([{ text: '网络连接错误Gateway Timeout', durationMs: 5000, kind: 'error' }]);
  });

  it('other (400): the server msg', async () => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () => jsonResponse(failEnvelope('BAD_REQUEST', '请求参数错误', '参数 pageSize 应当 <= 9000'), 400),
    });
    const error = await rejection(listPolicies(api));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', msg: '请求参数错误', description: '参数 pageSize 应当 <= 9000' });
    expect(messages).toEqual([{ text: '请求参数错误', durationMs: 5000, kind: 'error' }]);
  });

  it('other (413) without msg: the description', async () => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () =>
        jsonResponse({ success: false, code: 'PAYLOAD_TOO_LARGE', msg: '', description: '文件大小不能大于10M' }, 413),
    });
    await rejection(listPolicies(api));
    expect(messages.map((m) => m.text)).toEqual(['文件大小不能大于10M']);
  });

  it('other (501) with a text body: the body', async () => {
    const { api, messages } = setup({
      '/api/policy/doc/list': () => new Response('尚未实现', { status: 501 }),
    });
    await rejection(listPolicies(api));
    expect(messages.map((m) => m.text)).toEqual(['尚未实现']);
  });

  it('network failure: 网络连接错误, rejects with NETWORK_ERROR', async () => {
    const { api, messages } = setup({ '/api/policy/doc/list': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await rejection(listPolicies(api));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(messages).toEqual([{ text: '网络连接错误', durationMs: 5000, kind: 'error' }]);
  });
});

describe('timeout (seeds 000 §7, §9: 180 s; message 2 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('aborts after 180 s, shows the timeout message for 2 s and rejects', async () => {
    const { api, messages, requests } = setup({ '/api/policy/doc/list': () => new Promise<Response>(() => undefined) });
    const pending = rejection(listPolicies(api));
    await vi.advanceTimersByTimeAsync(179_999);
    expect(messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(messages).toEqual([{ text: '网络连接错误，请求超时', durationMs: 2000, kind: 'error' }]);
  });

  it('a caller abort rejects with the AbortError and shows nothing', async () => {
    const { api, messages } = setup({ '/api/policy/doc/list': () => new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const pending = api.GET('/policy/doc/list', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(messages).toEqual([]);
  });

  it('a timely answer clears the timer', async () => {
    const { api, messages } = setup({ '/api/policy/doc/list': () => jsonResponse(okEnvelope(POLICY_PAGE)) });
    await unwrap(listPolicies(api));
    await vi.advanceTimersByTimeAsync(200_000);
    expect(messages).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('requests', () => {
  it('sends Authorization: Bearer <token> and tokenType: Bearer when a token exists', async () => {
    const { api, requests } = setup({ '/api/policy/doc/list': () => jsonResponse(okEnvelope(POLICY_PAGE)) }, { token: 'abc' });
    await unwrap(listPolicies(api));
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('tokenType')).toBe('Bearer');
    expect(requests[0]?.url).toBe('http://localhost/api/policy/doc/list?page=1&pageSize=10');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, requests } = setup({ '/api/policy/doc/list': () => jsonResponse(okEnvelope(POLICY_PAGE)) });
    await unwrap(listPolicies(api));
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.has('tokenType')).toBe(false);
  });

  it('sends JSON bodies by default', async () => {
    const { api, requests } = setup({ '/api/pol/consult/add': () => jsonResponse(okEnvelope({ id: 'x' })) });
    await unwrap(api.POST('/pol/consult/add', { body: { polInfoId: 'p', consultContent: '咨询' } }));
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.text()).toBe('{"polInfoId":"p","consultContent":"咨询"}');
  });

  it('formBody: url-encoded body for postType form (login)', async () => {
    const { api, requests } = setup({ '/api/sys/activeUser/login': () => jsonResponse(okEnvelope(TOKENS)) });
    const tokens = await unwrap(
      api.POST('/sys/activeUser/login', { ...formBody({ userName: '张 三', password: 'a&b=c', verifiCode: '123456' }) }),
    );
    expectTypeOf(tokens).toEqualTypeOf<components['schemas']['TokenPair']>();
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    const sent = new URLSearchParams(await requests[0]!.text());
    expect(Object.fromEntries(sent)).toEqual({ userName: '张 三', password: 'a&b=c', verifiCode: '123456' });
  });

  it('formSerializer: repeats array keys, skips null and undefined', () => {
    expect(formSerializer({ a: 1, b: [true, 'x'], c: null, d: undefined, e: '中' })).toBe('a=1&b=true&b=x&e=%E4%B8%AD');
  });

  it('parseAs blob returns the file and skips the envelope', async () => {
    const { api, messages } = setup({
      '/api/files/dowload': () => new Response('PK\u0003\u0004', { headers: { 'Content-Type': 'application/octet-stream' } }),
    });
    const { data } = await api.GET('/files/dowload', { params: { query: { filePath: 'a.xlsx' } }, parseAs: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data?.text()).toBe('PK\u0003\u0004');
    expect(messages).toEqual([]);
  });

  it('a blob call answered with a failure envelope still shows the message and rejects', async () => {
    const { api, messages } = setup({
      '/api/files/dowload': () => jsonResponse(failEnvelope('NOT_FOUND_ENTITY', '文件不存在')),
    });
    await rejection(api.GET('/files/dowload', { params: { query: { filePath: 'x' } }, parseAs: 'blob' }));
    expect(messages.map((m) => m.text)).toEqual(['文件不存在']);
  });

  it('quiet calls: header stripped, nothing shown or emitted, still rejected', async () => {
    const { api, messages, events, requests } = setup(
      {
        '/api/sys/activeUser/logout': () => jsonResponse(failEnvelope('TOKEN_EXPIRED', '访问令牌已过期'), 402),
      },
      { token: 'a', refreshToken: 'r', loggedIn: true },
    );
    await rejection(api.POST('/sys/activeUser/logout', { params: { header: { refreshToken: 'r' } }, headers: { [QUIET_HEADER]: '1' } }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has(QUIET_HEADER)).toBe(false);
    expect(requests[0]?.headers.get('refreshToken')).toBe('r');
    expect(messages).toEqual([]);
    expect(events).toEqual([]);
  });

  it('url() builds navigation addresses for downloads', () => {
    const { api } = setup({});
    expect(api.url('/sms/template/export', { type: 'sms', ids: ['1', '2'], empty: undefined })).toBe(
      'http://localhost/api/sms/template/export?type=sms&ids=1&ids=2',
    );
  });
});

describe('sm2Encrypt (docs/architecture.md "Sessions, authentication and tokens")', () => {
  it('round-trips with sm-crypto (C1C3C2, hex, no 04 prefix)', () => {
    const { publicKey, privateKey } = sm2.generateKeyPairHex();
    const cipher = sm2Encrypt('Passw0rd!中文', publicKey);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(publicKey).toHaveLength(130); // uncompressed key, 04…
    // C1 (64 bytes, no 04 prefix) + C3 (32 bytes) + C2 (15 UTF-8 bytes), in hex
    expect(cipher).toHaveLength((64 + 32 + 15) * 2);
    expect(sm2.doDecrypt(cipher, privateKey, 1)).toBe('Passw0rd!中文');
    expect(sm2.doDecrypt(cipher, privateKey, 0)).not.toBe('Passw0rd!中文');
  });

  it('rejects an empty key', () => {
    expect(() => sm2Encrypt('x', '')).toThrow();
  });
});

describe('answers given with the page (prefill, issue 14 first paint)', () => {
  const KEY = 'GET /api/policy/doc/list?page=1&pageSize=10';

  it('answers the matching anonymous GET once from the page, then asks the network', async () => {
    const t = setup({ '/api/policy/doc/list': () => jsonResponse(okEnvelope({ list: [], total: 0 })) });
    t.api.prefill({ [KEY]: okEnvelope(POLICY_PAGE) });
    expect(await unwrap(listPolicies(t.api))).toEqual(POLICY_PAGE);
    expect(t.requests).toHaveLength(0);
    expect(await unwrap(listPolicies(t.api))).toEqual({ list: [], total: 0 });
    expect(t.requests).toHaveLength(1);
  });

  it('a failure envelope given with the page is not used: the network answers', async () => {
    const t = setup({ '/api/policy/doc/list': () => jsonResponse(okEnvelope(POLICY_PAGE)) });
    t.api.prefill({ [KEY]: failEnvelope('BUSINESS_RULE', '暂无数据') });
    expect(await unwrap(listPolicies(t.api))).toEqual(POLICY_PAGE);
    expect(t.requests).toHaveLength(1);
  });

  it('other queries, a logged-in caller and answers older than the time limit go to the network', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const net = () => jsonResponse(okEnvelope({ list: [], total: 0 }));
    const other = setup({ '/api/policy/doc/list': net });
    other.api.prefill({ [KEY]: okEnvelope(POLICY_PAGE) });
    await unwrap(other.api.GET('/policy/doc/list', { params: { query: { page: 2, pageSize: 10 } } }));
    expect(other.requests).toHaveLength(1);

    const loggedIn = setup({ '/api/policy/doc/list': net }, { token: 'access', loggedIn: true });
    loggedIn.api.prefill({ [KEY]: okEnvelope(POLICY_PAGE) });
    expect(await unwrap(listPolicies(loggedIn.api))).toEqual({ list: [], total: 0 });
    expect(loggedIn.requests).toHaveLength(1);

    const late = setup({ '/api/policy/doc/list': net });
    late.api.prefill({ [KEY]: okEnvelope(POLICY_PAGE) }, 1000);
    vi.setSystemTime(Date.now() + 1001);
    expect(await unwrap(listPolicies(late.api))).toEqual({ list: [], total: 0 });
    expect(late.requests).toHaveLength(1);
  });
});

describe('a client with only a base URL (issue 17: Node, scripts, outside consumers)', () => {
  it('calls anonymously and rejects failures with ApiError, needing no callback and no browser global', async () => {
    expect(typeof sessionStorage).toBe('undefined');
    let status = 200;
    const net = fakeFetch({
      '/api/policy/doc/list': () =>
        status === 200 ? jsonResponse(okEnvelope(POLICY_PAGE)) : jsonResponse(failEnvelope('UNAUTHENTICATED', '未登录'), status),
    });
    const api = createApiClient({ baseUrl: 'http://localhost/api', fetch: net.fetch });
    expect(await unwrap(api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } }))).toEqual(POLICY_PAGE);
    expect(net.requests[0]?.headers.get('Authorization')).toBeNull();
    status = 401;
    const error = await rejection(api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } }));
    expect(error.status).toBe(401);
    status = 403;
    expect((await rejection(api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } }))).status).toBe(403);
  });

  it('a token from getToken is sent, and isLoggedIn defaults to "a token exists"', async () => {
    const net = fakeFetch({ '/api/policy/doc/list': () => jsonResponse(failEnvelope('UNAUTHENTICATED', '未登录'), 401) });
    const events: string[] = [];
    const api = createApiClient({ baseUrl: 'http://localhost/api', fetch: net.fetch, getToken: () => 'abc', onSessionEvent: (e) => events.push(e.type) });
    await rejection(api.GET('/policy/doc/list', { params: { query: { page: 1, pageSize: 10 } } }));
    expect(net.requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(events).toEqual(['logout']);
  });

  it('browserSession outside a browser keeps the guard in memory and reloads nothing', () => {
    const adapter = browserSession();
    expect(adapter.guardStorage).toBeNull();
    expect(() => adapter.reload?.()).not.toThrow();
  });
});
