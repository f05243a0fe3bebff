import { type Handler, requireUser } from '../../../core/handler';
import { toPageWindow } from '../../../core/paging';
import { advanceTrainClock } from '../activity/train-clock';
import { infoPage } from './info-manage.queries';

/**
 * `GET /train/info/list` (报名管理, train:info:list): the registrations of one activity of the caller's
 * data rule (NOT_FOUND_ENTITY 活动不存在 otherwise), newest first, with sign-in and evaluation; filters
 * keyword (enterprise, name, phone), applyType, applyStatus, signInStatus.
 */
export const listTrainInfo: Handler<'listTrainInfo'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await advanceTrainClock(ctx.db);
  return infoPage(ctx.db, user, req.query, toPageWindow(req.query));
};
