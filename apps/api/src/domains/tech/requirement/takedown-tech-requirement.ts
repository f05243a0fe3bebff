import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { requirementRows } from './requirement.queries';
import { changeItems } from '../item/item-workflow';

/** `POST /tech/requirement/takedown` (staff; seeds 001 §4 "take down"): 4 已上架 → 5 已下架, all or nothing. */
export const takedownTechRequirement: Handler<'takedownTechRequirement'> = async (req, ctx) => {
  await changeItems(ctx, requirementRows, requireUser(ctx), req.body.ids, 'takedown');
  return ok(null, '下架成功');
};
