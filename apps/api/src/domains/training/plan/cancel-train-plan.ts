import { planTransition } from '@qifu/training-rules';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { changeTrain, PLAN_KIND } from '../activity/activity-workflow';

/**
 * `POST /train/plan/cancel` (train:plan:save): a plan in 1, 2, 5, 11 or 13 → 12 已取消 with a reason
 * (BAD_REQUEST 请输入取消原因). Its activities keep their own statuses (each is cancelled on its own,
 * which notifies its registrants). Message 已取消.
 */
export const cancelTrainPlan: Handler<'cancelTrainPlan'> = async (req, ctx) => {
  requireUser(ctx);
  const reason = req.body.cancelReason.trim();
  if (!reason) throw new AppError('BAD_REQUEST', '请输入取消原因', '请输入取消原因');
  return changeTrain(ctx, PLAN_KIND, req.body.id, '已取消', (row) => ({ status: assertAllowed(planTransition(row.status, 'cancel')), cancelReason: reason }));
};
