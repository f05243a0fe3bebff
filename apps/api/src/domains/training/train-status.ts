/**
 * The training state tables (contract `TrainStatus`, openapi/domains/training/schemas/train-status.yaml;
 * seeds 001 §4 "Training plan and training activity status codes", 13 codes, transitions not shown
 * there — these are the platform's): the ONE place that says which action is allowed in which status,
 * for plans, for activities, and for the registration steps that depend on the activity's status.
 * Every write of the training domain asks these tables first; a forbidden action answers HTTP 200
 * `BUSINESS_RULE 当前状态不允许该操作` (or the registration texts below) and changes nothing.
 *
 * Codes: 1 未开始, 2 未发布, 3 进行中, 4 已结束, 5 已延期, 6 待报名, 7 报名中, 8 待举办, 9 举办中,
 * 10 待评价, 11 审核驳回, 12 已取消, 13 待审核.
 *
 * **Plan** (uses 1, 2, 3, 4, 5, 11, 12, 13):
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 2 |
 * | 2, 11 | save | unchanged |
 * | 2, 11 | publish | 13 |
 * | 13 | pass | 1, then the clock (3 when startTime has come; refused when endTime has passed) |
 * | 13 | reject | 11 |
 * | 1, 5 | start (clock: startTime reached) | 3 |
 * | 3 | end (clock: endTime passed) | 4 |
 * | 1 | postpone | 5 |
 * | 1, 2, 5, 11, 13 | cancel | 12 |
 * | 2, 11, 12 | delete | (removed) |
 *
 * **Activity** (uses 2, 4–13):
 *
 * | from | action | to |
 * |---|---|---|
 * | (new) | save | 2 |
 * | 2, 11 | save | unchanged |
 * | 2, 11 | publish | 13 |
 * | 13 | pass | 6, then the clock (7 / 8 by the times; refused once holdStartTime has come) |
 * | 13 | reject | 11 |
 * | 6 | openApply (clock: applyStartTime reached) | 7 |
 * | 7 | closeApply (clock: applyEndTime passed) | 8 |
 * | 8, 5 | startHold (clock: holdStartTime reached) | 9 |
 * | 9 | endHold (clock: holdEndTime passed) | 10 |
 * | 10 | finish (staff, or clock 7 days after holdEndTime) | 4 |
 * | 6, 7, 8 | postpone | 5 |
 * | 2, 5, 6, 7, 8, 11, 13 | cancel | 12 |
 * | 2, 11, 12 | delete | (removed) |
 *
 * **Registration steps** (the activity's status does not change): apply in 7; cancelApply in 7, 8;
 * signIn (self) in 9; batchSignIn (staff) in 8, 9, 10; evaluate in 10.
 *
 * `new` and `removed` are markers, never stored. "Clock" steps are taken by the server from the
 * record's own times ({@link activityStatusAt}, {@link planStatusAt}; in SQL `./train-clock.ts`),
 * before every read and write of the domain.
 */
import type { components } from '@qifu/sdk';

import { AppError } from '../../core/envelope';
import { defineStateMachine } from '../../core/state-machine';

/** A stored training status, '1'–'13' (contract `TrainStatus`). */
export type TrainStatus = components['schemas']['TrainStatus'];

/** Chinese labels of {@link TrainStatus} (the contract's x-enum-descriptions, seeds 001 §4). */
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

/** Statuses the portal shows (listPublicTrainActivity, getPublicTrainActivityDetail): published and reviewed. */
export const PUBLIC_ACTIVITY_STATUSES = ['4', '5', '6', '7', '8', '9', '10'] as const satisfies readonly TrainStatus[];

/** An action on a plan. */
export type TrainPlanAction = 'save' | 'publish' | 'pass' | 'reject' | 'start' | 'end' | 'postpone' | 'cancel' | 'delete';

/** An action on an activity, or a registration step checked against the activity's status. */
export type TrainActivityAction =
  | 'save'
  | 'publish'
  | 'pass'
  | 'reject'
  | 'openApply'
  | 'closeApply'
  | 'startHold'
  | 'endHold'
  | 'finish'
  | 'postpone'
  | 'cancel'
  | 'delete'
  | 'apply'
  | 'cancelApply'
  | 'signIn'
  | 'batchSignIn'
  | 'evaluate';

/** The plan table (see the module comment). */
export const trainPlanMachine = defineStateMachine<TrainStatus | 'new' | 'removed', TrainPlanAction>({
  states: ['new', '1', '2', '3', '4', '5', '11', '12', '13', 'removed'],
  transitions: [
    { from: 'new', action: 'save', to: '2' },
    { from: '2', action: 'save', to: '2' },
    { from: '11', action: 'save', to: '11' },
    { from: ['2', '11'], action: 'publish', to: '13' },
    { from: '13', action: 'pass', to: '1' },
    { from: '13', action: 'reject', to: '11' },
    { from: ['1', '5'], action: 'start', to: '3' },
    { from: '3', action: 'end', to: '4' },
    { from: '1', action: 'postpone', to: '5' },
    { from: ['1', '2', '5', '11', '13'], action: 'cancel', to: '12' },
    { from: ['2', '11', '12'], action: 'delete', to: 'removed' },
  ],
});

/** The activity table, registration steps included (see the module comment). */
export const trainActivityMachine = defineStateMachine<TrainStatus | 'new' | 'removed', TrainActivityAction>({
  states: ['new', '2', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', 'removed'],
  transitions: [
    { from: 'new', action: 'save', to: '2' },
    { from: '2', action: 'save', to: '2' },
    { from: '11', action: 'save', to: '11' },
    { from: ['2', '11'], action: 'publish', to: '13' },
    { from: '13', action: 'pass', to: '6' },
    { from: '13', action: 'reject', to: '11' },
    { from: '6', action: 'openApply', to: '7' },
    { from: '7', action: 'closeApply', to: '8' },
    { from: ['8', '5'], action: 'startHold', to: '9' },
    { from: '9', action: 'endHold', to: '10' },
    { from: '10', action: 'finish', to: '4' },
    { from: ['6', '7', '8'], action: 'postpone', to: '5' },
    { from: ['2', '5', '6', '7', '8', '11', '13'], action: 'cancel', to: '12' },
    { from: ['2', '11', '12'], action: 'delete', to: 'removed' },
    // registration steps: allowed in these statuses, the status stays
    { from: '7', action: 'apply', to: '7' },
    { from: '7', action: 'cancelApply', to: '7' },
    { from: '8', action: 'cancelApply', to: '8' },
    { from: '9', action: 'signIn', to: '9' },
    { from: '8', action: 'batchSignIn', to: '8' },
    { from: '9', action: 'batchSignIn', to: '9' },
    { from: '10', action: 'batchSignIn', to: '10' },
    { from: '10', action: 'evaluate', to: '10' },
  ],
});

/** The times of an activity the clock reads. */
export interface ActivityTimes {
  applyStartTime: Date;
  applyEndTime: Date;
  holdStartTime: Date;
  holdEndTime: Date;
}

/** The calendar days of a plan (`YYYY-MM-DD`, China time) the clock reads. */
export interface PlanDates {
  startTime: string;
  endTime: string;
}

/** An activity's automatic step finishes this long after holdEndTime (10 待评价 → 4 已结束): 7 days in ms. */
export const EVALUATION_WINDOW_MS = 7 * 86_400_000;

/**
 * One automatic step of the activity clock: `action` is taken when the time `due` (+ `delayMs`) has
 * been `reached` (now ≥ time) or `passed` (now > time). In table order, so one pass over the list
 * takes a record through several steps (6 → 7 → 8 → 9 → 10 → 4).
 */
export interface ActivityClockStep {
  action: Extract<TrainActivityAction, 'openApply' | 'closeApply' | 'startHold' | 'endHold' | 'finish'>;
  due: keyof ActivityTimes;
  when: 'reached' | 'passed';
  delayMs: number;
}

/** The activity clock (contract `TrainStatus` "auto" rows). */
export const ACTIVITY_CLOCK: readonly ActivityClockStep[] = [
  { action: 'openApply', due: 'applyStartTime', when: 'reached', delayMs: 0 },
  { action: 'closeApply', due: 'applyEndTime', when: 'passed', delayMs: 0 },
  { action: 'startHold', due: 'holdStartTime', when: 'reached', delayMs: 0 },
  { action: 'endHold', due: 'holdEndTime', when: 'passed', delayMs: 0 },
  { action: 'finish', due: 'holdEndTime', when: 'passed', delayMs: EVALUATION_WINDOW_MS },
];

/** One automatic step of the plan clock, on calendar days: `reached` (day ≤ today) or `passed` (day < today). */
export interface PlanClockStep {
  action: Extract<TrainPlanAction, 'start' | 'end'>;
  due: keyof PlanDates;
  when: 'reached' | 'passed';
}

/** The plan clock (contract `TrainStatus` "auto" rows). */
export const PLAN_CLOCK: readonly PlanClockStep[] = [
  { action: 'start', due: 'startTime', when: 'reached' },
  { action: 'end', due: 'endTime', when: 'passed' },
];

/**
 * The statuses an automatic step may start from, each with the status it leads to (for the SQL clock).
 * @example clockSources(trainActivityMachine, 'startHold') // [{ from: '8', to: '9' }, { from: '5', to: '9' }]
 */
export function clockSources<A extends string>(
  machine: { transitions: readonly { from: string | readonly string[]; action: A; to: string }[] },
  action: A,
): { from: TrainStatus; to: TrainStatus }[] {
  return machine.transitions
    .filter((t) => t.action === action)
    .flatMap((t) => (typeof t.from === 'string' ? [t.from] : [...t.from]).map((from) => ({ from: from as TrainStatus, to: t.to as TrainStatus })));
}

/** The calendar day (`YYYY-MM-DD`) of `now` in China time (UTC+8). */
export function chinaDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The status an activity in `status` has at `now` after the clock's automatic steps.
 * @example activityStatusAt('6', times, now) // '7' once applyStartTime has come
 */
export function activityStatusAt(status: TrainStatus, times: ActivityTimes, now: Date): TrainStatus {
  let current = status;
  for (const step of ACTIVITY_CLOCK) {
    const due = times[step.due].getTime() + step.delayMs;
    const isDue = step.when === 'reached' ? now.getTime() >= due : now.getTime() > due;
    const next = isDue ? trainActivityMachine.next(current, step.action) : undefined;
    if (next !== undefined) current = next as TrainStatus;
  }
  return current;
}

/** The status a plan in `status` has on the China day of `now` after the clock's automatic steps. */
export function planStatusAt(status: TrainStatus, dates: PlanDates, now: Date): TrainStatus {
  const today = chinaDay(now);
  let current = status;
  for (const step of PLAN_CLOCK) {
    const day = dates[step.due];
    const isDue = step.when === 'reached' ? day <= today : day < today;
    const next = isDue ? trainPlanMachine.next(current, step.action) : undefined;
    if (next !== undefined) current = next as TrainStatus;
  }
  return current;
}

/**
 * The stored status `action` leads to for an activity in `from` (save, publish, reject, postpone,
 * cancel, finish; use {@link activityStatusAfterPass} for a pass and {@link assertActivityDelete} for a delete).
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when the table does not allow it.
 */
export function assertActivityTransition(
  from: TrainStatus | 'new',
  action: Exclude<TrainActivityAction, 'pass' | 'delete'>,
): TrainStatus {
  return trainActivityMachine.assert(from, action) as TrainStatus;
}

/** Checks that an activity in `from` may be deleted (2, 11, 12). @throws AppError BUSINESS_RULE otherwise. */
export function assertActivityDelete(from: TrainStatus): void {
  trainActivityMachine.assert(from, 'delete');
}

/**
 * The status of an activity in 13 待审核 after a passing review at `now`: 6 待报名, 7 报名中 or 8 待举办
 * by its times.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when it is not in 13, or 活动举办时间已到，不能审核通过
 *   once holdStartTime has come.
 */
export function activityStatusAfterPass(from: TrainStatus, times: ActivityTimes, now: Date): TrainStatus {
  const passed = trainActivityMachine.assert(from, 'pass') as TrainStatus;
  if (now.getTime() >= times.holdStartTime.getTime()) {
    throw new AppError('BUSINESS_RULE', '活动举办时间已到，不能审核通过');
  }
  return activityStatusAt(passed, times, now);
}

/**
 * The stored status `action` leads to for a plan in `from` (save, publish, reject, postpone, cancel;
 * use {@link planStatusAfterPass} for a pass and {@link assertPlanDelete} for a delete).
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when the table does not allow it.
 */
export function assertPlanTransition(from: TrainStatus | 'new', action: Exclude<TrainPlanAction, 'pass' | 'delete'>): TrainStatus {
  return trainPlanMachine.assert(from, action) as TrainStatus;
}

/** Checks that a plan in `from` may be deleted (2, 11, 12). @throws AppError BUSINESS_RULE otherwise. */
export function assertPlanDelete(from: TrainStatus): void {
  trainPlanMachine.assert(from, 'delete');
}

/**
 * The status of a plan in 13 待审核 after a passing review on the China day of `now`: 1 未开始, or
 * 3 进行中 when its start day has come.
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 when it is not in 13, or 计划结束日期已过，不能审核通过
 *   when its end day has passed.
 */
export function planStatusAfterPass(from: TrainStatus, dates: PlanDates, now: Date): TrainStatus {
  const passed = trainPlanMachine.assert(from, 'pass') as TrainStatus;
  if (dates.endTime < chinaDay(now)) throw new AppError('BUSINESS_RULE', '计划结束日期已过，不能审核通过');
  return planStatusAt(passed, dates, now);
}

/** Refusal texts of the registration steps (contract applyTrainActivity, "Business refusals"). */
export const TRAIN_APPLY_MESSAGES = {
  notOpen: '当前活动不在报名时间内',
  full: '报名名额不足',
  duplicate: '您已报名该活动',
  enterpriseOnly: '该活动仅限企业报名',
  personalOnly: '该活动仅限个人报名',
  cancelNotAllowed: '活动已开始或已结束，不能取消报名',
} as const;

/**
 * Checks that registration is open for an activity in `status` (7 报名中 only).
 * @throws AppError BUSINESS_RULE 当前活动不在报名时间内 otherwise.
 */
export function assertApplyOpen(status: TrainStatus): void {
  if (!trainActivityMachine.can(status, 'apply')) throw new AppError('BUSINESS_RULE', TRAIN_APPLY_MESSAGES.notOpen);
}

/**
 * Checks that a registration for an activity in `status` may be cancelled (7 报名中, 8 待举办).
 * @throws AppError BUSINESS_RULE 当前状态不允许该操作 (description 活动已开始或已结束，不能取消报名) otherwise.
 */
export function assertCancelApplyAllowed(status: TrainStatus): void {
  if (!trainActivityMachine.can(status, 'cancelApply')) {
    throw new AppError('BUSINESS_RULE', '当前状态不允许该操作', TRAIN_APPLY_MESSAGES.cancelNotAllowed);
  }
}

/** The actions allowed on an activity in `status`, in table order (for showing only allowed buttons). */
export function trainActivityActionsFrom(status: TrainStatus | 'new'): TrainActivityAction[] {
  return trainActivityMachine.actionsFrom(status);
}

/** The actions allowed on a plan in `status`, in table order. */
export function trainPlanActionsFrom(status: TrainStatus | 'new'): TrainPlanAction[] {
  return trainPlanMachine.actionsFrom(status);
}

/** A registration's status: '1' 已报名, '2' 已取消 (contract `TrainApplyStatus`). */
export type TrainApplyStatus = components['schemas']['TrainApplyStatus'];

/**
 * The registration table (contract `TrainApplyStatus`): a registration starts in 1 已报名; cancelApply
 * (while the activity allows it, {@link assertCancelApplyAllowed}) leads to 2 已取消, which is final —
 * registering again creates a new registration.
 */
export const trainApplyMachine = defineStateMachine<TrainApplyStatus | 'new', 'apply' | 'cancelApply'>({
  states: ['new', '1', '2'],
  transitions: [
    { from: 'new', action: 'apply', to: '1' },
    { from: '1', action: 'cancelApply', to: '2' },
  ],
});
