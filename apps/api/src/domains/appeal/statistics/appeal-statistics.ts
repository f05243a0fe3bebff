/**
 * 诉求统计 (seeds 001 §2 "Bar chart … reported against not reported", §3 "Chart data", §7 appeal/statistics*; issue
 * 16): counts per street, class, dealing office and month, each within the caller's data rules on `appeal:info`
 * (a department counts only its own appeals) and the submission dates `startTime`–`endTime` (China time, inclusive).
 *
 * Per class and per office: all appeals, finished (5 已办结 + 6 已归档), overdue ({@link overdueSql}: assigned, not
 * finished, deadline passed), the average handling time of the finished ones (submission to 办结, days, one
 * decimal) and the enterprises' average satisfaction (1–5, one decimal). The overdue rate is overdueCount / count.
 */
import type { components } from '@qifu/sdk';
import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../../db/client';
import { appealDealOffice, appealInfo, appealSource, appealType, sysRegion } from '../../../db/schema';
import { overdueSql } from '../appeal/appeal.queries';

/** One class or office (contract `AppealStatItem`). */
export type AppealStatItem = components['schemas']['AppealStatItem'];
/** One street (contract `ChartData`). */
export type ChartData = components['schemas']['ChartData'];
/** One month (contract `AppealTrendItem`). */
export type AppealTrendItem = components['schemas']['AppealTrendItem'];

/** The submission-date window (China-time calendar days, inclusive). */
export interface StatWindow {
  startTime?: string;
  endTime?: string;
}

function dayStart(day: string, plus = 0): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plus * 86_400_000);
}

/** The window and the caller's scope as one condition. */
export function statWhere(w: StatWindow, scope: SQL | undefined): SQL | undefined {
  return and(
    w.startTime ? gte(appealInfo.createdAt, dayStart(w.startTime)) : undefined,
    w.endTime ? lt(appealInfo.createdAt, dayStart(w.endTime, 1)) : undefined,
    scope,
  );
}

const finished = sql`${appealInfo.status} in ('5', '6')`;

/** The aggregate columns of a stat item. */
const aggregates = {
  n: sql<number>`count(${appealInfo.id})::int`,
  finish: sql<number>`(count(${appealInfo.id}) filter (where ${finished}))::int`,
  overdue: sql<number>`(count(${appealInfo.id}) filter (where ${overdueSql}))::int`,
  avgDays: sql<string | null>`round((avg(extract(epoch from (${appealInfo.finishTime} - ${appealInfo.createdAt})) / 86400) filter (where ${finished} and ${appealInfo.finishTime} is not null))::numeric, 1)`,
  avgSat: sql<string | null>`round(avg(${appealInfo.satisfaction})::numeric, 1)`,
};

interface AggRow {
  n: number;
  finish: number;
  overdue: number;
  avgDays: string | null;
  avgSat: string | null;
}

function toItem(code: string, name: string, r: AggRow | undefined): AppealStatItem {
  return {
    code,
    name,
    count: Number(r?.n ?? 0),
    finishCount: Number(r?.finish ?? 0),
    overdueCount: Number(r?.overdue ?? 0),
    avgDealDays: r?.avgDays == null ? null : Number(r.avgDays),
    avgSatisfaction: r?.avgSat == null ? null : Number(r.avgSat),
  };
}

/** Per street: report = finished, notReport = the rest; legend names 已办结 / 未办结; most appeals first. */
export async function statisticsByStreet(db: Db, where: SQL | undefined): Promise<ChartData[]> {
  const rows = await db
    .select({ code: appealInfo.streetCode, name: sysRegion.name, n: aggregates.n, finish: aggregates.finish })
    .from(appealInfo)
    .leftJoin(sysRegion, eq(sysRegion.code, appealInfo.streetCode))
    .where(where)
    .groupBy(appealInfo.streetCode, sysRegion.name)
    .orderBy(sql`count(${appealInfo.id}) desc`, asc(sysRegion.name));
  return rows.map((r) => ({
    name: r.name ?? '未填写街道',
    report: Number(r.finish),
    notReport: Number(r.n) - Number(r.finish),
    inName: '已办结',
    outName: '未办结',
  }));
}

/**
 * Per first-level class (each counting the appeals of its sub-classes), or with `parentCode` per sub-class of that
 * class; every class of the level is listed (zero rows too), in the tree's order.
 */
export async function statisticsByType(db: Db, where: SQL | undefined, parentCode?: string): Promise<AppealStatItem[]> {
  const leaf = alias(appealType, 'leaf');
  const parent = alias(appealType, 'parent_type');
  const groups = await db
    .select({ id: appealType.id, code: appealType.typeCode, name: appealType.typeName })
    .from(appealType)
    .where(
      parentCode
        ? eq(appealType.parentId, sql`(select p.id from appeal_type p where p.type_code = ${parentCode})`)
        : isNull(appealType.parentId),
    )
    .orderBy(asc(appealType.sort), asc(appealType.typeCode));
  // the group of an appeal: its class's parent (first level) or its class (with parentCode)
  const groupCode = parentCode ? leaf.typeCode : sql<string>`coalesce(${parent.typeCode}, ${leaf.typeCode})`;
  const rows = await db
    .select({ code: groupCode, ...aggregates })
    .from(appealInfo)
    .innerJoin(leaf, eq(leaf.typeCode, appealInfo.appealClass))
    .leftJoin(parent, eq(parent.id, leaf.parentId))
    .where(and(where, parentCode ? eq(parent.typeCode, parentCode) : undefined))
    .groupBy(groupCode);
  const by = new Map(rows.map((r) => [r.code, r]));
  return groups.map((g) => toItem(g.code, g.name, by.get(g.code)));
}

/** Per dealing office (the current one): enabled offices and any office holding appeals, most appeals first. */
export async function statisticsByDealOffice(db: Db, where: SQL | undefined): Promise<AppealStatItem[]> {
  const offices = await db
    .select({ id: appealDealOffice.id, name: appealDealOffice.dealOfficeName, enabled: appealDealOffice.enableFlag })
    .from(appealDealOffice)
    .orderBy(asc(appealDealOffice.sort), asc(appealDealOffice.dealOfficeName));
  const rows = await db
    .select({ code: appealInfo.dealOffice, ...aggregates })
    .from(appealInfo)
    .where(and(where, sql`${appealInfo.dealOffice} is not null`))
    .groupBy(appealInfo.dealOffice);
  const by = new Map(rows.map((r) => [r.code, r]));
  return offices
    .filter((o) => o.enabled || by.has(o.id))
    .map((o) => toItem(o.id, o.name, by.get(o.id)))
    .sort((a, b) => b.count - a.count);
}

/** Per configured source (诉求来源): enabled sources and any source holding appeals, most appeals first. */
export async function statisticsBySource(db: Db, where: SQL | undefined): Promise<AppealStatItem[]> {
  const sources = await db
    .select({ id: appealSource.id, name: appealSource.sourceValueName, enabled: appealSource.enableFlag })
    .from(appealSource)
    .orderBy(asc(appealSource.sourceType), asc(appealSource.sort), asc(appealSource.sourceValueName));
  const rows = await db
    .select({ code: appealInfo.appealSource, ...aggregates })
    .from(appealInfo)
    .where(where)
    .groupBy(appealInfo.appealSource);
  const by = new Map(rows.map((r) => [r.code, r]));
  return sources
    .filter((s) => s.enabled || by.has(s.id))
    .map((s) => toItem(s.id, s.name, by.get(s.id)))
    .sort((a, b) => b.count - a.count);
}

/** Submitted and finished appeals per month of `year` (China time), 12 items, January first. */
export async function statisticsTrend(db: Db, scope: SQL | undefined, year: number): Promise<AppealTrendItem[]> {
  const from = new Date(`${year}-01-01T00:00:00+08:00`);
  const to = new Date(`${year + 1}-01-01T00:00:00+08:00`);
  const month = (col: typeof appealInfo.createdAt | typeof appealInfo.finishTime) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const [submitted, done] = await Promise.all([
    db
      .select({ m: month(appealInfo.createdAt), n: sql<number>`count(*)::int` })
      .from(appealInfo)
      .where(and(gte(appealInfo.createdAt, from), lt(appealInfo.createdAt, to), scope))
      .groupBy(month(appealInfo.createdAt)),
    db
      .select({ m: month(appealInfo.finishTime), n: sql<number>`count(*)::int` })
      .from(appealInfo)
      .where(and(finished, gte(appealInfo.finishTime, from), lt(appealInfo.finishTime, to), scope))
      .groupBy(month(appealInfo.finishTime)),
  ]);
  const s = new Map(submitted.map((r) => [r.m, Number(r.n)]));
  const f = new Map(done.map((r) => [r.m, Number(r.n)]));
  return Array.from({ length: 12 }, (_, i) => {
    const m = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { month: m, submitCount: s.get(m) ?? 0, finishCount: f.get(m) ?? 0 };
  });
}

/** The current year in China time. */
export function chinaYear(now = new Date()): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
}
