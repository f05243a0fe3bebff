import { calculatorTransition } from '@qifu/policy-rules';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { loadCalculator } from './calculator.queries';
import { findOrCreatePreMatchJob, kickPreMatchJobs } from './pre-match-job';

/**
 * `POST /admin/policyCalculator/preMatch { id }` (policy:calculator:match; seeds 001 §7): starts the
 * pre-match of every enterprise against the calculator (2 审核通过 or 4 已推送, calculator table) as a
 * background job and answers its id at once (预匹配已开始); while a pre-match of the calculator is
 * queued or running, that job's id is answered again. Poll getPreMatchProgress.
 * @throws AppError NOT_FOUND_ENTITY 政策计算器不存在; BUSINESS_RULE 当前状态不允许该操作.
 */
export const preMatch: Handler<'preMatch'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const row = await loadCalculator(ctx.db, req.body.id);
  assertAllowed(calculatorTransition(row.status, 'preMatch'));
  const { job, created } = await findOrCreatePreMatchJob(ctx.db, row.id, user.id);
  void kickPreMatchJobs(ctx.db, (e) => ctx.log.error({ err: e }, '预匹配任务失败'));
  return ok({ id: job.id }, created ? '预匹配已开始' : '预匹配正在进行');
};
