import { isSignedIn, TRAIN_APPLY_STATUS, trainActivityMachine } from '@qifu/training-rules';
import { and, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { trainActivity, trainInfo } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';

/** Refusals of an evaluation (contract `TrainEvaluateForm`). */
export const EVALUATE_MESSAGES = {
  notSignedIn: '未签到的报名不能评价',
  duplicate: '您已评价过该活动',
} as const;

/**
 * `POST /train/info/evaluate` (QY, GR; 活动评价): the registrant evaluates their own valid, signed-in
 * registration once (score 1–5, optional text up to 300 characters) while the activity is in 10 待评价
 * (the `evaluate` row of the table; otherwise BUSINESS_RULE 当前状态不允许该操作). BUSINESS_RULE
 * 未签到的报名不能评价; CONFLICT 您已评价过该活动; NOT_FOUND_ENTITY 报名记录不存在. Message 评价成功.
 */
export const evaluateTrainActivity: Handler<'evaluateTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await advanceTrainClock(tx, now);
    const [row] = await tx
      .select({ id: trainInfo.id, signInStatus: trainInfo.signInStatus, evaluateTime: trainInfo.evaluateTime, activityStatus: trainActivity.status })
      .from(trainInfo)
      .innerJoin(trainActivity, eq(trainActivity.id, trainInfo.activityId))
      .where(and(eq(trainInfo.id, req.body.id), eq(trainInfo.userId, user.id), eq(trainInfo.applyStatus, TRAIN_APPLY_STATUS.applied)))
      .for('update', { of: trainInfo });
    if (!row) throw new AppError('NOT_FOUND_ENTITY', '报名记录不存在');
    assertTransition(trainActivityMachine, row.activityStatus, 'evaluate');
    if (!isSignedIn(row)) throw new AppError('BUSINESS_RULE', EVALUATE_MESSAGES.notSignedIn);
    if (row.evaluateTime) throw new AppError('CONFLICT', EVALUATE_MESSAGES.duplicate);
    await tx
      .update(trainInfo)
      .set({ evaluateScore: req.body.evaluateScore, evaluateContent: req.body.evaluateContent?.trim() || null, evaluateTime: now })
      .where(eq(trainInfo.id, row.id));
    return ok(null, '评价成功');
  });
};
