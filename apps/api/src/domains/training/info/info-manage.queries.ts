/**
 * The registrations of one activity as staff see them (listTrainInfo, exportTrainInfo; 报名管理, seeds
 * 001 §7 /train/info/*): inside the caller's data rule on the activity, newest first.
 */
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';

import type { ScopeCaller } from '../../../core/data-scope';
import { AppError } from '../../../core/envelope';
import { escapeLike, pageResult, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { company, trainActivity, trainInfo } from '../../../db/schema';
import { infoItemColumns, infoJoins, type TrainInfoItem, toInfoItem } from '../activity/activity.queries';
import { ACTIVITY_NOT_FOUND, activityScope } from '../activity/activity-workflow';

/** Filters of 报名管理. */
export interface InfoFilter {
  activityId: string;
  keyword?: string;
  applyType?: TrainInfoItem['applyType'];
  applyStatus?: TrainInfoItem['applyStatus'];
  signInStatus?: TrainInfoItem['signInStatus'];
}

/**
 * One page of an activity's registrations; keyword matches the enterprise, the registrant's name or phone.
 * @throws AppError NOT_FOUND_ENTITY 活动不存在 when the activity is unknown or outside the data rule.
 */
export async function infoPage(db: Db, caller: ScopeCaller, f: InfoFilter, window: { limit: number; offset: number }): Promise<PageResult<TrainInfoItem>> {
  const scope = await activityScope(db, caller);
  const [activity] = await db.select({ id: trainActivity.id }).from(trainActivity).where(and(eq(trainActivity.id, f.activityId), scope));
  if (!activity) throw new AppError('NOT_FOUND_ENTITY', ACTIVITY_NOT_FOUND);
  const keyword = f.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where = and(
    eq(trainInfo.activityId, f.activityId),
    like ? or(ilike(company.companyName, like), ilike(trainInfo.applyName, like), ilike(trainInfo.applyPhone, like)) : undefined,
    f.applyType ? eq(trainInfo.applyType, f.applyType) : undefined,
    f.applyStatus ? eq(trainInfo.applyStatus, f.applyStatus) : undefined,
    f.signInStatus ? eq(trainInfo.signInStatus, f.signInStatus) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(infoItemColumns)
      .from(trainInfo)
      .innerJoin(trainActivity, infoJoins.activity)
      .leftJoin(company, infoJoins.company)
      .where(where)
      .orderBy(desc(trainInfo.applyTime), desc(trainInfo.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(trainInfo).leftJoin(company, infoJoins.company).where(where),
  ]);
  return pageResult(rows.map(toInfoItem), totals[0]?.n ?? 0);
}
