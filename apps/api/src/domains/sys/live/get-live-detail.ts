import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysLive } from '../../../db/schema';
import { toLiveItem } from './live.queries';
import { found } from '../../../core/entity';
import { isStaff } from '../staff';

/**
 * `GET /sys/live/detail?id=` (optional login): a published broadcast for anyone; an unpublished one
 * only for staff (the edit form), for others NOT_FOUND_ENTITY 直播不存在 as for an unknown id.
 */
export const getLiveDetail: Handler<'getLiveDetail'> = async (req, ctx) => {
  const [row] = await ctx.db.select().from(sysLive).where(eq(sysLive.id, req.query.id)).limit(1);
  const live = found(row?.publishStatus === '1' || isStaff(ctx.user) ? row : undefined, '直播不存在');
  return toLiveItem(live, new Date());
};
