import { type Handler, requireUser } from '../../../core/handler';
import { appealStaffScope } from '../appeal/appeal.queries';
import { statisticsByType, statWhere } from './appeal-statistics';

/**
 * `GET /appeal/statistics/byType` (staff with appeal:statistics:view; seeds 001 §7 appeal/statistics*, issue 16 诉求统计): per first-level class (per sub-class with parentCode): count, finished, overdue, average handling days and satisfaction.
 * Within the caller's data rules on `appeal:info`.
 */
export const getAppealStatisticsByType: Handler<'getAppealStatisticsByType'> = async (req, ctx) => {
  const scope = await appealStaffScope(ctx.db, requireUser(ctx));
  return statisticsByType(ctx.db, statWhere(req.query, scope), req.query.parentCode);
};
