import { and, eq, sql } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sysUser, trainActivity, trainInfo, trainPlan } from '../../../db/schema';
import { activityItemColumns, activityPlanJoin, toActivityItem } from './activity.queries';
import { ACTIVITY_NOT_FOUND, activityScope } from './activity-workflow';
import { advanceTrainClock } from './train-clock';

const valid = sql`${trainInfo.activityId} = ${trainActivity.id} and ${trainInfo.applyStatus} = '1'`;

/**
 * `GET /train/activity/detail` (train:activity:list): one activity of the caller's data rule with
 * its form fields, review/postpone/cancel texts, 已签到人数 (people of signed-in valid registrations),
 * 评价数 and 平均评分 (1–5, two decimals; null without evaluations).
 * @throws AppError NOT_FOUND_ENTITY 活动不存在.
 */
export const getTrainActivityDetail: Handler<'getTrainActivityDetail'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  const scope = await activityScope(ctx.db, user);
  const [row] = await ctx.db
    .select({
      ...activityItemColumns,
      planId: trainActivity.planId,
      activityContent: trainActivity.activityContent,
      streetCode: trainActivity.streetCode,
      applyTarget: trainActivity.applyTarget,
      contactName: trainActivity.contactName,
      contactPhone: trainActivity.contactPhone,
      units: trainActivity.units,
      examineOpinion: trainActivity.examineOpinion,
      postponeReason: trainActivity.postponeReason,
      cancelReason: trainActivity.cancelReason,
      createBy: sysUser.name,
      createTime: trainActivity.createdAt,
      signInCount: sql<number>`coalesce((select sum(${trainInfo.applyNum}) from ${trainInfo} where ${valid} and ${trainInfo.signInStatus} = '1'), 0)::int`,
      evaluateCount: sql<number>`(select count(*) from ${trainInfo} where ${valid} and ${trainInfo.evaluateScore} is not null)::int`,
      avgScore: sql<string | null>`(select round(avg(${trainInfo.evaluateScore}), 2) from ${trainInfo} where ${valid} and ${trainInfo.evaluateScore} is not null)`,
    })
    .from(trainActivity)
    .leftJoin(trainPlan, activityPlanJoin)
    .leftJoin(sysUser, eq(sysUser.id, trainActivity.createdBy))
    .where(and(eq(trainActivity.id, req.query.id), scope));
  if (!row) throw new AppError('NOT_FOUND_ENTITY', ACTIVITY_NOT_FOUND);
  return {
    ...toActivityItem(row),
    planId: row.planId,
    activityContent: row.activityContent,
    streetCode: row.streetCode,
    applyTarget: row.applyTarget,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    units: row.units,
    signInCount: Number(row.signInCount),
    evaluateCount: Number(row.evaluateCount),
    avgScore: row.avgScore === null ? null : Number(row.avgScore),
    examineOpinion: row.examineOpinion,
    postponeReason: row.postponeReason,
    cancelReason: row.cancelReason,
    createBy: row.createBy ?? '',
    createTime: row.createTime.toISOString(),
  };
};
