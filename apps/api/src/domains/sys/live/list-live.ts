import { and, count, desc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { orderByAllowed, pagedSelect, toPageWindow } from '../../../core/paging';
import { sysLive } from '../../../db/schema';
import { toLiveItem } from './live.queries';
import { containsPattern } from '../../../core/values';

const SORTABLE = { liveStartTime: sysLive.liveStartTime, sort: sysLive.sort, createTime: sysLive.createdAt };

/**
 * `GET /sys/live/list` (ADMIN, YYF, sys:live:list): every broadcast, published or not; `keyword`
 * matches the title; default order: newest start first.
 */
export const listLive: Handler<'listLive'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.keyword);
  const where = and(
    pattern ? ilike(sysLive.liveTitle, pattern) : undefined,
    req.query.publishStatus ? eq(sysLive.publishStatus, req.query.publishStatus) : undefined,
  );
  const order = orderByAllowed(SORTABLE, req.query.sortField, req.query.sortOrder, [desc(sysLive.liveStartTime)], sysLive.id);
  const now = new Date();
  return pagedSelect(
    ctx.db.select().from(sysLive).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysLive).where(where),
    (r) => toLiveItem(r, now),
  );
};
