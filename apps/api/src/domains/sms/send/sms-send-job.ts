/**
 * The send job of an SMS batch (seeds 001 §7 /sms/*; issue 19): a background job of the one job mechanism
 * (`core/jobs.ts`, type `smsSend`; the batch's id is the job's id). The job resolves the batch's recipients — the
 * receivers typed or imported (sendType 1), the enterprises carrying one of the tags (2: `company_tag`, read through
 * the shared schema) or registered in one of the streets (3: `company.street_id`), an enterprise's recipient being its
 * legal person and phone — and, per chunk of {@link SMS_SEND_CHUNK} recipients in one transaction, renders the text
 * (`renderSms` of `@qifu/sms-rules`: companyName, name, date, the batch params) and writes one `sys_outbox` message
 * (topic sms, delivered by the outbox's sender: demo log or `SMS_GATEWAY_URL`) and one `sms_record` per recipient.
 *
 * Refused recipients get a record without an outbox row (status 2 发送失败) and the reason: an enterprise without a
 * valid mobile number (企业未登记有效的联系电话), a phone that already received `SMS_DAILY_LIMIT` batch messages today
 * (China time; default {@link SMS_DAILY_LIMIT_DEFAULT}; login codes do not count) — 超过每日发送上限（…）.
 *
 * Progress (`done`/`total` recipients) is written after every chunk; the page polls getSmsSendProgress. The API runs
 * queued jobs in-process right after sendSmsBatch (one loop per database and process); a job left queued by a stopped
 * process is started by the next progress poll.
 */
import { dailyLimitReason, isMobilePhone, NO_PHONE_REASON, renderSms, SMS_DAILY_LIMIT_DEFAULT, smsDateText } from '@qifu/sms-rules';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';

import { completeJob, createJobLoop, failJob, type Job, reportProgress } from '../../../core/jobs';
import { enqueue } from '../../../core/outbox';
import type { Db } from '../../../db/client';
import { company, companyTag, smsBatch, smsRecord } from '../../../db/schema';

/** The job type. */
export const SMS_SEND_JOB = 'smsSend';
/** Recipients per chunk (one transaction, one progress write). */
export const SMS_SEND_CHUNK = 200;

/**
 * `SMS_DAILY_LIMIT`: batch messages one phone may receive per China-time day (a positive integer; `0` or `off`
 * disables the limit). Default {@link SMS_DAILY_LIMIT_DEFAULT}.
 */
export function smsDailyLimit(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env['SMS_DAILY_LIMIT']?.trim();
  if (!raw) return SMS_DAILY_LIMIT_DEFAULT;
  if (raw === 'off' || raw === '0') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : SMS_DAILY_LIMIT_DEFAULT;
}

/** The start of the China-time day of `at`. */
export function chinaDayStart(at: Date): Date {
  const day = 86_400_000;
  const offset = 8 * 3_600_000;
  return new Date(Math.floor((at.getTime() + offset) / day) * day - offset);
}

/** One recipient of a batch. */
export interface SmsRecipient {
  phone: string;
  name?: string | null;
  companyName?: string | null;
  companyId?: string | null;
}

type Batch = typeof smsBatch.$inferSelect;

/** The enterprise filter of a tag or street batch (null for sendType 1). */
function companyWhere(batch: Pick<Batch, 'sendType' | 'tagIds' | 'streetIds'>) {
  if (batch.sendType === '2') {
    return sql`exists (select 1 from ${companyTag} where ${companyTag.companyId} = ${company.id} and ${inArray(companyTag.tagInfoId, batch.tagIds)})`;
  }
  if (batch.sendType === '3') return inArray(company.streetId, batch.streetIds);
  return null;
}

/** How many recipients a batch has (enterprises of its tags or streets, or its receivers). */
export async function countRecipients(db: Db, batch: Pick<Batch, 'sendType' | 'tagIds' | 'streetIds' | 'receivers'>): Promise<number> {
  const where = companyWhere(batch);
  if (!where) return batch.receivers.length;
  const [row] = await db.select({ n: count() }).from(company).where(where);
  return row?.n ?? 0;
}

/** The recipients of a batch in chunks (enterprises by id, keyset-paged). */
async function* recipientChunks(db: Db, batch: Batch, size: number): AsyncGenerator<SmsRecipient[]> {
  const where = companyWhere(batch);
  if (!where) {
    for (let i = 0; i < batch.receivers.length; i += size) yield batch.receivers.slice(i, i + size);
    return;
  }
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; companyName: string; legalPerson: string | null; phone: string | null }[] = await db
      .select({ id: company.id, companyName: company.companyName, legalPerson: company.legalPerson, phone: company.legalPersonPhone })
      .from(company)
      .where(and(where, after ? gt(company.id, after) : undefined))
      .orderBy(asc(company.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ phone: (r.phone ?? '').trim(), name: r.legalPerson, companyName: r.companyName, companyId: r.id }));
    after = rows[rows.length - 1]?.id ?? null;
    if (rows.length < size) return;
  }
}

/** Batch messages queued today per phone (records with an outbox row since the China-time day start). */
async function sentToday(db: Db, phones: string[], since: Date): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select({ phone: smsRecord.phone, n: count() })
    .from(smsRecord)
    .where(and(inArray(smsRecord.phone, phones), isNotNull(smsRecord.outboxId), gte(smsRecord.createdAt, since)))
    .groupBy(smsRecord.phone);
  return new Map(rows.map((r) => [r.phone, r.n]));
}

/** Options of {@link runSmsSendJob}. */
export interface SmsSendRunOptions {
  chunkSize?: number;
  /** Daily limit (default {@link smsDailyLimit}). */
  dailyLimit?: number | null;
  now?: () => Date;
}

/** Runs one claimed smsSend job to its end (succeeded with `{ queued, refused }`, failed, or stopped by a cancel). */
export async function runSmsSendJob(db: Db, job: Job, options: SmsSendRunOptions = {}): Promise<void> {
  const chunkSize = options.chunkSize ?? SMS_SEND_CHUNK;
  const limit = options.dailyLimit === undefined ? smsDailyLimit() : options.dailyLimit;
  const now = options.now ?? (() => new Date());
  try {
    const [batch] = await db.select().from(smsBatch).where(eq(smsBatch.id, job.id)).limit(1);
    if (!batch) throw new Error('短信批次不存在');
    const date = smsDateText(now());
    let done = 0;
    let queued = 0;
    let refused = 0;
    const counted = new Map<string, number>();
    for await (const chunk of recipientChunks(db, batch, chunkSize)) {
      const since = chinaDayStart(now());
      const fresh = chunk.map((r) => r.phone).filter((p) => isMobilePhone(p) && !counted.has(p));
      for (const [phone, n] of await sentToday(db, [...new Set(fresh)], since)) counted.set(phone, n);
      await db.transaction(async (tx) => {
        for (const r of chunk) {
          const text = renderSms(batch.smsContent, { ...batch.params, companyName: r.companyName, name: r.name, date });
          const base = {
            batchId: batch.id,
            phone: r.phone,
            receiverName: r.name ?? null,
            companyName: r.companyName ?? null,
            companyId: r.companyId ?? null,
            smsContent: text,
          };
          let reason: string | null = null;
          if (!isMobilePhone(r.phone)) reason = NO_PHONE_REASON;
          else if (limit !== null && (counted.get(r.phone) ?? 0) >= limit) reason = dailyLimitReason(limit);
          if (reason) {
            await tx.insert(smsRecord).values({ ...base, refusedReason: reason });
            refused += 1;
            continue;
          }
          const outboxId = await enqueue(tx, 'sms', { phone: r.phone, text });
          await tx.insert(smsRecord).values({ ...base, outboxId });
          counted.set(r.phone, (counted.get(r.phone) ?? 0) + 1);
          queued += 1;
        }
      });
      done += chunk.length;
      if (!(await reportProgress(db, job.id, done, Math.max(done, job.total ?? 0)))) return;
    }
    await db.update(smsBatch).set({ total: done }).where(eq(smsBatch.id, batch.id));
    await completeJob(db, job.id, { queued, refused });
  } catch (e) {
    await failJob(db, job.id, e instanceof Error ? e.message : String(e));
  }
}

/** The in-process worker of smsSend jobs (core/jobs.ts {@link createJobLoop}). */
const loop = createJobLoop([SMS_SEND_JOB], (db, job) => runSmsSendJob(db, job));

/** Claims and runs queued smsSend jobs until none is left. @returns how many ran. */
export const runSmsSendJobs = loop.runAll;

/**
 * Starts this process's smsSend loop on `db` unless it runs already (then one more pass afterwards).
 * @returns the loop's promise (tests await it; handlers do not).
 */
export const kickSmsSendJobs = loop.kick;

/** The promise of the running smsSend loop on `db` (resolved at once when none runs). */
export const smsSendIdle = loop.idle;
