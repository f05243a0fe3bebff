import { ok } from '../../../core/envelope';
import { type Handler, requireUser } from '../../../core/handler';
import { instituteRows } from './institute.queries';
import { changeItems } from '../item/item-workflow';

/** `POST /tech/institute/takedown` (staff; seeds 001 §4 "take down"): 4 已上架 → 5 已下架, all or nothing. */
export const takedownTechInstitute: Handler<'takedownTechInstitute'> = async (req, ctx) => {
  await changeItems(ctx, instituteRows, requireUser(ctx), req.body.ids, 'takedown');
  return ok(null, '下架成功');
};
