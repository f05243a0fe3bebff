/**
 * The policy business log (`pol_business_log`; seeds 000 §7, 001 §3 "Business-log payload", §7
 * "/pol/policyBusinessLog/* (statistics)"): the staff list with its filters, shared by the list and
 * the export, and the statistics by event, by policy (`extras.polInfoId`) and by China-time day.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';

import type { PageResult } from '../../../core/paging';
import { iso } from '../../../core/values';
import type { Db } from '../../../db/client';
import { company, polBusinessLog, sysUser } from '../../../db/schema';
import { type DayRange, dayRange, within } from '../statistics/statistics.queries';

/** The list's and the export's filters. */
export interface BusinessLogFilter {
  eventLabel?: string;
  startDate?: string;
  endDate?: string;
}

/** One event as the contract lists it (`PolicyBusinessLogItem`). */
export interface BusinessLogItem {
  id: string;
  type: number;
  eventLabel: string;
  extras: Record<string, string | number | boolean>;
  userName: string | null;
  companyName: string | null;
  createTime: string;
}

function whereOf(filter: BusinessLogFilter, range: DayRange): SQL | undefined {
  return and(filter.eventLabel ? eq(polBusinessLog.eventLabel, filter.eventLabel) : undefined, within(polBusinessLog.createdAt, range));
}

/**
 * One page of events, newest first, with the user's name and company.
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期.
 */
export async function businessLogPage(db: Db, filter: BusinessLogFilter, window: { limit: number; offset: number }): Promise<PageResult<BusinessLogItem>> {
  const where = whereOf(filter, dayRange(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: polBusinessLog.id,
        type: polBusinessLog.type,
        eventLabel: polBusinessLog.eventLabel,
        extras: polBusinessLog.extras,
        userName: sysUser.name,
        companyName: company.companyName,
        createdAt: polBusinessLog.createdAt,
      })
      .from(polBusinessLog)
      .leftJoin(sysUser, eq(sysUser.id, polBusinessLog.userId))
      .leftJoin(company, eq(company.id, sysUser.companyId))
      .where(where)
      .orderBy(desc(polBusinessLog.createdAt), desc(polBusinessLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(polBusinessLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, type: r.type, eventLabel: r.eventLabel, extras: r.extras, userName: r.userName, companyName: r.companyName, createTime: iso(r.createdAt) })),
    total: Number(total?.n ?? 0),
  };
}

/** What the statistics group by: event, (policy, event), or (day, event). */
export type BusinessLogGroupBy = 'event' | 'policy' | 'day';

/** One statistic row (`PolicyBusinessLogStat`). */
export interface BusinessLogStat {
  eventLabel: string;
  count: number;
  userCount: number;
  policyId?: string | null;
  policyTitle?: string | null;
  day?: string;
}

/**
 * Counts and distinct logged-in users per event in the period; by policy (events whose extras
 * carry `polInfoId`; most first, at most 200 rows) or by China-time day (ascending, at most 400).
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期.
 */
export async function businessLogStats(db: Db, filter: BusinessLogFilter, groupBy: BusinessLogGroupBy): Promise<BusinessLogStat[]> {
  const range = dayRange(filter);
  const where = sql`${filter.eventLabel ? sql`l.event_label = ${filter.eventLabel}` : sql`true`} and ${within(sql`l.created_at`, range)}`;
  type Row = { eventLabel: string; count: number | string; userCount: number | string; policyId?: string | null; policyTitle?: string | null; day?: string };
  let query: SQL;
  if (groupBy === 'policy') {
    query = sql`select l.extras->>'polInfoId' as "policyId", p.policy_title as "policyTitle", l.event_label as "eventLabel",
        count(*)::int as count, count(distinct l.user_id)::int as "userCount"
      from pol_business_log l left join pol_info p on p.id::text = l.extras->>'polInfoId'
      where ${where} and l.extras ? 'polInfoId'
      group by 1, 2, 3 order by 4 desc, 3 asc, 1 asc limit 200`;
  } else if (groupBy === 'day') {
    query = sql`select to_char(l.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, l.event_label as "eventLabel",
        count(*)::int as count, count(distinct l.user_id)::int as "userCount"
      from pol_business_log l where ${where}
      group by 1, 2 order by 1 asc, 2 asc limit 400`;
  } else {
    query = sql`select l.event_label as "eventLabel", count(*)::int as count, count(distinct l.user_id)::int as "userCount"
      from pol_business_log l where ${where}
      group by 1 order by 2 desc, 1 asc`;
  }
  const rows = ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  return rows.map((r) => ({
    eventLabel: r.eventLabel,
    count: Number(r.count),
    userCount: Number(r.userCount),
    ...(groupBy === 'policy' ? { policyId: r.policyId ?? null, policyTitle: r.policyTitle ?? null } : {}),
    ...(groupBy === 'day' && r.day ? { day: r.day } : {}),
  }));
}
