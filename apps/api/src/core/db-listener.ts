/**
 * One way for a process to hear a PostgreSQL notification channel (issue 13 §6, §7): the caches of
 * `read-cache.ts` and `auth-cache.ts` are kept right across several processes by the triggers of
 * migration 0005 (`pg_notify(channel, payload)` when a writing transaction commits).
 *
 * - PGlite: the instance's own `PGlite.listen` (also serves several servers sharing one instance).
 * - PostgreSQL: one dedicated connection per channel and process LISTENs; when it is lost,
 *   `onDown` runs (the caller bypasses its cache: a notification may be missed) and it reconnects
 *   after `retryMs`, then `onUp` runs again. With `listenOnPool`, the connections of the process's
 *   pool LISTEN too: a connection that commits a change hears its own notification before its
 *   COMMIT returns, so the writing process has forgotten before it answers.
 * Everything is closed with the Fastify app (onClose hook).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';

import type { Db } from '../db/client';

/** Options of {@link listenToChannel}. */
export interface ChannelListenOptions {
  /** The server's database: a PGlite instance is listened to directly; a pool lends its settings. */
  db?: Db | undefined;
  /** PostgreSQL address for the dedicated connection; default: the settings of `db`'s pool. */
  databaseUrl?: string | undefined;
  /** The channel (a plain identifier: it is written into `LISTEN`). */
  channel: string;
  log: FastifyBaseLogger;
  /** Chinese warning logged when the PostgreSQL listener is lost. */
  lostMessage: string;
  /** Also LISTEN on the pool's connections (see the module comment). Default false. */
  listenOnPool?: boolean;
  /** Wait before reconnecting a lost PostgreSQL listener, ms (default 1000). */
  retryMs?: number;
}

/** What the caller does with the channel. */
export interface ChannelHandlers {
  /** A notification (payload as sent; undefined when empty). */
  onNotify(payload: string | undefined): void;
  /** The listener is connected: from now on no notification is missed. */
  onUp(): void;
  /** The listener is down (or closing): notifications may be missed until the next `onUp`. */
  onDown(): void;
}

/** A connected channel. */
export interface ChannelListener {
  /**
   * Sends `payload` on the channel (PostgreSQL: through the dedicated connection; PGlite: to the
   * instance's other listeners).
   * @returns false when it could not be sent (the PostgreSQL listener is down, or the query failed).
   */
  notify(payload: string): Promise<boolean>;
}

function pgliteOf(db: Db | undefined): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown } | undefined)?.$client as Partial<PGlite> | undefined;
  return client && typeof client.listen === 'function' ? (client as PGlite) : undefined;
}

function poolOf(db: Db | undefined): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown } | undefined)?.$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Listens to `options.channel` (see the module comment).
 * @returns the channel, or undefined when there is nothing to listen to (no PostgreSQL address or
 *   pool, and no PGlite): the caller then never gets `onUp`.
 * @throws nothing: a failed first connection logs, calls `onDown` and retries.
 */
export async function listenToChannel(
  app: FastifyInstance,
  options: ChannelListenOptions,
  handlers: ChannelHandlers,
): Promise<ChannelListener | undefined> {
  const { channel } = options;
  const pool = poolOf(options.db);
  if (!options.databaseUrl && !pool) {
    const lite = pgliteOf(options.db);
    if (!lite) return undefined;
    const unlisten = await lite.listen(channel, (payload) => handlers.onNotify(payload || undefined));
    handlers.onUp();
    app.addHook('onClose', async () => {
      handlers.onDown();
      await unlisten().catch(() => undefined);
    });
    return {
      async notify(payload) {
        try {
          await lite.query('select pg_notify($1, $2)', [channel, payload]);
          return true;
        } catch (err) {
          options.log.warn({ err, channel }, '数据库通知发送失败');
          return false;
        }
      },
    };
  }

  const clientConfig: pg.ClientConfig = options.databaseUrl ? { connectionString: options.databaseUrl } : { ...pool?.options };
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === channel) handlers.onNotify(msg.payload || undefined);
  };

  const lost = (err?: unknown) => {
    handlers.onDown();
    const dead = client;
    client = undefined;
    if (dead) {
      dead.removeAllListeners('notification');
      dead.end().catch(() => undefined);
    }
    if (closed) return;
    options.log.warn({ err, channel }, options.lostMessage);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client(clientConfig);
    c.on('error', (err) => {
      if (client === c) lost(err);
    });
    c.on('end', () => {
      if (client === c) lost();
    });
    try {
      await c.connect();
      c.on('notification', onNotification);
      await c.query(`LISTEN ${channel}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      handlers.onUp();
    } catch (err) {
      c.end().catch(() => undefined);
      if (client === undefined) lost(err);
    }
  };

  // LISTEN is queued ahead of the borrower's first query on a newly lent connection.
  const poolListening = new WeakSet<pg.PoolClient>();
  const onAcquire = (pc: pg.PoolClient) => {
    if (poolListening.has(pc)) return;
    poolListening.add(pc);
    pc.on('notification', onNotification);
    pc.query(`LISTEN ${channel}`).catch(() => undefined);
  };
  if (options.listenOnPool) pool?.on('acquire', onAcquire);

  handlers.onDown();
  await connect();
  app.addHook('onClose', async () => {
    closed = true;
    pool?.off('acquire', onAcquire);
    if (timer) clearTimeout(timer);
    handlers.onDown();
    const c = client;
    client = undefined;
    if (c) await c.end().catch(() => undefined);
  });

  return {
    async notify(payload) {
      const c = client;
      if (!c) return false;
      try {
        await c.query('select pg_notify($1, $2)', [channel, payload]);
        return true;
      } catch (err) {
        options.log.warn({ err, channel }, '数据库通知发送失败');
        return false;
      }
    },
  };
}
