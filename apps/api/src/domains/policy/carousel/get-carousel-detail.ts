import { eq } from 'drizzle-orm';

import { found } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polCarousel, polInfo } from '../../../db/schema';
import { CAROUSEL_NOT_FOUND, carouselColumns, toCarouselItem } from './carousel.queries';

/** `GET /admin/carousel/detail?id=` (ADMIN, YYF, policy:carousel:list): one slide; unknown → NOT_FOUND_ENTITY 轮播图不存在. */
export const getCarouselDetail: Handler<'getCarouselDetail'> = async (req, ctx) => {
  const [row] = await ctx.db.select(carouselColumns).from(polCarousel).leftJoin(polInfo, eq(polInfo.id, polCarousel.policyId)).where(eq(polCarousel.id, req.query.id)).limit(1);
  return toCarouselItem(found(row, CAROUSEL_NOT_FOUND));
};
