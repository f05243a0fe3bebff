import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { advanceTrainClock } from '../activity/train-clock';
import { planPage } from './plan.queries';

/**
 * `GET /train/plan/list` (培训计划; seeds 001 §4, §7): the caller's plans (data rule `train:plan`) in
 * every status, by year then newest; filters keyword (name), planYear, status.
 */
export const listTrainPlan: Handler<'listTrainPlan'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  return planPage(ctx.db, user, req.query, toPageWindow(req.query));
};
