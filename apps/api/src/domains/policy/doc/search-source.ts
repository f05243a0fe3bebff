import { type SQL, sql } from 'drizzle-orm';

import { polInfo } from '../../../db/schema';

/** Plain text of a policy's body (its sanitized HTML without tags, white space collapsed). */
const bodyText = sql`regexp_replace(regexp_replace(${polInfo.content}, '<[^>]*>', '', 'g'), '\\s+', ' ', 'g')`;

/**
 * The policy source of the global search (globalSearch, seeds 000 §2 /page/search): published
 * policies whose title, summary or body text (HTML tags ignored) matches `pattern` (ILIKE, already
 * `%escaped%`), as the columns every search source gives — `id, type 'policy', title, summary
 * (the policy's summary, else the start of its text; at most 120 characters), source (the issuing
 * unit), publish_time, link_path (/page/policymarket/details?id=…)`.
 */
export function policySearchSql(pattern: string): SQL {
  return sql`select ${polInfo.id}::text as id, 'policy'::text as type, ${polInfo.policyTitle} as title,
    left(coalesce(nullif(btrim(${polInfo.summary}), ''), btrim(${bodyText})), 120) as summary,
    ${polInfo.policyDepName} as source, ${polInfo.policyCreateTime} as publish_time,
    '/page/policymarket/details?id=' || ${polInfo.id}::text as link_path
    from ${polInfo}
    where ${polInfo.status} = 'published'
      and (${polInfo.policyTitle} ilike ${pattern} or ${polInfo.summary} ilike ${pattern} or ${bodyText} ilike ${pattern})`;
}
