import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { changeCarouselShelf } from './carousel.queries';

/**
 * `POST /admin/carousel/takeup` (ADMIN, YYF, policy:carousel:takeup): 0 or 2 → 1 已上架 by the shelf
 * table; the slide then shows in the public carousel (its cached answer is dropped).
 */
export const takeupCarousel: Handler<'takeupCarousel'> = async (req, ctx) => {
  await changeCarouselShelf(ctx.db, ctx.readCache, req.body.id, 'takeup');
  return ok(null, '上架成功');
};
