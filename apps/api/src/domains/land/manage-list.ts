/**
 * The workbench lists of the market (listLandInfo, listLandDemand, listWorkshopInfo,
 * listWorkshopDemand, and the review logs): every state, newest first, within the caller's reach
 * (`listing-access.ts`), with the full contact phone.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { requireUser, type HandlerContext } from '../../core/handler';
import { escapeLike, pageResult, toPageWindow, type PageResult } from '../../core/paging';
import type { AuthUser } from '../../core/security';
import { type MarketBizType, type MarketKind, marketReviewLog } from '../../db/schema';
import { isStaff, ownedScope, type ListingTable } from './listing-access';
import { type PhoneVisibility } from './listing-rows';
import { MARKET_DEFS } from './listing-write';

/** Staff and owners see the full phone. */
export const FULL_PHONE: PhoneVisibility = { fullPhone: true };

/** The filters of a workbench list. */
export interface ManageListQuery {
  keyword?: string;
  status?: string;
  streetCode?: string;
  /** supplyMode / dealType. */
  mode?: string;
}

/** The `where` of a workbench list: keyword (literal part of the title), state, town, mode, reach. */
export function manageListWhere(table: ListingTable, modeColumn: PgColumn, q: ManageListQuery, user: AuthUser): SQL | undefined {
  return and(
    ownedScope(table, user),
    q.keyword ? ilike(table.title, `%${escapeLike(q.keyword.trim())}%`) : undefined,
    q.status ? eq(table.status, q.status as '0') : undefined,
    q.streetCode ? eq(table.streetCode, q.streetCode) : undefined,
    q.mode ? eq(modeColumn, q.mode) : undefined,
  );
}

/** Newest first (creation), the id keeping paging stable. */
export function manageListOrder(table: ListingTable): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/** The contract's review log row. */
export interface ReviewLogItem {
  id: string;
  bizType: MarketBizType;
  bizId: string;
  action: 'submit' | 'pass' | 'reject' | 'takedown';
  fromStatus: '0' | '1' | '2' | '3' | '4';
  toStatus: '0' | '1' | '2' | '3' | '4';
  opinion: string | null;
  operatorName: string;
  createTime: string;
}

/**
 * One page of a market's review log (listLandReviewLog, listWorkshopReviewLog), newest first,
 * optionally of one listing kind (`bizType`) or one listing (`bizId`); non-staff callers see the
 * rows of their own listings only.
 */
export async function pageReviewLog(
  ctx: HandlerContext,
  market: MarketKind,
  query: { page?: number; pageSize?: number; bizType?: MarketBizType; bizId?: string },
): Promise<PageResult<ReviewLogItem>> {
  const user = requireUser(ctx);
  const window = toPageWindow(query);
  const l = marketReviewLog;
  const reach = isStaff(user)
    ? undefined
    : or(
        ...MARKET_DEFS[market].map((def) =>
          and(eq(l.bizType, def.bizType), inArray(l.bizId, ctx.db.select({ id: def.table.id }).from(def.table).where(ownedScope(def.table, user)))),
        ),
      );
  const where = and(eq(l.market, market), query.bizType ? eq(l.bizType, query.bizType) : undefined, query.bizId ? eq(l.bizId, query.bizId) : undefined, reach);
  const [rows, totals] = await Promise.all([
    ctx.db.select().from(l).where(where).orderBy(desc(l.createdAt), desc(l.id)).limit(window.limit).offset(window.offset),
    ctx.db.select({ n: count() }).from(l).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      bizType: r.bizType,
      bizId: r.bizId,
      action: r.action,
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      opinion: r.opinion,
      operatorName: r.operatorName,
      createTime: r.createdAt.toISOString(),
    })),
    totals[0]?.n ?? 0,
  );
}
