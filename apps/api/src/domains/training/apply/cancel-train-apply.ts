import { checkCancelApply, trainApplyMachine } from '@qifu/training-rules';
import { and, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed, assertTransition } from '../../../core/state-machine';
import { trainActivity, trainInfo } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';

/**
 * `POST /train/info/cancelApply` (QY, GR; 取消报名 on propagandaDetails): the registrant cancels their
 * own registration (1 已报名 → 2 已取消) while the activity is in 7 报名中 or 8 待举办. The places come
 * free at once; the registrant may register again while registration is open.
 * @throws AppError NOT_FOUND_ENTITY 报名记录不存在 for another account's or an unknown registration;
 *   BUSINESS_RULE 当前状态不允许该操作 when it is already cancelled or the activity has started.
 * @returns null, message 已取消报名.
 */
export const cancelTrainApply: Handler<'cancelTrainApply'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    await advanceTrainClock(tx);
    const [row] = await tx
      .select({ id: trainInfo.id, applyStatus: trainInfo.applyStatus, activityStatus: trainActivity.status })
      .from(trainInfo)
      .innerJoin(trainActivity, eq(trainActivity.id, trainInfo.activityId))
      .where(and(eq(trainInfo.id, req.body.id), eq(trainInfo.userId, user.id)))
      .for('update', { of: trainInfo });
    if (!row) throw new AppError('NOT_FOUND_ENTITY', '报名记录不存在');
    const next = assertTransition(trainApplyMachine, row.applyStatus, 'cancelApply') as '2';
    assertAllowed(checkCancelApply(row.activityStatus));
    await tx.update(trainInfo).set({ applyStatus: next, cancelTime: new Date() }).where(eq(trainInfo.id, row.id));
    return ok(null, '已取消报名');
  });
};
