import { PUBLIC_ACTIVITY_STATUSES, type TrainStatus } from '@qifu/training-rules';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../../core/paging';
import { trainActivity, trainPlan } from '../../../db/schema';
import { advanceTrainClock } from './train-clock';
import { activityItemColumns, activityPlanJoin, toActivityItem } from './activity.queries';

function isPublicStatus(status: TrainStatus): boolean {
  return (PUBLIC_ACTIVITY_STATUSES as readonly string[]).includes(status);
}

/**
 * `GET /train/activity/publicList` (public; the portal's propaganda and propagandaEventsList pages,
 * seeds 000 §2): published activities only (statuses 4–10, see `PUBLIC_ACTIVITY_STATUSES`), filtered
 * by type, status (a non-public status finds nothing) and a keyword in the name (every word separated
 * by spaces must occur); 报名中 first, then by holding start, latest first.
 */
export const listPublicTrainActivity: Handler<'listPublicTrainActivity'> = async (req, ctx) => {
  await advanceTrainClock(ctx.db);
  const window = toPageWindow(req.query);
  const { status, activityType, keyword } = req.query;
  const words = (keyword ?? '').split(/\s+/).filter(Boolean);
  const where = and(
    status ? (isPublicStatus(status) ? eq(trainActivity.status, status) : sql`false`) : inArray(trainActivity.status, [...PUBLIC_ACTIVITY_STATUSES]),
    activityType ? eq(trainActivity.activityType, activityType) : undefined,
    ...words.map((w) => ilike(trainActivity.activityName, `%${escapeLike(w)}%`)),
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(activityItemColumns)
      .from(trainActivity)
      .leftJoin(trainPlan, activityPlanJoin)
      .where(where)
      .orderBy(sql`case when ${trainActivity.status} = '7' then 0 else 1 end`, desc(trainActivity.holdStartTime), desc(trainActivity.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(trainActivity).where(where),
  ]);
  return pageResult(rows.map(toActivityItem), totals[0]?.n ?? 0);
};
