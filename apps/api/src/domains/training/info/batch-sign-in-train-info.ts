import { isSignedIn, TRAIN_APPLY_STATUS, TRAIN_SIGN_IN_STATUS, trainActivityMachine } from '@qifu/training-rules';
import { and, eq, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { trainActivity, trainInfo } from '../../../db/schema';
import { activityScope } from '../activity/activity-workflow';
import { advanceTrainClock } from '../activity/train-clock';

/** Refusal when a registration to sign in is unknown, outside the data rule, or cancelled. */
export const SIGN_IN_NOT_FOUND = '报名记录不存在或已取消';

/**
 * `POST /train/info/batchSignIn` (签到 / 批量签到, train:info:signIn): staff mark one or many valid
 * registrations as signed in (0 → 1, with the time; already signed-in ones stay as they are), while
 * each one's activity is in 8 待举办, 9 举办中 or 10 待评价 (the `batchSignIn` rows of the table;
 * otherwise BUSINESS_RULE 当前状态不允许该操作). All or nothing; unknown, cancelled or out-of-scope
 * registrations → NOT_FOUND_ENTITY 报名记录不存在或已取消. Message 签到成功.
 */
export const batchSignInTrainInfo: Handler<'batchSignInTrainInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const ids = [...new Set(req.body.ids)];
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await advanceTrainClock(tx, now);
    const scope = await activityScope(tx, user);
    const rows = await tx
      .select({ id: trainInfo.id, signInStatus: trainInfo.signInStatus, activityStatus: trainActivity.status })
      .from(trainInfo)
      .innerJoin(trainActivity, eq(trainActivity.id, trainInfo.activityId))
      .where(and(inArray(trainInfo.id, ids), eq(trainInfo.applyStatus, TRAIN_APPLY_STATUS.applied), scope))
      .for('update', { of: trainInfo });
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', SIGN_IN_NOT_FOUND);
    for (const r of rows) assertTransition(trainActivityMachine, r.activityStatus, 'batchSignIn');
    const todo = rows.filter((r) => !isSignedIn(r)).map((r) => r.id);
    if (todo.length > 0) await tx.update(trainInfo).set({ signInStatus: TRAIN_SIGN_IN_STATUS.signedIn, signInTime: now }).where(inArray(trainInfo.id, todo));
    return ok(null, '签到成功');
  });
};
