import { type Handler, requireUser } from '../../../core/handler';
import { appealPage, appealStaffScope } from './appeal.queries';

/**
 * `GET /appeal/info/list` (ADMIN, YYF, GOV, DEPT, CALL with appeal:info:list; seeds 001 §7 appeal/info/*, issue 16
 * 诉求办理): the appeals within the caller's data rules on `appeal:info` (DEPT: appeals of a dealing office linked to
 * its own office — in the query, never after it), overdue appeals first, then newest first. `keyword` matches title,
 * number or company; `status`, `appealClass` (with its sub-classes), `appealSource`, `dealOffice`, `streetCode`,
 * `overdue` and the submission dates `startTime`–`endTime` (China time, inclusive) filter.
 */
export const listAppealInfo: Handler<'listAppealInfo'> = async (req, ctx) => {
  const where = await appealStaffScope(ctx.db, requireUser(ctx));
  return appealPage(ctx.db, { ...req.query, where, staff: true });
};
