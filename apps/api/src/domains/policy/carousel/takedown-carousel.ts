import { ok } from '../../../core/envelope';
import type { Handler } from '../../../core/handler';
import { changeCarouselShelf } from './carousel.queries';

/** `POST /admin/carousel/takedown` (ADMIN, YYF, policy:carousel:takedown): 1 → 2 已下架 by the shelf table; gone from the public carousel at once. */
export const takedownCarousel: Handler<'takedownCarousel'> = async (req, ctx) => {
  await changeCarouselShelf(ctx.db, ctx.readCache, req.body.id, 'takedown');
  return ok(null, '下架成功');
};
