import { and, count, eq, gte, lt } from 'drizzle-orm';

import { type Handler, requireUser } from '../../../core/handler';
import { trainActivity, trainPlan } from '../../../db/schema';
import { activityScope, planScope } from '../activity/activity-workflow';
import { advanceTrainClock } from '../activity/train-clock';

/**
 * `GET /train/num/statusCount` (train:num:view): plans (`type=plan`, of planYear when given) or activities
 * (`type=activity`, held in planYear, China time, when given) per status within the caller's data rule,
 * only statuses with records, in code order — the tab badges of 培训计划 / 培训活动 and the status chart
 * of 培训统计.
 */
export const getTrainNumStatusCount: Handler<'getTrainNumStatusCount'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  const year = req.query.planYear;
  let rows: { status: (typeof trainPlan.$inferSelect)['status']; count: number }[];
  if (req.query.type === 'plan') {
    const scope = await planScope(ctx.db, user);
    rows = await ctx.db
      .select({ status: trainPlan.status, count: count() })
      .from(trainPlan)
      .where(and(year ? eq(trainPlan.planYear, year) : undefined, scope))
      .groupBy(trainPlan.status);
  } else {
    const scope = await activityScope(ctx.db, user);
    rows = await ctx.db
      .select({ status: trainActivity.status, count: count() })
      .from(trainActivity)
      .where(
        and(
          year ? gte(trainActivity.holdStartTime, new Date(`${year}-01-01T00:00:00+08:00`)) : undefined,
          year ? lt(trainActivity.holdStartTime, new Date(`${year + 1}-01-01T00:00:00+08:00`)) : undefined,
          scope,
        ),
      )
      .groupBy(trainActivity.status);
  }
  return rows.map((r) => ({ status: r.status, count: Number(r.count) })).sort((a, b) => Number(a.status) - Number(b.status));
};
