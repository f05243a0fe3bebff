import { activityTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainActivity } from '../../../db/schema';
import { cancelNoticeText, lockActivity, notifyRegistrants } from './activity-workflow';

/**
 * `POST /train/activity/cancel` (train:activity:save): an activity in 2, 5, 6, 7, 8, 11 or 13 → 12 已取消
 * with a reason (BAD_REQUEST 请输入取消原因 when blank); every valid registrant gets an SMS through the
 * outbox (one `sms` row each, {@link cancelNoticeText}) in the same transaction. Message 已取消.
 */
export const cancelTrainActivity: Handler<'cancelTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const reason = req.body.cancelReason.trim();
  if (!reason) throw new AppError('BAD_REQUEST', '请输入取消原因', '请输入取消原因');
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockActivity(tx, user, req.body.id, now);
    const status = assertAllowed(activityTransition(row.status, 'cancel'));
    await tx.update(trainActivity).set({ status, cancelReason: reason, updatedAt: now }).where(eq(trainActivity.id, row.id));
    await notifyRegistrants(tx, row.id, cancelNoticeText(row.activityName, reason));
    return ok(null, '已取消');
  });
};
