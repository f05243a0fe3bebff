/**
 * The workbench lists of the market (listLandInfo, listLandDemand, listWorkshopInfo,
 * listWorkshopDemand, and the review logs): every state, newest first, within the caller's reach
 * (`listing-access.ts`), with the full contact phone.
 */
import { type ListingStatus, type LoggedListingAction } from '@qifu/land-rules';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { AppError } from '../../../core/envelope';
import { requireUser, type HandlerContext } from '../../../core/handler';
import { escapeLike, pageResult, toPageWindow, type PageResult } from '../../../core/paging';
import type { AuthUser } from '../../../core/security';
import { type MarketBizType, type MarketKind, marketReviewLog } from '../../../db/schema';
import { isStaff, ownedScope, type ListingTable } from './listing-access';
import { type PhoneVisibility } from './listing.queries';
import { MARKET_DEFS } from './listing-workflow';

/** Staff and owners see the full phone. */
export const FULL_PHONE: PhoneVisibility = { fullPhone: true };

/** The filters of a workbench list. */
export interface ManageListQuery {
  keyword?: string;
  status?: string;
  streetCode?: string;
  /** supplyMode / dealType. */
  mode?: string;
  /** First creation day (YYYY-MM-DD, China time, inclusive). */
  startTime?: string;
  /** Last creation day (YYYY-MM-DD, China time, inclusive). */
  endTime?: string;
}

const DAY_MS = 86_400_000;

/** Start of a calendar day (YYYY-MM-DD) in China time (UTC+8), as an instant. */
function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/**
 * The condition "`column` falls on the days `startTime` … `endTime`" (China time, both inclusive,
 * either optional).
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期 when the start is after the end.
 */
export function chinaDaysWhere(column: PgColumn, startTime?: string, endTime?: string): SQL | undefined {
  if (startTime && endTime && startTime > endTime) {
    throw new AppError('BAD_REQUEST', '开始日期不能晚于结束日期', '参数 startTime 不能晚于 endTime');
  }
  return and(
    startTime ? gte(column, chinaDayStart(startTime)) : undefined,
    endTime ? lt(column, new Date(chinaDayStart(endTime).getTime() + DAY_MS)) : undefined,
  );
}

/**
 * The `where` of a workbench list: keyword (literal part of the title), state, town, mode,
 * creation days, reach.
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期 (see {@link chinaDaysWhere}).
 */
export function manageListWhere(table: ListingTable, modeColumn: PgColumn, q: ManageListQuery, user: AuthUser): SQL | undefined {
  return and(
    ownedScope(table, user),
    q.keyword ? ilike(table.title, `%${escapeLike(q.keyword.trim())}%`) : undefined,
    q.status ? eq(table.status, q.status as '0') : undefined,
    q.streetCode ? eq(table.streetCode, q.streetCode) : undefined,
    q.mode ? eq(modeColumn, q.mode) : undefined,
    chinaDaysWhere(table.createdAt, q.startTime, q.endTime),
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
  /** The listing's title. */
  bizTitle: string;
  action: LoggedListingAction;
  fromStatus: ListingStatus;
  toStatus: ListingStatus;
  opinion: string | null;
  operatorName: string;
  createTime: string;
}

/** The filters of a review log page. */
export interface ReviewLogQuery {
  page?: number;
  pageSize?: number;
  bizType?: MarketBizType;
  bizId?: string;
  /** Literal part of the listing's title. */
  keyword?: string;
  action?: LoggedListingAction;
  /** First / last operation day (YYYY-MM-DD, China time, inclusive). */
  startTime?: string;
  endTime?: string;
}

/**
 * One page of a market's review log (listLandReviewLog, listWorkshopReviewLog), newest first, each
 * row with its listing's title; optionally of one listing kind (`bizType`), one listing (`bizId`),
 * listings whose title contains `keyword`, one `action`, and the operation days; non-staff callers
 * see the rows of their own listings only.
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期.
 */
export async function pageReviewLog(ctx: HandlerContext, market: MarketKind, query: ReviewLogQuery): Promise<PageResult<ReviewLogItem>> {
  const user = requireUser(ctx);
  const window = toPageWindow(query);
  const l = marketReviewLog;
  const defs = MARKET_DEFS[market];
  const reach = isStaff(user)
    ? undefined
    : or(
        ...defs.map((def) =>
          and(eq(l.bizType, def.bizType), inArray(l.bizId, ctx.db.select({ id: def.table.id }).from(def.table).where(ownedScope(def.table, user)))),
        ),
      );
  // the listing's title: one correlated sub-select per kind of the market
  const bizTitle = sql<string>`coalesce(${sql.join(
    defs.map((def) => sql`(select ${def.table.title} from ${def.table} where ${def.table.id} = ${l.bizId} and ${l.bizType} = ${def.bizType})`),
    sql`, `,
  )}, '')`;
  const keyword = query.keyword?.trim();
  const where = and(
    eq(l.market, market),
    query.bizType ? eq(l.bizType, query.bizType) : undefined,
    query.bizId ? eq(l.bizId, query.bizId) : undefined,
    query.action ? eq(l.action, query.action) : undefined,
    keyword ? sql`${bizTitle} ilike ${`%${escapeLike(keyword)}%`}` : undefined,
    chinaDaysWhere(l.createdAt, query.startTime, query.endTime),
    reach,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: l.id,
        bizType: l.bizType,
        bizId: l.bizId,
        bizTitle,
        action: l.action,
        fromStatus: l.fromStatus,
        toStatus: l.toStatus,
        opinion: l.opinion,
        operatorName: l.operatorName,
        createdAt: l.createdAt,
      })
      .from(l)
      .where(where)
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(l).where(where),
  ]);
  return pageResult(
    rows.map((r) => ({
      id: r.id,
      bizType: r.bizType,
      bizId: r.bizId,
      bizTitle: r.bizTitle,
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
