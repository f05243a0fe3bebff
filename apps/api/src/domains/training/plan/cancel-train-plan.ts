import { planTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainPlan } from '../../../db/schema';
import { lockPlan } from '../activity/activity-workflow';

/**
 * `POST /train/plan/cancel` (train:plan:save): a plan in 1, 2, 5, 11 or 13 → 12 已取消 with a reason
 * (BAD_REQUEST 请输入取消原因). Its activities keep their own statuses (each is cancelled on its own,
 * which notifies its registrants). Message 已取消.
 */
export const cancelTrainPlan: Handler<'cancelTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const reason = req.body.cancelReason.trim();
  if (!reason) throw new AppError('BAD_REQUEST', '请输入取消原因', '请输入取消原因');
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockPlan(tx, user, req.body.id, now);
    const status = assertAllowed(planTransition(row.status, 'cancel'));
    await tx.update(trainPlan).set({ status, cancelReason: reason, updatedAt: now }).where(eq(trainPlan.id, row.id));
    return ok(null, '已取消');
  });
};
