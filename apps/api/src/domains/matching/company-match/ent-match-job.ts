/**
 * The background job `entMatchPolicy` (entAsyncMatchPolicy; seeds 001 §7): matches one enterprise
 * against every project not yet ended and stores the results ({@link matchCompany}). Jobs go
 * through the one job mechanism (`core/jobs.ts`); the API runs them in-process right after
 * creating one ({@link runEntMatchPolicyJobs}), and any worker may claim them as well.
 */
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';

import { completeJob, createJob, createJobLoop, failJob, type Job, JOB_STALE_MS, reportProgress } from '../../../core/jobs';
import type { Db } from '../../../db/client';
import { sysJob } from '../../../db/schema';
import { countMatches, matchCompany } from './company-matches';

/** The job type. */
export const ENT_MATCH_POLICY_JOB = 'entMatchPolicy';

/** A running job not updated for this long (ms) counts as abandoned (its process stopped): the jobs' common {@link JOB_STALE_MS}. */
export const ENT_MATCH_JOB_STALE_MS = JOB_STALE_MS;

/**
 * The pending entMatchPolicy job of a company — queued, or running and updated within
 * {@link ENT_MATCH_JOB_STALE_MS} — else a new queued one.
 * @returns the job and whether it was created by this call.
 */
export async function findOrCreateEntMatchJob(db: Db, companyId: string, userId: string | null): Promise<{ job: Job; created: boolean }> {
  const staleBefore = new Date(Date.now() - ENT_MATCH_JOB_STALE_MS);
  const [pending] = await db
    .select()
    .from(sysJob)
    .where(
      and(
        eq(sysJob.type, ENT_MATCH_POLICY_JOB),
        sql`${sysJob.params} ->> 'companyId' = ${companyId}`,
        or(eq(sysJob.status, 'queued'), and(eq(sysJob.status, 'running'), gt(sysJob.updatedAt, staleBefore))),
      ),
    )
    .orderBy(desc(sysJob.createdAt))
    .limit(1);
  if (pending) return { job: pending, created: false };
  const job = await createJob(db, { type: ENT_MATCH_POLICY_JOB, params: { companyId }, total: 1, createdBy: userId });
  return { job, created: true };
}

/** Runs one claimed entMatchPolicy job: matches the company, then completes the job with the counts (or fails it). */
export async function runEntMatchPolicyJob(db: Db, job: Job): Promise<void> {
  const companyId = typeof job.params?.['companyId'] === 'string' ? job.params['companyId'] : undefined;
  if (!companyId) {
    await failJob(db, job.id, '任务缺少企业 id');
    return;
  }
  try {
    const { matches, matchTime } = await matchCompany(db, companyId);
    await reportProgress(db, job.id, 1, 1);
    await completeJob(db, job.id, { ...countMatches(matches.map((m) => m.match)), matchTime: matchTime?.toISOString() ?? null });
  } catch (e) {
    await failJob(db, job.id, e instanceof Error ? e.message : String(e));
  }
}

/** The runner of entMatchPolicy jobs (core/jobs.ts {@link createJobLoop}). */
const loop = createJobLoop([ENT_MATCH_POLICY_JOB], runEntMatchPolicyJob);

/** Claims and runs queued entMatchPolicy jobs until none is left. @returns how many ran. */
export const runEntMatchPolicyJobs = loop.runAll;
