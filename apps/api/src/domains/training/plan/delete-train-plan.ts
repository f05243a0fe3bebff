import { trainPlanMachine } from '@qifu/training-rules';
import { and, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { trainActivity, trainPlan } from '../../../db/schema';
import { PLAN_NOT_FOUND, planScope } from '../activity/activity-workflow';
import { advanceTrainClock } from '../activity/train-clock';

/** Refusal when a plan to delete still has activities. */
export const PLAN_HAS_ACTIVITIES = '该计划下已有培训活动，不能删除';

/**
 * `POST /train/plan/delete` (train:plan:delete): removes plans in 2, 11 or 12 of the caller's data rule,
 * all or nothing (unknown → NOT_FOUND_ENTITY 培训计划不存在; other status → BUSINESS_RULE 当前状态不允许该操作;
 * with activities → BUSINESS_RULE 该计划下已有培训活动，不能删除). Message 删除成功.
 */
export const deleteTrainPlan: Handler<'deleteTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const ids = [...new Set(req.body.ids)];
  return ctx.db.transaction(async (tx) => {
    await advanceTrainClock(tx);
    const scope = await planScope(tx, user);
    const rows = await tx
      .select({ id: trainPlan.id, status: trainPlan.status })
      .from(trainPlan)
      .where(and(inArray(trainPlan.id, ids), scope))
      .for('update');
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND_ENTITY', PLAN_NOT_FOUND);
    for (const r of rows) assertTransition(trainPlanMachine, r.status, 'delete');
    const [used] = await tx.select({ id: trainActivity.id }).from(trainActivity).where(inArray(trainActivity.planId, ids)).limit(1);
    if (used) throw new AppError('BUSINESS_RULE', PLAN_HAS_ACTIVITIES);
    await tx.delete(trainPlan).where(inArray(trainPlan.id, ids));
    return ok(null, '删除成功');
  });
};
