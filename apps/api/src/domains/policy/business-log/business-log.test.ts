/**
 * 政策业务日志 through the real API (issue 15): events recorded by the portal are listed, counted by
 * event, by policy and by China-time day, and exported to an `.xlsx` that exceljs reads back.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polBusinessLog, polInfo } from '../../../db/schema';
import { call } from '../../../testing/api-call';
import { auth, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: string;
let qy: string;
let policies: { id: string; policyTitle: string }[];

type Stat = { eventLabel: string; count: number; userCount: number; policyId?: string | null; policyTitle?: string | null; day?: string };
type Page<T> = { list: T[]; total: number };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
  qy = (await loginAs(server, 'qy')).token;
  policies = await server.db.select({ id: polInfo.id, policyTitle: polInfo.policyTitle }).from(polInfo).where(eq(polInfo.status, 'published')).limit(2);
  await server.db.delete(polBusinessLog);
  const log = (eventLabel: string, extras: Record<string, string>, token?: string) => call(server, 'POST', '/pol/policyBusinessLog/add', token, { type: 1, eventLabel, ...extras });
  const [a, b] = policies;
  await log('政策浏览', { polInfoId: a!.id }, qy);
  await log('政策浏览', { polInfoId: a!.id }, qy);
  await log('政策浏览', { polInfoId: a!.id });
  await log('政策浏览', { polInfoId: b!.id }, yyf);
  await log('政策咨询', { polInfoId: a!.id }, qy);
  await log('政策搜索', { keyword: '技改' }, qy);
  // two events on 2026-03-01 China time (one late on the UTC day before)
  const [first] = await server.db.insert(polBusinessLog).values({ type: 1, eventLabel: '政策申报', extras: { polInfoId: b!.id }, createdAt: new Date('2026-02-28T16:30:00Z') }).returning();
  await server.db.insert(polBusinessLog).values({ type: 1, eventLabel: '政策申报', extras: { polInfoId: b!.id }, createdAt: new Date('2026-03-01T10:00:00Z') });
  expect(first).toBeTruthy();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('policy business log', () => {
  it('counts per event with distinct users, per policy and per China-time day', async () => {
    const byEvent = await call<Stat[]>(server, 'GET', '/pol/policyBusinessLog/statistic', yyf);
    expect(byEvent.violations).toEqual([]);
    expect(byEvent.json.data).toEqual([
      { eventLabel: '政策浏览', count: 4, userCount: 2 },
      { eventLabel: '政策申报', count: 2, userCount: 0 },
      { eventLabel: '政策咨询', count: 1, userCount: 1 },
      { eventLabel: '政策搜索', count: 1, userCount: 1 },
    ]);

    const [a, b] = policies;
    const byPolicy = await call<Stat[]>(server, 'GET', '/pol/policyBusinessLog/statistic?groupBy=policy', yyf);
    expect(byPolicy.violations).toEqual([]);
    expect(byPolicy.json.data).toEqual(
      expect.arrayContaining([
        { policyId: a!.id, policyTitle: a!.policyTitle, eventLabel: '政策浏览', count: 3, userCount: 1 },
        { policyId: a!.id, policyTitle: a!.policyTitle, eventLabel: '政策咨询', count: 1, userCount: 1 },
        { policyId: b!.id, policyTitle: b!.policyTitle, eventLabel: '政策浏览', count: 1, userCount: 1 },
        { policyId: b!.id, policyTitle: b!.policyTitle, eventLabel: '政策申报', count: 2, userCount: 0 },
      ]),
    );
    expect(byPolicy.json.data).toHaveLength(4); // the search carries no policy

    const byDay = await call<Stat[]>(server, 'GET', '/pol/policyBusinessLog/statistic?groupBy=day&startDate=2026-03-01&endDate=2026-03-01', yyf);
    expect(byDay.violations).toEqual([]);
    expect(byDay.json.data).toEqual([{ day: '2026-03-01', eventLabel: '政策申报', count: 2, userCount: 0 }]);

    const reversed = await call(server, 'GET', '/pol/policyBusinessLog/statistic?startDate=2026-03-02&endDate=2026-03-01', yyf);
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toContain('开始日期不能晚于结束日期');
  });

  it('lists events newest first with user and company, filtered by event', async () => {
    const list = await call<Page<{ eventLabel: string; userName: string | null; companyName: string | null; extras: Record<string, unknown> }>>(
      server,
      'GET',
      `/pol/policyBusinessLog/list?eventLabel=${encodeURIComponent('政策咨询')}`,
      yyf,
    );
    expect(list.violations).toEqual([]);
    expect(list.json.data!.total).toBe(1);
    expect(list.json.data!.list[0]).toMatchObject({ eventLabel: '政策咨询', userName: '张伟', extras: { polInfoId: policies[0]!.id } });
    expect(list.json.data!.list[0]!.companyName).toBeTruthy();
    expect((await call(server, 'GET', '/pol/policyBusinessLog/list', qy)).json.code).toBe('FORBIDDEN');
  });

  it('exports the filtered events to a workbook exceljs reads back', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/pol/policyBusinessLog/export?eventLabel=${encodeURIComponent('政策浏览')}`, headers: auth(yyf) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('政策业务日志')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '事件名称', '政策', '用户', '企业', '附加字段']);
    expect(sheet.rowCount).toBe(5);
    const users = [2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(4).value).sort();
    expect(users).toEqual(['张伟', '张伟', '李娜', '游客'].sort());
    expect(sheet.getRow(2).getCell(2).value).toBe('政策浏览');
  });
});
