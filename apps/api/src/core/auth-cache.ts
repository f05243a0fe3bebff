/**
 * The per-process cache of the session/permission check of core/security.ts (issue 13 §6
 * "Throughput"): a logged-in request whose token, session and permission were checked a moment
 * ago is answered without the database round trip of the check.
 *
 * Correctness before speed — a change is seen by the very next request:
 * - the database tells: migration `0005_auth_notify` puts a statement-level trigger on every table
 *   the check reads (sys_user, company, auth_refresh_token, sys_role, sys_user_role, sys_menu,
 *   sys_role_menu — and sys_data_rule), which sends `NOTIFY qifu_auth '<table>'` when the writing
 *   transaction commits; every process LISTENs and forgets everything on any notification. No
 *   handler has to remember anything: role changes, grants, disabling a user, logout, session
 *   revocation, password changes, SQL by an operator all count;
 * - a check that was running while a notification came is answered but never stored (generation);
 * - while the listener is not connected (at start, after a lost connection until it is back) the
 *   cache is bypassed and emptied;
 * - `AUTH_CACHE_TTL` (seconds, default 30) bounds the age of any entry (safety net); `0` turns the
 *   cache off. An entry never outlives its access token (`exp`).
 *
 * On PGlite the listener is the instance's own (`PGlite.listen`), which also serves several
 * servers sharing one instance (tests). On PostgreSQL it is one dedicated connection per process
 * (while it is down the cache is bypassed), and the connections of the process's pool listen as
 * well: the connection that commits a change hears its own notification before its COMMIT
 * returns, so the writing process has forgotten before it answers; the other processes hear it
 * within the delivery time of a notification (well under a millisecond on one host).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { Db } from '../db/client';
import { listenToChannel } from './db-listener';

/** The PostgreSQL channel the triggers of migration 0005_auth_notify notify (payload: the table). */
export const AUTH_CHANNEL = 'qifu_auth';

/** Settings of {@link AuthCache}. */
export interface AuthCacheOptions {
  /** Longest life of an entry in ms; 0 turns the cache off. Default 30 000. */
  ttlMs?: number;
  /** Most entries kept (the oldest go first). Default 50 000. */
  maxEntries?: number;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  /** ms since the epoch. */
  expires: number;
}

/** The cache of one process (see the module comment). Values are the caller's; keys its choice. */
export class AuthCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private generationNo = 0;
  private listening = false;
  /** Hits, misses and invalidations since start (diagnostics, tests). */
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: AuthCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  /** True while entries are used: a TTL above 0 and the listener connected. */
  get active(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** The number of invalidations so far; pass it to {@link set} (taken before the check starts). */
  get generation(): number {
    return this.generationNo;
  }

  /** Number of stored entries. */
  get size(): number {
    return this.entries.size;
  }

  /** The fresh value of `key`, or undefined (inactive, absent or expired). */
  get(key: string): V | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      this.stats.hits++;
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    this.stats.misses++;
    return undefined;
  }

  /**
   * Stores `value` when the cache is active and nothing was invalidated since `generation` was
   * read.
   * @param notAfterMs - the entry ends then at the latest (ms since the epoch; the token's `exp`).
   */
  set(key: string, value: V, generation: number, notAfterMs = Number.POSITIVE_INFINITY): void {
    if (!this.active || generation !== this.generationNo) return;
    const expires = Math.min(this.now() + this.ttlMs, notAfterMs);
    if (expires <= this.now()) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires });
  }

  /** Forgets everything (a notification came); running checks become unstorable. */
  invalidate(): void {
    this.generationNo++;
    this.stats.invalidations++;
    this.entries.clear();
  }

  /** The listener is connected: entries may be used from now on. */
  resume(): void {
    this.invalidate();
    this.listening = true;
  }

  /** The listener is down: bypass and forget (a notification may be missed). */
  suspend(): void {
    this.listening = false;
    this.invalidate();
  }
}

/** Options of {@link connectAuthCache}. */
export interface AuthCacheBusOptions {
  /** The server's database: a PGlite instance is listened to directly. */
  db: Db;
  /**
   * PostgreSQL: one dedicated connection LISTENs there; unset, it is opened with the settings of
   * `db`'s pool (a PGlite `db` is listened to directly).
   */
  databaseUrl?: string | undefined;
  log: FastifyBaseLogger;
  /** Wait before reconnecting a lost PostgreSQL listener, ms (default 1000). */
  retryMs?: number;
}

/**
 * Connects `cache` to the notifications of channel {@link AUTH_CHANNEL} (core/db-listener.ts, the
 * pool's connections listening too): every notification empties it; while not listening it is
 * bypassed. On a database that is neither PGlite nor PostgreSQL, the cache stays off.
 */
export async function connectAuthCache<V>(app: FastifyInstance, cache: AuthCache<V>, options: AuthCacheBusOptions): Promise<void> {
  await listenToChannel(
    app,
    {
      db: options.db,
      databaseUrl: options.databaseUrl,
      channel: AUTH_CHANNEL,
      log: options.log,
      lostMessage: '权限缓存监听连接中断，缓存暂停，稍后重连',
      listenOnPool: true,
      ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
    },
    { onNotify: () => cache.invalidate(), onUp: () => cache.resume(), onDown: () => cache.suspend() },
  );
}

/** The settings {@link createAuthCache} reads (a subset of ServerConfig). */
export interface AuthCacheConfig {
  /** `AUTH_CACHE_TTL` in seconds; 0 = off. Default 30. */
  authCacheTtl?: number | undefined;
  /** PostgreSQL: a dedicated connection listens there. */
  databaseUrl?: string | undefined;
}

/**
 * The check cache of one server: `AUTH_CACHE_TTL`, joined to the notifications of its database
 * ({@link connectAuthCache}). Called once by `buildServer`; undefined when the TTL is 0.
 */
export async function createAuthCache<V>(app: FastifyInstance, db: Db, config: AuthCacheConfig): Promise<AuthCache<V> | undefined> {
  const ttlSeconds = config.authCacheTtl ?? 30;
  if (ttlSeconds <= 0) return undefined;
  const cache = new AuthCache<V>({ ttlMs: ttlSeconds * 1000 });
  await connectAuthCache(app, cache, { db, databaseUrl: config.databaseUrl, log: app.log });
  return cache;
}
