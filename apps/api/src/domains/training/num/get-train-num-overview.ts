import { chinaDay } from '@qifu/training-rules';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { trainActivity, trainInfo, trainPlan } from '../../../db/schema';
import { activityScope, planScope } from '../activity/activity-workflow';
import { advanceTrainClock } from '../activity/train-clock';

/** Plan statuses counted as reviewed (passed review, not cancelled). */
export const COUNTED_PLAN_STATUSES = ['1', '3', '4', '5'] as const;
/** Activity statuses counted as reviewed (passed review, not cancelled). */
export const COUNTED_ACTIVITY_STATUSES = ['4', '5', '6', '7', '8', '9', '10'] as const;

/**
 * `GET /train/num/overview` (培训统计, train:num:view; seeds 001 §7 /train/num/*): for planYear (default the
 * current China year) and the caller's data rules — reviewed plans of the year, reviewed activities
 * held in the year (China time of holdStartTime), those in 9 举办中, registered people (applyNum of
 * valid registrations) and enterprises, signed-in people, evaluations and the average score, the
 * sign-in rate (%, one decimal, null without registrations) and, per month 1–12, activities,
 * registered and signed-in people.
 */
export const getTrainNumOverview: Handler<'getTrainNumOverview'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  const year = req.query.planYear ?? Number(chinaDay(new Date()).slice(0, 4));
  const from = new Date(`${year}-01-01T00:00:00+08:00`);
  const to = new Date(`${year + 1}-01-01T00:00:00+08:00`);
  const [pScope, aScope] = await Promise.all([planScope(ctx.db, user), activityScope(ctx.db, user)]);
  const activityWhere = and(
    inArray(trainActivity.status, [...COUNTED_ACTIVITY_STATUSES]),
    gte(trainActivity.holdStartTime, from),
    lt(trainActivity.holdStartTime, to),
    aScope,
  );
  const month = sql<number>`extract(month from ${trainActivity.holdStartTime} at time zone 'Asia/Shanghai')::int`;
  const valid = eq(trainInfo.applyStatus, '1');
  const [plans, activities, infos, perMonth, perMonthInfo] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(trainPlan)
      .where(and(eq(trainPlan.planYear, year), inArray(trainPlan.status, [...COUNTED_PLAN_STATUSES]), pScope)),
    ctx.db
      .select({ n: count(), holding: sql<number>`count(*) filter (where ${trainActivity.status} = '9')::int` })
      .from(trainActivity)
      .where(activityWhere),
    ctx.db
      .select({
        apply: sql<number>`coalesce(sum(${trainInfo.applyNum}), 0)::int`,
        companies: sql<number>`count(distinct ${trainInfo.companyId})::int`,
        signIn: sql<number>`coalesce(sum(${trainInfo.applyNum}) filter (where ${trainInfo.signInStatus} = '1'), 0)::int`,
        evaluated: sql<number>`count(${trainInfo.evaluateScore})::int`,
        avg: sql<string | null>`round(avg(${trainInfo.evaluateScore}), 2)`,
      })
      .from(trainInfo)
      .innerJoin(trainActivity, eq(trainActivity.id, trainInfo.activityId))
      .where(and(valid, activityWhere)),
    ctx.db.select({ month, n: count() }).from(trainActivity).where(activityWhere).groupBy(month),
    ctx.db
      .select({
        month,
        apply: sql<number>`coalesce(sum(${trainInfo.applyNum}), 0)::int`,
        signIn: sql<number>`coalesce(sum(${trainInfo.applyNum}) filter (where ${trainInfo.signInStatus} = '1'), 0)::int`,
      })
      .from(trainInfo)
      .innerJoin(trainActivity, eq(trainActivity.id, trainInfo.activityId))
      .where(and(valid, activityWhere))
      .groupBy(month),
  ]);
  const applyCount = Number(infos[0]?.apply ?? 0);
  const signInCount = Number(infos[0]?.signIn ?? 0);
  const avg = infos[0]?.avg;
  return {
    planCount: Number(plans[0]?.n ?? 0),
    activityCount: Number(activities[0]?.n ?? 0),
    holdingCount: Number(activities[0]?.holding ?? 0),
    applyCount,
    applyCompanyCount: Number(infos[0]?.companies ?? 0),
    signInCount,
    evaluateCount: Number(infos[0]?.evaluated ?? 0),
    avgScore: avg === null || avg === undefined ? null : Number(avg),
    signInRate: applyCount > 0 ? Math.round((signInCount / applyCount) * 1000) / 10 : null,
    months: Array.from({ length: 12 }, (_, i) => {
      const m = i + 1;
      const a = perMonth.find((r) => Number(r.month) === m);
      const p = perMonthInfo.find((r) => Number(r.month) === m);
      return { month: m, activityCount: Number(a?.n ?? 0), applyCount: Number(p?.apply ?? 0), signInCount: Number(p?.signIn ?? 0) };
    }),
  };
};
