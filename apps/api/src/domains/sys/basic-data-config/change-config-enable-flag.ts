import { eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /sys/basicDataConfig/changeConfigEnableFlag` (ADMIN, YYF, sys:basicDataConfig:save): sets
 * the enable flag (setting the current value again is accepted). The children keep their own flag;
 * a disabled parent hides them from the cascade and the public lists. Unknown id → NOT_FOUND_ENTITY 配置不存在.
 */
export const changeConfigEnableFlag: Handler<'changeConfigEnableFlag'> = async (req, ctx) => {
  const updated = await ctx.db
    .update(sysBasicDataConfig)
    .set({ enableFlag: req.body.enableFlag, updatedAt: sql`now()` })
    .where(eq(sysBasicDataConfig.id, req.body.id))
    .returning({ id: sysBasicDataConfig.id });
  found(updated[0], '配置不存在');
  return null;
};
