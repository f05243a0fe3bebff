import { trainActivityMachine } from '@qifu/training-rules';
import { and, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { trainActivity } from '../../../db/schema';
import { ACTIVITY_NOT_FOUND, activityScope } from './activity-workflow';
import { advanceTrainClock } from './train-clock';

/**
 * `POST /train/activity/delete` (train:activity:delete): removes activities in 2, 11 or 12 of the
 * caller's data rule with their registrations, all or nothing: an unknown id → NOT_FOUND_ENTITY
 * 活动不存在, one in another status → BUSINESS_RULE 当前状态不允许该操作. Message 删除成功.
 */
export const deleteTrainActivity: Handler<'deleteTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const ids = [...new Set(req.body.ids)];
  return ctx.db.transaction(async (tx) => {
    await advanceTrainClock(tx);
    const scope = await activityScope(tx, user);
    const rows = await tx
      .select({ id: trainActivity.id, status: trainActivity.status })
      .from(trainActivity)
      .where(and(inArray(trainActivity.id, ids), scope))
      .for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', ACTIVITY_NOT_FOUND);
    for (const r of rows) assertTransition(trainActivityMachine, r.status, 'delete');
    await tx.delete(trainActivity).where(inArray(trainActivity.id, ids));
    return ok(null, '删除成功');
  });
};
