import { eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysHomeConfig } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /sys/homeConfig/changeEnabled` (ADMIN, YYF, sys:homeConfig:save): sets the enable flag
 * (setting the current value again is accepted); disabled entries leave the portal. Unknown id →
 * NOT_FOUND_ENTITY 首页配置不存在.
 */
export const changeHomeConfigEnabled: Handler<'changeHomeConfigEnabled'> = async (req, ctx) => {
  const updated = await ctx.db
    .update(sysHomeConfig)
    .set({ enableFlag: req.body.enableFlag, updatedAt: sql`now()` })
    .where(eq(sysHomeConfig.id, req.body.id))
    .returning({ id: sysHomeConfig.id });
  found(updated[0], '首页配置不存在');
  return null;
};
