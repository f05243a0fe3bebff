/**
 * Carousel slides of the policy service (`pol_carousel`; seeds 001 §7 "/admin/carousel/*", contract
 * `CarouselItem`): the staff select with the linked policy's title, the row mapping, and the shelf
 * change through the one table of `@qifu/policy-rules` (`PolicyShelfStatus`). Every write invalidates
 * the read cache of the public carousel (listPolicyCarousel).
 */
import { carouselStatusMachine, type CarouselAction } from '@qifu/policy-rules';
import { eq, sql } from 'drizzle-orm';

import { found } from '../../../core/entity';
import { invalidating, type ReadCache } from '../../../core/read-cache';
import { assertTransition } from '../../../core/state-machine';
import { iso } from '../../../core/values';
import type { Db } from '../../../db/client';
import { polCarousel, polInfo } from '../../../db/schema';
import { POLICY_CAROUSEL_CACHE_TAG } from '../doc/cache-tags';

/** Message of an unknown slide id. */
export const CAROUSEL_NOT_FOUND = '轮播图不存在';

/** The columns a staff list or detail reads (the slide and its linked policy's title). */
export const carouselColumns = {
  id: polCarousel.id,
  title: polCarousel.title,
  filePath: polCarousel.filePath,
  linkType: polCarousel.linkType,
  policyId: polCarousel.policyId,
  policyTitle: polInfo.policyTitle,
  linkUrl: polCarousel.linkUrl,
  sort: polCarousel.sort,
  status: polCarousel.status,
  createdAt: polCarousel.createdAt,
  updatedAt: polCarousel.updatedAt,
};

/** A selected slide row (see {@link carouselColumns}). */
export type CarouselRow = {
  id: string;
  title: string;
  filePath: string;
  linkType: '0' | '1' | '2';
  policyId: string | null;
  policyTitle: string | null;
  linkUrl: string | null;
  sort: number;
  status: '0' | '1' | '2';
  createdAt: Date;
  updatedAt: Date;
};

/** Maps a row to the contract's `CarouselItem`. */
export function toCarouselItem(r: CarouselRow) {
  return {
    id: r.id,
    title: r.title,
    filePath: r.filePath,
    linkType: r.linkType,
    policyId: r.policyId,
    policyTitle: r.policyTitle,
    linkUrl: r.linkUrl,
    sort: r.sort,
    status: r.status,
    createTime: iso(r.createdAt),
    updateTime: iso(r.updatedAt),
  };
}

/** Runs a write that changes what the public carousel shows, then drops its cached answers. */
export function carouselWrite<T>(cache: ReadCache | undefined, write: () => Promise<T>): Promise<T> {
  return invalidating(cache, [POLICY_CAROUSEL_CACHE_TAG], write);
}

/**
 * Takes a slide up or down: locks the row, asks the shelf table, writes the new state.
 * @throws AppError NOT_FOUND_ENTITY 轮播图不存在; BUSINESS_RULE 当前状态不允许该操作 (HTTP 200).
 */
export async function changeCarouselShelf(db: Db, cache: ReadCache | undefined, id: string, action: Extract<CarouselAction, 'takeup' | 'takedown'>): Promise<void> {
  await carouselWrite(cache, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ status: polCarousel.status }).from(polCarousel).where(eq(polCarousel.id, id)).limit(1).for('update');
      const to = assertTransition(carouselStatusMachine, found(row, CAROUSEL_NOT_FOUND).status, action);
      if (to === 'new' || to === 'removed') return;
      await tx.update(polCarousel).set({ status: to, updatedAt: sql`now()` }).where(eq(polCarousel.id, id));
    }),
  );
}
