/**
 * Paging and sorting shared by every list operation: `page`/`pageSize` (1-based, as the contract's
 * `Page` and `PageSize` parameters) → `limit`/`offset`, the `{ list, total }` answer, and sorting
 * by an allow-list of fields.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Largest page size the contract allows (全部显示 = 9000). */
export const MAX_PAGE_SIZE = 9000;

/** A resolved page window. */
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/**
 * Turns `page`/`pageSize` into `limit`/`offset`. Missing or out-of-range values fall back to
 * page 1 and `defaultPageSize` (the contract already rejects out-of-range values with 400).
 */
export function toPageWindow(query: { page?: number; pageSize?: number }, defaultPageSize = 10): PageWindow {
  const page = Number.isInteger(query.page) && (query.page ?? 0) >= 1 ? (query.page as number) : 1;
  const size =
    Number.isInteger(query.pageSize) && (query.pageSize ?? 0) >= 1
      ? Math.min(query.pageSize as number, MAX_PAGE_SIZE)
      : defaultPageSize;
  return { page, pageSize: size, limit: size, offset: (page - 1) * size };
}

/** The paged-list answer `{ list, total }`. */
export interface PageResult<T> {
  list: T[];
  total: number;
}

/** Builds a {@link PageResult}; `total` may come from the database as a string or bigint. */
export function pageResult<T>(list: T[], total: number | string | bigint): PageResult<T> {
  return { list, total: Number(total) };
}

/**
 * Runs a page's rows and its total together and answers `{ list, total }` (issue 12: the paged
 * select every list operation needs).
 * @param rows - the windowed select (`….orderBy(…).limit(window.limit).offset(window.offset)`).
 * @param total - the same filter (and joins the filter needs) as `select({ n: count() })`.
 * @param toItem - turns a row into the contract's list item.
 */
export async function pagedSelect<R, T>(
  rows: PromiseLike<R[]>,
  total: PromiseLike<ReadonlyArray<{ n: number | string | bigint }>>,
  toItem: (row: R) => T,
): Promise<PageResult<T>> {
  const [list, totals] = await Promise.all([rows, total]);
  return pageResult(list.map(toItem), totals[0]?.n ?? 0);
}

/** Sort direction as the documents' tables send it. */
export type SortOrder = 'asc' | 'desc' | 'ascending' | 'descending';

/**
 * Order-by clauses from a requested sort field, allowed only when it is in `allowed`; otherwise
 * the default. The primary key (or any tiebreaker) keeps paging stable.
 * @param allowed - public field name → column.
 * @param fallback - the clauses used when the field is missing or not allowed.
 * @param tiebreaker - appended to every ordering.
 */
export function orderByAllowed(
  allowed: Readonly<Record<string, PgColumn>>,
  field: string | undefined,
  order: SortOrder | undefined,
  fallback: SQL[],
  tiebreaker?: PgColumn,
): SQL[] {
  const column = field && Object.prototype.hasOwnProperty.call(allowed, field) ? allowed[field] : undefined;
  const base = column ? [order === 'asc' || order === 'ascending' ? asc(column) : desc(column)] : fallback;
  return tiebreaker ? [...base, desc(tiebreaker)] : base;
}

/**
 * Escapes `%`, `_` and `\` so that a user's keyword matches literally in a LIKE/ILIKE pattern
 * (`ilike(col, `%${escapeLike(kw)}%`)`; PostgreSQL's default escape character is `\`).
 */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
