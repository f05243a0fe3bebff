import { type Handler, requireUser } from '../../../core/handler';
import { appealStaffScope } from '../appeal/appeal.queries';
import { statisticsByStreet, statWhere } from './appeal-statistics';

/**
 * `GET /appeal/statistics/byStreet` (staff with appeal:statistics:view; seeds 001 §7 appeal/statistics*, issue 16 诉求统计): per street: report = finished (已办结), notReport = the rest (未办结), the chart data of seeds 001 §3.
 * Within the caller's data rules on `appeal:info`.
 */
export const getAppealStatisticsByStreet: Handler<'getAppealStatisticsByStreet'> = async (req, ctx) => {
  const scope = await appealStaffScope(ctx.db, requireUser(ctx));
  return statisticsByStreet(ctx.db, statWhere(req.query, scope));
};
