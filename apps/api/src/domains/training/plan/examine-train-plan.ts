import { planStatusAfterPass, planTransition } from '@qifu/training-rules';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { changeTrain, PLAN_KIND } from '../activity/activity-workflow';
import { OPINION_REQUIRED } from '../activity/examine-train-activity';

/**
 * `POST /train/plan/examine` (train:plan:examine): a plan in 13 待审核 passes (→ 1 未开始, or 3 进行中
 * when its start day has come; refused 计划结束日期已过，不能审核通过 after its end day) or is rejected
 * (→ 11, opinion required: BAD_REQUEST 请输入审核意见). Message 审核成功.
 */
export const examineTrainPlan: Handler<'examineTrainPlan'> = async (req, ctx) => {
  requireUser(ctx);
  const opinion = req.body.examineOpinion?.trim() || null;
  if (req.body.examineResult === '2' && !opinion) throw new AppError('BAD_REQUEST', OPINION_REQUIRED, OPINION_REQUIRED);
  return changeTrain(ctx, PLAN_KIND, req.body.id, '审核成功', (row, now) => ({
    status: req.body.examineResult === '1' ? assertAllowed(planStatusAfterPass(row.status, row, now)) : assertAllowed(planTransition(row.status, 'reject')),
    examineOpinion: opinion,
  }));
};
