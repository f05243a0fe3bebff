import { and, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysBasicDataConfig } from '../../../db/schema';
import { basicDataConfigOrder, SERVICE_CATEGORY } from './basic-data-config.queries';

/** One option of the cascade (the shared `Option`). */
interface CascadeOption {
  label: string;
  value: string;
  children: CascadeOption[];
}

/**
 * `GET /sys/basicDataConfig/getServiceCategoryCascade` (public; the portal appeal form): enabled
 * service categories as a two-level option tree (label = name, value = id), by sort. Children of
 * a disabled category are left out with it.
 */
export const getServiceCategoryCascade: Handler<'getServiceCategoryCascade'> = async (_req, ctx) => {
  const rows = await ctx.db
    .select({ id: sysBasicDataConfig.id, parentId: sysBasicDataConfig.parentId, name: sysBasicDataConfig.configName })
    .from(sysBasicDataConfig)
    .where(and(eq(sysBasicDataConfig.configType, SERVICE_CATEGORY), eq(sysBasicDataConfig.enableFlag, '1')))
    .orderBy(...basicDataConfigOrder);
  const top = rows.filter((r) => r.parentId === null);
  return top.map((p) => ({
    label: p.name,
    value: p.id,
    children: rows.filter((c) => c.parentId === p.id).map((c): CascadeOption => ({ label: c.name, value: c.id, children: [] })),
  }));
};
