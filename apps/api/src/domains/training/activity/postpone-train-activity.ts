import { activityTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainActivity } from '../../../db/schema';
import { ACTIVITY_TIME_MESSAGES, lockActivity, notifyRegistrants, postponeNoticeText } from './activity-workflow';

/**
 * `POST /train/activity/postpone` (train:activity:save): an activity in 6, 7 or 8 → 5 已延期 with new
 * holding times (BAD_REQUEST when the new start is not later than the old one and than now, or the
 * end not after the start) and a reason; registration closes, registrations are kept, and every
 * valid registrant gets an SMS through the outbox (one `sms` row each, {@link postponeNoticeText}),
 * in the same transaction. At the new holdStartTime the clock takes it to 9 举办中. Message 已延期.
 */
export const postponeTrainActivity: Handler<'postponeTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const reason = req.body.postponeReason.trim();
  if (!reason) throw new AppError('BAD_REQUEST', '请输入延期原因', '请输入延期原因');
  const holdStartTime = new Date(req.body.holdStartTime);
  const holdEndTime = new Date(req.body.holdEndTime);
  if (holdEndTime.getTime() <= holdStartTime.getTime()) throw new AppError('BAD_REQUEST', ACTIVITY_TIME_MESSAGES.holdEnd, ACTIVITY_TIME_MESSAGES.holdEnd);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockActivity(tx, user, req.body.id, now);
    const status = assertAllowed(activityTransition(row.status, 'postpone'));
    if (holdStartTime.getTime() <= row.holdStartTime.getTime()) {
      throw new AppError('BAD_REQUEST', ACTIVITY_TIME_MESSAGES.postponeLater, ACTIVITY_TIME_MESSAGES.postponeLater);
    }
    if (holdStartTime.getTime() <= now.getTime()) {
      throw new AppError('BAD_REQUEST', ACTIVITY_TIME_MESSAGES.postponeFuture, ACTIVITY_TIME_MESSAGES.postponeFuture);
    }
    await tx
      .update(trainActivity)
      .set({ status, holdStartTime, holdEndTime, postponeReason: reason, updatedAt: now })
      .where(eq(trainActivity.id, row.id));
    await notifyRegistrants(tx, row.id, postponeNoticeText(row.activityName, holdStartTime, holdEndTime, reason));
    return ok(null, '已延期');
  });
};
