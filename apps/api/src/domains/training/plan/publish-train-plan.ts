import { planTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { trainPlan } from '../../../db/schema';
import { lockPlan } from '../activity/activity-workflow';

/** `POST /train/plan/publish` (提交审核, train:plan:save): 2 / 11 → 13 待审核; otherwise BUSINESS_RULE 当前状态不允许该操作. */
export const publishTrainPlan: Handler<'publishTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockPlan(tx, user, req.body.id, now);
    const status = assertAllowed(planTransition(row.status, 'publish'));
    await tx.update(trainPlan).set({ status, updatedAt: now }).where(eq(trainPlan.id, row.id));
    return ok(null, '已提交审核');
  });
};
