import type { Handler } from '../../../core/handler';
import { requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { dispatchAppeal } from './appeal-staff-actions';

/**
 * `POST /appeal/info/updateDealOffice` (ADMIN, YYF, GOV; `appeal:info:dispatch`): accept and assign (1 → 2, the
 * deadline from the class's deal duration) or re-assign (2/3 → 2). BUSINESS_RULE 当前状态不允许该操作 otherwise, and
 * BUSINESS_RULE 承办部门不存在或已停用 for an unknown or disabled office (referential, issue 17).
 */
export const updateDealOffice: Handler<'updateDealOffice'> = async (req, ctx) => {
  await dispatchAppeal(ctx.db, actorOf(requireUser(ctx)), req.body);
  return null;
};
