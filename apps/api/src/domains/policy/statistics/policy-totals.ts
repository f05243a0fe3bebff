/**
 * The totals of 政策看板 and 政策数据总览 in one SQL statement each (seeds 001 §7; issue 15).
 */
import { sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { type DayRange, within } from './statistics.queries';

/** Every figure either page shows. */
export interface PolicyTotals {
  policyCount: number;
  publishedCount: number;
  draftCount: number;
  offlineCount: number;
  projectCount: number;
  applyCount: number;
  passCount: number;
  consultCount: number;
  viewCount: number;
  estimatedAmount: number;
}

/**
 * Counts within `range` (either end open): policies by 发布时间 (`policy_create_time`; deleted ones
 * never), declaration projects and consultations by creation, submitted declarations by submission
 * (审核通过 among them, and the sum of the stored estimated amounts of the passed ones, in yuan),
 * views as 政策浏览 events of the business log — or, without a range, the policies' view counters.
 */
export async function policyTotals(db: Db, range: DayRange): Promise<PolicyTotals> {
  const open = !range.from && !range.to;
  const result = await db.execute(sql`select
    (select count(*)::int from pol_info where status <> 'deleted' and ${within(sql`policy_create_time`, range)}) as "policyCount",
    (select count(*)::int from pol_info where status = 'published' and ${within(sql`policy_create_time`, range)}) as "publishedCount",
    (select count(*)::int from pol_info where status = 'offline' and ${within(sql`policy_create_time`, range)}) as "offlineCount",
    (select count(*)::int from pol_apply_project where ${within(sql`created_at`, range)}) as "projectCount",
    (select count(*)::int from dec_declare where submit_time is not null and status <> '0' and ${within(sql`submit_time`, range)}) as "applyCount",
    (select count(*)::int from dec_declare where status = '2' and ${within(sql`submit_time`, range)}) as "passCount",
    (select count(*)::int from pol_consult where ${within(sql`created_at`, range)}) as "consultCount",
    ${
      open
        ? sql`(select coalesce(sum(view_count), 0)::bigint from pol_info where status <> 'deleted')`
        : sql`(select count(*)::int from pol_business_log where event_label = '政策浏览' and ${within(sql`created_at`, range)})`
    } as "viewCount",
    (select coalesce(sum(m.estimated_amount), 0)::float8 from dec_declare d
      join ent_match_result m on m.company_id = d.company_id and m.project_id = d.project_id
      where d.status = '2' and ${within(sql`d.submit_time`, range)}) as "estimatedAmount"`);
  const row = (result as unknown as { rows: Record<keyof PolicyTotals, number | string>[] }).rows[0]!;
  const n = (k: keyof PolicyTotals) => Number(row[k] ?? 0);
  const policyCount = n('policyCount');
  return {
    policyCount,
    publishedCount: n('publishedCount'),
    offlineCount: n('offlineCount'),
    draftCount: policyCount - n('publishedCount') - n('offlineCount'),
    projectCount: n('projectCount'),
    applyCount: n('applyCount'),
    passCount: n('passCount'),
    consultCount: n('consultCount'),
    viewCount: n('viewCount'),
    estimatedAmount: Math.round(n('estimatedAmount') * 100) / 100,
  };
}
