import { PUBLIC_ACTIVITY_STATUSES } from '@qifu/training-rules';
import { and, eq, inArray } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { company, trainActivity, trainInfo, trainPlan } from '../../../db/schema';
import { advanceTrainClock } from './train-clock';
import { activityPlanJoin, applyCountSql, infoItemColumns, infoJoins, toInfoItem, validApplyOf } from './activity.queries';

/**
 * `GET /train/activity/publicDetail?id=` (login optional; the portal's propagandaDetails page, seeds
 * 000 §2): a published activity with its organiser units and sanitized content, and — for a logged-in
 * caller — the caller's valid registration (`myApply`, else null).
 * @throws AppError NOT_FOUND_ENTITY 活动不存在或未发布 for an unknown or unpublished activity (2, 11, 12, 13).
 */
export const getPublicTrainActivityDetail: Handler<'getPublicTrainActivityDetail'> = async (req, ctx) => {
  await advanceTrainClock(ctx.db);
  const { id } = req.query;
  const [row] = await ctx.db
    .select({
      activity: trainActivity,
      planName: trainPlan.planName,
      applyCount: applyCountSql,
    })
    .from(trainActivity)
    .leftJoin(trainPlan, activityPlanJoin)
    .where(and(eq(trainActivity.id, id), inArray(trainActivity.status, [...PUBLIC_ACTIVITY_STATUSES])));
  if (!row) throw new AppError('NOT_FOUND_ENTITY', '活动不存在或未发布');

  let myApply = null;
  if (ctx.user) {
    const [mine] = await ctx.db
      .select(infoItemColumns)
      .from(trainInfo)
      .innerJoin(trainActivity, infoJoins.activity)
      .leftJoin(company, infoJoins.company)
      .where(validApplyOf(id, ctx.user.id));
    myApply = mine ? toInfoItem(mine) : null;
  }

  const a = row.activity;
  return {
    id: a.id,
    activityName: a.activityName,
    activityType: a.activityType,
    planName: row.planName,
    coverImage: a.coverImage,
    activityAddress: a.activityAddress,
    applyStartTime: a.applyStartTime.toISOString(),
    applyEndTime: a.applyEndTime.toISOString(),
    holdStartTime: a.holdStartTime.toISOString(),
    holdEndTime: a.holdEndTime.toISOString(),
    applyLimit: a.applyLimit,
    applyCount: Number(row.applyCount),
    status: a.status,
    activityContent: a.activityContent,
    applyTarget: a.applyTarget,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    units: a.units,
    myApply,
  };
};
