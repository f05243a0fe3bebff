import { activityTransition } from '@qifu/training-rules';

import type { Handler } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { ACTIVITY_KIND, changeTrain } from './activity-workflow';

/**
 * `POST /train/activity/finish` (结束活动, train:activity:save): 10 待评价 → 4 已结束 before the clock
 * does it (7 days after holdEndTime); evaluation closes. Other statuses BUSINESS_RULE 当前状态不允许该操作.
 */
export const finishTrainActivity: Handler<'finishTrainActivity'> = (req, ctx) =>
  changeTrain(ctx, ACTIVITY_KIND, req.body.id, '活动已结束', (row) => ({ status: assertAllowed(activityTransition(row.status, 'finish')) }));
