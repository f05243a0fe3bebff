import { and, eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { notFound } from '../../../core/entity';
import { type Handler, requireUser } from '../../../core/handler';
import { entPersonalCompany } from '../../../db/schema';
import { originUserOf } from '../../session';

/**
 * `POST /personal/company/unbind` (GR, QY; seeds 001 §7 "/personal/company/*"): removes one of the individual's own
 * bindings, whatever its state (transition `unbind` of the binding table). A session already switched into that
 * enterprise keeps working until it ends; the next changeToCompany is refused.
 * @throws AppError NOT_FOUND_ENTITY 绑定记录不存在 for an unknown id or another user's binding.
 */
export const unbindPersonalCompany: Handler<'unbindPersonalCompany'> = async (req, ctx) => {
  const caller = requireUser(ctx);
  const userId = await originUserOf(ctx.db, caller);
  const removed = await ctx.db
    .delete(entPersonalCompany)
    .where(and(eq(entPersonalCompany.id, req.body.id), eq(entPersonalCompany.userId, userId)))
    .returning({ id: entPersonalCompany.id });
  if (removed.length === 0) throw notFound('绑定记录不存在');
  return ok(null, '解绑成功');
};
