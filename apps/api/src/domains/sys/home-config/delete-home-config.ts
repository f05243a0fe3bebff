import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysHomeConfig } from '../../../db/schema';
import { found } from '../../../core/entity';
import { HOME_CONFIG_CACHE_TAG } from '../cache-tags';

/** `POST /sys/homeConfig/delete` (ADMIN, YYF, sys:homeConfig:delete). Unknown id → NOT_FOUND_ENTITY 首页配置不存在. */
export const deleteHomeConfig: Handler<'deleteHomeConfig'> = async (req, ctx) =>
  invalidating(ctx.readCache, [HOME_CONFIG_CACHE_TAG], async () => {
    const deleted = await ctx.db.delete(sysHomeConfig).where(eq(sysHomeConfig.id, req.body.id)).returning({ id: sysHomeConfig.id });
    found(deleted[0], '首页配置不存在');
    return ok(null, '删除成功');
  });
