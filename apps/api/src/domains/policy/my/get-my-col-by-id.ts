import { and, eq } from 'drizzle-orm';

import { requireUser, type Handler } from '../../../core/handler';
import { iso } from '../../../core/values';
import { polCollect } from '../../../db/schema';

/** `GET /pol/my/getMyColById?polInfoId=` (any login): whether the caller collected the policy, with the collection's id and time. */
export const getMyColById: Handler<'getMyColById'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({ id: polCollect.id, createdAt: polCollect.createdAt })
    .from(polCollect)
    .where(and(eq(polCollect.userId, user.id), eq(polCollect.polInfoId, req.query.polInfoId)))
    .limit(1);
  return { collected: Boolean(row), id: row?.id ?? null, collectTime: row ? iso(row.createdAt) : null };
};
