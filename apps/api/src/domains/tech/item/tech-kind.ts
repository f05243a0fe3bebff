/**
 * What the four technology-service item kinds (achievement, requirement, expert, institute) share:
 * one description per kind ({@link TechKindRows}) and the public list and detail logic written once
 * (seeds 000 §2 techService; contract listPublicTech*, getTech*Detail).
 */
import type { Permission } from '@qifu/sdk';
import { TECH_PUBLIC_STATUS, type TechKind } from '@qifu/tech-rules';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import { AppError } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { pageResult, toPageWindow, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { mayReadAnyState, publicListWhere, publicOrder } from './item.queries';

/** The columns the shared code needs of a kind's table. */
export interface TechKindColumns {
  id: AnyPgColumn;
  status: AnyPgColumn;
  domainId: AnyPgColumn;
  /** The item's name (achievementName, requirementName, expertName, instituteName). */
  name: AnyPgColumn;
  putawayTime: AnyPgColumn;
  createUserId: AnyPgColumn;
  viewCount: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/** One item kind: its table, names and readers of list items and details. */
export interface TechKindRows<Item, Detail> {
  kind: TechKind;
  /** Chinese name of the kind (科技成果, 技术需求, 专家, 研究院所). */
  label: string;
  /** NOT_FOUND_ENTITY message of the detail. */
  notFound: string;
  /** The staff list permission that also allows reading every state. */
  listPermission: Permission;
  table: PgTable;
  columns: TechKindColumns;
  /** List items matching `where`, in `orderBy`, one window. */
  items(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Item[]>;
  /** One item with its owner id, or undefined. */
  detail(db: Db, id: string): Promise<{ ownerId: string; data: Detail } | undefined>;
}

/** Query of the public lists (contract listPublicTech*). */
export interface PublicListQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  domainId?: string;
}

/**
 * A page of items on the shelf (state 4), newest putaway first; `domainId` includes the sub-domains,
 * `keyword` is a literal, case-insensitive part of the name.
 */
export async function listPublicItems<Item, Detail>(db: Db, rows: TechKindRows<Item, Detail>, query: PublicListQuery): Promise<PageResult<Item>> {
  const window = toPageWindow(query);
  const where = publicListWhere(rows.columns, query);
  const [list, totals] = await Promise.all([
    rows.items(db, where, publicOrder(rows.columns), window.limit, window.offset),
    db.select({ n: count() }).from(rows.table).where(where),
  ]);
  return pageResult(list, totals[0]?.n ?? 0);
}

/** The newest `limit` items on the shelf of a kind (home blocks). */
export function newestPublicItems<Item, Detail>(db: Db, rows: TechKindRows<Item, Detail>, limit: number): Promise<Item[]> {
  return rows.items(db, publicListWhere(rows.columns, {}), publicOrder(rows.columns), limit, 0);
}

/** Number of items on the shelf of a kind. */
export async function countPublicItems<Item, Detail>(db: Db, rows: TechKindRows<Item, Detail>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rows.table).where(eq(rows.columns.status, TECH_PUBLIC_STATUS));
  return Number(row?.n ?? 0);
}

/**
 * One item for a reader (contract getTech*Detail): anyone reads an item on the shelf, which counts
 * a view (the answer includes it); its owner and staff granted the kind's list permission read
 * every state.
 * @throws AppError NOT_FOUND_ENTITY (`rows.notFound`) for an unknown id or an item the caller may not read.
 */
export async function viewItem<Item, Detail extends { status: string; viewCount: number }>(
  ctx: Pick<HandlerContext, 'db' | 'user'>,
  rows: TechKindRows<Item, Detail>,
  id: string,
): Promise<Detail> {
  const found = await rows.detail(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND_ENTITY', rows.notFound);
  const { data, ownerId } = found;
  if (data.status === TECH_PUBLIC_STATUS) {
    await ctx.db.execute(sql`update ${rows.table} set view_count = view_count + 1 where ${eq(rows.columns.id, id)}`);
    return { ...data, viewCount: data.viewCount + 1 };
  }
  if (await mayReadAnyState(ctx.db, ctx.user, ownerId, rows.listPermission)) return data;
  throw new AppError('NOT_FOUND_ENTITY', rows.notFound);
}
