import { and, eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { requireUser, type Handler } from '../../../core/handler';
import { polCollect } from '../../../db/schema';

/** `POST /pol/my/cancelCollect` (any login): removes the caller's collection of the policy; succeeds when there was none. */
export const cancelCollect: Handler<'cancelCollect'> = async (req, ctx) => {
  const user = requireUser(ctx);
  await ctx.db.delete(polCollect).where(and(eq(polCollect.userId, user.id), eq(polCollect.polInfoId, req.body.polInfoId)));
  return ok(null, '已取消收藏');
};
