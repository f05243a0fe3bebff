import { type Handler, requireUser } from '../../../core/handler';
import { appealCounts, appealStaffScope } from './appeal.queries';

/**
 * `GET /appeal/info/counts` (ADMIN, YYF, GOV, DEPT with appeal:info:list; seeds 001 §7 appeal/info/counts): the list
 * tabs' and the workbench home's counters — all, per state and overdue (超期未办结) — for the list's filters (status
 * ignored) within the caller's data rules.
 */
export const getAppealCounts: Handler<'getAppealCounts'> = async (req, ctx) => {
  const where = await appealStaffScope(ctx.db, requireUser(ctx));
  return appealCounts(ctx.db, { ...req.query, where, staff: true });
};
