import { ok } from '../../../core/envelope';
import { rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { toJobStatus } from '../../../core/jobs';
import { loadCalculator } from './calculator.queries';
import { cancelPreMatchJob, PRE_MATCH_CANCELLED } from './pre-match-job';

/**
 * `POST /admin/policyCalculator/cancelPreMatch { id }` (policy:calculator:match; issue 15
 * "cancellable"): cancels the calculator's queued or running pre-match; the job ends `failed` with
 * 预匹配已取消, the worker stops at its next batch and drops its partial rows; the result list keeps
 * the last succeeded pre-match.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在; BUSINESS_RULE 没有进行中的预匹配.
 */
export const cancelPreMatch: Handler<'cancelPreMatch'> = async (req, ctx) => {
  const row = await loadCalculator(ctx.db, req.body.id);
  const job = await cancelPreMatchJob(ctx.db, row.lastJobId);
  if (!job) throw rule('没有进行中的预匹配');
  return ok(toJobStatus(job), PRE_MATCH_CANCELLED);
};
