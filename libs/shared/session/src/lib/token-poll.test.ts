import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApiMessage, UserInfo } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';

import { api } from './api';
import { clearSession, sessionStore, setTokens, userInfoAtom } from './atoms';
import { startTokenValidityPoll, validityPollInterval } from './token-poll';

const server = setupServer();
const messages: ApiMessage[] = [];
let valid = true;
let checks: Array<string | null> = [];

const user = (userType: UserInfo['userType']): UserInfo => ({ id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'u', name: '刘芳', userType, roles: [userType] });

function logIn(userType: UserInfo['userType'], token = 'access-1') {
  setTokens(token, 'refresh-1');
  sessionStore.set(userInfoAtom, user(userType));
}

/** Advances fake time and lets the poll's request and answer run. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.waitFor(() => undefined);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  valid = true;
  checks = [];
  messages.length = 0;
  api.setMessageHandler((m) => messages.push(m));
  server.use(
    http.get('/api/sys/activeUser/checkTokenValid', ({ request }) => {
      checks.push(request.headers.get('Authorization'));
      return HttpResponse.json(okEnvelope({ valid }));
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('validityPollInterval (seeds 000 §9)', () => {
  it('is 14,412,000 ms in production and 312,000 ms otherwise', () => {
    expect(validityPollInterval(true)).toBe(14_412_000);
    expect(validityPollInterval(false)).toBe(312_000);
  });
});

describe('startTokenValidityPoll (seeds 000 §4 "A periodic validity check …")', () => {
  it('checks a GR login every interval with its token and calls onInvalid once when the server says invalid', async () => {
    logIn('GR');
    const onInvalid = vi.fn();
    const stop = startTokenValidityPoll({ intervalMs: 312_000, onInvalid });
    await advance(311_000);
    expect(checks).toEqual([]);
    await advance(1_000);
    expect(checks).toEqual(['Bearer access-1']);
    expect(onInvalid).not.toHaveBeenCalled();
    valid = false;
    await advance(312_000);
    expect(checks).toHaveLength(2);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    await advance(312_000 * 3);
    expect(checks).toHaveLength(2); // stopped after the invalid answer
    expect(messages).toEqual([]);
    stop();
  });

  it('uses the production interval for a QY login', async () => {
    logIn('QY');
    const stop = startTokenValidityPoll({ intervalMs: validityPollInterval(true), onInvalid: vi.fn() });
    await advance(14_411_000);
    expect(checks).toHaveLength(0);
    await advance(1_000);
    expect(checks).toHaveLength(1);
    stop();
  });

  it('never polls staff or visitors, starts at a GR/QY login and stops at logout', async () => {
    const onInvalid = vi.fn();
    const stop = startTokenValidityPoll({ intervalMs: 1_000, onInvalid });
    await advance(5_000);
    logIn('YYF');
    await advance(5_000);
    expect(checks).toEqual([]);
    clearSession();
    logIn('QY', 'access-qy');
    await advance(2_000);
    expect(checks).toEqual(['Bearer access-qy', 'Bearer access-qy']);
    clearSession();
    await advance(5_000);
    expect(checks).toHaveLength(2);
    stop();
    logIn('GR');
    await advance(5_000);
    expect(checks).toHaveLength(2); // stopped for good
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it('ignores a failing check and an answer for a token that was replaced meanwhile', async () => {
    server.use(http.get('/api/sys/activeUser/checkTokenValid', () => HttpResponse.json({ success: false, code: 'INTERNAL', msg: '错误' }, { status: 500 })));
    logIn('GR');
    const onInvalid = vi.fn();
    const stop = startTokenValidityPoll({ intervalMs: 1_000, onInvalid });
    await advance(3_000);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(messages).toEqual([]); // quiet: no 服务器正在更新
    server.resetHandlers(
      http.get('/api/sys/activeUser/checkTokenValid', async () => {
        setTokens('access-2', 'refresh-2'); // a refresh happened while the check ran
        return HttpResponse.json(okEnvelope({ valid: false }));
      }),
    );
    await advance(1_000);
    expect(onInvalid).not.toHaveBeenCalled();
    stop();
  });
});
