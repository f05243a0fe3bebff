import { describe, expect, it } from 'vitest';

import {
  activityStatusAfterPass,
  activityStatusAt,
  activityTransition,
  checkApplyOpen,
  checkCancelApply,
  chinaDay,
  clockSources,
  planStatusAfterPass,
  planStatusAt,
  placesLeft,
  TRAIN_STATUS_LABELS,
  trainActivityMachine,
  trainPlanMachine,
  trainStepAllowed,
  trainTargetAllows,
  type TrainActivityAction,
  type TrainPlanAction,
} from './train-status';

/** The plan table of openapi/domains/training/schemas/train-status.yaml, written out. */
const PLAN_TABLE: Record<string, Partial<Record<TrainPlanAction, string>>> = {
  new: { save: '2' },
  '1': { start: '3', postpone: '5', cancel: '12' },
  '2': { save: '2', publish: '13', cancel: '12', delete: 'removed' },
  '3': { end: '4' },
  '4': {},
  '5': { start: '3', cancel: '12' },
  '11': { save: '11', publish: '13', cancel: '12', delete: 'removed' },
  '12': { delete: 'removed' },
  '13': { pass: '1', reject: '11', cancel: '12' },
};
const PLAN_ACTIONS: TrainPlanAction[] = ['save', 'publish', 'pass', 'reject', 'start', 'end', 'postpone', 'cancel', 'delete'];

/** The activity table of the contract plus the registration steps ("Registration … open only in 7 …"). */
const ACTIVITY_TABLE: Record<string, Partial<Record<TrainActivityAction, string>>> = {
  new: { save: '2' },
  '2': { save: '2', publish: '13', cancel: '12', delete: 'removed' },
  '4': {},
  '5': { startHold: '9', cancel: '12' },
  '6': { openApply: '7', postpone: '5', cancel: '12' },
  '7': { closeApply: '8', postpone: '5', cancel: '12', apply: '7', cancelApply: '7' },
  '8': { startHold: '9', postpone: '5', cancel: '12', cancelApply: '8', batchSignIn: '8' },
  '9': { endHold: '10', signIn: '9', batchSignIn: '9' },
  '10': { finish: '4', batchSignIn: '10', evaluate: '10' },
  '11': { save: '11', publish: '13', cancel: '12', delete: 'removed' },
  '12': { delete: 'removed' },
  '13': { pass: '6', reject: '11', cancel: '12' },
};
const ACTIVITY_ACTIONS: TrainActivityAction[] = [
  'save',
  'publish',
  'pass',
  'reject',
  'openApply',
  'closeApply',
  'startHold',
  'endHold',
  'finish',
  'postpone',
  'cancel',
  'delete',
  'apply',
  'cancelApply',
  'signIn',
  'batchSignIn',
  'evaluate',
];

/** A refusal as the user sees it (`msg`, and the description when there is one), or 'allowed'. */
function refusal(check: { ok: true } | { ok: false; message: string; detail?: string }): { msg: string; description?: string } | 'allowed' {
  if (check.ok) return 'allowed';
  return { msg: check.message, ...(check.detail ? { description: check.detail } : {}) };
}

const at = (iso: string) => new Date(iso);
const TIMES = {
  applyStartTime: at('2026-11-20T01:00:00Z'),
  applyEndTime: at('2026-11-27T09:00:00Z'),
  holdStartTime: at('2026-11-28T01:00:00Z'),
  holdEndTime: at('2026-11-28T08:00:00Z'),
};

describe('TrainStatus transition tables (seeds 001 §4, contract TrainStatus)', () => {
  it('allow exactly the plan transitions of the contract', () => {
    for (const [from, allowed] of Object.entries(PLAN_TABLE)) {
      for (const action of PLAN_ACTIONS) {
        expect(trainPlanMachine.next(from as '1', action), `plan ${from} --${action}-->`).toBe(allowed[action]);
      }
    }
  });

  it('allow exactly the activity transitions and registration steps of the contract', () => {
    for (const [from, allowed] of Object.entries(ACTIVITY_TABLE)) {
      for (const action of ACTIVITY_ACTIONS) {
        expect(trainActivityMachine.next(from as '2', action), `activity ${from} --${action}-->`).toBe(allowed[action]);
      }
    }
  });

  it('refuses anything else with 当前状态不允许该操作', () => {
    const expected = { msg: '当前状态不允许该操作' };
    expect(refusal(activityTransition('7', 'publish'))).toMatchObject(expected);
    expect(refusal(activityTransition('9', 'postpone'))).toMatchObject(expected);
    expect(refusal(activityTransition('4', 'cancel'))).toMatchObject(expected);
    expect(refusal(trainActivityMachine.check('7', 'delete'))).toMatchObject(expected);
    expect(refusal(trainActivityMachine.check('12', 'delete'))).toBe('allowed');
    expect(activityTransition('new', 'save')).toEqual({ ok: true, to: '2' });
  });

  it('gives the clock steps with every source status', () => {
    expect(clockSources(trainActivityMachine, 'startHold')).toEqual([
      { from: '8', to: '9' },
      { from: '5', to: '9' },
    ]);
    expect(clockSources(trainPlanMachine, 'start')).toEqual([
      { from: '1', to: '3' },
      { from: '5', to: '3' },
    ]);
  });
});

describe('activity clock', () => {
  it.each([
    ['2026-11-19T00:00:00Z', '6'],
    ['2026-11-20T01:00:00Z', '7'], // applyStartTime reached
    ['2026-11-27T09:00:00Z', '7'], // at applyEndTime: still open
    ['2026-11-27T09:00:01Z', '8'], // applyEndTime passed
    ['2026-11-28T01:00:00Z', '9'], // holdStartTime reached
    ['2026-11-28T08:00:01Z', '10'], // holdEndTime passed
    ['2026-12-05T08:00:00Z', '10'], // within the 7 evaluation days
    ['2026-12-05T08:00:01Z', '4'], // 7 days after holdEndTime
  ])('an activity published before its registration is, at %s, in %s', (now, expected) => {
    expect(activityStatusAt('6', TIMES, at(now))).toBe(expected);
  });

  it('moves a postponed activity to 9 at its (new) holding start only, and never moves 2, 11, 12, 13', () => {
    expect(activityStatusAt('5', TIMES, at('2026-11-27T12:00:00Z'))).toBe('5');
    expect(activityStatusAt('5', TIMES, at('2026-11-28T02:00:00Z'))).toBe('9');
    for (const s of ['2', '11', '12', '13'] as const) expect(activityStatusAt(s, TIMES, at('2027-06-01T00:00:00Z'))).toBe(s);
  });

  it('passes a review into 6, 7 or 8 by the times and refuses it once the holding has started', () => {
    expect(activityStatusAfterPass('13', TIMES, at('2026-11-10T00:00:00Z'))).toEqual({ ok: true, to: '6' });
    expect(activityStatusAfterPass('13', TIMES, at('2026-11-21T00:00:00Z'))).toEqual({ ok: true, to: '7' });
    expect(activityStatusAfterPass('13', TIMES, at('2026-11-27T12:00:00Z'))).toEqual({ ok: true, to: '8' });
    expect(refusal(activityStatusAfterPass('13', TIMES, at('2026-11-28T01:00:00Z')))).toEqual({
      msg: '活动举办时间已到，不能审核通过',
    });
    expect(refusal(activityStatusAfterPass('2', TIMES, at('2026-11-10T00:00:00Z')))).toMatchObject({ msg: '当前状态不允许该操作' });
  });
});

describe('plan clock (China calendar days)', () => {
  const DATES = { startTime: '2026-03-01', endTime: '2026-12-31' };

  it('starts on the start day and ends the day after the end day, in China time', () => {
    expect(chinaDay(at('2026-02-28T15:59:59Z'))).toBe('2026-02-28');
    expect(chinaDay(at('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
    expect(planStatusAt('1', DATES, at('2026-02-28T15:59:59Z'))).toBe('1');
    expect(planStatusAt('1', DATES, at('2026-02-28T16:00:00Z'))).toBe('3');
    expect(planStatusAt('1', DATES, at('2026-12-31T15:59:59Z'))).toBe('3');
    expect(planStatusAt('1', DATES, at('2026-12-31T16:00:00Z'))).toBe('4');
    expect(planStatusAt('5', DATES, at('2026-06-01T00:00:00Z'))).toBe('3');
  });

  it('passes a review into 1 or 3 and refuses it after the end day', () => {
    expect(planStatusAfterPass('13', DATES, at('2026-02-01T00:00:00Z'))).toEqual({ ok: true, to: '1' });
    expect(planStatusAfterPass('13', DATES, at('2026-05-01T00:00:00Z'))).toEqual({ ok: true, to: '3' });
    expect(refusal(planStatusAfterPass('13', DATES, at('2027-01-02T00:00:00Z')))).toEqual({
      msg: '计划结束日期已过，不能审核通过',
    });
  });
});

describe('registration steps', () => {
  it('opens registration in 7 only, with 当前活动不在报名时间内 otherwise', () => {
    expect(refusal(checkApplyOpen('7'))).toBe('allowed');
    for (const s of ['4', '5', '6', '8', '9', '10'] as const) {
      expect(refusal(checkApplyOpen(s))).toEqual({ msg: '当前活动不在报名时间内' });
    }
  });

  it('allows cancelling a registration in 7 and 8 only', () => {
    expect(refusal(checkCancelApply('7'))).toBe('allowed');
    expect(refusal(checkCancelApply('8'))).toBe('allowed');
    expect(refusal(checkCancelApply('9'))).toEqual({
      msg: '当前状态不允许该操作',
      description: '活动已开始或已结束，不能取消报名',
    });
  });
});

// What the portal shows (formerly libs/training/data-access's own copy of these rules).
describe('registration rules the portal shows', () => {
  it('offers registration in 7 报名中 and cancelling in 7 and 8 only, by the activity table', () => {
    const statuses = Object.keys(TRAIN_STATUS_LABELS) as (keyof typeof TRAIN_STATUS_LABELS)[];
    expect(statuses.filter((s) => trainStepAllowed(s, 'apply'))).toEqual(['7']);
    expect(statuses.filter((s) => trainStepAllowed(s, 'cancelApply'))).toEqual(['7', '8']);
  });

  it('lets enterprises register for 1 and 3, individuals for 2 and 3, nobody else', () => {
    expect(['1', '2', '3'].map((t) => trainTargetAllows(t as '1', 'QY'))).toEqual([true, false, true]);
    expect(['1', '2', '3'].map((t) => trainTargetAllows(t as '1', 'GR'))).toEqual([false, true, true]);
    expect(trainTargetAllows('3', 'YYF')).toBe(false);
    expect(trainTargetAllows('3', undefined)).toBe(false);
  });

  it('counts the places left (null = unlimited)', () => {
    expect(placesLeft({ applyLimit: 100, applyCount: 42 })).toBe(58);
    expect(placesLeft({ applyLimit: 30, applyCount: 31 })).toBe(0);
    expect(placesLeft({ applyLimit: 0, applyCount: 500 })).toBeNull();
  });

  it('labels the 13 status codes as the contract does', () => {
    expect(TRAIN_STATUS_LABELS['7']).toBe('报名中');
    expect(TRAIN_STATUS_LABELS['13']).toBe('待审核');
  });
});
