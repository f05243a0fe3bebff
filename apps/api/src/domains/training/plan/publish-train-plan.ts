import { planTransition } from '@qifu/training-rules';

import type { Handler } from '../../../core/handler';
import { assertAllowed } from '../../../core/state-machine';
import { changeTrain, PLAN_KIND } from '../activity/activity-workflow';

/** `POST /train/plan/publish` (提交审核, train:plan:save): 2 / 11 → 13 待审核; otherwise BUSINESS_RULE 当前状态不允许该操作. */
export const publishTrainPlan: Handler<'publishTrainPlan'> = (req, ctx) =>
  changeTrain(ctx, PLAN_KIND, req.body.id, '已提交审核', (row) => ({ status: assertAllowed(planTransition(row.status, 'publish')) }));
