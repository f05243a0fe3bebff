/**
 * What the four technology-service item kinds (achievement, requirement, expert, institute) share:
 * one description per kind ({@link TechKindRows}) and the public list and detail logic written once
 * (seeds 000 §2 techService; contract listPublicTech*, getTech*Detail).
 */
import { PERM, type Permission } from '@qifu/sdk';
import { TECH_PUBLIC_STATUS, type TechKind, type TechStatus } from '@qifu/tech-rules';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

import { AppError } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/handler';
import { pageResult, toPageWindow, type PageResult } from '../../../core/paging';
import type { Db } from '../../../db/client';
import { domainNameSql, iso, mayReadAnyState, ownerNameSql, publicListWhere, publicOrder } from './item.queries';

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

/** The columns the shared code reads of every kind's table. */
interface TechKindTable {
  id: AnyPgColumn;
  status: AnyPgColumn;
  domainId: AnyPgColumn;
  putawayTime: AnyPgColumn;
  createUserId: AnyPgColumn;
  viewCount: AnyPgColumn;
  createdAt: AnyPgColumn;
  reviewOpinion: AnyPgColumn;
  reviewTime: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

/** The names of the four kinds (seeds 000 §2 techService; contract tech:<kind>:list). */
const TECH_KIND_NAMES: Readonly<Record<TechKind, { label: string; notFound: string; listPermission: Permission }>> = {
  achievement: { label: '科技成果', notFound: '科技成果不存在', listPermission: PERM.techAchievementList },
  requirement: { label: '技术需求', notFound: '技术需求不存在', listPermission: PERM.techRequirementList },
  expert: { label: '专家', notFound: '专家不存在', listPermission: PERM.techExpertList },
  institute: { label: '研究院所', notFound: '研究院所不存在', listPermission: PERM.techInstituteList },
};

/** The row type a select of column map `C` answers. */
type Row<C> = SelectResultFields<C>;

/** What every kind's list row holds besides its own columns. */
interface CommonItemRow {
  id: string;
  domainId: string;
  domainName: string;
  status: TechStatus;
  putawayTime: Date | null;
  viewCount: number;
  createdAt: Date;
}

/** What every kind's detail row holds besides its list row. */
interface CommonDetailRow {
  reviewOpinion: string | null;
  reviewTime: Date | null;
  createUserId: string;
  createUserName: string;
  updatedAt: Date;
}

/** A list row → the contract's list item: `putawayTime` as ISO (or null), `createdAt` as `createTime`. */
type ItemOf<R> = Omit<R, 'putawayTime' | 'createdAt'> & { putawayTime: string | null; createTime: string };

/** A detail row → the contract's detail: the item's fields, `reviewTime` as ISO, `updatedAt` as `updateTime`; the owner id apart. */
type DetailOf<R> = ItemOf<Omit<R, 'reviewTime' | 'updatedAt' | 'createUserId'>> & { reviewTime: string | null; updateTime: string };

function toItem<R extends Pick<CommonItemRow, 'putawayTime' | 'createdAt'>>(row: R): ItemOf<R> {
  const { putawayTime, createdAt, ...rest } = row;
  return { ...rest, putawayTime: iso(putawayTime), createTime: createdAt.toISOString() };
}

/**
 * One item kind's {@link TechKindRows} (seeds 000 §2 techService; 001 §7 /tech/*) from its table, its name column,
 * its own list columns (`item`) and its own detail columns (`detail`). The list item adds what every kind shows (id,
 * domain and its name, state, putaway time, views, creation as `createTime`); the detail adds the review and the
 * owner (`reviewOpinion`, `reviewTime`, `createUserName`, `updatedAt` as `updateTime`). The contract's shapes are
 * checked where the result is typed as `TechKindRows<Item, Detail>`.
 */
export function techKindRows<C extends SelectedFields, DC extends SelectedFields>(
  kind: TechKind,
  table: PgTable & TechKindTable,
  name: AnyPgColumn,
  item: C,
  detail: DC,
): TechKindRows<ItemOf<CommonItemRow & Row<C>>, DetailOf<CommonItemRow & Row<C> & Row<DC> & CommonDetailRow>> {
  type ItemRow = CommonItemRow & Row<C>;
  type DetailRow = ItemRow & Row<DC> & CommonDetailRow;
  const t = table;
  const from: PgTable = table;
  const columns: TechKindColumns = { id: t.id, status: t.status, domainId: t.domainId, name, putawayTime: t.putawayTime, createUserId: t.createUserId, viewCount: t.viewCount, createdAt: t.createdAt };
  const itemColumns: SelectedFields = {
    id: t.id,
    ...item,
    domainId: t.domainId,
    domainName: domainNameSql(t.domainId),
    status: t.status,
    putawayTime: t.putawayTime,
    viewCount: t.viewCount,
    createdAt: t.createdAt,
  };
  const detailColumns: SelectedFields = {
    ...itemColumns,
    ...detail,
    reviewOpinion: t.reviewOpinion,
    reviewTime: t.reviewTime,
    createUserId: t.createUserId,
    createUserName: ownerNameSql(t.createUserId),
    updatedAt: t.updatedAt,
  };
  return {
    kind,
    ...TECH_KIND_NAMES[kind],
    table,
    columns,
    async items(db, where, orderBy, limit, offset) {
      const rows = (await db.select(itemColumns).from(from).where(where).orderBy(...orderBy).limit(limit).offset(offset)) as unknown as ItemRow[];
      return rows.map((r) => toItem(r));
    },
    async detail(db, id) {
      const [r] = (await db.select(detailColumns).from(from).where(eq(t.id, id)).limit(1)) as unknown as DetailRow[];
      if (!r) return undefined;
      const { reviewTime, updatedAt, createUserId, ...rest } = r;
      return { ownerId: createUserId, data: { ...toItem(rest), reviewTime: iso(reviewTime), updateTime: updatedAt.toISOString() } };
    },
  };
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
