/**
 * Reading training rows in the contract's shapes (TrainActivityItem, TrainActivityPublicDetail,
 * TrainInfoItem): the select lists with the computed 已报名人数 and the mappers, shared by the
 * portal's and the personal operations (and by the workbench operations of the later training issue).
 */
import type { components } from '@qifu/sdk';
import { and, eq, sql } from 'drizzle-orm';

import { company, trainActivity, trainInfo, trainPlan } from '../../../db/schema';

/** An activity row of the lists (contract `TrainActivityItem`). */
export type TrainActivityItem = components['schemas']['TrainActivityItem'];
/** An activity as the portal shows it (contract `TrainActivityPublicDetail`). */
export type TrainActivityPublicDetail = components['schemas']['TrainActivityPublicDetail'];
/** A registration (contract `TrainInfoItem`). */
export type TrainInfoItem = components['schemas']['TrainInfoItem'];

/**
 * 已报名人数 of the activity in the outer query: the sum of `apply_num` over its valid ('1')
 * registrations (people, 0 when none).
 */
export const applyCountSql = sql<number>`coalesce((select sum(${trainInfo.applyNum}) from ${trainInfo} where ${trainInfo.activityId} = ${trainActivity.id} and ${trainInfo.applyStatus} = '1'), 0)::int`;

/** Columns of an activity list row (select from train_activity left join train_plan). */
export const activityItemColumns = {
  id: trainActivity.id,
  activityName: trainActivity.activityName,
  activityType: trainActivity.activityType,
  planName: trainPlan.planName,
  coverImage: trainActivity.coverImage,
  activityAddress: trainActivity.activityAddress,
  applyStartTime: trainActivity.applyStartTime,
  applyEndTime: trainActivity.applyEndTime,
  holdStartTime: trainActivity.holdStartTime,
  holdEndTime: trainActivity.holdEndTime,
  applyLimit: trainActivity.applyLimit,
  applyCount: applyCountSql,
  status: trainActivity.status,
};

/** A row selected with {@link activityItemColumns}. */
export interface ActivityItemRow {
  id: string;
  activityName: string;
  activityType: TrainActivityItem['activityType'];
  planName: string | null;
  coverImage: string | null;
  activityAddress: string;
  applyStartTime: Date;
  applyEndTime: Date;
  holdStartTime: Date;
  holdEndTime: Date;
  applyLimit: number;
  applyCount: number | string;
  status: TrainActivityItem['status'];
}

/** The contract shape of an activity list row. */
export function toActivityItem(row: ActivityItemRow): TrainActivityItem {
  return {
    id: row.id,
    activityName: row.activityName,
    activityType: row.activityType,
    planName: row.planName,
    coverImage: row.coverImage,
    activityAddress: row.activityAddress,
    applyStartTime: row.applyStartTime.toISOString(),
    applyEndTime: row.applyEndTime.toISOString(),
    holdStartTime: row.holdStartTime.toISOString(),
    holdEndTime: row.holdEndTime.toISOString(),
    applyLimit: row.applyLimit,
    applyCount: Number(row.applyCount),
    status: row.status,
  };
}

/** The join condition of an activity's plan. */
export const activityPlanJoin = eq(trainPlan.id, trainActivity.planId);

/** Columns of a registration row (select from train_info join train_activity left join company). */
export const infoItemColumns = {
  id: trainInfo.id,
  activityId: trainInfo.activityId,
  activityName: trainActivity.activityName,
  activityStatus: trainActivity.status,
  activityAddress: trainActivity.activityAddress,
  holdStartTime: trainActivity.holdStartTime,
  holdEndTime: trainActivity.holdEndTime,
  applyType: trainInfo.applyType,
  companyName: company.companyName,
  applyName: trainInfo.applyName,
  applyPhone: trainInfo.applyPhone,
  applyNum: trainInfo.applyNum,
  applyTime: trainInfo.applyTime,
  applyStatus: trainInfo.applyStatus,
  signInStatus: trainInfo.signInStatus,
  signInTime: trainInfo.signInTime,
  evaluateScore: trainInfo.evaluateScore,
  evaluateContent: trainInfo.evaluateContent,
  evaluateTime: trainInfo.evaluateTime,
};

/** Join conditions of a registration's activity and company. */
export const infoJoins = {
  activity: eq(trainActivity.id, trainInfo.activityId),
  company: eq(company.id, trainInfo.companyId),
};

/** A row selected with {@link infoItemColumns}. */
export interface InfoItemRow {
  id: string;
  activityId: string;
  activityName: string;
  activityStatus: TrainInfoItem['activityStatus'];
  activityAddress: string;
  holdStartTime: Date;
  holdEndTime: Date;
  applyType: TrainInfoItem['applyType'];
  companyName: string | null;
  applyName: string;
  applyPhone: string;
  applyNum: number;
  applyTime: Date;
  applyStatus: TrainInfoItem['applyStatus'];
  signInStatus: TrainInfoItem['signInStatus'];
  signInTime: Date | null;
  evaluateScore: number | null;
  evaluateContent: string | null;
  evaluateTime: Date | null;
}

/** The contract shape of a registration. */
export function toInfoItem(row: InfoItemRow): TrainInfoItem {
  return {
    id: row.id,
    activityId: row.activityId,
    activityName: row.activityName,
    activityStatus: row.activityStatus,
    activityAddress: row.activityAddress,
    holdStartTime: row.holdStartTime.toISOString(),
    holdEndTime: row.holdEndTime.toISOString(),
    applyType: row.applyType,
    companyName: row.companyName,
    applyName: row.applyName,
    applyPhone: row.applyPhone,
    applyNum: row.applyNum,
    applyTime: row.applyTime.toISOString(),
    applyStatus: row.applyStatus,
    signInStatus: row.signInStatus,
    signInTime: row.signInTime?.toISOString() ?? null,
    evaluateScore: row.evaluateScore,
    evaluateContent: row.evaluateContent,
    evaluateTime: row.evaluateTime?.toISOString() ?? null,
  };
}

/** The valid ('1') registration of `userId` for `activityId`. */
export function validApplyOf(activityId: string, userId: string) {
  return and(eq(trainInfo.activityId, activityId), eq(trainInfo.userId, userId), eq(trainInfo.applyStatus, '1'));
}
