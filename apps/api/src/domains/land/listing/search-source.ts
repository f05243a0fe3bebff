/**
 * The market part of the global search (seeds 000 §2 /page/search, operation globalSearch): the
 * portal home/search handler unions the domains' sources.
 */
import { PUBLISHED } from '@qifu/land-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import { landInfo, sysRegion, workshopInfo } from '../../../db/schema';

/** Plain text of sanitized HTML (tags removed, white space collapsed). */
function plainText(html: PgColumn): SQL {
  return sql`btrim(regexp_replace(regexp_replace(coalesce(${html}, ''), '<[^>]*>', '', 'g'), '\\s+', ' ', 'g'))`;
}

/** The town name of a street code, '' when unknown. */
function townOf(streetCode: PgColumn): SQL {
  return sql`coalesce((select ${sysRegion.name} from ${sysRegion} where ${sysRegion.code} = ${streetCode}), '')`;
}

/** Numbers without trailing zeros (30.00 → 30, 12.50 → 12.5). */
function num(value: PgColumn): SQL {
  return sql`trim_scale(${value})::text`;
}

/**
 * A SELECT over the published land supply and workshop listings (state 2 已上架) whose title,
 * address or description text matches `pattern` (ILIKE, already `%escaped%`), with exactly the
 * columns every search source gives: `id` (text), `type` ('market'), `title`, `summary` (town,
 * use or deal type, area, then the description's text; at most 120 characters), `source` (the
 * publishing unit / owner), `publish_time` and `link_path` (`/page/sdmarketdetail1?id=…` for land,
 * `/page/sdmarketdetail2?id=…` for workshops).
 */
export function landSearchSql(pattern: string): SQL {
  const landSummary = sql`concat_ws(' · ', nullif(${townOf(landInfo.streetCode)}, ''), ${landInfo.landUse}, ${num(landInfo.landArea)} || '亩',
    case ${landInfo.supplyMode} when '1' then '出让' else '出租' end, nullif(${plainText(landInfo.description)}, ''))`;
  const workshopSummary = sql`concat_ws(' · ', nullif(${townOf(workshopInfo.streetCode)}, ''), '厂房' || case ${workshopInfo.dealType} when '1' then '出租' else '出售' end,
    ${num(workshopInfo.buildingArea)} || '㎡', nullif(${plainText(workshopInfo.description)}, ''))`;
  return sql`select ${landInfo.id}::text as id, 'market'::text as type, ${landInfo.title} as title,
    left(${landSummary}, 120) as summary, ${landInfo.ownerName} as source, ${landInfo.publishTime} as publish_time,
    '/page/sdmarketdetail1?id=' || ${landInfo.id}::text as link_path
    from ${landInfo}
    where ${landInfo.status} = ${PUBLISHED}
      and (${landInfo.title} ilike ${pattern} or ${landInfo.address} ilike ${pattern} or ${plainText(landInfo.description)} ilike ${pattern})
    union all
    select ${workshopInfo.id}::text as id, 'market'::text as type, ${workshopInfo.title} as title,
    left(${workshopSummary}, 120) as summary, ${workshopInfo.ownerName} as source, ${workshopInfo.publishTime} as publish_time,
    '/page/sdmarketdetail2?id=' || ${workshopInfo.id}::text as link_path
    from ${workshopInfo}
    where ${workshopInfo.status} = ${PUBLISHED}
      and (${workshopInfo.title} ilike ${pattern} or ${workshopInfo.address} ilike ${pattern} or ${plainText(workshopInfo.description)} ilike ${pattern})`;
}
