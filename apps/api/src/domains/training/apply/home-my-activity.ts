import { and, asc, countDistinct, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { trainActivity, trainInfo } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';

/** Statuses after which an activity counts as over for the home block's order (4 已结束, 12 已取消). */
const OVER = ['4', '12'] as const;

/**
 * `GET /corp/policyCalculator/homeMyActivity` (QY; home block 我的活动, seeds 000 §7 "home blocks";
 * contract in openapi/domains/policy): the activities the caller or the caller's enterprise holds a valid
 * registration for — those not yet over first, soonest first, then the finished ones, latest first;
 * `limit` (1–20, default 5) of them and the total.
 */
export const homeMyActivity: Handler<'homeMyActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  const limit = req.query.limit ?? 5;
  const mine = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(trainInfo)
      .where(
        and(
          eq(trainInfo.activityId, trainActivity.id),
          eq(trainInfo.applyStatus, '1'),
          user.companyId ? or(eq(trainInfo.userId, user.id), eq(trainInfo.companyId, user.companyId)) : eq(trainInfo.userId, user.id),
        ),
      ),
  );
  const over = inArray(trainActivity.status, [...OVER]);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: trainActivity.id,
        activityName: trainActivity.activityName,
        activityAddress: trainActivity.activityAddress,
        holdStartTime: trainActivity.holdStartTime,
        holdEndTime: trainActivity.holdEndTime,
        status: trainActivity.status,
      })
      .from(trainActivity)
      .where(mine)
      .orderBy(
        sql`case when ${over} then 1 else 0 end`,
        sql`case when ${over} then null else ${trainActivity.holdStartTime} end asc nulls last`,
        desc(trainActivity.holdStartTime),
        asc(trainActivity.id),
      )
      .limit(limit),
    ctx.db.select({ n: countDistinct(trainActivity.id) }).from(trainActivity).where(mine),
  ]);
  return {
    total: Number(totals[0]?.n ?? 0),
    list: rows.map((r) => ({
      id: r.id,
      activityName: r.activityName,
      activityAddress: r.activityAddress,
      holdStartTime: r.holdStartTime.toISOString(),
      holdEndTime: r.holdEndTime.toISOString(),
      status: r.status,
    })),
  };
};
