/**
 * The news part of the global search (seeds 000 §2 /page/search, operation globalSearch): the
 * portal home/search handler unions the domains' sources.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';

import { cmsNews } from '../../../db/schema';
import { plainTextSql, visibleColumnIds } from './news.queries';

/**
 * A SELECT over the articles on the portal (published, shown, in a shown column) whose title,
 * summary or body text (HTML tags removed) matches `pattern` with ILIKE, answering exactly the
 * columns `id` (text), `type` ('news'), `title`, `summary` (the summary, else the body text; at
 * most 120 characters of plain text), `source`, `publish_time` (timestamptz) and `link_path`
 * (`/page/industryinfodetails?id=…`).
 * @param pattern - an ILIKE pattern, already `%escaped%` by the caller.
 */
export function cmsSearchSql(pattern: string): SQL {
  const body = plainTextSql(cmsNews.content);
  const where = and(
    eq(cmsNews.status, '1'),
    eq(cmsNews.isShow, true),
    sql`${cmsNews.columnId} in ${visibleColumnIds}`,
    sql`(${cmsNews.title} ilike ${pattern} or coalesce(${cmsNews.summary}, '') ilike ${pattern} or ${body} ilike ${pattern})`,
  );
  return sql`select ${cmsNews.id}::text as id, 'news'::text as type, ${cmsNews.title} as title,
    left(btrim(regexp_replace(coalesce(nullif(btrim(${cmsNews.summary}), ''), ${body}), '\\s+', ' ', 'g')), 120) as summary,
    ${cmsNews.source} as source, ${cmsNews.publishTime} as publish_time,
    '/page/industryinfodetails?id=' || ${cmsNews.id}::text as link_path
    from ${cmsNews} where ${where}`;
}
