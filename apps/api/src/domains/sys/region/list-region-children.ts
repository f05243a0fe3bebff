import { asc, eq, isNull } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { sysRegion } from '../../../db/schema';

/**
 * `GET /sys/region/children?parentCode=` (public; seeds 001 §2 "3-level one (city, county, street) …
 * choosing a level loads the next"): the children of a region by code, without their own children;
 * without `parentCode` the top level (the city). An unknown code answers an empty list.
 */
export const listRegionChildren: Handler<'listRegionChildren'> = async (req, ctx) => {
  const parentCode = req.query.parentCode;
  return ctx.db
    .select({ code: sysRegion.code, name: sysRegion.name })
    .from(sysRegion)
    .where(parentCode ? eq(sysRegion.parentCode, parentCode) : isNull(sysRegion.parentCode))
    .orderBy(asc(sysRegion.code));
};
