import { type Handler, requireUser } from '../../../core/handler';
import { appealStaffScope } from '../appeal/appeal.queries';
import { statisticsBySource, statWhere } from './appeal-statistics';

/**
 * `GET /appeal/statistics/bySource` (staff with appeal:statistics:view; seeds 001 §7 appeal/statistics*, issue 16 诉求统计
 * "counts by … source"): per configured source: count, finished, overdue, average handling days and satisfaction.
 * Within the caller's data rules on `appeal:info`.
 */
export const getAppealStatisticsBySource: Handler<'getAppealStatisticsBySource'> = async (req, ctx) => {
  const scope = await appealStaffScope(ctx.db, requireUser(ctx));
  return statisticsBySource(ctx.db, statWhere(req.query, scope));
};
