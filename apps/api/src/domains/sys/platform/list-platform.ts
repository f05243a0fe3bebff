import { and, asc, count, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysPlatform } from '../../../db/schema';
import { toPlatformItem } from './platform.queries';
import { containsPattern } from '../../../core/values';

const SORTABLE = { sort: sysPlatform.sort, platformName: sysPlatform.platformName, updateTime: sysPlatform.updatedAt };

/**
 * `GET /sys/platform/list` (ADMIN, sys:platform:list): every sub-platform entry, enabled or not;
 * `keyword` matches the name; default order: menu order.
 */
export const listPlatform: Handler<'listPlatform'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    pattern ? ilike(sysPlatform.platformName, pattern) : undefined,
    req.query.enableFlag ? eq(sysPlatform.enableFlag, req.query.enableFlag) : undefined,
  );
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [asc(sysPlatform.sort)]);
  return pagedSelect(
    ctx.db.select().from(sysPlatform).where(where).orderBy(...order, asc(sysPlatform.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysPlatform).where(where),
    toPlatformItem,
  );
};
