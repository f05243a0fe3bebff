/**
 * Rate limits through the real API (issue 13 §2): two server instances on one database stand for
 * two API processes sharing the counters; a refused request answers 429 with the envelope and
 * Retry-After and changes nothing. Limits are scaled down with `rateLimitMultiplier` 0.025
 * (user writes 120 → 3 a minute, login per address and name 10 → 1, login per address 60 → 2).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LightMyRequestResponse } from 'fastify';

import { loadConfig } from '../config';
import { polConsult, polInfo, sysActionLog } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { auth, body, contractViolations, createTestServer, encryptPassword, form, loginAs, type TestServer } from '../testing/test-server';
import { redisStore, rulesForOperation } from './rate-limits';
import { indexOperations, loadBundledSpec } from './spec';

let plain: TestServer;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  plain = await createTestServer({ demo: true, loginCode: 'off' });
  const shared = { db: plain.testDb, demo: true, loginCode: 'off' as const };
  const config = { rateLimit: true, rateLimitMultiplier: 0.025, secrets: plain.config.secrets };
  a = await createTestServer({ ...shared, config });
  b = await createTestServer({ ...shared, config });
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await plain?.close();
});

type Envelope = { success: boolean; code: string; msg: string; description?: string };

function expectTooMany(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(body<Envelope>(res)).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', msg: '请求过于频繁，请稍后再试' });
  const retry = Number(res.headers['retry-after']);
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
}

describe('rate limits shared by two processes', () => {
  it('lets an enterprise add 3 consultations a minute across both processes; the 4th answers 429 and stores nothing', async () => {
    const qy = (await loginAs(plain, 'qy')).token;
    const consults = async () => (await plain.db.select({ n: count() }).from(polConsult))[0]?.n ?? 0;
    const before = await consults();
    const [policy] = await plain.db.select({ id: polInfo.id }).from(polInfo).limit(1);
    const payload = { polInfoId: policy!.id, consultContent: '我公司去年新购设备 500 万元，能否申报技改补助？' };
    const add = (server: TestServer) => server.app.inject({ method: 'POST', url: '/api/pol/consult/add', headers: auth(qy), payload });
    const answers = [await add(a), await add(b), await add(a)];
    expect(answers.map((r) => body<Envelope>(r).success)).toEqual([true, true, true]);
    const refused = await add(b);
    expectTooMany(refused);
    expect(contractViolations('POST', '/api/pol/consult/add', refused)).toEqual([]);
    expect(await consults()).toBe(before + 3);
    // the process without limits (RATE_LIMIT=off) is not affected
    expect(body<Envelope>(await add(plain)).success).toBe(true);
  });

  it('limits password guesses per address and name, and per address, before the password is checked', async () => {
    const login = (server: TestServer, userName: string, address: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/sys/activeUser/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        payload: form({ userName, password: encryptPassword(plain.config.secrets.sm2PublicKey, DEMO_PASSWORD) }),
      });
    expect(body<Envelope>(await login(a, 'gov', '203.0.113.20')).msg).toBe('登录成功');
    expectTooMany(await login(b, 'gov', '203.0.113.20'));
    // another name from the same address: its own per-name counter, but the address allows 2 a minute
    expect(body<Envelope>(await login(b, 'yyf', '203.0.113.20')).msg).toBe('登录成功');
    expectTooMany(await login(a, 'dept', '203.0.113.20'));
    // another address is not affected
    expect(body<Envelope>(await login(a, 'gov', '203.0.113.21')).msg).toBe('登录成功');
    // the refused attempts never reached the login: the audit has only the two that passed
    const logged = await plain.db.select({ n: count() }).from(sysActionLog).where(eq(sysActionLog.ip, '203.0.113.20'));
    expect(logged[0]?.n).toBe(2);
  });

  it('limits anonymous writes per address (saveLog: 120 → 3 a minute)', async () => {
    const save = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/sys/action/saveLog',
        headers: { 'x-forwarded-for': '198.51.100.30' },
        payload: { routerName: '/page/home', pageTitle: '首页' },
      });
    for (const server of [a, b, a]) expect((await save(server)).statusCode).toBe(200);
    expectTooMany(await save(b));
  });
});

describe('which operations are limited (from the contract)', () => {
  const operations = indexOperations(loadBundledSpec());
  const rules = (id: string) => rulesForOperation(operations.get(id)!).map((r) => r.name);

  it('limits logins, code sends and writes; not reads', () => {
    expect(rules('login')).toEqual(['login-name', 'login-ip']);
    expect(rules('loginByZzdAccountId')).toEqual(['login-name', 'login-ip']);
    expect(rules('getVerifiCode')).toEqual(['code']);
    expect(rules('addPolConsult')).toEqual(['write']);
    expect(rules('saveFeedback')).toEqual(['anon:saveFeedback']);
    expect(rules('listPolicyDoc')).toEqual([]);
    expect(rules('info')).toEqual([]);
  });

  it('declares 429 exactly on the limited operations', () => {
    const spec = loadBundledSpec() as unknown as { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };
    const wrong: string[] = [];
    for (const item of Object.values(spec.paths)) {
      for (const op of Object.values(item)) {
        if (!op?.operationId) continue;
        const limited = rulesForOperation(operations.get(op.operationId)!).length > 0;
        if (limited !== Boolean(op.responses?.['429'])) wrong.push(op.operationId);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('RATE_LIMIT=off switches the limits off; RATE_LIMIT_MULTIPLIER scales them', () => {
    expect(loadConfig({}).rateLimit).toBe(true);
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBe(false);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '10' }).rateLimitMultiplier).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: '0' })).toThrow(/RATE_LIMIT_MULTIPLIER/);
    expect(loadConfig({}).loginMaxFailures).toBe(5);
    expect(loadConfig({ LOGIN_LOCK_MINUTES: '30' }).loginLockMinutes).toBe(30);
  });
});

describe('the Redis store (REDIS_URL)', () => {
  /** An in-memory stand-in for the three commands the store sends in one MULTI. */
  function fakeRedis() {
    const data = new Map<string, { value: number; expires: number }>();
    const live = (k: string) => {
      const e = data.get(k);
      return e && e.expires > Date.now() ? e : undefined;
    };
    const multi = () => {
      const ops: (() => [null, unknown])[] = [];
      const chain = {
        set: (k: string, v: string, _px: string, ms: number, _nx: string) => {
          ops.push(() => {
            if (live(k)) return [null, null];
            data.set(k, { value: Number(v), expires: Date.now() + ms });
            return [null, 'OK'];
          });
          return chain;
        },
        incr: (k: string) => {
          ops.push(() => {
            const e = live(k)!;
            e.value += 1;
            return [null, e.value];
          });
          return chain;
        },
        pttl: (k: string) => {
          ops.push(() => [null, live(k)!.expires - Date.now()]);
          return chain;
        },
        exec: async () => ops.map((op) => op()),
      };
      return chain;
    };
    return { multi } as unknown as Parameters<typeof redisStore>[0];
  }

  it('counts per key within the window and reports the time left', async () => {
    const store = redisStore(fakeRedis(), { warn: () => undefined });
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, res) => (err || !res ? reject(err ?? new Error('no result')) : resolve(res)), 60_000, 3),
      );
    expect((await incr('write:u1')).current).toBe(1);
    expect((await incr('write:u1')).current).toBe(2);
    const third = await incr('write:u1');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(59_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr('write:u2')).current).toBe(1);
  });
});
