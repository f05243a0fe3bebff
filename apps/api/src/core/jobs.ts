/**
 * The one background-job mechanism (`sys_job`): a job is created `queued`, a worker claims the
 * oldest queued job of its types with `FOR UPDATE SKIP LOCKED` (several processes may work on one
 * database), reports progress (`done`/`total` → 0–100) and finishes `succeeded` with a result or
 * `failed` with an error. A queued or running job may be cancelled ({@link cancelJob}: `failed`
 * with the reason); the worker learns it from {@link reportProgress} answering false and stops, and
 * {@link completeJob} / {@link failJob} leave a finished job as it is. Job types: entMatchPolicy
 * (matching), preMatch (policy calculators, issue 15), smartTagEval (issue 18), smsSend (issue 19), the company imports
 * (issue 18). A kind runs in this process through {@link createJobLoop} — the one runner: claim, progress, cancel —
 * and answers its state as the contract's JobStatus ({@link toJobStatus}).
 *
 * Retry: a job left queued by a stopped process is claimed by the next kick of any process; a running job whose
 * `updated_at` is older than {@link JOB_STALE_MS} counts as abandoned ({@link isJobPending} false), so the kind's
 * start operation queues a new one instead of waiting for it.
 */
import type { components } from '@qifu/sdk';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { sysJob } from '../db/schema';

/** A job row. */
export type Job = typeof sysJob.$inferSelect;

/** Creates a queued job. @returns the new job. */
export async function createJob(
  db: Db,
  input: { type: string; params?: Record<string, unknown>; total?: number; createdBy?: string | null },
): Promise<Job> {
  const [row] = await db
    .insert(sysJob)
    .values({
      type: input.type,
      params: input.params ?? null,
      total: input.total ?? null,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}

/**
 * Claims the oldest queued job (of `types`, when given) and marks it `running`.
 * @returns the job, or undefined when none is queued.
 */
export async function claimNext(db: Db, types?: readonly string[]): Promise<Job | undefined> {
  const next = db
    .select({ id: sysJob.id })
    .from(sysJob)
    .where(and(eq(sysJob.status, 'queued'), types && types.length > 0 ? inArray(sysJob.type, [...types]) : undefined))
    .orderBy(asc(sysJob.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(sysJob)
    .set({ status: 'running', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(sysJob.id, next), eq(sysJob.status, 'queued')))
    .returning();
  return row;
}

/** Percentage 0–100 of `done` out of `total` (0 when the total is unknown or zero). */
export function progressOf(done: number, total: number | null | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done * 100) / total)));
}

/**
 * Records progress of a running job.
 * @returns false when the job is no longer running (cancelled, or finished elsewhere): the worker stops.
 */
export async function reportProgress(db: Db, id: string, done: number, total?: number): Promise<boolean> {
  const totalSql = total ?? sql`${sysJob.total}`;
  const updated = await db
    .update(sysJob)
    .set({
      done,
      ...(total !== undefined ? { total } : {}),
      progress: sql`case when coalesce(${totalSql}, 0) > 0 then least(100, greatest(0, floor(${done} * 100.0 / ${totalSql})))::smallint else 0 end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sysJob.id, id), eq(sysJob.status, 'running')))
    .returning({ id: sysJob.id });
  return updated.length > 0;
}

const UNFINISHED = ['queued', 'running'] as const;

/**
 * Finishes a queued or running job successfully with its result (progress 100).
 * @returns false when the job had already finished (e.g. cancelled): nothing changed.
 */
export async function completeJob(db: Db, id: string, result: unknown): Promise<boolean> {
  const updated = await db
    .update(sysJob)
    .set({ status: 'succeeded', progress: 100, result: result ?? null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sysJob.id, id), inArray(sysJob.status, [...UNFINISHED])))
    .returning({ id: sysJob.id });
  return updated.length > 0;
}

/** Finishes a queued or running job as failed (a finished job is left as it is). */
export async function failJob(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(sysJob)
    .set({ status: 'failed', error, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sysJob.id, id), inArray(sysJob.status, [...UNFINISHED])));
}

/**
 * Cancels a queued or running job: it ends `failed` with `reason` (its progress stays as reached);
 * a running worker stops at its next {@link reportProgress}.
 * @returns the cancelled job, or undefined when it was not queued or running.
 */
export async function cancelJob(db: Db, id: string, reason: string): Promise<Job | undefined> {
  const [row] = await db
    .update(sysJob)
    .set({ status: 'failed', error: reason, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sysJob.id, id), inArray(sysJob.status, [...UNFINISHED])))
    .returning();
  return row;
}

/** A running job not updated for this long (ms) counts as abandoned (its process stopped): see {@link isJobPending}. */
export const JOB_STALE_MS = 5 * 60 * 1000;

/** True when a job is queued, or running and updated within `staleMs` (default {@link JOB_STALE_MS}) before `now`. */
export function isJobPending(job: Pick<Job, 'status' | 'updatedAt'>, now = Date.now(), staleMs = JOB_STALE_MS): boolean {
  return job.status === 'queued' || (job.status === 'running' && now - job.updatedAt.getTime() < staleMs);
}

/** The contract's JobStatus. */
export type JobStatus = components['schemas']['JobStatus'];

/**
 * A job row in the contract's JobStatus shape (the progress operations of every kind answer it).
 * @param resultFilePath - the job's result file, where its kind writes one (an import's error workbook).
 */
export function toJobStatus(job: Job, resultFilePath: string | null = null): JobStatus {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    ...(job.total !== null ? { total: job.total } : {}),
    done: job.done,
    error: job.error,
    resultFilePath,
  };
}

/** Reads a job. */
export async function getJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await db.select().from(sysJob).where(eq(sysJob.id, id)).limit(1);
  return row;
}

/** A process-local worker loop over the queued jobs of some types (see {@link createJobLoop}). */
export interface JobLoop {
  /** Claims and runs queued jobs of the loop's types until none is left. @returns how many ran. */
  runAll(db: Db): Promise<number>;
  /**
   * Starts the loop on `db` unless it runs already (then it makes one more pass after the current one, so a job
   * queued meanwhile is not missed). Errors of the loop itself go to `onError` (a job's own failure is the job's).
   * @returns the loop's promise (tests await it; handlers do not).
   */
  kick(db: Db, onError?: (e: unknown) => void): Promise<void>;
  /** The promise of the running loop on `db` (resolved at once when none runs). */
  idle(db: Db): Promise<void>;
}

/**
 * The one in-process worker of a job kind (pre-match, smart tags, SMS batches …): `run` executes one claimed job and
 * records its outcome ({@link completeJob} / {@link failJob}); the loop claims with {@link claimNext}, so several
 * processes on one database share the queue. One loop per database handle and kind.
 */
export function createJobLoop(types: readonly string[], run: (db: Db, job: Job) => Promise<void>): JobLoop {
  const runners = new WeakMap<Db, { current: Promise<void> | null; again: boolean }>();
  async function runAll(db: Db): Promise<number> {
    let ran = 0;
    for (;;) {
      const job = await claimNext(db, types);
      if (!job) return ran;
      await run(db, job);
      ran += 1;
    }
  }
  function kick(db: Db, onError: (e: unknown) => void = () => undefined): Promise<void> {
    let runner = runners.get(db);
    if (!runner) {
      runner = { current: null, again: false };
      runners.set(db, runner);
    }
    const r = runner;
    r.again = true;
    if (!r.current) {
      r.current = (async () => {
        try {
          while (r.again) {
            r.again = false;
            await runAll(db);
          }
        } catch (e) {
          onError(e);
        } finally {
          r.current = null;
        }
      })();
    }
    return r.current;
  }
  return { runAll, kick, idle: (db) => runners.get(db)?.current ?? Promise.resolve() };
}
