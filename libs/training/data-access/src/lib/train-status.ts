/**
 * What the training pages show about statuses (seeds 001 §4, contract `TrainStatus`): the labels,
 * the badge colours, and which registration steps an activity's status allows. The rules are the
 * server's one table (`apps/api/src/domains/training/train-status.ts`) as far as the portal needs
 * them: registration open only in 7 报名中, cancelling a registration in 7 and 8.
 */
import type { TrainActivityType, TrainApplyStatus, TrainApplyTarget, TrainStatus } from './training.types';

/** Chinese labels of the 13 status codes (contract x-enum-descriptions). */
export const TRAIN_STATUS_LABELS: Readonly<Record<TrainStatus, string>> = {
  '1': '未开始',
  '2': '未发布',
  '3': '进行中',
  '4': '已结束',
  '5': '已延期',
  '6': '待报名',
  '7': '报名中',
  '8': '待举办',
  '9': '举办中',
  '10': '待评价',
  '11': '审核驳回',
  '12': '已取消',
  '13': '待审核',
};

/** Mantine colours of the status badges. */
export const TRAIN_STATUS_COLORS: Readonly<Record<TrainStatus, string>> = {
  '1': 'gray',
  '2': 'gray',
  '3': 'blue',
  '4': 'gray',
  '5': 'orange',
  '6': 'cyan',
  '7': 'green',
  '8': 'indigo',
  '9': 'blue',
  '10': 'violet',
  '11': 'red',
  '12': 'gray',
  '13': 'yellow',
};

/** Statuses the portal lists (the filter options of 活动列表), in the life-cycle order. */
export const PUBLIC_TRAIN_STATUSES = ['6', '7', '8', '9', '10', '4', '5'] as const satisfies readonly TrainStatus[];

/** Labels of the activity types. */
export const TRAIN_ACTIVITY_TYPE_LABELS: Readonly<Record<TrainActivityType, string>> = {
  '1': '培训活动',
  '2': '政策宣讲',
  '3': '交流沙龙',
};

/** Labels of who may register. */
export const TRAIN_APPLY_TARGET_LABELS: Readonly<Record<TrainApplyTarget, string>> = {
  '1': '企业',
  '2': '个人',
  '3': '企业和个人',
};

/** Labels of a registration's status. */
export const TRAIN_APPLY_STATUS_LABELS: Readonly<Record<TrainApplyStatus, string>> = {
  '1': '已报名',
  '2': '已取消',
};

/** A registration step the portal offers. */
export type TrainApplyStep = 'apply' | 'cancelApply';

const STEP_STATUSES: Readonly<Record<TrainApplyStep, readonly TrainStatus[]>> = {
  apply: ['7'],
  cancelApply: ['7', '8'],
};

/** Whether an activity in `status` allows `step` (apply: 7 报名中; cancelApply: 7 报名中, 8 待举办). */
export function trainStepAllowed(status: TrainStatus, step: TrainApplyStep): boolean {
  return STEP_STATUSES[step].includes(status);
}

/**
 * Whether a user of `userType` may register for an activity open to `target`: enterprise users (QY)
 * for 1 and 3, individuals (GR) for 2 and 3, nobody else.
 */
export function trainTargetAllows(target: TrainApplyTarget, userType: string | undefined): boolean {
  if (userType === 'QY') return target !== '2';
  if (userType === 'GR') return target !== '1';
  return false;
}

/** Places left (`null` = unlimited, applyLimit 0). */
export function placesLeft(activity: { applyLimit: number; applyCount: number }): number | null {
  return activity.applyLimit > 0 ? Math.max(0, activity.applyLimit - activity.applyCount) : null;
}

/** Address of a stored cover image (`coverImage` filePath) through the public download operation (GET /files/dowload). */
export function trainCoverUrl(filePath: string): string {
  return `/api/files/dowload?filePath=${encodeURIComponent(filePath)}`;
}

/** In-app address of an activity's detail page (/page/propagandaDetails?id=, seeds 000 §2). */
export function propagandaDetailsHref(id: string): string {
  return `/page/propagandaDetails?id=${encodeURIComponent(id)}`;
}

/** In-app address of 活动列表 with optional filters (/page/propagandaEventsList, seeds 000 §2). */
export function propagandaEventsListHref(filters: { activityType?: TrainActivityType; status?: TrainStatus } = {}): string {
  const query = new URLSearchParams();
  if (filters.activityType) query.set('activityType', filters.activityType);
  if (filters.status) query.set('status', filters.status);
  const text = query.toString();
  return text ? `/page/propagandaEventsList?${text}` : '/page/propagandaEventsList';
}
