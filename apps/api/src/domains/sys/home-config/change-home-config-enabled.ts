import { eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysHomeConfig } from '../../../db/schema';
import { found } from '../../../core/entity';
import { HOME_CONFIG_CACHE_TAG } from '../cache-tags';

/**
 * `POST /sys/homeConfig/changeEnabled` (ADMIN, YYF, sys:homeConfig:save): sets the enable flag
 * (setting the current value again is accepted); disabled entries leave the portal. Unknown id →
 * NOT_FOUND_ENTITY 首页配置不存在.
 */
export const changeHomeConfigEnabled: Handler<'changeHomeConfigEnabled'> = async (req, ctx) =>
  invalidating(ctx.readCache, [HOME_CONFIG_CACHE_TAG], async () => {
    const updated = await ctx.db
      .update(sysHomeConfig)
      .set({ enableFlag: req.body.enableFlag, updatedAt: sql`now()` })
      .where(eq(sysHomeConfig.id, req.body.id))
      .returning({ id: sysHomeConfig.id });
    found(updated[0], '首页配置不存在');
    return null;
  });
