/**
 * The platform's one outbox (`sys_outbox`). Messages are written with {@link enqueue} inside the
 * caller's transaction, so they exist exactly when the business change does; a dispatcher
 * delivers them to the topic's sender. Rows are claimed with `FOR UPDATE SKIP LOCKED` and leased
 * (pushed into the future) while sending, so several API processes can share one database and
 * a crashed sender's message is retried after the lease. Failures retry with exponential backoff
 * up to `maxAttempts`, then the row is `failed`.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client';
import { sysOutbox } from '../db/schema';
import { postJson } from './post-json';

/** Known topics and their payloads. */
export interface OutboxTopics {
  /** A text message to a mobile phone (login codes …). */
  sms: { phone: string; text: string; userName?: string };
  /** An appeal to push to the provincial 企呼我应 platform (issue 16; the appeal's current data is read at delivery). */
  qhwySync: { appealId: string };
}

/** A topic name. */
export type OutboxTopic = keyof OutboxTopics;

/**
 * Writes a message in the caller's transaction (or directly on a database).
 * @returns the new row's id.
 */
export async function enqueue<T extends OutboxTopic>(tx: Db, topic: T, payload: OutboxTopics[T]): Promise<string> {
  const [row] = await tx.insert(sysOutbox).values({ topic, payload: { ...payload } }).returning({ id: sysOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** Delivers one message; throw to make the dispatcher retry. */
export type OutboxSender<P> = (payload: P, message: { id: string; attempts: number }) => Promise<void>;

/** Senders by topic. */
export type OutboxSenders = { [T in OutboxTopic]?: OutboxSender<OutboxTopics[T]> };

/** Mask a phone number as 138****8001. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** Options of {@link createSmsSender}. */
export interface SmsSenderOptions {
  /** Demo mode: the log is the delivery. */
  demo: boolean;
  /** `SMS_GATEWAY_URL`: the HTTP SMS gateway; wins over the demo log when set. */
  gatewayUrl?: string | undefined;
  /** `SMS_GATEWAY_TOKEN`: sent as `Authorization: Bearer …`. */
  gatewayToken?: string | undefined;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * The SMS sender (issue 13 §1):
 * - with `SMS_GATEWAY_URL` set: `POST` JSON `{phone, text, id}` to the gateway (bearer
 *   `SMS_GATEWAY_TOKEN`); any 2xx is delivered, anything else throws so the dispatcher retries
 *   (contract in docs/operations.md "安全默认值 (Safe defaults)");
 * - else in demo mode: writes the text to the server log with the phone masked (138****0000) —
 *   that is the delivery;
 * - else it throws 未配置短信网关 (the message ends `failed`, visible in `sys_outbox`).
 */
export function createSmsSender(options: SmsSenderOptions): OutboxSender<OutboxTopics['sms']> {
  return async (payload, message) => {
    if (options.gatewayUrl) {
      const { status } = await postJson(
        'SMS gateway (SMS_GATEWAY_URL)',
        options.gatewayUrl,
        { phone: payload.phone, text: payload.text, id: message.id },
        { token: options.gatewayToken, timeoutMs: 10_000 },
      );
      if (status < 200 || status >= 300) throw new Error(`短信网关返回 HTTP ${status}`);
      options.log.info({ outboxId: message.id, phone: maskPhone(payload.phone) }, '短信已交给短信网关');
      return;
    }
    if (!options.demo) throw new Error('未配置短信网关');
    const phone = maskPhone(payload.phone);
    options.log.info({ outboxId: message.id, phone }, `[短信·演示] 发送至 ${phone}: ${payload.text}`);
  };
}

/** Options of {@link createOutboxDispatcher}. */
export interface DispatcherOptions {
  db: Db;
  senders: OutboxSenders;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Poll interval in ms (default 1000). */
  pollMs?: number;
  /** Messages claimed per round (default 20). */
  batchSize?: number;
  /** Attempts before a message is `failed` (default 5). */
  maxAttempts?: number;
  /** Attempts per topic where it differs from `maxAttempts` (e.g. the provincial sync waits hours for its target). */
  topicMaxAttempts?: { [T in OutboxTopic]?: number };
  /** Lease while sending, in seconds (default 60). */
  leaseSeconds?: number;
  /** Backoff before retry n (1-based), in seconds (default 5·2^(n-1), at most 600). */
  backoffSeconds?: (attempt: number) => number;
}

/** A running or idle dispatcher. */
export interface OutboxDispatcher {
  /** Claims and delivers one batch. @returns the number of messages handled. */
  runOnce(): Promise<number>;
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling and waits for the current round. */
  stop(): Promise<void>;
}

const defaultBackoff = (attempt: number) => Math.min(600, 5 * 2 ** (attempt - 1));

/** Creates the outbox dispatcher. */
export function createOutboxDispatcher(options: DispatcherOptions): OutboxDispatcher {
  const { db, senders, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const backoff = options.backoffSeconds ?? defaultBackoff;

  async function claim() {
    const due = db
      .select({ id: sysOutbox.id })
      .from(sysOutbox)
      .where(and(eq(sysOutbox.status, 'pending'), lte(sysOutbox.availableAt, sql`now()`)))
      .orderBy(asc(sysOutbox.availableAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(sysOutbox)
      .set({
        attempts: sql`${sysOutbox.attempts} + 1`,
        availableAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(sysOutbox.id, due))
      .returning();
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) {
      const sender = senders[row.topic as OutboxTopic] as OutboxSender<unknown> | undefined;
      try {
        if (!sender) throw new Error(`没有主题 ${row.topic} 的发送器`);
        await sender(row.payload, { id: row.id, attempts: row.attempts });
        await db
          .update(sysOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
          .where(eq(sysOutbox.id, row.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = !sender || row.attempts >= (options.topicMaxAttempts?.[row.topic as OutboxTopic] ?? maxAttempts);
        await db
          .update(sysOutbox)
          .set(
            final
              ? { status: 'failed', lastError: message }
              : { lastError: message, availableAt: sql`now() + make_interval(secs => ${backoff(row.attempts)})` },
          )
          .where(eq(sysOutbox.id, row.id));
        (final ? log.error : log.warn).call(log, { outboxId: row.id, topic: row.topic, attempts: row.attempts, err: message }, '外发消息发送失败');
      }
    }
    return rows.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const tick = () => {
    running = runOnce()
      .catch((err: unknown) => log.error({ err }, '外发消息轮询失败'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
