import { and, asc, count, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysHomeConfig } from '../../../db/schema';
import { toHomeConfigItem } from './home-config.queries';
import { containsPattern } from '../../../core/values';

const SORTABLE = { sort: sysHomeConfig.sort, title: sysHomeConfig.title, updateTime: sysHomeConfig.updatedAt };

/**
 * `GET /sys/homeConfig/list` (ADMIN, YYF, sys:homeConfig:list): entries of every type or of
 * `configType`, enabled or not; `keyword` matches the title; default order type, then sort.
 */
export const listHomeConfig: Handler<'listHomeConfig'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    req.query.configType ? eq(sysHomeConfig.configType, req.query.configType) : undefined,
    pattern ? ilike(sysHomeConfig.title, pattern) : undefined,
    req.query.enableFlag ? eq(sysHomeConfig.enableFlag, req.query.enableFlag) : undefined,
  );
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [asc(sysHomeConfig.configType), asc(sysHomeConfig.sort)]);
  return pagedSelect(
    ctx.db.select().from(sysHomeConfig).where(where).orderBy(...order, asc(sysHomeConfig.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysHomeConfig).where(where),
    toHomeConfigItem,
  );
};
