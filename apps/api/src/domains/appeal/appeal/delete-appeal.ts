import { type Handler, requireUser } from '../../../core/handler';
import { actorOf } from './appeal-workflow';
import { deleteAppealsByStaff } from './appeal-staff-form';

/**
 * `POST /appeal/info/delete` (ADMIN, YYF, GOV with appeal:info:delete; seeds 001 §7 appeal/info/delete): deletes
 * appeals in 1 待受理 or 7 已退回 (the state table's `delete`), all or none. Another state answers BUSINESS_RULE
 * 当前状态不允许该操作; an id outside the caller's scope NOT_FOUND_ENTITY 诉求不存在.
 */
export const deleteAppeal: Handler<'deleteAppeal'> = async (req, ctx) => {
  await deleteAppealsByStaff(ctx.db, actorOf(requireUser(ctx)), req.body.ids);
  return null;
};
