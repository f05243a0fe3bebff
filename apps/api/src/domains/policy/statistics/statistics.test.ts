/**
 * 政策看板 and 政策数据总览 through the real API (issue 15): totals equal direct counts of the tables,
 * issuing units and months are counted in China time, and only staff may read them.
 */
import { and, count, eq, inArray, ne, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, decDeclare, entMatchResult, polApplyProject, polConsult, polInfo } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: string;
type Bar = { name: string; value: number };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
  // one published policy at 2031-03-31 23:30 China time (UTC 15:30): a March policy, with two issuing units
  await server.db.insert(polInfo).values({
    policyTitle: '统计测试政策',
    policyDepName: '统计测试局、统计协办局',
    policyCreateTime: new Date('2031-03-31T15:30:00Z'),
    status: 'published',
    supportModes: [],
    units: [
      { unitName: '统计测试局', unitType: '1' },
      { unitName: '统计协办局', unitType: '1' },
    ],
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('policy statistics', () => {
  it('answers totals equal to the tables', async () => {
    const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
    const db = server.db;
    const expected = {
      policyCount: await n(db.select({ n: count() }).from(polInfo).where(ne(polInfo.status, 'deleted'))),
      publishedCount: await n(db.select({ n: count() }).from(polInfo).where(eq(polInfo.status, 'published'))),
      offlineCount: await n(db.select({ n: count() }).from(polInfo).where(eq(polInfo.status, 'offline'))),
      applyProjectCount: await n(db.select({ n: count() }).from(polApplyProject)),
      applyCount: await n(db.select({ n: count() }).from(decDeclare).where(and(ne(decDeclare.status, '0')))),
      consultCount: await n(db.select({ n: count() }).from(polConsult)),
      viewCount: Number((await db.select({ n: sum(polInfo.viewCount) }).from(polInfo).where(ne(polInfo.status, 'deleted')))[0]?.n ?? 0),
    };
    const visual = await call<Record<string, number>>(server, 'GET', '/admin/policy/visual/statistics', yyf);
    expect(visual.violations).toEqual([]);
    expect(visual.json.data).toMatchObject(expected);
    expect(visual.json.data!['draftCount']).toBe(expected.policyCount - expected.publishedCount - expected.offlineCount);

    const number = await call<Record<string, number>>(server, 'GET', '/pol/number/overview', yyf);
    expect(number.violations).toEqual([]);
    expect(number.json.data).toMatchObject({ policyCount: expected.policyCount, publishedCount: expected.publishedCount, projectCount: expected.applyProjectCount, consultCount: expected.consultCount });

    const day = await call<Record<string, number>>(server, 'GET', '/admin/policy/visual/statistics?startDate=2031-03-31&endDate=2031-03-31', yyf);
    expect(day.json.data).toMatchObject({ policyCount: 1, publishedCount: 1 });
    expect((await call(server, 'GET', '/pol/number/overview?startDate=2031-04-02&endDate=2031-04-01', yyf)).status).toBe(400);
  });

  it('counts by issuing unit (each unit row once) and by China-time month', async () => {
    const byDep = await call<Bar[]>(server, 'GET', '/admin/policy/visual/countByDep?startDate=2031-01-01', yyf);
    expect(byDep.violations).toEqual([]);
    expect(byDep.json.data).toEqual([
      { name: '统计协办局', value: 1 },
      { name: '统计测试局', value: 1 },
    ]);
    expect((await call<Bar[]>(server, 'GET', '/pol/number/byDep?startDate=2031-01-01', yyf)).json.data).toHaveLength(2);

    const months = await call<Bar[]>(server, 'GET', '/admin/policy/visual/countByMonth?year=2031', yyf);
    expect(months.violations).toEqual([]);
    expect(months.json.data).toHaveLength(12);
    expect(months.json.data!.find((m) => m.name === '2031-03')?.value).toBe(1);
    expect(months.json.data!.filter((m) => m.value > 0)).toHaveLength(1);

    const trend = await call<Bar[]>(server, 'GET', '/pol/number/trend?year=2031&type=policy', yyf);
    expect(trend.json.data).toEqual(months.json.data);

    const modes = await call<Bar[]>(server, 'GET', '/admin/policy/visual/countBySupportMode', yyf);
    expect(modes.violations).toEqual([]);
    const published = await server.db.select({ modes: polInfo.supportModes }).from(polInfo).where(inArray(polInfo.status, ['published', 'offline']));
    expect(modes.json.data!.reduce((s, m) => s + m.value, 0)).toBe(published.reduce((s, p) => s + p.modes.length, 0));
  });

  it('refuses an enterprise user', async () => {
    const qy = (await loginAs(server, 'qy')).token;
    expect((await call(server, 'GET', '/admin/policy/visual/statistics', qy)).json.code).toBe('FORBIDDEN');
    expect((await call(server, 'GET', '/pol/number/overview', qy)).json.code).toBe('FORBIDDEN');
  });
});

describe('per street', () => {
  it('counts enterprises, matched enterprises and submitted declarations per street, equal to the tables', async () => {
    const res = await call<{ streetCode: string | null; name: string; companyCount: number; matchCount: number; applyCount: number }[]>(server, 'GET', '/pol/number/byStreet', yyf);
    expect(res.violations).toEqual([]);
    const rows = res.json.data!;
    const companies = await server.db.select({ n: count() }).from(company);
    expect(rows.reduce((s, r) => s + r.companyCount, 0)).toBe(Number(companies[0]?.n ?? 0));
    const applies = await server.db.select({ n: count() }).from(decDeclare).where(ne(decDeclare.status, '0'));
    expect(rows.reduce((s, r) => s + r.applyCount, 0)).toBe(Number(applies[0]?.n ?? 0));
    const matched = await server.db
      .selectDistinct({ c: entMatchResult.companyId })
      .from(entMatchResult)
      .innerJoin(polApplyProject, eq(polApplyProject.id, entMatchResult.projectId))
      .where(and(eq(entMatchResult.matchResult, '1'), eq(polApplyProject.status, '1')));
    expect(rows.reduce((s, r) => s + r.matchCount, 0)).toBe(matched.length);
    for (const r of rows) expect(r.matchCount).toBeLessThanOrEqual(r.companyCount);
    expect(rows.map((r) => r.companyCount)).toEqual([...rows.map((r) => r.companyCount)].sort((a, b) => b - a));
  });
});
