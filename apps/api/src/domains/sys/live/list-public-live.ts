import { and, count, desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { sysLive } from '../../../db/schema';
import { liveStatusCondition, portalLiveOrder, toLiveItem } from './live.queries';

/**
 * `GET /sys/live/publicList` (public): published broadcasts only — live now first, then upcoming
 * (soonest first), then ended (latest first); `liveStatus` filters by the state derived from the
 * times at the moment of the request.
 */
export const listPublicLive: Handler<'listPublicLive'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const now = new Date();
  const where = and(eq(sysLive.publishStatus, '1'), req.query.liveStatus ? liveStatusCondition(req.query.liveStatus, now) : undefined);
  return pagedSelect(
    ctx.db.select().from(sysLive).where(where).orderBy(...portalLiveOrder(now), desc(sysLive.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(sysLive).where(where),
    (r) => toLiveItem(r, now),
  );
};
