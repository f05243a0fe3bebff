import { chinaDay, planTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainPlan } from '../../../db/schema';
import { lockPlan } from '../activity/activity-workflow';
import { checkPlanDates } from './save-train-plan';

/** Refusal when the new start is not later than the old one (contract `TrainPlanPostponeForm`). */
export const PLAN_POSTPONE_LATER = '新的开始日期须晚于原开始日期';

/**
 * `POST /train/plan/postpone` (train:plan:save): a plan in 1 未开始 → 5 已延期 with new dates (the new
 * start later than the old one and than today, BAD_REQUEST 新的开始日期须晚于原开始日期) and a reason; the
 * clock takes it to 3 进行中 on the new start day. Message 已延期.
 */
export const postponeTrainPlan: Handler<'postponeTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const reason = req.body.postponeReason.trim();
  if (!reason) throw new AppError('BAD_REQUEST', '请输入延期原因', '请输入延期原因');
  checkPlanDates(req.body.startTime, req.body.endTime);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockPlan(tx, user, req.body.id, now);
    const status = assertAllowed(planTransition(row.status, 'postpone'));
    if (req.body.startTime <= row.startTime || req.body.startTime <= chinaDay(now)) {
      throw new AppError('BAD_REQUEST', PLAN_POSTPONE_LATER, PLAN_POSTPONE_LATER);
    }
    await tx
      .update(trainPlan)
      .set({ status, startTime: req.body.startTime, endTime: req.body.endTime, postponeReason: reason, updatedAt: now })
      .where(eq(trainPlan.id, row.id));
    return ok(null, '已延期');
  });
};
