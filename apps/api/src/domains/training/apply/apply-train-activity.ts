import { checkApplyOpen, PUBLIC_ACTIVITY_STATUSES, TRAIN_APPLY_MESSAGES, trainApplyMachine } from '@qifu/training-rules';
import { validateMobile } from '@qifu/validation';
import { and, eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed, assertTransition } from '../../../core/state-machine';
import { isUniqueViolation } from '../../../core/pg-errors';
import { trainActivity, trainInfo } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';
import { validApplyOf } from '../activity/activity.queries';

/** Text when the registrant's name is blank (the documents give none). */
export const APPLY_NAME_REQUIRED = '请输入报名人姓名';

/**
 * `POST /train/info/apply` (QY, GR; the 我要报名 dialog of propagandaDetails, seeds 000 §2, §6): registers
 * the caller for an activity in 7 报名中. The registration is an enterprise one (with the account's
 * company) for QY, a personal one for GR. Checked, in this order, inside one transaction that locks the
 * activity row (so two registrations cannot both take the last places):
 * name not blank (BAD_REQUEST 请输入报名人姓名) and mobile (BAD_REQUEST 手机号不能为空 / 手机号格式错误,
 * `@qifu/validation`); activity published (NOT_FOUND_ENTITY 活动不存在或未发布); registration open
 * (BUSINESS_RULE 当前活动不在报名时间内); applyTarget (BUSINESS_RULE 该活动仅限企业报名 / 该活动仅限个人报名);
 * one valid registration per account (CONFLICT 您已报名该活动); places (BUSINESS_RULE 报名名额不足, the
 * description names the places left; applyLimit 0 = unlimited).
 * @returns `{ id }` of the registration, message 报名成功.
 */
export const applyTrainActivity: Handler<'applyTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const applyName = req.body.applyName.trim();
  const applyPhone = req.body.applyPhone.trim();
  if (!applyName) throw new AppError('BAD_REQUEST', APPLY_NAME_REQUIRED, APPLY_NAME_REQUIRED);
  const phoneError = validateMobile(applyPhone);
  if (phoneError) throw new AppError('BAD_REQUEST', phoneError, phoneError);
  const enterprise = user.userType === 'QY';

  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date();
      await advanceTrainClock(tx, now);
      const [activity] = await tx
        .select({ id: trainActivity.id, status: trainActivity.status, applyTarget: trainActivity.applyTarget, applyLimit: trainActivity.applyLimit })
        .from(trainActivity)
        .where(eq(trainActivity.id, req.body.activityId))
        .for('update');
      if (!activity || !(PUBLIC_ACTIVITY_STATUSES as readonly string[]).includes(activity.status)) {
        throw new AppError('NOT_FOUND_ENTITY', '活动不存在或未发布');
      }
      assertAllowed(checkApplyOpen(activity.status));
      if (activity.applyTarget === '1' && !enterprise) throw new AppError('BUSINESS_RULE', TRAIN_APPLY_MESSAGES.enterpriseOnly);
      if (activity.applyTarget === '2' && enterprise) throw new AppError('BUSINESS_RULE', TRAIN_APPLY_MESSAGES.personalOnly);

      const [existing] = await tx.select({ id: trainInfo.id }).from(trainInfo).where(validApplyOf(activity.id, user.id));
      if (existing) throw new AppError('CONFLICT', TRAIN_APPLY_MESSAGES.duplicate);

      if (activity.applyLimit > 0) {
        const [taken] = await tx
          .select({ n: sql<number>`coalesce(sum(${trainInfo.applyNum}), 0)::int` })
          .from(trainInfo)
          .where(and(eq(trainInfo.activityId, activity.id), eq(trainInfo.applyStatus, '1')));
        const left = activity.applyLimit - Number(taken?.n ?? 0);
        if (req.body.applyNum > left) {
          throw new AppError('BUSINESS_RULE', TRAIN_APPLY_MESSAGES.full, left > 0 ? `剩余名额 ${left} 人` : '名额已满');
        }
      }

      const [row] = await tx
        .insert(trainInfo)
        .values({
          activityId: activity.id,
          userId: user.id,
          companyId: enterprise ? user.companyId : null,
          applyType: enterprise ? '1' : '2',
          applyName,
          applyPhone,
          applyNum: req.body.applyNum,
          remark: req.body.remark?.trim() || null,
          applyStatus: assertTransition(trainApplyMachine, 'new', 'apply') as '1',
          applyTime: now,
        })
        .returning({ id: trainInfo.id });
      if (!row) throw new Error('registration insert returned nothing');
      return ok({ id: row.id }, '报名成功');
    });
  } catch (err) {
    // A parallel registration of the same account won the partial unique index.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', TRAIN_APPLY_MESSAGES.duplicate);
    throw err;
  }
};
