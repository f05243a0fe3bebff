import { activityStatusAfterPass, activityTransition } from '@qifu/training-rules';

import { AppError } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { ACTIVITY_KIND, changeTrain } from './activity-workflow';

/** Refusal of a rejection without an opinion (contract `TrainExamineForm`). */
export const OPINION_REQUIRED = '请输入审核意见';

/**
 * `POST /train/activity/examine` (train:activity:examine): an activity in 13 待审核 passes (1 → 6 待报名,
 * 7 报名中 or 8 待举办 by its times; refused with 活动举办时间已到，不能审核通过 once holdStartTime has
 * come) or is rejected (2 → 11 审核驳回, opinion required: BAD_REQUEST 请输入审核意见). The opinion is
 * kept. Other statuses BUSINESS_RULE 当前状态不允许该操作. Message 审核成功.
 */
export const examineTrainActivity: Handler<'examineTrainActivity'> = async (req, ctx) => {
  requireUser(ctx);
  const opinion = req.body.examineOpinion?.trim() || null;
  if (req.body.examineResult === '2' && !opinion) throw new AppError('BAD_REQUEST', OPINION_REQUIRED, OPINION_REQUIRED);
  return changeTrain(ctx, ACTIVITY_KIND, req.body.id, '审核成功', (row, now) => ({
    status: req.body.examineResult === '1' ? assertAllowed(activityStatusAfterPass(row.status, row, now)) : assertAllowed(activityTransition(row.status, 'reject')),
    examineOpinion: opinion,
  }));
};
