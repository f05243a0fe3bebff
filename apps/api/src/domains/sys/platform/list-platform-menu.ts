import { asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysPlatform } from '../../../db/schema';
import { toPlatformItem } from './platform.queries';

/**
 * `GET /sys/platform/menu` (public): the portal main menu (seeds 000 §2 "Menu order") — enabled
 * entries only, by menu order. `disabled` entries are listed (shown greyed out by the portal).
 */
export const listPlatformMenu: Handler<'listPlatformMenu'> = async (_req, ctx) => {
  const rows = await ctx.db.select().from(sysPlatform).where(eq(sysPlatform.enableFlag, '1')).orderBy(asc(sysPlatform.sort), asc(sysPlatform.platformName));
  return rows.map(toPlatformItem);
};
