/**
 * Policy statistics shared by 政策看板 (/admin/policy/visual/*) and 政策数据总览 (/pol/number/*)
 * (seeds 001 §7; issue 15): China-time day bounds, the per-issuing-unit, per-support-mode and
 * per-month counts. Days and months are calendar days of China Standard Time (+08:00).
 */
import { sql, type SQL } from 'drizzle-orm';

import { AppError } from '../../../core/envelope';
import type { Db } from '../../../db/client';
import { supportModeLabeller } from '../doc/support-modes';

/** One bar of a chart: a name and a count. */
export interface NameValue {
  name: string;
  value: number;
}

/** Start of the China-time calendar day `day` (YYYY-MM-DD) plus `plusDays`. */
export function chinaDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);
}

/** A period of whole China-time days; either end open. */
export interface DayRange {
  from?: Date;
  /** Exclusive: the start of the day after `endDate`. */
  to?: Date;
}

/**
 * The period `startDate`–`endDate` (inclusive days).
 * @throws AppError BAD_REQUEST 开始日期不能晚于结束日期 when the start is after the end.
 */
export function dayRange(query: { startDate?: string; endDate?: string }): DayRange {
  if (query.startDate && query.endDate && query.startDate > query.endDate) throw new AppError('BAD_REQUEST', '开始日期不能晚于结束日期');
  return {
    ...(query.startDate ? { from: chinaDayStart(query.startDate) } : {}),
    ...(query.endDate ? { to: chinaDayStart(query.endDate, 1) } : {}),
  };
}

/** SQL condition `column` within `range` (true when both ends are open). */
export function within(column: SQL | SQL.Aliased | unknown, range: DayRange): SQL {
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) parts.push(sql`${column} < ${range.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** Policies shown or once shown in the portal (已上架, 已下架): what the charts count as published. */
export const PUBLISHED_STATES = sql`('published', 'offline')`;

async function rowsOf(db: Db, query: SQL): Promise<{ name: string | null; value: number | string }[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: { name: string | null; value: number | string }[] }).rows;
}

/**
 * Published policies per issuing unit, most first (then by name): each unit row of the policy's
 * issuing-unit table counts once (`units[].unitName`); a policy without unit rows counts under its
 * `policy_dep_name`. Filtered by 发布时间 within `range`.
 */
export async function countByDep(db: Db, range: DayRange, limit = 30): Promise<NameValue[]> {
  const rows = await rowsOf(
    db,
    sql`select coalesce(nullif(u.value->>'unitName', ''), p.policy_dep_name) as name, count(distinct p.id)::int as value
      from pol_info p
      left join lateral jsonb_array_elements(case when jsonb_typeof(p.units) = 'array' and jsonb_array_length(p.units) > 0 then p.units else '[{}]'::jsonb end) u on true
      where p.status in ${PUBLISHED_STATES} and ${within(sql`p.policy_create_time`, range)}
      group by 1 order by 2 desc, 1 asc limit ${limit}`,
  );
  return rows.map((r) => ({ name: r.name ?? '未填写', value: Number(r.value) }));
}

/** Published policies per support mode (dictionary labels), most first. */
export async function countBySupportMode(db: Db, range: DayRange): Promise<NameValue[]> {
  const rows = await rowsOf(
    db,
    sql`select m as name, count(*)::int as value from pol_info p, unnest(p.support_modes) m
      where p.status in ${PUBLISHED_STATES} and ${within(sql`p.policy_create_time`, range)}
      group by 1 order by 2 desc, 1 asc`,
  );
  const label = await supportModeLabeller(db);
  return rows.map((r) => ({ name: label([r.name ?? ''])[0] ?? '', value: Number(r.value) }));
}

/** What a monthly trend counts: the table and its time column, with an optional condition. */
export type TrendSource = 'policy' | 'apply' | 'consult' | 'view';

const TREND_SQL: Record<TrendSource, { table: SQL; time: SQL; where: SQL }> = {
  policy: { table: sql`pol_info`, time: sql`policy_create_time`, where: sql`status in ${PUBLISHED_STATES}` },
  apply: { table: sql`dec_declare`, time: sql`submit_time`, where: sql`submit_time is not null and status <> '0'` },
  consult: { table: sql`pol_consult`, time: sql`created_at`, where: sql`true` },
  view: { table: sql`pol_business_log`, time: sql`created_at`, where: sql`event_label = '政策浏览'` },
};

/** Twelve China-time months of `year` (names YYYY-MM, 0 for an empty month) of `source`. */
export async function countByMonth(db: Db, year: number, source: TrendSource): Promise<NameValue[]> {
  const s = TREND_SQL[source];
  const from = new Date(`${year}-01-01T00:00:00+08:00`).toISOString();
  const to = new Date(`${year + 1}-01-01T00:00:00+08:00`).toISOString();
  const rows = await rowsOf(
    db,
    sql`select to_char(${s.time} at time zone 'Asia/Shanghai', 'YYYY-MM') as name, count(*)::int as value from ${s.table}
      where ${s.where} and ${s.time} >= ${from}::timestamptz and ${s.time} < ${to}::timestamptz group by 1`,
  );
  const counts = new Map(rows.map((r) => [r.name, Number(r.value)]));
  return Array.from({ length: 12 }, (_, i) => {
    const name = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { name, value: counts.get(name) ?? 0 };
  });
}

/** The current year in China time. */
export function chinaYear(now = new Date()): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
}
