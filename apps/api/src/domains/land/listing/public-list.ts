/**
 * The filters of the portal's market lists (seeds 000 §2 sdmarket; listPublicLandInfo,
 * listPublicLandDemand, listPublicWorkshopInfo, listPublicWorkshopDemand), shared by the four:
 * published rows only, keyword, town, supply/deal mode and an inclusive area range.
 */
import { PUBLISHED } from '@qifu/land-rules';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { escapeLike } from '../../../core/paging';

/** At most this many words of a keyword are used (the keyword itself is at most 50 characters). */
const MAX_TERMS = 10;

/** The columns of one listing table the filters read. */
export interface PublicListColumns {
  id: PgColumn;
  status: PgColumn;
  publishTime: PgColumn;
  streetCode: PgColumn;
  /** The area the range bounds (亩 for land, ㎡ for workshops). */
  area: PgColumn;
  /** supplyMode (land) or dealType (workshops). */
  mode: PgColumn;
  /** Text columns a keyword word may occur in (title first). */
  text: readonly PgColumn[];
  /** The sanitized HTML description (searched without its tags). */
  description: PgColumn;
}

/** The query of a public list (the contract's parameters). */
export interface PublicListQuery {
  keyword?: string;
  streetCode?: string;
  minArea?: number;
  maxArea?: number;
  /** supplyMode / dealType. */
  mode?: string;
}

/**
 * The `where` of a public list: state 2 (已上架) only; every white-space separated keyword word
 * must occur literally (case-insensitive) in one of the text columns or in the description's
 * text; the town code exactly; the mode exactly; `minArea ≤ area ≤ maxArea`.
 */
export function publicListWhere(c: PublicListColumns, q: PublicListQuery): SQL | undefined {
  const terms = (q.keyword ?? '').split(/[\s\u3000]+/).filter((t) => t !== '').slice(0, MAX_TERMS);
  const descriptionText = sql`regexp_replace(coalesce(${c.description}, ''), '<[^>]*>', '', 'g')`;
  return and(
    eq(c.status, PUBLISHED),
    ...terms.map((term) => {
      const pattern = `%${escapeLike(term)}%`;
      return or(...c.text.map((col) => ilike(col, pattern)), sql`${descriptionText} ilike ${pattern}`);
    }),
    q.streetCode ? eq(c.streetCode, q.streetCode) : undefined,
    q.mode ? eq(c.mode, q.mode) : undefined,
    q.minArea !== undefined ? gte(c.area, q.minArea) : undefined,
    q.maxArea !== undefined ? lte(c.area, q.maxArea) : undefined,
  );
}

/** Newest publication first; the id keeps paging stable. */
export function publicListOrder(c: Pick<PublicListColumns, 'publishTime' | 'id'>): SQL[] {
  return [desc(c.publishTime), desc(c.id)];
}
