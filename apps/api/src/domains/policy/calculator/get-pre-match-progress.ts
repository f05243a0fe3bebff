import { and, eq } from 'drizzle-orm';

import { notFound } from '../../../core/entity';
import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { toJobStatus } from '../../../core/jobs';
import { sysJob } from '../../../db/schema';
import { kickPreMatchJobs, PRE_MATCH_JOB } from './pre-match-job';

/**
 * `GET /admin/policyCalculator/progress?jobId=` (policy:calculator:match; seeds 001 §7): the
 * pre-match job's JobStatus — progress 0–100, done / total enterprises, `failed` with 预匹配已取消
 * after a cancel. Server state: any browser polling it sees the same. A job still queued (left by a
 * stopped process) is started by the poll.
 * @throws AppError NOT_FOUND_ENTITY 预匹配任务不存在 (unknown id or another job type).
 */
export const getPreMatchProgress: Handler<'getPreMatchProgress'> = async (req, ctx) => {
  const [job] = await ctx.db
    .select()
    .from(sysJob)
    .where(and(eq(sysJob.id, req.query.jobId), eq(sysJob.type, PRE_MATCH_JOB)))
    .limit(1);
  if (!job) throw notFound('预匹配任务不存在');
  if (job.status === 'queued') void kickPreMatchJobs(ctx.db, (e) => ctx.log.error({ err: e }, '预匹配任务失败'));
  return ok(toJobStatus(job));
};
