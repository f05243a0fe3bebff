import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { achievementRows } from './achievement.queries';
import { deleteItems } from '../item/item-workflow';

/**
 * `POST /tech/achievement/delete` (seeds 001 §7): items in 0 草稿, 3 审核驳回 or 5 已下架, all or nothing,
 * with their negotiations; owners delete their own.
 */
export const deleteTechAchievement: Handler<'deleteTechAchievement'> = async (req, ctx) => {
  await deleteItems(ctx, achievementRows, requireUser(ctx), req.body.ids);
  return ok(null, '删除成功');
};
