/** The staff column tree (`NewsColumn` of the contract; seeds 001 §7 /cms/news/column/*). */
import { asc, count, eq } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Db } from '../../../db/client';
import { cmsNews, cmsNewsColumn } from '../../../db/schema';

export type NewsColumn = components['schemas']['NewsColumn'];
type ColumnRow = typeof cmsNewsColumn.$inferSelect;

/** A row → `NewsColumn` without children. */
export function toNewsColumn(row: ColumnRow, newsCount: number): NewsColumn {
  return {
    id: row.id,
    parentId: row.parentId,
    columnName: row.columnName,
    code: row.code,
    description: row.description,
    linkUrl: row.linkUrl,
    sort: row.sort,
    isShow: row.isShow,
    remark: row.remark,
    newsCount,
    createTime: row.createdAt.toISOString(),
    children: [],
  };
}

/** Number of articles directly in each column (column id → count). */
export async function newsCounts(db: Db, columnId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ columnId: cmsNews.columnId, n: count() })
    .from(cmsNews)
    .where(columnId ? eq(cmsNews.columnId, columnId) : undefined)
    .groupBy(cmsNews.columnId);
  return new Map(rows.map((r) => [r.columnId, Number(r.n)]));
}

/**
 * Every column as a tree, siblings by sort. With `keyword` only the columns whose name contains it
 * (case-insensitive) and their ancestors remain.
 */
export async function columnTree(db: Db, keyword?: string): Promise<NewsColumn[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(cmsNewsColumn).orderBy(asc(cmsNewsColumn.sort), asc(cmsNewsColumn.createdAt), asc(cmsNewsColumn.id)),
    newsCounts(db),
  ]);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  let keep: Set<string> | undefined;
  const term = keyword?.trim().toLowerCase();
  if (term) {
    keep = new Set();
    for (const r of rows) {
      if (!r.columnName.toLowerCase().includes(term)) continue;
      for (let id: string | null | undefined = r.id; id && !keep.has(id); id = parentOf.get(id)) keep.add(id);
    }
  }
  const nodes = new Map<string, NewsColumn & { children: NewsColumn[] }>();
  for (const r of rows) if (!keep || keep.has(r.id)) nodes.set(r.id, { ...toNewsColumn(r, counts.get(r.id) ?? 0), children: [] });
  const roots: NewsColumn[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
