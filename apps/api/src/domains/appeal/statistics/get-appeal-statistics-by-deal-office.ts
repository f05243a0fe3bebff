import { type Handler, requireUser } from '../../../core/handler';
import { appealStaffScope } from '../appeal/appeal.queries';
import { statisticsByDealOffice, statWhere } from './appeal-statistics';

/**
 * `GET /appeal/statistics/byDealOffice` (staff with appeal:statistics:view; seeds 001 §7 appeal/statistics*, issue 16 诉求统计): per dealing office: count, finished, overdue, average handling days and satisfaction.
 * Within the caller's data rules on `appeal:info`.
 */
export const getAppealStatisticsByDealOffice: Handler<'getAppealStatisticsByDealOffice'> = async (req, ctx) => {
  const scope = await appealStaffScope(ctx.db, requireUser(ctx));
  return statisticsByDealOffice(ctx.db, statWhere(req.query, scope));
};
