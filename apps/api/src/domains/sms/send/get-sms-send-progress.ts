import { and, eq } from 'drizzle-orm';

import { notFound } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { toJobStatus } from '../../../core/jobs';
import { sysJob } from '../../../db/schema';
import { kickSmsSendJobs, SMS_SEND_JOB } from './sms-send-job';

/**
 * `GET /sms/send/progress?id=` (sms:send:batch): the batch's JobStatus (progress 0–100, done / total recipients). A job
 * still queued (left by a stopped process) is started by the poll.
 * @throws AppError NOT_FOUND_ENTITY 发送批次不存在.
 */
export const getSmsSendProgress: Handler<'getSmsSendProgress'> = async (req, ctx) => {
  const [job] = await ctx.db
    .select()
    .from(sysJob)
    .where(and(eq(sysJob.id, req.query.id), eq(sysJob.type, SMS_SEND_JOB)))
    .limit(1);
  if (!job) throw notFound('发送批次不存在');
  if (job.status === 'queued') void kickSmsSendJobs(ctx.db, (e) => ctx.log.error({ err: e }, '短信发送任务失败'));
  return toJobStatus(job);
};
