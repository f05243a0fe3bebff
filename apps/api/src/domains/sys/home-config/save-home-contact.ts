import { sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { invalidating } from '../../../core/read-cache';
import { sysHomeContact } from '../../../db/schema';
import { textOrNull } from '../../../core/values';
import { HOME_CONFIG_CACHE_TAG } from '../cache-tags';

/**
 * `POST /sys/homeConfig/saveContact` (ADMIN, YYF, sys:homeConfig:save): replaces the footer contact
 * block (one row); getPortalHomeConfig and getPublicConfig serve it at once. Blank required text →
 * 400 naming the field.
 */
export const saveHomeContact: Handler<'saveHomeContact'> = async (req, ctx) =>
  invalidating(ctx.readCache, [HOME_CONFIG_CACHE_TAG], async () => {
    const b = req.body;
    const values = {
      serviceCentreName: b.serviceCentreName.trim(),
      hotline: b.hotline.trim(),
      mailbox: b.mailbox.trim(),
      serviceHours: b.serviceHours.trim(),
      address: textOrNull(b.address),
      recordNumber: b.recordNumber.trim(),
    };
    for (const [field, label] of [
      ['serviceCentreName', '服务中心名称'],
      ['serviceHours', '服务时间'],
      ['recordNumber', '备案号'],
    ] as const) {
      if (!values[field]) throw new AppError('BAD_REQUEST', `请输入${label}`, `参数 ${field} 不能为空`);
    }
    await ctx.db
      .insert(sysHomeContact)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: sysHomeContact.id, set: { ...values, updatedAt: sql`now()` } });
    return ok(null, '保存成功');
  });
