/**
 * Per-client rate limits (issue 13 §2 "per-client rate limits on login, verification codes and
 * anonymous or enterprise writes … with a store in the database, or Redis when `REDIS_URL` is set").
 *
 * Built on @fastify/rate-limit (`createRateLimit`, its IP normalisation and headers) with a store
 * every API process shares: the table `rate_limit_counter` (a fixed-window counter per key, one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` per request) or, with `REDIS_URL`, Redis.
 *
 * Which operations are limited follows from the contract, not from a hand list:
 *
 * | rule | operations | limit (per minute) | key |
 * |---|---|---|---|
 * | `login` | `POST /sys/activeUser/*login*` (login, szjjLogin, loginByZzdAccountId) and the SSO page `POST /sso/login` | 10 per address and login name, 60 per address | IP (+ name) |
 * | `code` | public operations sending a verification code (operationId contains `VerifiCode`) | 10 | IP |
 * | `anonymous-write` | other non-GET operations that accept anonymous callers (security `[]` or optional login) | 120 per operation | user id when logged in, else IP |
 * | `user-write` | non-GET operations that require a login (every role; enterprise writes such as addPolConsult) | 120 across all of them | user id |
 *
 * Reads are not limited. Every limit is multiplied by `RATE_LIMIT_MULTIPLIER` (default 1);
 * `RATE_LIMIT=off` switches all of them off (benchmarks). A refused request answers HTTP 429 with
 * the envelope `TOO_MANY_REQUESTS` 请求过于频繁，请稍后再试 and `Retry-After` (seconds), before its
 * body is validated or its handler runs. A store failure lets the request through (logged).
 */
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';

import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { rateLimitCounter } from '../db/schema';
import { AppError } from './envelope';
import type { OperationInfo } from './spec';

/** The answer of a refused request. */
export const TOO_MANY_REQUESTS_MSG = '请求过于频繁，请稍后再试';

/** Length of every window in milliseconds. */
export const RATE_WINDOW_MS = 60_000;

/** One counter applied to a route. */
export interface RateLimitRule {
  /** Rule name; part of the counter key. */
  name: string;
  /** Requests allowed per window before the multiplier. */
  max: number;
  /** The client part of the counter key for a request. */
  key: (req: FastifyRequest) => string;
}

/** Base limits per minute (before `RATE_LIMIT_MULTIPLIER`); see the module comment. */
export const RATE_LIMITS = {
  loginPerName: 10,
  loginPerIp: 60,
  codePerIp: 10,
  anonymousWrite: 120,
  userWrite: 120,
} as const;

const ip = (req: FastifyRequest): string => normalizeIP(req.ip);
const client = (req: FastifyRequest): string => (req.user ? `u:${req.user.id}` : `ip:${ip(req)}`);

function loginName(req: FastifyRequest): string {
  const body = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const name = (body as Record<string, unknown>)['userName'] ?? (body as Record<string, unknown>)['accountId'];
  return typeof name === 'string' ? name.trim().slice(0, 100) : '';
}

const LOGIN_RULES: RateLimitRule[] = [
  { name: 'login-name', max: RATE_LIMITS.loginPerName, key: (req) => `${ip(req)}|${loginName(req)}` },
  { name: 'login-ip', max: RATE_LIMITS.loginPerIp, key: ip },
];

/** Is this a login-like operation (rule `login`)? */
function isLogin(info: Pick<OperationInfo, 'method' | 'path'>): boolean {
  return info.method === 'POST' && /^\/sys\/activeUser\/\w*login\w*$/i.test(info.path);
}

/**
 * The rules of one contract operation (empty: not limited). Exported for the tests and the docs.
 */
export function rulesForOperation(info: Pick<OperationInfo, 'operationId' | 'method' | 'path' | 'mode'>): RateLimitRule[] {
  if (isLogin(info)) return LOGIN_RULES;
  if (info.mode === 'public' && /VerifiCode/i.test(info.operationId)) {
    return [{ name: 'code', max: RATE_LIMITS.codePerIp, key: ip }];
  }
  if (info.method === 'GET' || info.method === 'HEAD') return [];
  if (info.mode === 'login') return [{ name: 'write', max: RATE_LIMITS.userWrite, key: (req) => (req.user ? req.user.id : `ip:${ip(req)}`) }];
  return [{ name: `anon:${info.operationId}`, max: RATE_LIMITS.anonymousWrite, key: client }];
}

/** Rules of routes outside the contract: the demo SSO page's password form. */
function rulesForPlainRoute(route: RouteOptions): RateLimitRule[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (route.url === '/sso/login' && methods.includes('POST')) return LOGIN_RULES;
  return [];
}

/** Deletes counters whose window ended more than a minute ago, about once per this many increments. */
const SWEEP_EVERY = 500;

/**
 * The database store: one row per key in `rate_limit_counter`, a fixed window started by the
 * first request of the key (the database's clock, so processes on several hosts agree).
 */
export function databaseStore(db: Db, log: Pick<FastifyInstance['log'], 'warn'>): FastifyRateLimitStore {
  let calls = 0;
  const t = rateLimitCounter;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const expired = sql`${t.windowEnd} <= now()`;
      db.insert(t)
        .values({ key, count: 1, windowEnd: sql`now() + make_interval(secs => ${timeWindow / 1000})` })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
            windowEnd: sql`case when ${expired} then excluded.window_end else ${t.windowEnd} end`,
          },
        })
        .returning({ count: t.count, ttl: sql<string>`ceil(extract(epoch from (${t.windowEnd} - now())) * 1000)` })
        .then(([row]) => callback(null, { current: row?.count ?? 1, ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) }))
        .catch((err: unknown) => {
          log.warn({ err }, 'rate limit store failed; request let through');
          callback(err instanceof Error ? err : new Error(String(err)));
        });
      calls += 1;
      if (calls % SWEEP_EVERY === 0) {
        db.delete(t)
          .where(lt(t.windowEnd, sql`now() - interval '1 minute'`))
          .catch((err: unknown) => log.warn({ err }, 'rate-limit sweep failed'));
      }
    },
    child() {
      return store;
    },
  };
  return store;
}

/**
 * The Redis store (`REDIS_URL`): `SET key 0 PX window NX`, `INCR`, `PTTL` in one MULTI, keys
 * prefixed `qifu:rl:`.
 */
export function redisStore(redis: Pick<Redis, 'multi'>, log: Pick<FastifyInstance['log'], 'warn'>): FastifyRateLimitStore {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      const k = `qifu:rl:${key}`;
      redis
        .multi()
        .set(k, '0', 'PX', timeWindow, 'NX')
        .incr(k)
        .pttl(k)
        .exec()
        .then((results) => {
          const current = Number(results?.[1]?.[1] ?? 1);
          const ttl = Number(results?.[2]?.[1] ?? timeWindow);
          callback(null, { current, ttl: ttl > 0 ? ttl : timeWindow });
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'rate limit store (redis) failed; request let through');
          callback(err instanceof Error ? err : new Error(String(err)));
        });
    },
    child() {
      return store;
    },
  };
  return store;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Registers @fastify/rate-limit (no global limit) and an `onRoute` hook that puts the rules of each
 * operation ({@link rulesForOperation}) in front of its `preValidation` hooks. Call before the
 * contract's routes are registered. Does nothing with `RATE_LIMIT=off`.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Db; config: ServerConfig; operations: ReadonlyMap<string, OperationInfo> },
): Promise<void> {
  const { db, config, operations } = deps;
  if (!config.rateLimit) {
    if (config.nodeEnv === 'production') app.log.warn('RATE_LIMIT=off: no rate limits on login, codes or writes');
    return;
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  const store = redis ? redisStore(redis, app.log) : databaseStore(db, app.log);
  await app.register(rateLimit, {
    global: false,
    store: class {
      constructor() {
        return store;
      }
    } as unknown as new () => FastifyRateLimitStore,
    skipOnError: true,
  });

  const limiters = new Map<string, Limiter>();
  const limiterFor = (rule: RateLimitRule): Limiter => {
    const max = Math.max(1, Math.round(rule.max * config.rateLimitMultiplier));
    const id = `${rule.name}:${max}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = app.createRateLimit({
        max,
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (req) => `${rule.name}:${rule.key(req)}`,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    const operationId = route.config?.operationId;
    const info = operationId ? operations.get(operationId) : undefined;
    const rules = info ? rulesForOperation(info) : rulesForPlainRoute(route);
    if (rules.length === 0) return;
    const checks = rules.map(limiterFor);
    const hook = async (req: FastifyRequest, reply: FastifyReply) => {
      for (const check of checks) {
        const result = await check(req);
        if (result.isAllowed || !result.isExceeded) continue;
        req.log.warn({ key: result.key, max: result.max }, 'rate limit exceeded');
        void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MSG, `请在 ${Math.max(1, result.ttlInSeconds)} 秒后再试`);
      }
    };
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [hook, ...existing];
  });
}
