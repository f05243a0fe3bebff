/**
 * The pre-match of a policy calculator (issue 15 P9; seeds 001 §7 preMatch, progress): a background
 * job of the one job mechanism (`core/jobs.ts`, type `preMatch`) that runs every enterprise
 * against the calculator's projects — the open projects of its policy — with the matching engine
 * (`matchCompaniesInBatches` of the matching domain's public surface: the same facts, projects and
 * evaluation as an enterprise's own matches, nothing reimplemented here).
 *
 * An enterprise is in the result when it is on the calculator's whitelist, or — unless the
 * calculator matches the whitelist only — when it carries every tag of the calculator, the
 * calculator's rule holds for its facts (a rule reading a missing fact does not hold) and its best
 * result over the projects is 匹配 or 部分匹配. `matchDegree` is its highest match rate.
 *
 * Progress (`done`/`total` enterprises, 0–100) is server state in `sys_job`, written after every
 * batch of {@link PRE_MATCH_BATCH} enterprises; the page polls it, so it survives a reload and
 * shows in any browser. Result rows are written per batch under the job's id; only when the job
 * succeeds does the calculator point at them (`result_job_id`) and the rows of older jobs go. A
 * cancelled job (`cancelJob`, `failed` 预匹配已取消) stops at its next batch and its rows are removed.
 *
 * The API runs queued jobs in-process right after `preMatch` creates one (one loop per database
 * and process, {@link kickPreMatchJobs}); a job left queued by a stopped process is picked up by the
 * next `preMatch` or progress poll; a running job not updated for {@link PRE_MATCH_STALE_MS} counts as
 * abandoned and a new pre-match may start.
 */
import { and, eq, ne, sql } from 'drizzle-orm';

import { cancelJob, createJob, createJobLoop, failJob, getJob, isJobPending, type Job, JOB_STALE_MS, reportProgress } from '../../../core/jobs';
import type { Db } from '../../../db/client';
import { company, polCalculator, polCalculatorMatch, sysJob } from '../../../db/schema';
import { compileFactRule, factRuleHolds, matchCompaniesInBatches } from '../../matching';
import { calculatorTagIds, calculatorWhitelist, loadCalculator } from './calculator.queries';

/** The job type. */
export const PRE_MATCH_JOB = 'preMatch';
/** Enterprises per batch (one progress write, one insert of the batch's matches). */
export const PRE_MATCH_BATCH = 1000;
/** The job's error after a cancel (shown by the page). */
export const PRE_MATCH_CANCELLED = '预匹配已取消';
/** A running job not updated for this long (ms) counts as abandoned: the jobs' common {@link JOB_STALE_MS}. */
export const PRE_MATCH_STALE_MS = JOB_STALE_MS;

const INSERT_CHUNK = 2000;


/**
 * The calculator's pending pre-match job, else a new queued one over all enterprises (the
 * calculator's `last_job_id` points at it). The state check is the caller's.
 */
export async function findOrCreatePreMatchJob(db: Db, calculatorId: string, userId: string | null): Promise<{ job: Job; created: boolean }> {
  return db.transaction(async (tx) => {
    const row = await loadCalculator(tx, calculatorId, { forUpdate: true });
    if (row.lastJobId) {
      const last = await getJob(tx, row.lastJobId);
      if (last && isJobPending(last)) return { job: last, created: false };
    }
    const [counted] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(company);
    const job = await createJob(tx, { type: PRE_MATCH_JOB, params: { calculatorId }, total: counted?.n ?? 0, createdBy: userId });
    await tx.update(polCalculator).set({ lastJobId: job.id }).where(eq(polCalculator.id, calculatorId));
    return { job, created: true };
  });
}

/** Options of {@link runPreMatchJob}. */
export interface PreMatchRunOptions {
  /** Enterprises per batch (default {@link PRE_MATCH_BATCH}). */
  batchSize?: number;
  /** Called after each batch's progress was written (tests cancel mid-run here). */
  afterBatch?: (done: number, total: number) => Promise<void>;
}

/** Runs one claimed preMatch job to its end (succeeded, failed or stopped by a cancel). */
export async function runPreMatchJob(db: Db, job: Job, options: PreMatchRunOptions = {}): Promise<void> {
  const calculatorId = typeof job.params?.['calculatorId'] === 'string' ? job.params['calculatorId'] : undefined;
  try {
    if (!calculatorId) throw new Error('任务缺少计算器 id');
    const calculator = await loadCalculator(db, calculatorId);
    const tagIds = await calculatorTagIds(db, calculatorId);
    const whitelist = await calculatorWhitelist(db, calculatorId);
    const rule = calculator.rule ? compileFactRule(calculator.rule) : null;
    let matched = 0;
    for await (const batch of matchCompaniesInBatches(db, { policyId: calculator.policyId, batchSize: options.batchSize ?? PRE_MATCH_BATCH })) {
      const rows = [];
      for (const c of batch.rows) {
        const whitelisted = whitelist.has(c.companyId);
        const engineMatched = c.bestResult === '1' || c.bestResult === '2';
        const passes =
          whitelisted ||
          (!calculator.whitelistOnly &&
            engineMatched &&
            tagIds.every((t) => (c.facts.tagInfoIds ?? []).includes(t)) &&
            (rule === null || factRuleHolds(rule, c.facts)));
        if (!passes) continue;
        rows.push({
          jobId: job.id,
          calculatorId,
          companyId: c.companyId,
          matchDegree: c.bestRate,
          matchResult: c.bestResult ?? '3',
          whitelisted,
        });
      }
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insert(polCalculatorMatch).values(rows.slice(i, i + INSERT_CHUNK));
      matched += rows.length;
      let still = await reportProgress(db, job.id, batch.done, batch.total);
      if (still && options.afterBatch) {
        await options.afterBatch(batch.done, batch.total);
        still = (await getJob(db, job.id))?.status === 'running';
      }
      if (!still) {
        await db.delete(polCalculatorMatch).where(eq(polCalculatorMatch.jobId, job.id));
        return;
      }
    }
    const finished = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(sysJob)
        .set({ status: 'succeeded', progress: 100, result: { matchCount: matched }, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(sysJob.id, job.id), eq(sysJob.status, 'running')))
        .returning({ finishedAt: sysJob.finishedAt });
      if (!done) return false;
      await tx
        .update(polCalculator)
        .set({ resultJobId: job.id, matchCount: matched, lastMatchTime: done.finishedAt })
        .where(eq(polCalculator.id, calculatorId));
      await tx.delete(polCalculatorMatch).where(and(eq(polCalculatorMatch.calculatorId, calculatorId), ne(polCalculatorMatch.jobId, job.id)));
      return true;
    });
    if (!finished) await db.delete(polCalculatorMatch).where(eq(polCalculatorMatch.jobId, job.id));
  } catch (e) {
    await failJob(db, job.id, e instanceof Error ? e.message : String(e));
    await db.delete(polCalculatorMatch).where(eq(polCalculatorMatch.jobId, job.id));
  }
}

/** The in-process worker of preMatch jobs (core/jobs.ts {@link createJobLoop}). */
const loop = createJobLoop([PRE_MATCH_JOB], (db, job) => runPreMatchJob(db, job));

/** Claims and runs queued preMatch jobs until none is left. @returns how many ran. */
export const runPreMatchJobs = loop.runAll;

/**
 * Starts this process's preMatch loop on `db` unless it runs already (then one more pass afterwards).
 * @returns the loop's promise (tests await it; handlers do not).
 */
export const kickPreMatchJobs = loop.kick;

/** The promise of the running preMatch loop on `db` (resolved at once when none runs). */
export const preMatchIdle = loop.idle;

/** Cancels the calculator's pending pre-match. @returns the cancelled job, undefined when none was pending. */
export async function cancelPreMatchJob(db: Db, jobId: string | null): Promise<Job | undefined> {
  if (!jobId) return undefined;
  return cancelJob(db, jobId, PRE_MATCH_CANCELLED);
}
