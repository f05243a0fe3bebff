import { trainPlanMachine } from '@qifu/training-rules';
import { inArray } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { trainActivity } from '../../../db/schema';
import { deleteTrain, PLAN_KIND } from '../activity/activity-workflow';

/** Refusal when a plan to delete still has activities. */
export const PLAN_HAS_ACTIVITIES = '该计划下已有培训活动，不能删除';

/**
 * `POST /train/plan/delete` (train:plan:delete): removes plans in 2, 11 or 12 of the caller's data rule,
 * all or nothing (unknown → NOT_FOUND_ENTITY 培训计划不存在; other status → BUSINESS_RULE 当前状态不允许该操作;
 * with activities → BUSINESS_RULE 该计划下已有培训活动，不能删除). Message 删除成功.
 */
export const deleteTrainPlan: Handler<'deleteTrainPlan'> = (req, ctx) =>
  deleteTrain(
    ctx,
    PLAN_KIND,
    req.body.ids,
    (status) => assertTransition(trainPlanMachine, status, 'delete'),
    async (tx, ids) => {
      const [used] = await tx.select({ id: trainActivity.id }).from(trainActivity).where(inArray(trainActivity.planId, ids)).limit(1);
      if (used) throw new AppError('BUSINESS_RULE', PLAN_HAS_ACTIVITIES);
    },
  );
