import { getJob, toJobStatus } from '../../../core/jobs';
import { type Handler, requireUser } from '../../../core/handler';
import { requireCompanyId } from '../caller';
import { findOrCreateEntMatchJob, runEntMatchPolicyJobs } from './ent-match-job';

/**
 * `GET /ent/company/info/entAsyncMatchPolicy` (QY; seeds 001 §7): starts matching the caller's
 * enterprise as a job of type entMatchPolicy (`core/jobs.ts`) and answers its JobStatus. While a
 * job of the enterprise is queued or running that job is answered (calling again polls it). A
 * queued job (a new one, or one left by a stopped process) is run in-process before answering
 * (one enterprise takes milliseconds), so the answer is normally already succeeded; a running job
 * untouched for 5 minutes counts as abandoned and a new one starts. The results feed homeMyPolicy
 * and the calculator.
 */
export const entAsyncMatchPolicy: Handler<'entAsyncMatchPolicy'> = async (_req, ctx) => {
  const companyId = requireCompanyId(ctx);
  const { job } = await findOrCreateEntMatchJob(ctx.db, companyId, requireUser(ctx).id);
  // a running job is another request's: answer it as it stands; a queued one (new, or left by a
  // stopped process) runs here
  if (job.status === 'running') return toJobStatus(job);
  await runEntMatchPolicyJobs(ctx.db);
  return toJobStatus((await getJob(ctx.db, job.id)) ?? job);
};
