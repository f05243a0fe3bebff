import { inArray } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { callData } from '../../../db/schema';

/**
 * `POST /call/data/delete` (ADMIN, YYF; call:data:delete): deletes the records (ids not found are ignored); an appeal a
 * call became stays (it is handled in 诉求办理).
 */
export const deleteCallData: Handler<'deleteCallData'> = async (req, ctx) => {
  await ctx.db.delete(callData).where(inArray(callData.id, req.body.ids));
  return ok(null, '删除成功');
};
