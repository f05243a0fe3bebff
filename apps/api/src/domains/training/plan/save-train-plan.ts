import { planTransition } from '@qifu/training-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { assertAllowed } from '../../../core/state-machine';
import { trainPlan } from '../../../db/schema';
import { lockPlan } from '../activity/activity-workflow';
import { trimUnits } from '../activity/train-units';

/** Date refusals of the plan form (contract `TrainPlanForm`). */
export const PLAN_DATE_MESSAGES = {
  equal: '开始时间和结束时间不能相等',
  order: '结束日期不能早于开始日期',
} as const;

/** @throws AppError BAD_REQUEST when the end day equals or precedes the start day. */
export function checkPlanDates(startTime: string, endTime: string): void {
  if (startTime === endTime) throw new AppError('BAD_REQUEST', PLAN_DATE_MESSAGES.equal, PLAN_DATE_MESSAGES.equal);
  if (endTime < startTime) throw new AppError('BAD_REQUEST', PLAN_DATE_MESSAGES.order, PLAN_DATE_MESSAGES.order);
}

/**
 * `POST /train/plan/save` (train:plan:save): without id creates a plan in 2 未发布 (organised by the
 * caller's office); with id updates one in 2 or 11 of the caller's data rule (other statuses
 * BUSINESS_RULE 当前状态不允许该操作). Dates: BAD_REQUEST 开始时间和结束时间不能相等 / 结束日期不能早于开始日期.
 * @returns `{ id }`, message 保存成功.
 */
export const saveTrainPlan: Handler<'saveTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const b = req.body;
  checkPlanDates(b.startTime, b.endTime);
  const planName = b.planName.trim();
  if (!planName) throw new AppError('BAD_REQUEST', '请输入计划名称', '请输入计划名称');
  const values = {
    planName,
    planYear: b.planYear,
    startTime: b.startTime,
    endTime: b.endTime,
    planContent: sanitizeOptionalRichText(b.planContent) ?? null,
    units: trimUnits(b.units),
  };
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (b.id) {
      const row = await lockPlan(tx, user, b.id, now);
      assertAllowed(planTransition(row.status, 'save'));
      await tx.update(trainPlan).set({ ...values, updatedAt: now }).where(eq(trainPlan.id, row.id));
      return ok({ id: row.id }, '保存成功');
    }
    const status = assertAllowed(planTransition('new', 'save'));
    const [created] = await tx
      .insert(trainPlan)
      .values({ ...values, status, officeId: user.officeId, createdBy: user.id, createdAt: now, updatedAt: now })
      .returning({ id: trainPlan.id });
    if (!created) throw new Error('plan insert returned nothing');
    return ok({ id: created.id }, '保存成功');
  });
};
