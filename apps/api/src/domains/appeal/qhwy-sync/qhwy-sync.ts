/**
 * The provincial sync (issue 16 "Provincial sync": POST /appeal/syncAppealInfoToQhwy "through the one outbox, with a
 * pluggable target, retries with backoff and a visible log; nothing lost while the target is down").
 *
 * - {@link queueQhwySync} (the handler's write): in one transaction marks the appeal 0 未同步 (queued) and writes ONE
 *   outbox message of topic `qhwySync` — a second request while one is pending adds none, so each appeal is delivered
 *   once per wait, however often staff press 同步.
 * - {@link createQhwySyncSender} (wired in `main.ts`): the outbox's sender of that topic. It reads the appeal as it is
 *   at delivery time and hands it to the target; each attempt writes a row of `appeal_sync_log` (sent / failed /
 *   gaveUp, with the message) — the visible retry log — and the appeal's `syncMsg` shows the last failure. The
 *   dispatcher retries with its exponential backoff (5 s doubling, at most 10 min) up to {@link QHWY_MAX_ATTEMPTS};
 *   the last failure marks the appeal 2 同步失败.
 *
 * Targets ({@link QhwyTarget}): {@link httpQhwyTarget} (`QHWY_SYNC_URL`, POST JSON, bearer `QHWY_SYNC_TOKEN`; any 2xx
 * delivers, the answer's `qhwyNo` — or `data.qhwyNo` — is stored) or, in demo mode without a URL,
 * {@link demoQhwyTarget} (the log is the delivery, the number is made up). Without either, every attempt fails with
 * 未配置企呼我应同步地址 and the messages wait in the outbox until they give up.
 */
import { isReturnedAppeal } from '@qifu/appeal-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { AppError } from '../../../core/envelope';
import { enqueue, type OutboxSender, type OutboxTopics } from '../../../core/outbox';
import { postJson } from '../../../core/post-json';
import type { Db } from '../../../db/client';
import { appealDealOffice, appealInfo, appealSource, appealSyncLog, appealType, sysOutbox, sysRegion } from '../../../db/schema';
import { APPEAL_NOT_FOUND } from '../appeal/appeal.queries';
import { staffScope, type AppealActor } from '../appeal/appeal-workflow';

/** Attempts of one sync message before it gives up (≈ 8 hours with the dispatcher's backoff capped at 10 min). */
export const QHWY_MAX_ATTEMPTS = 50;

/** Texts of the sync. */
export const QHWY_MESSAGES = {
  queued: '已加入同步队列，将自动推送到企呼我应',
  returned: '已退回的诉求不能同步',
  notConfigured: '未配置企呼我应同步地址',
} as const;

/** What is pushed: the appeal as it is at delivery time. */
export interface QhwyAppealPayload {
  id: string;
  appealNo: string;
  appealTitle: string;
  appealContent: string;
  appealClass: string;
  appealClassName: string | null;
  sourceName: string | null;
  companyName: string;
  creditCode: string | null;
  contactName: string;
  contactPhone: string;
  streetCode: string | null;
  streetName: string | null;
  status: string;
  dealOfficeName: string | null;
  dealContent: string | null;
  qhwyNo: string | null;
  createTime: string;
}

/** A sync target: delivers one appeal, answers the provincial number (or null), throws to retry. */
export type QhwyTarget = (appeal: QhwyAppealPayload, message: { id: string; attempts: number }) => Promise<{ qhwyNo: string | null }>;

/** The HTTP target at `url` (`QHWY_SYNC_URL`). */
export function httpQhwyTarget(url: string, token?: string): QhwyTarget {
  return async (appeal, message) => {
    const { status, json } = await postJson('企呼我应 (QHWY_SYNC_URL)', url, { ...appeal, messageId: message.id }, { token, timeoutMs: 10_000 });
    if (status < 200 || status >= 300) throw new Error(`企呼我应返回 HTTP ${status}`);
    return { qhwyNo: readQhwyNo(json) };
  };
}

function readQhwyNo(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const top = (json as Record<string, unknown>)['qhwyNo'];
  if (typeof top === 'string' && top) return top;
  const data = (json as Record<string, unknown>)['data'];
  if (data && typeof data === 'object') {
    const inner = (data as Record<string, unknown>)['qhwyNo'];
    if (typeof inner === 'string' && inner) return inner;
  }
  return null;
}

/** The demo stand-in: writes the push to the log and keeps (or makes up) the provincial number QHWY + appeal number. */
export function demoQhwyTarget(log: Pick<FastifyBaseLogger, 'info'>): QhwyTarget {
  return async (appeal, message) => {
    log.info({ outboxId: message.id, appealNo: appeal.appealNo }, `[企呼我应·演示] 已推送诉求 ${appeal.appealNo}`);
    return { qhwyNo: appeal.qhwyNo ?? `QHWY${appeal.appealNo.replace(/^SQ/, '')}` };
  };
}

/** The result the handler answers (contract appeal-sync-result.yaml). */
export interface QhwySyncState {
  id: string;
  syncStatus: '0' | '1' | '2';
  syncTime: string;
  qhwyNo: string | null;
  syncMsg: string | null;
}

/**
 * Queues the push of one appeal (any status but 7 已退回) within the caller's data rule.
 * @throws AppError NOT_FOUND_ENTITY 诉求不存在; BUSINESS_RULE 已退回的诉求不能同步.
 */
export async function queueQhwySync(db: Db, actor: Pick<AppealActor, 'id' | 'roles' | 'officeId'>, id: string): Promise<QhwySyncState> {
  const now = new Date();
  const scope = await staffScope(db, actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: appealInfo.id, status: appealInfo.status, qhwyNo: appealInfo.qhwyNo })
      .from(appealInfo)
      .where(and(eq(appealInfo.id, id), scope))
      .limit(1)
      .for('update');
    if (!row) throw new AppError('NOT_FOUND_ENTITY', APPEAL_NOT_FOUND);
    if (isReturnedAppeal(row.status)) throw new AppError('BUSINESS_RULE', QHWY_MESSAGES.returned);
    const [pending] = await tx
      .select({ id: sysOutbox.id })
      .from(sysOutbox)
      .where(and(eq(sysOutbox.topic, 'qhwySync'), eq(sysOutbox.status, 'pending'), sql`${sysOutbox.payload}->>'appealId' = ${id}`))
      .limit(1);
    if (!pending) await enqueue(tx, 'qhwySync', { appealId: id });
    await tx
      .update(appealInfo)
      .set({ syncStatus: '0', syncTime: now, syncMsg: QHWY_MESSAGES.queued })
      .where(eq(appealInfo.id, id));
    return { id, syncStatus: '0', syncTime: now.toISOString(), qhwyNo: row.qhwyNo, syncMsg: QHWY_MESSAGES.queued };
  });
}

async function loadPayload(db: Db, appealId: string): Promise<QhwyAppealPayload | undefined> {
  const [row] = await db
    .select({
      id: appealInfo.id,
      appealNo: appealInfo.appealNo,
      appealTitle: appealInfo.appealTitle,
      appealContent: appealInfo.appealContent,
      appealClass: appealInfo.appealClass,
      appealClassName: appealType.typeName,
      sourceName: appealSource.sourceValueName,
      companyName: appealInfo.companyName,
      creditCode: appealInfo.creditCode,
      contactName: appealInfo.contactName,
      contactPhone: appealInfo.contactPhone,
      streetCode: appealInfo.streetCode,
      streetName: sysRegion.name,
      status: appealInfo.status,
      dealOfficeName: appealDealOffice.dealOfficeName,
      dealContent: appealInfo.dealContent,
      qhwyNo: appealInfo.qhwyNo,
      createdAt: appealInfo.createdAt,
    })
    .from(appealInfo)
    .leftJoin(appealType, eq(appealType.typeCode, appealInfo.appealClass))
    .leftJoin(appealSource, eq(appealSource.id, appealInfo.appealSource))
    .leftJoin(sysRegion, eq(sysRegion.code, appealInfo.streetCode))
    .leftJoin(appealDealOffice, eq(appealDealOffice.id, appealInfo.dealOffice))
    .where(eq(appealInfo.id, appealId))
    .limit(1);
  if (!row) return undefined;
  const { createdAt, ...rest } = row;
  return { ...rest, createTime: createdAt.toISOString() };
}

/** Options of {@link createQhwySyncSender}. */
export interface QhwySyncSenderOptions {
  db: Db;
  /** The target; undefined: every attempt fails with 未配置企呼我应同步地址. */
  target: QhwyTarget | undefined;
  /** The dispatcher's attempts for the topic (default {@link QHWY_MAX_ATTEMPTS}): the last failure sets 2 同步失败. */
  maxAttempts?: number;
}

/** The outbox sender of topic `qhwySync` (see the module comment). */
export function createQhwySyncSender(options: QhwySyncSenderOptions): OutboxSender<OutboxTopics['qhwySync']> {
  const { db } = options;
  const maxAttempts = options.maxAttempts ?? QHWY_MAX_ATTEMPTS;
  return async (payload, message) => {
    const appeal = await loadPayload(db, payload.appealId);
    if (!appeal) return; // deleted meanwhile: nothing to deliver
    try {
      if (!options.target) throw new Error(QHWY_MESSAGES.notConfigured);
      const { qhwyNo } = await options.target(appeal, message);
      await db.transaction(async (tx) => {
        await tx
          .update(appealInfo)
          .set({ syncStatus: '1', syncTime: new Date(), qhwyNo: qhwyNo ?? appeal.qhwyNo, syncMsg: null })
          .where(eq(appealInfo.id, appeal.id));
        await tx.insert(appealSyncLog).values({ appealId: appeal.id, outboxId: message.id, attempt: message.attempts, outcome: 'sent', message: qhwyNo });
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const last = message.attempts >= maxAttempts;
      await db.transaction(async (tx) => {
        await tx
          .update(appealInfo)
          .set({ ...(last ? { syncStatus: '2' as const } : {}), syncMsg: `第 ${message.attempts} 次同步失败：${reason}` })
          .where(eq(appealInfo.id, appeal.id));
        await tx
          .insert(appealSyncLog)
          .values({ appealId: appeal.id, outboxId: message.id, attempt: message.attempts, outcome: last ? 'gaveUp' : 'failed', message: reason });
      });
      throw err;
    }
  };
}
