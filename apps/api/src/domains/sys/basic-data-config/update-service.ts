import { eq, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig, sysOffice } from '../../../db/schema';
import { SERVICE_CATEGORY } from './basic-data-config.queries';
import { found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

/**
 * `POST /sys/basicDataConfig/updateService` (ADMIN, YYF, sys:basicDataConfig:save): sets the
 * handling office (dealOffice; `null` clears it, absent keeps it) and the description of a service
 * category. Another type → BUSINESS_RULE 只有服务类别可以设置承办部门; unknown entry or office →
 * NOT_FOUND_ENTITY 配置不存在 / 承办部门不存在.
 */
export const updateService: Handler<'updateService'> = async (req, ctx) => {
  const { id, dealOfficeId, serviceDesc } = req.body;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ configType: sysBasicDataConfig.configType }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.id, id)).limit(1);
    if (found(row, '配置不存在').configType !== SERVICE_CATEGORY) throw new AppError('BUSINESS_RULE', '只有服务类别可以设置承办部门');
    if (dealOfficeId) {
      const [office] = await tx.select({ id: sysOffice.id }).from(sysOffice).where(eq(sysOffice.id, dealOfficeId)).limit(1);
      found(office, '承办部门不存在');
    }
    await tx
      .update(sysBasicDataConfig)
      .set({
        ...(dealOfficeId !== undefined ? { dealOfficeId } : {}),
        ...(serviceDesc !== undefined ? { serviceDesc: textOrNull(serviceDesc) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(sysBasicDataConfig.id, id));
    return ok(null, '保存成功');
  });
};
