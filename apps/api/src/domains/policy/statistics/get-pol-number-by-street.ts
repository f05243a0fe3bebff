import { sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { dayRange, within } from './statistics.queries';

type Row = { streetCode: string | null; name: string | null; companyCount: number | string; matchCount: number | string; applyCount: number | string };

/**
 * `GET /pol/number/byStreet` (ADMIN, YYF, GOV, DEPT; pol:number:view): per street of the enterprises
 * (`company.street_id` → `sys_region` name; none → 未填写) — enterprises, enterprises matched (匹配) to at
 * least one published declaration project (the matching engine's stored results), and declarations
 * submitted within the optional days; most enterprises first.
 */
export const getPolNumberByStreet: Handler<'getPolNumberByStreet'> = async (req, ctx) => {
  const range = dayRange(req.query);
  const result = await ctx.db.execute(sql`select c.street_id as "streetCode", r.name as name,
      count(*)::int as "companyCount",
      count(mm.company_id)::int as "matchCount",
      coalesce(sum(dd.n), 0)::int as "applyCount"
    from company c
    left join sys_region r on r.code = c.street_id
    left join (select distinct m.company_id from ent_match_result m join pol_apply_project p on p.id = m.project_id
      where m.match_result = '1' and p.status = '1') mm on mm.company_id = c.id
    left join (select d.company_id, count(*) as n from dec_declare d
      where d.submit_time is not null and d.status <> '0' and ${within(sql`d.submit_time`, range)} group by d.company_id) dd on dd.company_id = c.id
    group by c.street_id, r.name
    order by 3 desc, 2 asc nulls last`);
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    streetCode: r.streetCode,
    name: r.name ?? (r.streetCode ? r.streetCode : '未填写'),
    companyCount: Number(r.companyCount),
    matchCount: Number(r.matchCount),
    applyCount: Number(r.applyCount),
  }));
};
