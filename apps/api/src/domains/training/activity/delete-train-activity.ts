import { trainActivityMachine } from '@qifu/training-rules';

import type { Handler } from '../../../core/handler';
import { assertTransition } from '../../../core/state-machine';
import { ACTIVITY_KIND, deleteTrain } from './activity-workflow';

/**
 * `POST /train/activity/delete` (train:activity:delete): removes activities in 2, 11 or 12 of the
 * caller's data rule with their registrations, all or nothing: an unknown id → NOT_FOUND_ENTITY
 * 活动不存在, one in another status → BUSINESS_RULE 当前状态不允许该操作. Message 删除成功.
 */
export const deleteTrainActivity: Handler<'deleteTrainActivity'> = (req, ctx) =>
  deleteTrain(ctx, ACTIVITY_KIND, req.body.ids, (status) => assertTransition(trainActivityMachine, status, 'delete'));
