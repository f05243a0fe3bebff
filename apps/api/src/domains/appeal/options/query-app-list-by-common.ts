import { asc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { appealCommonApp } from '../../../db/schema';

/** `GET /app/queryAppListByCommon` (public; seeds 001 §7): the enabled application tiles of /page/appeal by sort. */
export const queryAppListByCommon: Handler<'queryAppListByCommon'> = async (_req, ctx) =>
  ctx.db
    .select({
      id: appealCommonApp.id,
      appName: appealCommonApp.appName,
      appIcon: appealCommonApp.appIcon,
      appUrl: appealCommonApp.appUrl,
      appDesc: appealCommonApp.appDesc,
      sort: appealCommonApp.sort,
    })
    .from(appealCommonApp)
    .where(eq(appealCommonApp.enableFlag, true))
    .orderBy(asc(appealCommonApp.sort), asc(appealCommonApp.appName));
