/**
 * What every news operation shares: the portal's visibility rule as SQL, the column tree in
 * memory, and the mapping of rows to the contract's `NewsItem` / `News`.
 *
 * Portal visibility (NewsStatus in the contract): state 1 已发布, `isShow` true, in a column whose
 * whole ancestry is shown (a hidden column hides its subtree and their news).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { cmsNews, cmsNewsColumn } from '../../../db/schema';

export type NewsItem = components['schemas']['NewsItem'];
export type News = components['schemas']['News'];
export type NewsColumnRef = components['schemas']['NewsColumnRef'];

/**
 * Ids of the shown columns whose ancestors are all shown (a subquery for `in (…)`), walked from
 * the top columns with a recursive CTE.
 */
export const visibleColumnIds: SQL = sql`(with recursive cms_visible(id) as (
  select ${cmsNewsColumn.id} from ${cmsNewsColumn} where ${cmsNewsColumn.isShow} and ${cmsNewsColumn.parentId} is null
  union all
  select ${cmsNewsColumn.id} from ${cmsNewsColumn} join cms_visible on ${cmsNewsColumn.parentId} = cms_visible.id where ${cmsNewsColumn.isShow}
) select id from cms_visible)`;

/** Ids of a column and all its descendants (a subquery for `in (…)`); `root` selects the column. */
export function columnSubtreeIds(root: SQL): SQL {
  return sql`(with recursive cms_subtree(id) as (
  select ${cmsNewsColumn.id} from ${cmsNewsColumn} where ${root}
  union all
  select ${cmsNewsColumn.id} from ${cmsNewsColumn} join cms_subtree on ${cmsNewsColumn.parentId} = cms_subtree.id
) select id from cms_subtree)`;
}

/** The condition "this article is on the portal" (published, shown, in a visible column). */
export function publicNewsCondition(): SQL {
  return and(eq(cmsNews.status, '1'), eq(cmsNews.isShow, true), sql`${cmsNews.columnId} in ${visibleColumnIds}`) as SQL;
}

/** The columns of a list row (joined with the column for its name). */
export const NEWS_ITEM_COLUMNS = {
  id: cmsNews.id,
  columnId: cmsNews.columnId,
  columnName: cmsNewsColumn.columnName,
  title: cmsNews.title,
  author: cmsNews.author,
  source: cmsNews.source,
  coverName: cmsNews.coverName,
  coverPath: cmsNews.coverPath,
  summary: cmsNews.summary,
  isShow: cmsNews.isShow,
  status: cmsNews.status,
  isTop: cmsNews.isTop,
  viewCount: cmsNews.viewCount,
  publishTime: cmsNews.publishTime,
  createdAt: cmsNews.createdAt,
};

/** A row selected with {@link NEWS_ITEM_COLUMNS}. */
export interface NewsItemRow {
  id: string;
  columnId: string;
  columnName: string;
  title: string;
  author: string | null;
  source: string | null;
  coverName: string | null;
  coverPath: string | null;
  summary: string | null;
  isShow: boolean;
  status: NewsItem['status'];
  isTop: boolean;
  viewCount: number;
  publishTime: Date | null;
  createdAt: Date;
}

/** The cover image attachment of a row, or null. */
export function coverOf(row: { coverName: string | null; coverPath: string | null }): NewsItem['coverImage'] {
  return row.coverPath ? { fileName: row.coverName ?? row.coverPath.split('/').pop() ?? row.coverPath, filePath: row.coverPath } : null;
}

/** A list row → `NewsItem`. */
export function toNewsItem(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    columnId: row.columnId,
    columnName: row.columnName,
    title: row.title,
    author: row.author,
    source: row.source,
    coverImage: coverOf(row),
    summary: row.summary,
    isShow: row.isShow,
    status: row.status,
    isTop: row.isTop,
    viewCount: row.viewCount,
    publishTime: row.publishTime ? row.publishTime.toISOString() : null,
    createTime: row.createdAt.toISOString(),
  };
}

/** One column of the in-memory tree. */
export interface ColumnNode {
  id: string;
  parentId: string | null;
  code: string;
  columnName: string;
}

/** Every column by id (the tree is small: tens of rows). */
export async function loadColumns(db: Db): Promise<Map<string, ColumnNode>> {
  const rows = await db
    .select({ id: cmsNewsColumn.id, parentId: cmsNewsColumn.parentId, code: cmsNewsColumn.code, columnName: cmsNewsColumn.columnName })
    .from(cmsNewsColumn);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The columns from the top down to `columnId` (empty for an unknown id; a cycle stops the walk). */
export function columnPath(columns: ReadonlyMap<string, ColumnNode>, columnId: string): NewsColumnRef[] {
  const path: NewsColumnRef[] = [];
  const seen = new Set<string>();
  let node = columns.get(columnId);
  while (node && !seen.has(node.id)) {
    seen.add(node.id);
    path.unshift({ id: node.id, code: node.code, columnName: node.columnName });
    node = node.parentId ? columns.get(node.parentId) : undefined;
  }
  return path;
}

/** The plain text of sanitized HTML in SQL (tags removed, the escapes sanitize-html writes decoded). */
export function plainTextSql(html: SQL | typeof cmsNews.content): SQL {
  return sql`replace(replace(replace(replace(replace(regexp_replace(${html}, '<[^>]*>', '', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')`;
}
