/**
 * The training clock in SQL (contract `TrainStatus` "auto" rows): takes every plan and activity whose
 * time has come through the automatic steps of `@qifu/training-rules` (ACTIVITY_CLOCK, PLAN_CLOCK), in
 * table order, so one call moves a record through several steps (6 → 7 → 8 → 9 → 10 → 4). Run before
 * every read and write of the domain, so lists, filters and the registration checks see the status
 * the times give. Idempotent; a few indexed UPDATEs that touch nothing when nothing is due.
 */
import { and, eq, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../../db/client';
import { trainActivity, trainPlan } from '../../../db/schema';
import {
  ACTIVITY_CLOCK,
  type ActivityTimes,
  chinaDay,
  clockSources,
  PLAN_CLOCK,
  type PlanDates,
  trainActivityMachine,
  trainPlanMachine,
  type TrainStatus,
} from '@qifu/training-rules';

const ACTIVITY_TIME_COLUMNS: Record<keyof ActivityTimes, PgColumn> = {
  applyStartTime: trainActivity.applyStartTime,
  applyEndTime: trainActivity.applyEndTime,
  holdStartTime: trainActivity.holdStartTime,
  holdEndTime: trainActivity.holdEndTime,
};

const PLAN_DATE_COLUMNS: Record<keyof PlanDates, PgColumn> = {
  startTime: trainPlan.startTime,
  endTime: trainPlan.endTime,
};

/** Source statuses grouped by the status they lead to. */
function byTarget(sources: { from: TrainStatus; to: TrainStatus }[]): Map<TrainStatus, TrainStatus[]> {
  const out = new Map<TrainStatus, TrainStatus[]>();
  for (const { from, to } of sources) out.set(to, [...(out.get(to) ?? []), from]);
  return out;
}

/**
 * Applies the automatic steps due at `now` to every plan and activity.
 * @param db - the database or a transaction.
 */
export async function advanceTrainClock(db: Db, now: Date = new Date()): Promise<void> {
  for (const step of ACTIVITY_CLOCK) {
    const column = ACTIVITY_TIME_COLUMNS[step.due];
    const limit = new Date(now.getTime() - step.delayMs);
    const due: SQL = step.when === 'reached' ? lte(column, limit) : lt(column, limit);
    for (const [to, froms] of byTarget(clockSources(trainActivityMachine, step.action))) {
      await db
        .update(trainActivity)
        .set({ status: to })
        .where(and(froms.length === 1 ? eq(trainActivity.status, froms[0] as TrainStatus) : inArray(trainActivity.status, froms), due));
    }
  }
  const today = chinaDay(now);
  for (const step of PLAN_CLOCK) {
    const column = PLAN_DATE_COLUMNS[step.due];
    const due: SQL = step.when === 'reached' ? lte(column, today) : lt(column, today);
    for (const [to, froms] of byTarget(clockSources(trainPlanMachine, step.action))) {
      await db.update(trainPlan).set({ status: to }).where(and(inArray(trainPlan.status, froms), due));
    }
  }
}
