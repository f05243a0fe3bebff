import { and, asc, desc, eq } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { cachedRead } from '../../../core/read-cache';
import { polCarousel, polInfo } from '../../../db/schema';
import { POLICY_CACHE_TAG, POLICY_CAROUSEL_CACHE_TAG } from './cache-tags';

/** The portal address of a published policy's details (seeds 000 §2 policymarket/details?id=). */
export const policyDetailsPath = (id: string) => `/page/policymarket/details?id=${id}`;

/**
 * `GET /policy/doc/carousel` (public; seeds 001 §7 "/policy/doc/* (public): carousel"): the slides
 * in state 1 已上架, by `sort` then newest. `linkUrl` is where a click goes: the policy's details
 * for linkType 1 (none while the policy is not published), the stored address for linkType 2,
 * null for linkType 0. Answered through the read cache (tags policy, policy-carousel; issue 13 §6).
 */
export const listPolicyCarousel: Handler<'listPolicyCarousel'> = async (req, ctx) =>
  cachedRead(ctx.readCache, 'listPolicyCarousel', req.query, [POLICY_CACHE_TAG, POLICY_CAROUSEL_CACHE_TAG], async () => {
    const rows = await ctx.db
      .select({
        id: polCarousel.id,
        title: polCarousel.title,
        filePath: polCarousel.filePath,
        linkType: polCarousel.linkType,
        linkUrl: polCarousel.linkUrl,
        sort: polCarousel.sort,
        policyId: polInfo.id,
      })
      .from(polCarousel)
      .leftJoin(polInfo, and(eq(polInfo.id, polCarousel.policyId), eq(polInfo.status, 'published')))
      .where(eq(polCarousel.status, '1'))
      .orderBy(asc(polCarousel.sort), desc(polCarousel.updatedAt), desc(polCarousel.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      filePath: r.filePath,
      sort: r.sort,
      linkUrl: r.linkType === '1' ? (r.policyId ? policyDetailsPath(r.policyId) : null) : r.linkType === '2' ? r.linkUrl : null,
    }));
  });
