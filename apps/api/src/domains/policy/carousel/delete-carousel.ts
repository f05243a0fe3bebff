import { carouselTransition } from '@qifu/policy-rules';
import { eq } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { found, rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polCarousel } from '../../../db/schema';
import { CAROUSEL_NOT_FOUND, carouselWrite } from './carousel.queries';

/**
 * `POST /admin/carousel/delete` (ADMIN, YYF, policy:carousel:delete): only in 0 草稿 or 2 已下架 (the
 * shelf table); on the shelf → BUSINESS_RULE 请先下架再删除; unknown → NOT_FOUND_ENTITY 轮播图不存在.
 */
export const deleteCarousel: Handler<'deleteCarousel'> = async (req, ctx) =>
  carouselWrite(ctx.readCache, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ status: polCarousel.status }).from(polCarousel).where(eq(polCarousel.id, req.body.id)).limit(1).for('update');
      if (!carouselTransition(found(row, CAROUSEL_NOT_FOUND).status, 'delete').ok) throw rule('请先下架再删除');
      await tx.delete(polCarousel).where(eq(polCarousel.id, req.body.id));
      return ok(null, '删除成功');
    }),
  );
