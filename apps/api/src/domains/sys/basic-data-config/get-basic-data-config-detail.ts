import { eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig } from '../../../db/schema';
import { basicDataConfigById, basicDataConfigOrder, selectBasicDataConfig, toBasicDataConfigItem } from './basic-data-config.queries';

/**
 * `GET /sys/basicDataConfig/getDetail?id=` (ADMIN, YYF, sys:basicDataConfig:list): the entry with
 * its parent's name and all its children (enabled or not, by sort). Unknown id → NOT_FOUND_ENTITY 配置不存在.
 */
export const getBasicDataConfigDetail: Handler<'getBasicDataConfigDetail'> = async (req, ctx) => {
  const entry = await basicDataConfigById(ctx.db, req.query.id);
  const [children, parent] = await Promise.all([
    selectBasicDataConfig(ctx.db).where(eq(sysBasicDataConfig.parentId, entry.id)).orderBy(...basicDataConfigOrder),
    entry.parentId
      ? ctx.db.select({ name: sysBasicDataConfig.configName }).from(sysBasicDataConfig).where(eq(sysBasicDataConfig.id, entry.parentId)).limit(1)
      : Promise.resolve([]),
  ]);
  return { ...entry, parentName: parent[0]?.name ?? null, children: children.map(toBasicDataConfigItem) };
};
