import { carouselTransition } from '@qifu/policy-rules';
import { eq, sql } from 'drizzle-orm';

import { ok } from '../../../core/envelope';
import { found, rule } from '../../../core/entity';
import type { Handler } from '../../../core/handler';
import { polCarousel, polInfo } from '../../../db/schema';
import { CAROUSEL_NOT_FOUND, carouselWrite } from './carousel.queries';

/**
 * `POST /admin/carousel/save` (ADMIN, YYF, policy:carousel:save): a new slide is a draft (0); an
 * existing one is edited only while the shelf table allows `save` (0 草稿, 2 已下架) — a slide on the
 * shelf answers BUSINESS_RULE 已上架的轮播图请先下架再修改. linkType 1 needs an existing policy
 * (请选择链接的政策 / 政策不存在), linkType 2 an address (请输入链接地址); the other link field is cleared.
 */
export const saveCarousel: Handler<'saveCarousel'> = async (req, ctx) => {
  const body = req.body;
  const policyId = body.linkType === '1' ? body.policyId : undefined;
  const linkUrl = body.linkType === '2' ? body.linkUrl?.trim() : undefined;
  if (body.linkType === '1' && !policyId) throw rule('请选择链接的政策');
  if (body.linkType === '2' && !linkUrl) throw rule('请输入链接地址');
  if (policyId) found((await ctx.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.id, policyId)).limit(1))[0], '政策不存在');
  const values = {
    title: body.title.trim(),
    filePath: body.filePath,
    linkType: body.linkType,
    policyId: policyId ?? null,
    linkUrl: linkUrl ?? null,
    sort: body.sort ?? 0,
  };
  if (!values.title) throw rule('请输入标题');
  return carouselWrite(ctx.readCache, () =>
    ctx.db.transaction(async (tx) => {
      if (!body.id) {
        const [created] = await tx.insert(polCarousel).values({ ...values, status: '0', createdBy: ctx.user?.id ?? null }).returning({ id: polCarousel.id });
        return ok({ id: created!.id }, '保存成功');
      }
      const [row] = await tx.select({ status: polCarousel.status }).from(polCarousel).where(eq(polCarousel.id, body.id)).limit(1).for('update');
      if (!carouselTransition(found(row, CAROUSEL_NOT_FOUND).status, 'save').ok) throw rule('已上架的轮播图请先下架再修改');
      await tx.update(polCarousel).set({ ...values, updatedAt: sql`now()` }).where(eq(polCarousel.id, body.id));
      return ok({ id: body.id }, '保存成功');
    }),
  );
};
