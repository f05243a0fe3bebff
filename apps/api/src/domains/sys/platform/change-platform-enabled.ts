import { eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysPlatform } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /sys/platform/changeEnabled` (ADMIN, sys:platform:save): sets the enable flag (setting the
 * current value again is accepted). A disabled entry leaves the portal menu. Unknown id →
 * NOT_FOUND_ENTITY 子平台不存在.
 */
export const changePlatformEnabled: Handler<'changePlatformEnabled'> = async (req, ctx) => {
  const updated = await ctx.db
    .update(sysPlatform)
    .set({ enableFlag: req.body.enableFlag, updatedAt: sql`now()` })
    .where(eq(sysPlatform.id, req.body.id))
    .returning({ id: sysPlatform.id });
  found(updated[0], '子平台不存在');
  return null;
};
