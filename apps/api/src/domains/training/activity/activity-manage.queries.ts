/**
 * The workbench's activity list (listTrainActivity, exportTrainActivity; seeds 001 §7
 * /train/activity/*): every status, newest first, with the filters of the contract and the
 * caller's data rule `train:activity`.
 */
import type { ScopeCaller } from '../../../core/data-scope';
import { count, desc, eq, gte, ilike, lt, and } from 'drizzle-orm';

import { escapeLike, pageResult, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { trainActivity, trainPlan } from '../../../db/schema';
import { activityItemColumns, activityPlanJoin, type TrainActivityItem, toActivityItem } from './activity.queries';
import { activityScope } from './activity-workflow';
import type { TrainStatus } from '@qifu/training-rules';

/** Filters of the workbench list (holding days are China calendar days, `YYYY-MM-DD`). */
export interface ActivityManageFilter {
  keyword?: string;
  planId?: string;
  activityType?: TrainActivityItem['activityType'];
  status?: TrainStatus;
  startDate?: string;
  endDate?: string;
}

/** The start instant of a China calendar day. */
export const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** One page of the caller's activities. */
export async function activityManagePage(
  db: Db,
  caller: ScopeCaller,
  f: ActivityManageFilter,
  window: { limit: number; offset: number },
): Promise<PageResult<TrainActivityItem>> {
  const scope = await activityScope(db, caller);
  const keyword = f.keyword?.trim();
  const where = and(
    scope,
    keyword ? ilike(trainActivity.activityName, `%${escapeLike(keyword)}%`) : undefined,
    f.planId ? eq(trainActivity.planId, f.planId) : undefined,
    f.activityType ? eq(trainActivity.activityType, f.activityType) : undefined,
    f.status ? eq(trainActivity.status, f.status) : undefined,
    f.startDate ? gte(trainActivity.holdStartTime, chinaDayStart(f.startDate)) : undefined,
    f.endDate ? lt(trainActivity.holdStartTime, new Date(chinaDayStart(f.endDate).getTime() + 86_400_000)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(activityItemColumns)
      .from(trainActivity)
      .leftJoin(trainPlan, activityPlanJoin)
      .where(where)
      .orderBy(desc(trainActivity.createdAt), desc(trainActivity.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(trainActivity).where(where),
  ]);
  return pageResult(rows.map(toActivityItem), totals[0]?.n ?? 0);
}
