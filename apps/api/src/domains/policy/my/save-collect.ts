import { and, eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { found } from '../../../core/entity';
import { requireUser, type Handler } from '../../../core/handler';
import { polCollect, polInfo } from '../../../db/schema';

/**
 * `POST /pol/my/saveCollect` (any login): collects a published policy; collecting twice keeps the one
 * collection. An unknown or unpublished policy → NOT_FOUND_ENTITY 政策不存在.
 */
export const saveCollect: Handler<'saveCollect'> = async (req, ctx) => {
  const user = requireUser(ctx);
  const { polInfoId } = req.body;
  found((await ctx.db.select({ id: polInfo.id }).from(polInfo).where(and(eq(polInfo.id, polInfoId), eq(polInfo.status, 'published'))).limit(1))[0], '政策不存在');
  await ctx.db.insert(polCollect).values({ userId: user.id, polInfoId }).onConflictDoNothing();
  return ok(null, '收藏成功');
};
