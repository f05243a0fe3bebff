import { and, asc, eq, sql } from 'drizzle-orm';

import type { Handler } from '../../../core/handler';
import { callData, sysRegion } from '../../../db/schema';
import { callDateWindow } from './call-data.queries';

/** The county whose streets the chart lists (seeds 000 §9). */
export const CALL_COUNTY_CODE = '330521';

/** Name of the bar of calls without a (county) street. */
export const OTHER_STREET = '其他';

/** One bar group (contract chart-data.yaml; seeds 001 §2 "Bar chart", §3 "Chart data"). */
export interface CallStreetBar {
  name: string;
  callIn: number;
  callOut: number;
  report: number;
  notReport: number;
  inName: string;
  outName: string;
}

/**
 * `GET /call/data/statistics` (ADMIN, CALL, YYF, GOV; call:data:statistics): per street of the county in code order
 * (streets without calls included), call-in against call-out and reported (turned into an appeal, handleStatus 2)
 * against not reported, for calls whose China-time date is in the window; calls without a county street under 其他
 * (only when there are any). Legends inName 呼入, outName 呼出.
 */
export const getCallDataStatistics: Handler<'getCallDataStatistics'> = async (req, ctx) => {
  const streets = await ctx.db
    .select({ code: sysRegion.code, name: sysRegion.name })
    .from(sysRegion)
    .where(and(eq(sysRegion.parentCode, CALL_COUNTY_CODE), eq(sysRegion.level, 3)))
    .orderBy(asc(sysRegion.code));
  const counts = await ctx.db
    .select({
      streetCode: callData.streetCode,
      callIn: sql<number>`count(*) filter (where ${callData.callType} = '1')`.mapWith(Number),
      callOut: sql<number>`count(*) filter (where ${callData.callType} = '2')`.mapWith(Number),
      report: sql<number>`count(*) filter (where ${callData.handleStatus} = '2')`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(callData)
    .where(callDateWindow(req.query))
    .groupBy(callData.streetCode);
  const byStreet = new Map(counts.map((c) => [c.streetCode ?? '', c]));
  const bar = (name: string, c: (typeof counts)[number] | undefined): CallStreetBar => ({
    name,
    callIn: c?.callIn ?? 0,
    callOut: c?.callOut ?? 0,
    report: c?.report ?? 0,
    notReport: (c?.total ?? 0) - (c?.report ?? 0),
    inName: '呼入',
    outName: '呼出',
  });
  const known = new Set(streets.map((s) => s.code));
  const bars = streets.map((s) => bar(s.name, byStreet.get(s.code)));
  const rest = counts.filter((c) => !c.streetCode || !known.has(c.streetCode));
  if (rest.length > 0) {
    const sum = (k: 'callIn' | 'callOut' | 'report' | 'total') => rest.reduce((n, c) => n + c[k], 0);
    bars.push(bar(OTHER_STREET, { streetCode: null, callIn: sum('callIn'), callOut: sum('callOut'), report: sum('report'), total: sum('total') }));
  }
  return bars;
};
