import { type Handler, requireUser } from '../../../core/handler';
import { appealStaffScope } from '../appeal/appeal.queries';
import { chinaYear, statisticsTrend } from './appeal-statistics';

/**
 * `GET /appeal/statistics/trend` (staff with appeal:statistics:view; seeds 001 §7 appeal/statistics*, issue 16 诉求统计): submitted and finished appeals per month of `year` (default this year, China time).
 * Within the caller's data rules on `appeal:info`.
 */
export const getAppealStatisticsTrend: Handler<'getAppealStatisticsTrend'> = async (req, ctx) => {
  const scope = await appealStaffScope(ctx.db, requireUser(ctx));
  return statisticsTrend(ctx.db, scope, req.query.year ?? chinaYear());
};
