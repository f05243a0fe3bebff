import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';

import { AppError, ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig } from '../../../db/schema';
import { SERVICE_CATEGORY } from './basic-data-config.queries';
import { conflictOnUnique, found } from '../../../core/entity';
import { textOrNull } from '../../../core/values';

const DUPLICATE = '同级下已存在相同名称';

/**
 * `POST /sys/basicDataConfig/saveConfig` (ADMIN, YYF, sys:basicDataConfig:save): creates (no id) or
 * updates an entry. Rules (BUSINESS_RULE unless noted): only service categories may have a parent
 * (只有服务类别可以设置上级); the parent must be a top-level service category (服务类别最多两级) and
 * not the entry itself (上级不能是自身); an entry with children cannot become a child (服务类别最多两级);
 * the type cannot change (不能修改配置类型); a name already used under the same type and parent →
 * CONFLICT 同级下已存在相同名称; unknown id or parent → NOT_FOUND_ENTITY 配置不存在 / 上级配置不存在.
 * The dealOffice is set with updateService.
 */
export const saveConfig: Handler<'saveConfig'> = async (req, ctx) => {
  const { id, configType, sort, enableFlag, remark } = req.body;
  const configName = req.body.configName.trim();
  if (!configName) throw new AppError('BAD_REQUEST', '请输入名称', '参数 configName 不能为空');
  const parentId = req.body.parentId ?? null;
  if (parentId && configType !== SERVICE_CATEGORY) throw new AppError('BUSINESS_RULE', '只有服务类别可以设置上级');
  if (parentId && parentId === id) throw new AppError('BUSINESS_RULE', '上级不能是自身');

  return ctx.db.transaction(async (tx) => {
    if (parentId) {
      const [parent] = await tx
        .select({ configType: sysBasicDataConfig.configType, parentId: sysBasicDataConfig.parentId })
        .from(sysBasicDataConfig)
        .where(eq(sysBasicDataConfig.id, parentId))
        .limit(1);
      const p = found(parent, '上级配置不存在');
      if (p.configType !== SERVICE_CATEGORY || p.parentId !== null) throw new AppError('BUSINESS_RULE', '服务类别最多两级');
    }
    if (id) {
      const [current] = await tx.select({ configType: sysBasicDataConfig.configType }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.id, id)).limit(1);
      if (found(current, '配置不存在').configType !== configType) throw new AppError('BUSINESS_RULE', '不能修改配置类型');
      if (parentId) {
        const [children] = await tx.select({ n: count() }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.parentId, id));
        if ((children?.n ?? 0) > 0) throw new AppError('BUSINESS_RULE', '服务类别最多两级');
      }
    }
    const [clash] = await tx
      .select({ id: sysBasicDataConfig.id })
      .from(sysBasicDataConfig)
      .where(
        and(
          eq(sysBasicDataConfig.configType, configType),
          parentId ? eq(sysBasicDataConfig.parentId, parentId) : isNull(sysBasicDataConfig.parentId),
          eq(sysBasicDataConfig.configName, configName),
          id ? ne(sysBasicDataConfig.id, id) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw new AppError('CONFLICT', DUPLICATE);
    const values = {
      configType,
      configName,
      parentId,
      ...(req.body.configCode !== undefined ? { configCode: textOrNull(req.body.configCode) } : {}),
      ...(sort !== undefined ? { sort } : {}),
      ...(enableFlag !== undefined ? { enableFlag } : {}),
      ...(remark !== undefined ? { remark: textOrNull(remark) } : {}),
    };
    if (!id) {
      const [row] = await conflictOnUnique(DUPLICATE, () => tx.insert(sysBasicDataConfig).values(values).returning({ id: sysBasicDataConfig.id }));
      return ok({ id: found(row, '配置不存在').id }, '保存成功');
    }
    await conflictOnUnique(DUPLICATE, () => tx.update(sysBasicDataConfig).set({ ...values, updatedAt: sql`now()` }).where(eq(sysBasicDataConfig.id, id)));
    return ok({ id }, '保存成功');
  });
};
