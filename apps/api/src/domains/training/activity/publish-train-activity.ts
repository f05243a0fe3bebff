import { activityTransition } from '@qifu/training-rules';

import type { Handler } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { ACTIVITY_KIND, changeTrain } from './activity-workflow';

/**
 * `POST /train/activity/publish` (提交审核, train:activity:save): 2 未发布 / 11 审核驳回 → 13 待审核;
 * other statuses BUSINESS_RULE 当前状态不允许该操作. Message 已提交审核.
 */
export const publishTrainActivity: Handler<'publishTrainActivity'> = (req, ctx) =>
  changeTrain(ctx, ACTIVITY_KIND, req.body.id, '已提交审核', (row) => ({ status: assertAllowed(activityTransition(row.status, 'publish')) }));
