import { and, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Handler } from '../../../core/handler';
import type { Db } from '../../../db/client';
import { techTalk } from '../../../db/schema';
import { achievementRows } from '../achievement/achievement.queries';
import { expertRows } from '../expert/expert.queries';
import { instituteRows } from '../institute/institute.queries';
import { requirementRows } from '../requirement/requirement.queries';

/** `YYYY-MM` of a timestamp in China time. */
function monthOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
}

/** Rows of `table` per month of `column` (China time) from `since`. */
async function perMonth(db: Db, table: PgTable, column: AnyPgColumn, since: Date): Promise<Map<string, number>> {
  const month = monthOf(column);
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(isNotNull(column), gte(column, since)))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

/** The last `months` calendar months in China time, oldest first (`YYYY-MM`). */
export function lastMonths(months: number, now = new Date()): string[] {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth();
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (months - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * `GET /tech/visual/trend?months=` (staff, tech:visual:view; seeds 001 §7 /tech/visual/*): for the
 * last `months` (default 12) calendar months in China time, oldest first, the items of each kind put
 * on the shelf that month (by putaway time, whatever their state now) and the negotiations opened.
 */
export const getTechVisualTrend: Handler<'getTechVisualTrend'> = async (req, ctx) => {
  const months = lastMonths(req.query.months ?? 12);
  const since = new Date(`${months[0] ?? '1970-01'}-01T00:00:00+08:00`);
  const [achievement, requirement, expert, institute, talk] = await Promise.all([
    perMonth(ctx.db, achievementRows.table, achievementRows.columns.putawayTime, since),
    perMonth(ctx.db, requirementRows.table, requirementRows.columns.putawayTime, since),
    perMonth(ctx.db, expertRows.table, expertRows.columns.putawayTime, since),
    perMonth(ctx.db, instituteRows.table, instituteRows.columns.putawayTime, since),
    perMonth(ctx.db, techTalk, techTalk.createdAt, since),
  ]);
  return months.map((month) => ({
    month,
    achievement: achievement.get(month) ?? 0,
    requirement: requirement.get(month) ?? 0,
    expert: expert.get(month) ?? 0,
    institute: institute.get(month) ?? 0,
    talk: talk.get(month) ?? 0,
  }));
};
