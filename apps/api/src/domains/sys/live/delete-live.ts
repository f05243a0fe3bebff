import { LIVE_DELETABLE } from '@qifu/sys-rules';
import { eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysLive } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `POST /sys/live/delete` (ADMIN, YYF, sys:live:delete): only in state 0 未发布; a published one →
 * BUSINESS_RULE 请先下架再删除; unknown id → NOT_FOUND_ENTITY 直播不存在.
 */
export const deleteLive: Handler<'deleteLive'> = async (req, ctx) =>
  ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ publishStatus: sysLive.publishStatus }).from(sysLive).where(eq(sysLive.id, req.body.id)).limit(1).for('update');
    if (!LIVE_DELETABLE.includes(found(row, '直播不存在').publishStatus)) throw new AppError('BUSINESS_RULE', '请先下架再删除');
    await tx.delete(sysLive).where(eq(sysLive.id, req.body.id));
    return ok(null, '删除成功');
  });
