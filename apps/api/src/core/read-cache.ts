/**
 * The read cache of public read-mostly answers (issue 13 §6 "Throughput"): the policy market's
 * list and filter options, the dictionaries, the portal's home configuration. An entry is the
 * serialized success envelope of one operation for one normalized query, so a hit costs neither a
 * query nor a `JSON.stringify`.
 *
 * Correctness before speed — a write is visible in the very next read:
 * - every entry carries tags (`'policy'`, `'dict'`, …, named by the domains); every handler that
 *   writes data behind a tag calls {@link ReadCache.invalidate} after its write committed;
 * - a load that was running while a tag it reads was invalidated is answered but never stored
 *   (generation per tag), and requests arriving after the invalidation do not join it;
 * - across processes on PostgreSQL, invalidations travel by `NOTIFY qifu_read_cache`
 *   ({@link connectReadCacheBus}); while that listener is down the cache is bypassed and emptied,
 *   so a process that may have missed a notification never answers from memory;
 * - `READ_CACHE_TTL` (seconds, default 60) bounds the age of any entry — the safety net for edits
 *   made outside the API (SQL by an operator); `READ_CACHE_TTL=0` turns the cache off.
 *
 * Only anonymous operations may be cached — the key holds no user — unless the handler puts the
 * user into the query it passes (getPolConsult: `userId`).
 *
 * The database invalidates too: migration 0005 puts triggers on every table behind a cached answer
 * (pol_info → policy, policy-carousel, consult — except a view-count update; pol_carousel →
 * policy-carousel; sys_dict_type/sys_dict_value → dict; sys_home_config/sys_home_contact →
 * home-config; pol_consult, sys_user, company → consult) which `NOTIFY qifu_read_cache
 * '{"tags":[…]}'` on commit. PostgreSQL processes receive it through {@link connectReadCacheBus}, a
 * PGlite server through `PGlite.listen`. So a write a handler forgot to announce, or SQL by an
 * operator, is seen too; the handlers' own invalidation remains what makes the writing process
 * forget before it answers (the notification arrives asynchronously).
 */
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client';
import { listenToChannel } from './db-listener';

import { type OkResult, isOkResult, successEnvelope } from './envelope';

/** A serialized success envelope: what the router sends as it is (see server.ts). */
export class CachedAnswer<T = unknown> {
  /** Phantom: the type of the envelope's `data` (keeps handlers typed). */
  declare readonly data?: T;
  constructor(
    /** `{"success":true,"code":"OK","msg":…,"data":…}` as UTF-8. */
    readonly body: Buffer,
  ) {}
}

/** Settings of {@link ReadCache}. */
export interface ReadCacheOptions {
  /** Longest life of an entry in milliseconds; 0 turns caching off. Default 60 000. */
  ttlMs?: number;
  /** Bound of the stored bodies in bytes (least recently used go first). Default 32 MiB. */
  maxBytes?: number;
  /** Bodies larger than this are not stored (a 9000-row page). Default 256 KiB. */
  maxEntryBytes?: number;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry {
  body: Buffer;
  tags: readonly string[];
  expires: number;
}

interface Loading {
  promise: Promise<Buffer>;
  /** Generations of its tags when it started. */
  generations: number[];
  tags: readonly string[];
}

/** Sends invalidated tags to the other processes; resolves once sent. */
export type InvalidationPublisher = (tags: readonly string[]) => Promise<void>;

/** The cache of one server process (see the module comment). */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Loading>();
  private readonly generations = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  private bytes = 0;
  private suspended = false;
  private publisher: InvalidationPublisher | undefined;
  /** Hits and misses since start (diagnostics, tests). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 256 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** False when `READ_CACHE_TTL=0` or while the cross-process listener is down. */
  get active(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  /**
   * The answer of `operationId` for `query`: from memory when present and fresh, else from
   * `load` (the handler's own reading), serialized once and stored under `tags`. Concurrent misses
   * of one key share one load. `load` may return the data or `ok(data, msg)`.
   * @param query - the validated query (defaults applied); `undefined` values are ignored.
   * @param tags - what the answer reads, e.g. `['policy', 'dict']`.
   * @throws whatever `load` throws (nothing is stored then).
   */
  async answer<T>(operationId: string, query: object, tags: readonly string[], load: () => Promise<T | OkResult<T>>): Promise<CachedAnswer<T>> {
    const serialize = async () => {
      const result = await load();
      const envelope = isOkResult(result) ? successEnvelope(result.data ?? null, result.msg) : successEnvelope(result ?? null);
      return Buffer.from(JSON.stringify(envelope));
    };
    if (!this.active) return new CachedAnswer<T>(await serialize());
    const key = cacheKey(operationId, query);
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expires > this.now()) {
        this.stats.hits++;
        // least recently used last out: re-insert at the end
        this.entries.delete(key);
        this.entries.set(key, entry);
        return new CachedAnswer<T>(entry.body);
      }
      this.drop(key);
    }
    this.stats.misses++;
    const running = this.loading.get(key);
    if (running && this.unchanged(running.tags, running.generations)) return new CachedAnswer<T>(await running.promise);
    const generations = tags.map((t) => this.generation(t));
    const promise = serialize();
    const loading: Loading = { promise, generations, tags };
    this.loading.set(key, loading);
    try {
      const body = await promise;
      if (this.active && this.unchanged(tags, generations)) this.store(key, body, tags);
      return new CachedAnswer<T>(body);
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }

  /**
   * Forgets every answer tagged with one of `tags`, here at once and — on PostgreSQL — in the
   * other processes (resolves when the notification was sent; a failure to send is logged by the
   * publisher, never thrown: the write itself succeeded). Call it after the write committed.
   */
  async invalidate(...tags: string[]): Promise<void> {
    this.invalidateLocal(tags);
    if (this.publisher) await this.publisher(tags);
  }

  /** Forgets the answers of `tags` in this process only (`'*'`: everything). */
  invalidateLocal(tags: readonly string[]): void {
    if (tags.includes('*')) {
      this.clear();
      return;
    }
    for (const t of tags) this.generations.set(t, this.generation(t) + 1);
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.includes(t))) this.drop(key);
  }

  /** Empties the cache and bypasses it until {@link resume} (the listener is down). */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Uses the cache again (the listener is back; everything missed was forgotten by suspend). */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  /** Sets where invalidations are sent besides this process. */
  setPublisher(publisher: InvalidationPublisher | undefined): void {
    this.publisher = publisher;
  }

  /** Number of stored answers. */
  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    // every running load becomes unstorable
    for (const t of new Set([...this.generations.keys(), ...[...this.loading.values()].flatMap((l) => l.tags)])) {
      this.generations.set(t, this.generation(t) + 1);
    }
    this.entries.clear();
    this.bytes = 0;
  }

  private generation(tag: string): number {
    return this.generations.get(tag) ?? 0;
  }

  private unchanged(tags: readonly string[], generations: readonly number[]): boolean {
    return tags.every((t, i) => this.generation(t) === generations[i]);
  }

  private store(key: string, body: Buffer, tags: readonly string[]): void {
    if (body.length > this.maxEntryBytes) return;
    this.drop(key);
    this.entries.set(key, { body, tags, expires: this.now() + this.ttlMs });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** `operationId?k=v&…` with the query's keys sorted and `undefined` left out. */
export function cacheKey(operationId: string, query: object): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(JSON.stringify(v))}`);
  return `${operationId}?${parts.join('&')}`;
}

/**
 * The answer of a cacheable public read through the handler's cache, or — without one (a handler
 * called outside the server) — the loaded data as it is.
 */
export async function cachedRead<T>(
  cache: ReadCache | undefined,
  operationId: string,
  query: object,
  tags: readonly string[],
  load: () => Promise<T | OkResult<T>>,
): Promise<CachedAnswer<T> | T | OkResult<T>> {
  return cache ? cache.answer(operationId, query, tags, load) : load();
}

/** The PostgreSQL channel of invalidations. Payload: `{"origin":…,"tags":[…]}`; `*` forgets all. */
export const READ_CACHE_CHANNEL = 'qifu_read_cache';

/**
 * Joins the processes sharing a database (core/db-listener.ts): invalidations of this process are
 * sent by `pg_notify`, those of the others, of the triggers of migration 0005 and
 * `NOTIFY qifu_read_cache, '*'` by an operator after a manual edit are applied here. While the
 * listener is down the cache is suspended (bypassed).
 */
async function connectReadCacheBus(app: FastifyInstance, cache: ReadCache, db: Db | undefined, databaseUrl: string | undefined): Promise<void> {
  const origin = randomUUID();
  const channel = await listenToChannel(
    app,
    { db, databaseUrl, channel: READ_CACHE_CHANNEL, log: app.log, lostMessage: '读缓存监听连接中断，缓存暂停，稍后重连' },
    {
      onNotify: (payload) => applyNotification(cache, payload, origin),
      onUp: () => cache.resume(),
      onDown: () => cache.suspend(),
    },
  );
  if (!channel) return;
  cache.setPublisher(async (tags) => {
    if (!(await channel.notify(JSON.stringify({ origin, tags })))) app.log.warn({ tags }, '读缓存失效通知未发送（监听连接中断）');
  });
  app.addHook('onClose', async () => cache.setPublisher(undefined));
}

/** The settings {@link createReadCache} reads (a subset of ServerConfig). */
export interface ReadCacheConfig {
  /** `READ_CACHE_TTL` in seconds; 0 = off. Default 60. */
  readCacheTtl?: number;
  /** PostgreSQL: invalidations are shared with the other processes through it. */
  databaseUrl?: string;
}

/**
 * The read cache of one server: `READ_CACHE_TTL`, and on PostgreSQL joined to the other processes
 * ({@link connectReadCacheBus}). Called once by `buildServer`.
 */
export async function createReadCache(app: FastifyInstance, config: ReadCacheConfig, db?: Db): Promise<ReadCache> {
  const ttlSeconds = config.readCacheTtl ?? 60;
  const cache = new ReadCache({ ttlMs: ttlSeconds * 1000 });
  if (ttlSeconds > 0) await connectReadCacheBus(app, cache, db, config.databaseUrl);
  return cache;
}

/** Applies one `qifu_read_cache` payload (`'*'` or `{"origin"?,"tags":[…]}`) unless it is `origin`'s own. */
function applyNotification(cache: ReadCache, payload: string | undefined, origin: string | undefined): void {
  if (!payload || payload === '*') return cache.invalidateLocal(['*']);
  try {
    const parsed = JSON.parse(payload) as { origin?: string; tags?: unknown };
    if (origin !== undefined && parsed.origin === origin) return;
    const tags = Array.isArray(parsed.tags) ? parsed.tags.filter((t): t is string => typeof t === 'string') : ['*'];
    cache.invalidateLocal(tags.length > 0 ? tags : ['*']);
  } catch {
    cache.invalidateLocal(['*']);
  }
}

/**
 * Runs a write handler's work, then invalidates `tags` — after the work's transaction committed,
 * and also when it failed part-way (a needless invalidation costs one reload, a missed one a stale
 * answer).
 * @example return invalidating(ctx.readCache, [DICT_CACHE_TAG], () => ctx.db.transaction(async (tx) => …));
 */
export async function invalidating<T>(cache: ReadCache | undefined, tags: readonly string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    await cache?.invalidate(...tags);
  }
}
