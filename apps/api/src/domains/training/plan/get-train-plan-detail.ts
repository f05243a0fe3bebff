import { and, eq } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sysUser, trainPlan } from '../../../db/schema';
import { PLAN_NOT_FOUND, planScope } from '../activity/activity-workflow';
import { advanceTrainClock } from '../activity/train-clock';
import { planItemColumns, toPlanItem } from './plan.queries';

/**
 * `GET /train/plan/detail` (train:plan:list): one plan of the caller's data rule with content, units
 * and the review/postpone/cancel texts.
 * @throws AppError NOT_FOUND_ENTITY 培训计划不存在.
 */
export const getTrainPlanDetail: Handler<'getTrainPlanDetail'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  const scope = await planScope(ctx.db, user);
  const [row] = await ctx.db
    .select({
      ...planItemColumns,
      planContent: trainPlan.planContent,
      units: trainPlan.units,
      examineOpinion: trainPlan.examineOpinion,
      postponeReason: trainPlan.postponeReason,
      cancelReason: trainPlan.cancelReason,
    })
    .from(trainPlan)
    .leftJoin(sysUser, eq(sysUser.id, trainPlan.createdBy))
    .where(and(eq(trainPlan.id, req.query.id), scope));
  if (!row) throw new AppError('NOT_FOUND_ENTITY', PLAN_NOT_FOUND);
  return {
    ...toPlanItem(row),
    planContent: row.planContent,
    units: row.units,
    examineOpinion: row.examineOpinion,
    postponeReason: row.postponeReason,
    cancelReason: row.cancelReason,
  };
};
