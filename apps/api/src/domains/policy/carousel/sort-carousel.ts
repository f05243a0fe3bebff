import { inArray, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { notFound } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polCarousel } from '../../../db/schema';
import { CAROUSEL_NOT_FOUND, carouselWrite } from './carousel.queries';

/**
 * `POST /admin/carousel/sort` (ADMIN, YYF, policy:carousel:save): sets the `sort` of each given slide
 * (any shelf state), in one transaction; an unknown id changes nothing and answers NOT_FOUND_ENTITY
 * 轮播图不存在; an id given twice keeps its last position.
 */
export const sortCarousel: Handler<'sortCarousel'> = async (req, ctx) => {
  const sorts = new Map(req.body.items.map((i) => [i.id, i.sort]));
  return carouselWrite(ctx.readCache, () =>
    ctx.db.transaction(async (tx) => {
      const ids = [...sorts.keys()];
      const existing = await tx.select({ id: polCarousel.id }).from(polCarousel).where(inArray(polCarousel.id, ids)).for('update');
      if (existing.length !== ids.length) throw notFound(CAROUSEL_NOT_FOUND);
      for (const [id, sort] of sorts) await tx.update(polCarousel).set({ sort, updatedAt: sql`now()` }).where(sql`${polCarousel.id} = ${id}`);
      return ok(null, '排序成功');
    }),
  );
};
