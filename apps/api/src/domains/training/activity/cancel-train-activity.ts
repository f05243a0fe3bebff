import { activityTransition } from '@qifu/training-rules';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { ACTIVITY_KIND, cancelNoticeText, changeTrain, notifyRegistrants } from './activity-workflow';

/**
 * `POST /train/activity/cancel` (train:activity:save): an activity in 2, 5, 6, 7, 8, 11 or 13 → 12 已取消
 * with a reason (BAD_REQUEST 请输入取消原因 when blank); every valid registrant gets an SMS through the
 * outbox (one `sms` row each, {@link cancelNoticeText}) in the same transaction. Message 已取消.
 */
export const cancelTrainActivity: Handler<'cancelTrainActivity'> = async (req, ctx) => {
  requireUser(ctx);
  const reason = req.body.cancelReason.trim();
  if (!reason) throw new AppError('BAD_REQUEST', '请输入取消原因', '请输入取消原因');
  return changeTrain(
    ctx,
    ACTIVITY_KIND,
    req.body.id,
    '已取消',
    (row) => ({ status: assertAllowed(activityTransition(row.status, 'cancel')), cancelReason: reason }),
    (tx, row) => notifyRegistrants(tx, row.id, cancelNoticeText(row.activityName, reason)),
  );
};
