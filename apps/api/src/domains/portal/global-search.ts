import { type SQL, sql } from 'drizzle-orm';
import type { components } from '@qifu/sdk';

import type { Handler } from '../../core/handler';
import { escapeLike, pageResult, toPageWindow } from '../../core/paging';
import { cmsSearchSql } from '../cms';
import { landSearchSql } from '../land';
import { policySearchSql } from '../policy';
import { techSearchSql } from '../tech';

/** A kind of hit (`PortalGlobalSearchItem.type`). */
export type SearchType = components['schemas']['PortalGlobalSearchItem']['type'];

/**
 * One source of the global search: a SELECT of published rows whose text ILIKEs `pattern`
 * (already `%escaped%`) with exactly the columns `id text, type text, title, summary (≤120
 * characters of plain text), source, publish_time timestamptz, link_path` (the portal route with
 * its query).
 */
export interface SearchSource {
  type: SearchType;
  sql: (pattern: string) => SQL;
}

/**
 * The sources, in no particular order (hits are merged by publish time). Adding a domain is one
 * line: `{ type: 'news', sql: cmsSearchSql }` with its `apps/api/src/domains/<domain>/search-source.ts`.
 */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  { type: 'policy', sql: policySearchSql },
  { type: 'news', sql: cmsSearchSql },
  { type: 'market', sql: landSearchSql },
  { type: 'tech', sql: techSearchSql },
];

/** The kinds of hit in the order of the page's tabs. */
export const SEARCH_TYPES: readonly SearchType[] = ['policy', 'news', 'market', 'tech'];

interface HitRow extends Record<string, unknown> {
  id: string;
  type: SearchType;
  title: string;
  summary: string | null;
  source: string | null;
  publish_time: Date | string | null;
  link_path: string;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function union(sources: readonly SearchSource[], pattern: string): SQL {
  return sql.join(
    sources.map((s) => sql`(${s.sql(pattern)})`),
    sql` union all `,
  );
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * `GET /thirdPartApi/globalSearch?keyword&type&page&pageSize` (public; seeds 000 §2 /page/search,
 * 001 §7): one UNION ALL over the search sources ({@link SEARCH_SOURCES}) — the keyword (trimmed)
 * occurs literally, case-insensitive (LIKE wildcards escaped), in a published row's title or text —
 * newest first (publish time, then id), paged (page size 10 by default). `type` all (default) or
 * one kind. `typeCounts` holds the number of hits of every kind (and `all`) whatever the chosen
 * kind, for the page's tabs.
 */
export const globalSearch: Handler<'globalSearch'> = async (req, ctx) => {
  const keyword = req.query.keyword.trim();
  const type = req.query.type ?? 'all';
  const window = toPageWindow(req.query);
  const counts = { all: 0, policy: 0, news: 0, market: 0, tech: 0 };
  if (!keyword || SEARCH_SOURCES.length === 0) return { ...pageResult([], 0), typeCounts: counts };
  const pattern = `%${escapeLike(keyword)}%`;
  const chosen = type === 'all' ? SEARCH_SOURCES : SEARCH_SOURCES.filter((s) => s.type === type);

  const countRows = rowsOf<{ type: SearchType; n: number | string }>(
    await ctx.db.execute(sql`select type, count(*) as n from (${union(SEARCH_SOURCES, pattern)}) hits group by type`),
  );
  for (const row of countRows) {
    const n = Number(row.n);
    if (row.type in counts) counts[row.type] += n;
    counts.all += n;
  }
  const total = type === 'all' ? counts.all : counts[type];
  if (chosen.length === 0 || total === 0 || window.offset >= total) return { ...pageResult([], total), typeCounts: counts };

  const rows = rowsOf<HitRow>(
    await ctx.db.execute(
      sql`select id, type, title, summary, source, publish_time, link_path from (${union(chosen, pattern)}) hits
        order by publish_time desc nulls last, id desc limit ${window.limit} offset ${window.offset}`,
    ),
  );
  const list = rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    summary: r.summary,
    source: r.source,
    publishTime: iso(r.publish_time),
    linkPath: r.link_path,
  }));
  return { ...pageResult(list, total), typeCounts: counts };
};
