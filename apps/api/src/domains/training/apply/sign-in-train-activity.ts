import { isSignedIn, TRAIN_APPLY_STATUS, TRAIN_SIGN_IN_STATUS, trainActivityMachine } from '@qifu/training-rules';
import { and, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { trainActivity, trainInfo } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';

/**
 * `POST /train/info/signIn` (QY, GR; 签到): the registrant signs their own valid registration in
 * while the activity is in 9 举办中 (the `signIn` row of the table; otherwise BUSINESS_RULE
 * 当前状态不允许该操作); CONFLICT 您已签到 when signed in already; NOT_FOUND_ENTITY 报名记录不存在 for
 * another account's, a cancelled or an unknown registration. Message 签到成功.
 */
export const signInTrainActivity: Handler<'signInTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await advanceTrainClock(tx, now);
    const [row] = await tx
      .select({ id: trainInfo.id, signInStatus: trainInfo.signInStatus, activityStatus: trainActivity.status })
      .from(trainInfo)
      .innerJoin(trainActivity, eq(trainActivity.id, trainInfo.activityId))
      .where(and(eq(trainInfo.id, req.body.id), eq(trainInfo.userId, user.id), eq(trainInfo.applyStatus, TRAIN_APPLY_STATUS.applied)))
      .for('update', { of: trainInfo });
    if (!row) throw new AppError('NOT_FOUND_ENTITY', '报名记录不存在');
    assertTransition(trainActivityMachine, row.activityStatus, 'signIn');
    if (isSignedIn(row)) throw new AppError('CONFLICT', '您已签到');
    await tx.update(trainInfo).set({ signInStatus: TRAIN_SIGN_IN_STATUS.signedIn, signInTime: now }).where(eq(trainInfo.id, row.id));
    return ok(null, '签到成功');
  });
};
