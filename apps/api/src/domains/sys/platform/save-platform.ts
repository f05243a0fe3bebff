import { and, eq, ne, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysPlatform } from '../../../db/schema';
import { assertLinkFitsType } from './platform.queries';
import { conflictOnUnique, found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

const DUPLICATE = '子平台名称已存在';

/**
 * `POST /sys/platform/save` (ADMIN, sys:platform:save): creates (no id) or updates a main-menu
 * entry. The address must fit the link type (站内 `/page/…`, 外部 `http(s)://…`: BUSINESS_RULE);
 * names are unique (CONFLICT 子平台名称已存在); unknown id → NOT_FOUND_ENTITY 子平台不存在.
 */
export const savePlatform: Handler<'savePlatform'> = async (req, ctx) => {
  const { id, linkType, sort, disabled, needSign, enableFlag, remark } = req.body;
  const platformName = req.body.platformName.trim();
  const platformUrl = req.body.platformUrl.trim();
  if (!platformName) throw new AppError('BAD_REQUEST', '请输入子平台名称', '参数 platformName 不能为空');
  assertLinkFitsType(platformUrl, linkType);
  return ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: sysPlatform.id })
      .from(sysPlatform)
      .where(and(eq(sysPlatform.platformName, platformName), id ? ne(sysPlatform.id, id) : undefined))
      .limit(1);
    if (clash) throw new AppError('CONFLICT', DUPLICATE);
    const values = {
      platformName,
      platformUrl,
      linkType,
      sort,
      ...(disabled !== undefined ? { disabled } : {}),
      ...(needSign !== undefined ? { needSign } : {}),
      ...(enableFlag !== undefined ? { enableFlag } : {}),
      ...(remark !== undefined ? { remark: textOrNull(remark) } : {}),
    };
    if (!id) {
      const [row] = await conflictOnUnique(DUPLICATE, () => tx.insert(sysPlatform).values(values).returning({ id: sysPlatform.id }));
      return ok({ id: found(row, '子平台不存在').id }, '保存成功');
    }
    const updated = await conflictOnUnique(DUPLICATE, () =>
      tx.update(sysPlatform).set({ ...values, updatedAt: sql`now()` }).where(eq(sysPlatform.id, id)).returning({ id: sysPlatform.id }),
    );
    return ok({ id: found(updated[0], '子平台不存在').id }, '保存成功');
  });
};
