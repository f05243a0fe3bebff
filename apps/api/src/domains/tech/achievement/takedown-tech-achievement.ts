import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { achievementRows } from './achievement.queries';
import { changeItems } from '../item/item-workflow';

/** `POST /tech/achievement/takedown` (staff; seeds 001 §4 "take down"): 4 已上架 → 5 已下架, all or nothing. */
export const takedownTechAchievement: Handler<'takedownTechAchievement'> = async (req, ctx) => {
  await changeItems(ctx, achievementRows, requireUser(ctx), req.body.ids, 'takedown');
  return ok(null, '下架成功');
};
