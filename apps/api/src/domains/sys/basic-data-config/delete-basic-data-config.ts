import { count, eq } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig } from '../../../db/schema';
import { found } from '../../../core/entity';

/**
 * `GET /sys/basicDataConfig/delete?id=` (ADMIN, YYF, sys:basicDataConfig:delete; GET as the
 * documents give it): an entry with children → BUSINESS_RULE 请先删除下级配置; unknown id →
 * NOT_FOUND_ENTITY 配置不存在.
 */
export const deleteBasicDataConfig: Handler<'deleteBasicDataConfig'> = async (req, ctx) =>
  ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: sysBasicDataConfig.id }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.id, req.query.id)).limit(1).for('update');
    found(row, '配置不存在');
    const [children] = await tx.select({ n: count() }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.parentId, req.query.id));
    if ((children?.n ?? 0) > 0) throw new AppError('BUSINESS_RULE', '请先删除下级配置');
    await tx.delete(sysBasicDataConfig).where(eq(sysBasicDataConfig.id, req.query.id));
    return ok(null, '删除成功');
  });
