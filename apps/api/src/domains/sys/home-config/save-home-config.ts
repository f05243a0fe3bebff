import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysHomeConfig } from '../../../db/schema';
import { assertHomeConfigContent } from './home-config.queries';
import { found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';
import { HOME_CONFIG_CACHE_TAG } from '../cache-tags';

/**
 * `POST /sys/homeConfig/save` (ADMIN, YYF, sys:homeConfig:save): creates (no id) or updates an
 * entry. Carousel slides and hot blocks need `imagePath`, quick and friend links `linkUrl`, and
 * an address must fit its link type (BUSINESS_RULE); unknown id → NOT_FOUND_ENTITY 首页配置不存在.
 * The summary is plain text (the portal renders it as text).
 */
export const saveHomeConfig: Handler<'saveHomeConfig'> = async (req, ctx) =>
  invalidating(ctx.readCache, [HOME_CONFIG_CACHE_TAG], async () => {
    const { id, configType, linkType, sort, enableFlag } = req.body;
    const title = req.body.title.trim();
    if (!title) throw new AppError('BAD_REQUEST', '请输入标题', '参数 title 不能为空');
    const values = {
      configType,
      title,
      linkType,
      imagePath: textOrNull(req.body.imagePath),
      linkUrl: textOrNull(req.body.linkUrl),
      summary: textOrNull(req.body.summary),
      ...(sort !== undefined ? { sort } : {}),
      ...(enableFlag !== undefined ? { enableFlag } : {}),
    };
    assertHomeConfigContent(values);
    if (!id) {
      const [row] = await ctx.db.insert(sysHomeConfig).values(values).returning({ id: sysHomeConfig.id });
      return ok({ id: found(row, '首页配置不存在').id }, '保存成功');
    }
    const updated = await ctx.db
      .update(sysHomeConfig)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(sysHomeConfig.id, id))
      .returning({ id: sysHomeConfig.id });
    return ok({ id: found(updated[0], '首页配置不存在').id }, '保存成功');
  });
