/**
 * The training state tables (contract `TrainStatus`, openapi/domains/training/schemas/train-status.yaml;
 * seeds 001 §4 "Training plan and training activity status codes", 13 codes, transitions not shown
 * there — these are the platform's): the ONE place that says which action is allowed in which status,
 * for plans, for activities, and for the registration steps that depend on the activity's status.
 * Every write of the training domain asks these tables first (the server maps a refusal to HTTP 200
 * `BUSINESS_RULE 当前状态不允许该操作`, or the registration texts below, and changes nothing); the portal
 * and the workbench offer only the steps the tables allow. Framework-free: no server code here.
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
 * before every read and write of the domain (in `apps/api`).
 */
import { ENUM_LABELS, type components } from '@qifu/sdk';
import { defineStateMachine, TRANSITION_REFUSED, type TransitionCheck } from '@qifu/util';

/** A stored training status, '1'–'13' (contract `TrainStatus`). */
export type TrainStatus = components['schemas']['TrainStatus'];

/** Chinese labels of {@link TrainStatus} (the contract's x-enum-descriptions, generated; seeds 001 §4). */
export const TRAIN_STATUS_LABELS = ENUM_LABELS.TrainStatus satisfies Readonly<Record<TrainStatus, string>>;

/**
 * The stored statuses by name (seeds 001 §4) — the one place their codes are spelled (`a.status ===
 * TRAIN_STATUS.rejected`, never `=== '11'`; lint rule `qifu/no-bare-status-literal`).
 */
export const TRAIN_STATUS = {
  /** 1 未开始 */
  notStarted: '1',
  /** 2 未发布 */
  unpublished: '2',
  /** 3 进行中 */
  ongoing: '3',
  /** 4 已结束 */
  ended: '4',
  /** 5 已延期 */
  postponed: '5',
  /** 6 待报名 */
  beforeApply: '6',
  /** 7 报名中 */
  applying: '7',
  /** 8 待举办 */
  beforeHolding: '8',
  /** 9 举办中 */
  holding: '9',
  /** 10 待评价 */
  evaluating: '10',
  /** 11 审核驳回 */
  rejected: '11',
  /** 12 已取消 */
  cancelled: '12',
  /** 13 待审核 */
  pending: '13',
} as const satisfies Readonly<Record<string, TrainStatus>>;

/** Whether the review refused the plan or activity (11 审核驳回: its opinion is shown as the reason). */
export function isTrainRejected(status: TrainStatus): boolean {
  return status === TRAIN_STATUS.rejected;
}

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

function stored(result: TransitionCheck<TrainStatus | 'new' | 'removed'>): TransitionCheck<TrainStatus> {
  if (result.ok && (result.to === 'new' || result.to === 'removed')) throw new Error(`training transition ended in ${result.to}`);
  return result as TransitionCheck<TrainStatus>;
}

/**
 * The stored status `action` leads to for an activity in `from` (save, publish, reject, postpone,
 * cancel, finish; use {@link activityStatusAfterPass} for a pass and
 * `trainActivityMachine.check(from, 'delete')` for a delete), or the refusal 当前状态不允许该操作.
 */
export function activityTransition(
  from: TrainStatus | 'new',
  action: Exclude<TrainActivityAction, 'pass' | 'delete'>,
): TransitionCheck<TrainStatus> {
  return stored(trainActivityMachine.check(from, action));
}

/**
 * The status of an activity in 13 待审核 after a passing review at `now`: 6 待报名, 7 报名中 or 8 待举办
 * by its times; refused with 当前状态不允许该操作 when it is not in 13, or with 活动举办时间已到，不能审核通过
 * once holdStartTime has come.
 */
export function activityStatusAfterPass(from: TrainStatus, times: ActivityTimes, now: Date): TransitionCheck<TrainStatus> {
  const passed = stored(trainActivityMachine.check(from, 'pass'));
  if (!passed.ok) return passed;
  if (now.getTime() >= times.holdStartTime.getTime()) return { ok: false, message: '活动举办时间已到，不能审核通过' };
  return { ok: true, to: activityStatusAt(passed.to, times, now) };
}

/**
 * The stored status `action` leads to for a plan in `from` (save, publish, reject, postpone, cancel;
 * use {@link planStatusAfterPass} for a pass and `trainPlanMachine.check(from, 'delete')` for a
 * delete), or the refusal 当前状态不允许该操作.
 */
export function planTransition(from: TrainStatus | 'new', action: Exclude<TrainPlanAction, 'pass' | 'delete'>): TransitionCheck<TrainStatus> {
  return stored(trainPlanMachine.check(from, action));
}

/**
 * The status of a plan in 13 待审核 after a passing review on the China day of `now`: 1 未开始, or
 * 3 进行中 when its start day has come; refused with 当前状态不允许该操作 when it is not in 13, or with
 * 计划结束日期已过，不能审核通过 when its end day has passed.
 */
export function planStatusAfterPass(from: TrainStatus, dates: PlanDates, now: Date): TransitionCheck<TrainStatus> {
  const passed = stored(trainPlanMachine.check(from, 'pass'));
  if (!passed.ok) return passed;
  if (dates.endTime < chinaDay(now)) return { ok: false, message: '计划结束日期已过，不能审核通过' };
  return { ok: true, to: planStatusAt(passed.to, dates, now) };
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

/** Whether an activity in `status` allows the registration step `step` (apply: 7 报名中; cancelApply: 7 报名中, 8 待举办). */
export function trainStepAllowed(status: TrainStatus, step: TrainApplyStep): boolean {
  return trainActivityMachine.can(status, step);
}

/** A registration step the portal offers. */
export type TrainApplyStep = Extract<TrainActivityAction, 'apply' | 'cancelApply'>;

/** Registration is open for an activity in `status` (7 报名中 only); otherwise refused with 当前活动不在报名时间内. */
export function checkApplyOpen(status: TrainStatus): TransitionCheck<TrainStatus> {
  return trainStepAllowed(status, 'apply') ? { ok: true, to: status } : { ok: false, message: TRAIN_APPLY_MESSAGES.notOpen };
}

/**
 * A registration for an activity in `status` may be cancelled (7 报名中, 8 待举办); otherwise refused
 * with 当前状态不允许该操作 (detail 活动已开始或已结束，不能取消报名).
 */
export function checkCancelApply(status: TrainStatus): TransitionCheck<TrainStatus> {
  return trainStepAllowed(status, 'cancelApply')
    ? { ok: true, to: status }
    : { ok: false, message: TRANSITION_REFUSED, detail: TRAIN_APPLY_MESSAGES.cancelNotAllowed };
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
 * (while the activity allows it, {@link checkCancelApply}) leads to 2 已取消, which is final —
 * registering again creates a new registration.
 */
export const trainApplyMachine = defineStateMachine<TrainApplyStatus | 'new', 'apply' | 'cancelApply'>({
  states: ['new', '1', '2'],
  transitions: [
    { from: 'new', action: 'apply', to: '1' },
    { from: '1', action: 'cancelApply', to: '2' },
  ],
});

/** Chinese labels of a registration's status (the contract's x-enum-descriptions, generated). */
export const TRAIN_APPLY_STATUS_LABELS = ENUM_LABELS.TrainApplyStatus satisfies Readonly<Record<TrainApplyStatus, string>>;

/** A registration's statuses by name. */
export const TRAIN_APPLY_STATUS = {
  /** 1 已报名 */
  applied: '1',
  /** 2 已取消 */
  cancelled: '2',
} as const satisfies Readonly<Record<string, TrainApplyStatus>>;

/** How a registration was made: '1', '2' (contract `TrainApplyType`). */
export type TrainApplyType = components['schemas']['TrainApplyType'];

/** A registration's sign-in: '0' 未签到, '1' 已签到 (contract `TrainSignInStatus`). */
export type TrainSignInStatus = components['schemas']['TrainSignInStatus'];

/** Chinese labels of {@link TrainSignInStatus} (generated). */
export const TRAIN_SIGN_IN_STATUS_LABELS = ENUM_LABELS.TrainSignInStatus satisfies Readonly<Record<TrainSignInStatus, string>>;

/** The sign-in states by name. */
export const TRAIN_SIGN_IN_STATUS = {
  /** 0 未签到 */
  absent: '0',
  /** 1 已签到 */
  signedIn: '1',
} as const satisfies Readonly<Record<string, TrainSignInStatus>>;

/** Whether the registrant has signed in (1 已签到). */
export function isSignedIn(registration: { signInStatus: TrainSignInStatus }): boolean {
  return registration.signInStatus === TRAIN_SIGN_IN_STATUS.signedIn;
}

/**
 * Whether staff (or the registrant) may still sign a registration in: it stands (1 已报名) and is not signed in yet
 * (the activity's own state is the table's `signIn`, asked separately).
 */
export function awaitsSignIn(registration: { applyStatus: TrainApplyStatus; signInStatus: TrainSignInStatus }): boolean {
  return registration.applyStatus === TRAIN_APPLY_STATUS.applied && registration.signInStatus === TRAIN_SIGN_IN_STATUS.absent;
}

/** Who may register for an activity: '1' 企业, '2' 个人, '3' 企业和个人 (contract `TrainApplyTarget`). */
export type TrainApplyTarget = components['schemas']['TrainApplyTarget'];

/** Chinese labels of who may register (generated). */
export const TRAIN_APPLY_TARGET_LABELS = ENUM_LABELS.TrainApplyTarget satisfies Readonly<Record<TrainApplyTarget, string>>;

/** An activity's type: '1' 培训活动, '2' 政策宣讲, '3' 交流沙龙 (contract `TrainActivityType`). */
export type TrainActivityType = components['schemas']['TrainActivityType'];

/** Chinese labels of the activity types (generated). */
export const TRAIN_ACTIVITY_TYPE_LABELS = ENUM_LABELS.TrainActivityType satisfies Readonly<Record<TrainActivityType, string>>;

/** Mantine colour names of the status badges (the portal's and the workbench's, one set). */
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

/** Statuses the portal's 活动列表 offers as filters, in the life-cycle order ({@link PUBLIC_ACTIVITY_STATUSES} reordered). */
export const PUBLIC_TRAIN_STATUSES = ['6', '7', '8', '9', '10', '4', '5'] as const satisfies readonly (typeof PUBLIC_ACTIVITY_STATUSES)[number][];

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
