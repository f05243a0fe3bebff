import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { activityManagePage } from './activity-manage.queries';
import { advanceTrainClock } from './train-clock';

/**
 * `GET /train/activity/list` (培训活动; seeds 001 §4, §7): the caller's activities (data rule
 * `train:activity`) in every status, newest first; filters keyword (name), planId, activityType,
 * status, holding days startDate–endDate (China days). The clock's due steps are taken first.
 */
export const listTrainActivity: Handler<'listTrainActivity'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  return activityManagePage(ctx.db, user, req.query, toPageWindow(req.query));
};
