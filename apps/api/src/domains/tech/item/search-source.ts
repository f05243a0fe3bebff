import { TECH_PUBLIC_STATUS } from '@qifu/tech-rules';
import { type SQL, sql } from 'drizzle-orm';

import { techAchievement, techExpert, techInstitute, techRequirement } from '../../../db/schema';

/** Plain text of sanitized HTML (tags removed, white space collapsed). */
function plain(html: SQL | unknown): SQL {
  return sql`regexp_replace(regexp_replace(coalesce(${html}, ''), '<[^>]*>', '', 'g'), '\\s+', ' ', 'g')`;
}

/** The summary column: the item's summary, else the start of its text; at most 120 characters. */
function summary(short: unknown, html: unknown): SQL {
  return sql`left(coalesce(nullif(btrim(${short}), ''), btrim(${plain(html)})), 120)`;
}

/**
 * The technology source of the global search (globalSearch, seeds 000 §2 /page/search): items on
 * the shelf (state 4) of the four kinds whose name, unit (holder, enterprise, organization), summary
 * or text (HTML tags ignored) matches
 * `pattern` (ILIKE, already `%escaped%`), as the columns every search source gives — `id, type
 * 'tech', title (the name), summary (≤120 characters of plain text), source (kind · unit), publish_time
 * (putaway time), link_path` (the techService detail route: resultdetals, techneeddetails,
 * expertdetails, institutesdetails, with `?id=`).
 */
export function techSearchSql(pattern: string): SQL {
  const a = techAchievement;
  const r = techRequirement;
  const e = techExpert;
  const i = techInstitute;
  return sql`select ${a.id}::text as id, 'tech'::text as type, ${a.achievementName} as title,
    ${summary(a.summary, a.content)} as summary, '科技成果 · ' || ${a.holderName} as source, ${a.putawayTime} as publish_time,
    '/page/techService/resultdetals?id=' || ${a.id}::text as link_path
    from ${a} where ${a.status} = ${TECH_PUBLIC_STATUS}
      and (${a.achievementName} ilike ${pattern} or ${a.holderName} ilike ${pattern} or ${a.summary} ilike ${pattern} or ${plain(a.content)} ilike ${pattern})
    union all
    select ${r.id}::text, 'tech'::text, ${r.requirementName},
    ${summary(r.summary, r.content)}, '技术需求 · ' || ${r.companyName}, ${r.putawayTime},
    '/page/techService/techneeddetails?id=' || ${r.id}::text
    from ${r} where ${r.status} = ${TECH_PUBLIC_STATUS}
      and (${r.requirementName} ilike ${pattern} or ${r.companyName} ilike ${pattern} or ${r.summary} ilike ${pattern} or ${plain(r.content)} ilike ${pattern})
    union all
    select ${e.id}::text, 'tech'::text, ${e.expertName},
    ${summary(e.researchField, e.introduction)}, '专家 · ' || ${e.organizationName}, ${e.putawayTime},
    '/page/techService/expertdetails?id=' || ${e.id}::text
    from ${e} where ${e.status} = ${TECH_PUBLIC_STATUS}
      and (${e.expertName} ilike ${pattern} or ${e.organizationName} ilike ${pattern} or ${e.researchField} ilike ${pattern} or ${plain(e.introduction)} ilike ${pattern})
    union all
    select ${i.id}::text, 'tech'::text, ${i.instituteName},
    ${summary(i.summary, i.content)}, '研究院所'::text, ${i.putawayTime},
    '/page/techService/institutesdetails?id=' || ${i.id}::text
    from ${i} where ${i.status} = ${TECH_PUBLIC_STATUS}
      and (${i.instituteName} ilike ${pattern} or ${i.summary} ilike ${pattern} or ${plain(i.content)} ilike ${pattern})`;
}
