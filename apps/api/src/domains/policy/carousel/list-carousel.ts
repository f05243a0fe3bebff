import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { pagedSelect, toPageWindow } from '../../../core/paging';
import { containsPattern } from '../../../core/values';
import { polCarousel, polInfo } from '../../../db/schema';
import { carouselColumns, toCarouselItem } from './carousel.queries';

/**
 * `GET /admin/carousel/list` (ADMIN, YYF, policy:carousel:list): every slide in any shelf state,
 * `title` contains, `status` equals; ordered by `sort`, then newest.
 */
export const listCarousel: Handler<'listCarousel'> = async (req, ctx) => {
  const window = toPageWindow(req.query);
  const pattern = containsPattern(req.query.title);
  const where = and(pattern ? ilike(polCarousel.title, pattern) : undefined, req.query.status ? eq(polCarousel.status, req.query.status) : undefined);
  return pagedSelect(
    ctx.db
      .select(carouselColumns)
      .from(polCarousel)
      .leftJoin(polInfo, eq(polInfo.id, polCarousel.policyId))
      .where(where)
      .orderBy(asc(polCarousel.sort), desc(polCarousel.createdAt), desc(polCarousel.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(polCarousel).where(where),
    toCarouselItem,
  );
};
