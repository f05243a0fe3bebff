/**
 * Reading plans in the contract's shapes (TrainPlanItem, TrainPlanDetail; seeds 001 §7 /train/plan/*):
 * the list of the caller's data rule `train:plan`, newest first, with 活动数 and 创建人.
 */
import type { components } from '@qifu/sdk';
import type { TrainStatus } from '@qifu/training-rules';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';

import type { ScopeCaller } from '../../../core/data-scope';
import { escapeLike, pageResult, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { sysUser, trainActivity, trainPlan } from '../../../db/schema';
import { planScope } from '../activity/activity-workflow';

/** A plan row (contract `TrainPlanItem`). */
export type TrainPlanItem = components['schemas']['TrainPlanItem'];

/** Columns of a plan row (select from train_plan left join sys_user). */
export const planItemColumns = {
  id: trainPlan.id,
  planName: trainPlan.planName,
  planYear: trainPlan.planYear,
  startTime: trainPlan.startTime,
  endTime: trainPlan.endTime,
  status: trainPlan.status,
  activityCount: sql<number>`(select count(*) from ${trainActivity} where ${trainActivity.planId} = ${trainPlan.id})::int`,
  createBy: sysUser.name,
  createTime: trainPlan.createdAt,
};

/** The contract shape of a plan row. */
export function toPlanItem(r: {
  id: string;
  planName: string;
  planYear: number;
  startTime: string;
  endTime: string;
  status: TrainStatus;
  activityCount: number | string;
  createBy: string | null;
  createTime: Date;
}): TrainPlanItem {
  return {
    id: r.id,
    planName: r.planName,
    planYear: r.planYear,
    startTime: r.startTime,
    endTime: r.endTime,
    status: r.status,
    activityCount: Number(r.activityCount),
    createBy: r.createBy ?? '',
    createTime: r.createTime.toISOString(),
  };
}

/** Filters of the plan list. */
export interface PlanFilter {
  keyword?: string;
  planYear?: number;
  status?: TrainStatus;
}

/** One page of the caller's plans. */
export async function planPage(db: Db, caller: ScopeCaller, f: PlanFilter, window: { limit: number; offset: number }): Promise<PageResult<TrainPlanItem>> {
  const scope = await planScope(db, caller);
  const keyword = f.keyword?.trim();
  const where = and(
    scope,
    keyword ? ilike(trainPlan.planName, `%${escapeLike(keyword)}%`) : undefined,
    f.planYear ? eq(trainPlan.planYear, f.planYear) : undefined,
    f.status ? eq(trainPlan.status, f.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(planItemColumns)
      .from(trainPlan)
      .leftJoin(sysUser, eq(sysUser.id, trainPlan.createdBy))
      .where(where)
      .orderBy(desc(trainPlan.planYear), desc(trainPlan.createdAt), desc(trainPlan.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(trainPlan).where(where),
  ]);
  return pageResult(rows.map(toPlanItem), totals[0]?.n ?? 0);
}
