/**
 * The staff side of an activity's life (seeds 001 §4 training status codes, §7 /train/activity/*): the
 * data rule of `train:activity`, loading one activity for a change (locked, after the clock), the
 * time checks of the save and postpone forms, and the SMS notices to registrants (postpone, cancel)
 * written to the outbox (`core/outbox.ts`, topic `sms`, one row per valid registration) in the same
 * transaction as the change. Which change is allowed is only ever asked of `@qifu/training-rules`.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';

import { dataScope, type ScopeCaller } from '../../../core/data-scope';
import type { Db } from '../../../db/client';
import { AppError, ok, type OkResult } from '../../../core/envelope';
import { requireUser, type HandlerContext } from '../../../core/handler';
import { chinaDateTime } from '../../../core/excel-export';
import { enqueue } from '../../../core/outbox';
import { trainActivity, trainInfo, trainPlan } from '../../../db/schema';
import { advanceTrainClock } from './train-clock';

/** Refusal when an activity does not exist or lies outside the caller's data rule. */
export const ACTIVITY_NOT_FOUND = '活动不存在';
/** Refusal when a plan does not exist or lies outside the caller's data rule. */
export const PLAN_NOT_FOUND = '培训计划不存在';

/** The caller's data rule on activities (and their registrations): undefined = every activity. */
export function activityScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  return dataScope(db, caller, 'train:activity', { officeId: trainActivity.officeId, createdBy: trainActivity.createdBy });
}

/** The caller's data rule on plans: undefined = every plan. */
export function planScope(db: Db, caller: ScopeCaller): Promise<SQL | undefined> {
  return dataScope(db, caller, 'train:plan', { officeId: trainPlan.officeId, createdBy: trainPlan.createdBy });
}

/**
 * Takes the clock's due steps, then reads and locks one activity inside the caller's data rule.
 * @throws AppError NOT_FOUND_ENTITY 活动不存在.
 */
export async function lockActivity(tx: Db, caller: ScopeCaller, id: string, now: Date) {
  await advanceTrainClock(tx, now);
  const scope = await activityScope(tx, caller);
  const [row] = await tx
    .select()
    .from(trainActivity)
    .where(and(eq(trainActivity.id, id), scope))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND_ENTITY', ACTIVITY_NOT_FOUND);
  return row;
}

/**
 * Takes the clock's due steps, then reads and locks one plan inside the caller's data rule.
 * @throws AppError NOT_FOUND_ENTITY 培训计划不存在.
 */
export async function lockPlan(tx: Db, caller: ScopeCaller, id: string, now: Date) {
  await advanceTrainClock(tx, now);
  const scope = await planScope(tx, caller);
  const [row] = await tx
    .select()
    .from(trainPlan)
    .where(and(eq(trainPlan.id, id), scope))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND_ENTITY', PLAN_NOT_FOUND);
  return row;
}

/** Time-order refusals of the activity form (contract `TrainActivityForm`: applyStart < applyEnd ≤ holdStart < holdEnd). */
export const ACTIVITY_TIME_MESSAGES = {
  applyEnd: '报名截止时间须晚于报名开始时间',
  holdStart: '举办开始时间不能早于报名截止时间',
  holdEnd: '举办结束时间须晚于举办开始时间',
  postponeLater: '新的举办开始时间须晚于原举办开始时间',
  postponeFuture: '新的举办开始时间须晚于当前时间',
} as const;

/** @throws AppError BAD_REQUEST with the first broken time rule of {@link ACTIVITY_TIME_MESSAGES}. */
export function checkActivityTimes(t: { applyStartTime: Date; applyEndTime: Date; holdStartTime: Date; holdEndTime: Date }): void {
  const bad = (msg: string) => new AppError('BAD_REQUEST', msg, msg);
  if (t.applyEndTime.getTime() <= t.applyStartTime.getTime()) throw bad(ACTIVITY_TIME_MESSAGES.applyEnd);
  if (t.holdStartTime.getTime() < t.applyEndTime.getTime()) throw bad(ACTIVITY_TIME_MESSAGES.holdStart);
  if (t.holdEndTime.getTime() <= t.holdStartTime.getTime()) throw bad(ACTIVITY_TIME_MESSAGES.holdEnd);
}

/** Sender name at the head of every SMS of the platform (as the login code's). */
const SMS_SIGN = '【县企业综合服务中心】';

/** SMS to a registrant of a postponed activity (China time). */
export function postponeNoticeText(activityName: string, holdStartTime: Date, holdEndTime: Date, reason: string): string {
  return `${SMS_SIGN}您报名的活动“${activityName}”已延期，新的举办时间为${chinaDateTime(holdStartTime)}至${chinaDateTime(holdEndTime)}，延期原因：${reason}。`;
}

/** SMS to a registrant of a cancelled activity. */
export function cancelNoticeText(activityName: string, reason: string): string {
  return `${SMS_SIGN}您报名的活动“${activityName}”已取消，取消原因：${reason}。给您带来不便，敬请谅解。`;
}

/**
 * Writes one outbox SMS per valid ('1') registration of the activity, in the caller's transaction.
 * @returns the number of messages written.
 */
export async function notifyRegistrants(tx: Db, activityId: string, text: string): Promise<number> {
  const rows = await tx
    .select({ phone: trainInfo.applyPhone })
    .from(trainInfo)
    .where(and(eq(trainInfo.activityId, activityId), eq(trainInfo.applyStatus, '1')));
  for (const r of rows) await enqueue(tx, 'sms', { phone: r.phone, text });
  return rows.length;
}

/** The two kinds a staff change applies to (seeds 001 §4 training status codes): how one is locked, its table. */
export interface TrainKind<R extends { id: string; status: string }> {
  table: typeof trainActivity | typeof trainPlan;
  /** Locks one row inside the caller's data rule, after the clock (NOT_FOUND_ENTITY otherwise). */
  lock(tx: Db, caller: ScopeCaller, id: string, now: Date): Promise<R>;
  /** The caller's data rule. */
  scope(db: Db, caller: ScopeCaller): Promise<SQL | undefined>;
  /** NOT_FOUND_ENTITY message. */
  notFound: string;
}

/** Activities (/train/activity/*). */
export const ACTIVITY_KIND: TrainKind<Awaited<ReturnType<typeof lockActivity>>> = {
  table: trainActivity,
  lock: lockActivity,
  scope: activityScope,
  notFound: ACTIVITY_NOT_FOUND,
};

/** Plans (/train/plan/*). */
export const PLAN_KIND: TrainKind<Awaited<ReturnType<typeof lockPlan>>> = { table: trainPlan, lock: lockPlan, scope: planScope, notFound: PLAN_NOT_FOUND };

/**
 * One staff change of an activity or plan (publish, examine, cancel, finish …): in one transaction, the row locked
 * after the clock within the caller's data rule, `change` decides the new columns (asking `@qifu/training-rules`, which
 * refuses with BUSINESS_RULE 当前状态不允许该操作), the row is updated with `updatedAt`, then `after` runs (e.g. the
 * SMS notices).
 * @returns null with `message`.
 * @throws AppError NOT_FOUND_ENTITY (the kind's message), BUSINESS_RULE.
 */
export async function changeTrain<R extends { id: string; status: string }>(
  ctx: HandlerContext,
  kind: TrainKind<R>,
  id: string,
  message: string,
  change: (row: R, now: Date) => Record<string, unknown>,
  after?: (tx: Db, row: R) => Promise<unknown>,
): Promise<OkResult<null>> {
  const user = requireUser(ctx);
  // `kind.table` is one of two tables: Drizzle cannot type a write to a union of tables, hence the casts.
  const table = kind.table as typeof trainActivity;
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await kind.lock(tx, user, id, now);
    await tx
      .update(table)
      .set({ ...change(row, now), updatedAt: now } as never)
      .where(eq(table.id, row.id));
    if (after) await after(tx, row);
    return ok(null, message);
  });
}

/**
 * Deletes activities or plans of the caller's data rule, all or nothing (seeds 001 §7 /train/…/delete): an unknown id
 * → NOT_FOUND_ENTITY (the kind's message), one the state table refuses → BUSINESS_RULE 当前状态不允许该操作; `check`
 * may refuse more (a plan with activities). Message 删除成功.
 */
export async function deleteTrain<R extends { id: string; status: string }>(
  ctx: HandlerContext,
  kind: TrainKind<R>,
  ids: readonly string[],
  assertDeletable: (status: string) => void,
  check?: (tx: Db, ids: string[]) => Promise<void>,
): Promise<OkResult<null>> {
  const user = requireUser(ctx);
  const unique = [...new Set(ids)];
  const table = kind.table as typeof trainActivity;
  return ctx.db.transaction(async (tx) => {
    await advanceTrainClock(tx);
    const scope = await kind.scope(tx, user);
    const rows = await tx
      .select({ id: table.id, status: table.status })
      .from(table)
      .where(and(inArray(table.id, unique), scope))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND_ENTITY', kind.notFound);
    for (const r of rows) assertDeletable(r.status);
    if (check) await check(tx, unique);
    await tx.delete(table).where(inArray(table.id, unique));
    return ok(null, '删除成功');
  });
}
