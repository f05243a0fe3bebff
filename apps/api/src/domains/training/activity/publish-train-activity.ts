import { activityTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainActivity } from '../../../db/schema';
import { lockActivity } from './activity-workflow';

/**
 * `POST /train/activity/publish` (提交审核, train:activity:save): 2 未发布 / 11 审核驳回 → 13 待审核;
 * other statuses BUSINESS_RULE 当前状态不允许该操作. Message 已提交审核.
 */
export const publishTrainActivity: Handler<'publishTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockActivity(tx, user, req.body.id, now);
    const status = assertAllowed(activityTransition(row.status, 'publish'));
    await tx.update(trainActivity).set({ status, updatedAt: now }).where(eq(trainActivity.id, row.id));
    return ok(null, '已提交审核');
  });
};
