import { and, desc, eq, inArray } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { trainPlan } from '../../../db/schema';
import { advanceTrainClock } from '../activity/train-clock';

/**
 * `GET /train/plan/options` (train:activity:save): the plans an activity may belong to — reviewed and
 * not over (1 未开始, 3 进行中, 5 已延期) — as `{ label: planName, value: id }`, newest year first;
 * optionally of one planYear.
 */
export const listTrainPlanOptions: Handler<'listTrainPlanOptions'> = async (req, ctx) => {
  await advanceTrainClock(ctx.db);
  const rows = await ctx.db
    .select({ label: trainPlan.planName, value: trainPlan.id })
    .from(trainPlan)
    .where(and(inArray(trainPlan.status, ['1', '3', '5']), req.query.planYear ? eq(trainPlan.planYear, req.query.planYear) : undefined))
    .orderBy(desc(trainPlan.planYear), desc(trainPlan.createdAt));
  return rows;
};
