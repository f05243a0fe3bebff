import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { achievementRows } from './achievement.queries';
import { changeItems } from '../item/item-workflow';

/**
 * `POST /tech/achievement/putaway` (staff; seeds 001 §4 "putaway"): 2 审核通过 / 5 已下架 → 4 已上架,
 * all or nothing; sets the putaway time (the public lists' order).
 */
export const putawayTechAchievement: Handler<'putawayTechAchievement'> = async (req, ctx) => {
  await changeItems(ctx, achievementRows, requireUser(ctx), req.body.ids, 'putaway');
  return ok(null, '上架成功');
};
