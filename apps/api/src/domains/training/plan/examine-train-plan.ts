import { planStatusAfterPass, planTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainPlan } from '../../../db/schema';
import { lockPlan } from '../activity/activity-workflow';
import { OPINION_REQUIRED } from '../activity/examine-train-activity';

/**
 * `POST /train/plan/examine` (train:plan:examine): a plan in 13 待审核 passes (→ 1 未开始, or 3 进行中
 * when its start day has come; refused 计划结束日期已过，不能审核通过 after its end day) or is rejected
 * (→ 11, opinion required: BAD_REQUEST 请输入审核意见). Message 审核成功.
 */
export const examineTrainPlan: Handler<'examineTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const opinion = req.body.examineOpinion?.trim() || null;
  if (req.body.examineResult === '2' && !opinion) throw new AppError('BAD_REQUEST', OPINION_REQUIRED, OPINION_REQUIRED);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockPlan(tx, user, req.body.id, now);
    const status =
      req.body.examineResult === '1' ? assertAllowed(planStatusAfterPass(row.status, row, now)) : assertAllowed(planTransition(row.status, 'reject'));
    await tx.update(trainPlan).set({ status, examineOpinion: opinion, updatedAt: now }).where(eq(trainPlan.id, row.id));
    return ok(null, '审核成功');
  });
};
