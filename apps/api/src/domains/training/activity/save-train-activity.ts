import { activityTransition } from '@qifu/training-rules';
import { and, eq, inArray } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { sanitizeOptionalRichText } from '../../../core/sanitize-html';
import { assertAllowed } from '../../../core/state-machine';
import { trainActivity, trainPlan } from '../../../db/schema';
import { checkActivityTimes, lockActivity } from './activity-workflow';
import { trimUnits } from './train-units';

/** Refusal when the chosen plan is not one an activity may belong to (listTrainPlanOptions: 1, 3, 5). */
export const PLAN_NOT_SELECTABLE = '所选培训计划不存在或不可选';

/**
 * `POST /train/activity/save` (train:activity:save): without id creates an activity in 2 未发布 (the
 * caller's office organises it); with id updates one in 2 or 11 of the caller's data rule (status
 * unchanged; other statuses BUSINESS_RULE 当前状态不允许该操作). Checks the time order
 * (BAD_REQUEST, `ACTIVITY_TIME_MESSAGES`) and the plan (a plan that is not there or not in 1/3/5: a
 * referential error, HTTP 200 BUSINESS_RULE 所选培训计划不存在或不可选; issue 17);
 * sanitizes the rich text; trims the unit rows.
 * @returns `{ id }`, message 保存成功.
 */
export const saveTrainActivity: Handler<'saveTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const b = req.body;
  const times = {
    applyStartTime: new Date(b.applyStartTime),
    applyEndTime: new Date(b.applyEndTime),
    holdStartTime: new Date(b.holdStartTime),
    holdEndTime: new Date(b.holdEndTime),
  };
  checkActivityTimes(times);
  const activityName = b.activityName.trim();
  const activityAddress = b.activityAddress.trim();
  if (!activityName) throw new AppError('BAD_REQUEST', '请输入活动名称', '请输入活动名称');
  if (!activityAddress) throw new AppError('BAD_REQUEST', '请输入活动地点', '请输入活动地点');
  const values = {
    planId: b.planId ?? null,
    activityName,
    activityType: b.activityType,
    coverImage: b.coverImage?.trim() || null,
    activityContent: sanitizeOptionalRichText(b.activityContent) ?? null,
    activityAddress,
    streetCode: b.streetCode || null,
    ...times,
    applyLimit: b.applyLimit,
    applyTarget: b.applyTarget,
    contactName: b.contactName?.trim() || null,
    contactPhone: b.contactPhone?.trim() || null,
    units: trimUnits(b.units),
  };
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (b.planId) {
      const [plan] = await tx
        .select({ id: trainPlan.id })
        .from(trainPlan)
        .where(and(eq(trainPlan.id, b.planId), inArray(trainPlan.status, ['1', '3', '5'])));
      if (!plan) throw new AppError('BUSINESS_RULE', PLAN_NOT_SELECTABLE);
    }
    if (b.id) {
      const row = await lockActivity(tx, user, b.id, now);
      assertAllowed(activityTransition(row.status, 'save'));
      await tx.update(trainActivity).set({ ...values, updatedAt: now }).where(eq(trainActivity.id, row.id));
      return ok({ id: row.id }, '保存成功');
    }
    const status = assertAllowed(activityTransition('new', 'save'));
    const [created] = await tx
      .insert(trainActivity)
      .values({ ...values, status, officeId: user.officeId, createdBy: user.id, createdAt: now, updatedAt: now })
      .returning({ id: trainActivity.id });
    if (!created) throw new Error('activity insert returned nothing');
    return ok({ id: created.id }, '保存成功');
  });
};
