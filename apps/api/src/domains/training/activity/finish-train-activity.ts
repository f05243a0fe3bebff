import { activityTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainActivity } from '../../../db/schema';
import { lockActivity } from './activity-workflow';

/**
 * `POST /train/activity/finish` (结束活动, train:activity:save): 10 待评价 → 4 已结束 before the clock
 * does it (7 days after holdEndTime); evaluation closes. Other statuses BUSINESS_RULE 当前状态不允许该操作.
 */
export const finishTrainActivity: Handler<'finishTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockActivity(tx, user, req.body.id, now);
    const status = assertAllowed(activityTransition(row.status, 'finish'));
    await tx.update(trainActivity).set({ status, updatedAt: now }).where(eq(trainActivity.id, row.id));
    return ok(null, '活动已结束');
  });
};
