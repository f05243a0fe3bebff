/**
 * Reporting tasks end to end on the server (issue 19 acceptance 4; seeds 001 §2 "Bar chart", §7
 * /report/*): save → publish (targets fixed) → qy submits from 我的填报 → 填报情况 and the per-street
 * chart → SMS reminders through the outbox for the enterprises still missing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { company, reportTask, sysOutbox, sysRegion, sysUser } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let yyf: Record<string, string>;
let qy: Record<string, string>;

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const TASK = {
  reportTitle: '2026年10月规上工业企业经营数据填报',
  reportPeriod: '2026年10月',
  reportDesc: '请于截止时间前完成填报。',
  startTime: iso(-1),
  endTime: iso(10),
  fields: [
    { fieldKey: 'revenue', fieldName: '营业收入', fieldType: '1', fieldUnit: '万元', required: true },
    { fieldKey: 'employees', fieldName: '从业人数', fieldType: '1', fieldUnit: '人', required: true },
    { fieldKey: 'remark', fieldName: '备注', fieldType: '2', required: false },
  ],
};

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  yyf = auth((await loginAs(server, 'yyf')).token);
  qy = auth((await loginAs(server, 'qy')).token);
});

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await server.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

async function qyStreet() {
  const [row] = await server.db
    .select({ id: company.id, streetId: company.streetId, streetName: sysRegion.name })
    .from(company)
    .innerJoin(sysUser, eq(sysUser.companyId, company.id))
    .leftJoin(sysRegion, eq(sysRegion.code, company.streetId))
    .where(eq(sysUser.userName, 'qy'));
  return row;
}

describe('reporting tasks', () => {
  it('refuses what the schema cannot say and walks 0 → 1 → 2 only as the table allows', async () => {
    const bad = await call('POST', '/report/task/save', yyf, { ...TASK, fields: [TASK.fields[0], { ...TASK.fields[1], fieldKey: 'revenue' }] });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('字段键revenue重复');
    expect((await call('POST', '/report/task/save', yyf, { ...TASK, endTime: TASK.startTime })).json.msg).toContain('截止时间须晚于开始时间');
    // targets naming no tag or no street: business rules (HTTP 200, issue 17), not contract violations
    const noTag = await call('POST', '/report/task/save', yyf, { ...TASK, tagIds: ['0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c'] });
    expect(noTag).toMatchObject({ status: 200, json: { success: false, code: 'BUSINESS_RULE', msg: '面向的企业标签不存在' } });
    const noStreet = await call('POST', '/report/task/save', yyf, { ...TASK, streetCodes: ['999999999'] });
    expect(noStreet).toMatchObject({ status: 200, json: { success: false, code: 'BUSINESS_RULE', msg: '面向的街道不存在' } });

    const id = (await call<{ id: string }>('POST', '/report/task/save', yyf, TASK)).json.data.id;
    const draft = (await call<{ status: string; targetCount: number; reportCount: number }>('GET', `/report/task/detail?id=${id}`, yyf)).json.data;
    expect(draft.status).toBe('0');
    expect(draft.targetCount).toBeGreaterThan(1);
    expect((await call('POST', '/report/task/close', yyf, { id })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect((await call('POST', '/report/data/remind', yyf, { taskId: id })).json).toMatchObject({ code: 'BUSINESS_RULE', msg: '只能催报填报中的任务' });
    expect((await call('POST', '/report/task/publish', yyf, { id })).json.success).toBe(true);
    expect((await call('POST', '/report/task/save', yyf, { ...TASK, id })).json).toMatchObject({ code: 'BUSINESS_RULE' });
    expect((await call('POST', '/report/task/delete', yyf, { ids: [id] })).json).toMatchObject({ code: 'BUSINESS_RULE' });
    expect((await call('POST', '/report/task/close', yyf, { id })).json.success).toBe(true);
    expect((await call('POST', '/report/my/submit', qy, { taskId: id, values: [{ fieldKey: 'revenue', fieldValue: '1' }, { fieldKey: 'employees', fieldValue: '2' }] })).json).toMatchObject({
      code: 'BUSINESS_RULE',
      msg: '填报未开始或已截止',
    });
    expect((await call('POST', '/report/task/delete', yyf, { ids: [id] })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call('GET', `/report/task/detail?id=${id}`, yyf)).json.code).toBe('NOT_FOUND_ENTITY');
    // an enterprise cannot manage tasks
    expect((await call('POST', '/report/task/save', qy, TASK)).json.code).toBe('FORBIDDEN');
  });

  it('is filled in by qy, counted on qy\'s street in the chart, and reminds the missing enterprises by SMS', async () => {
    const street = await qyStreet();
    expect(street?.streetId).toBeTruthy();
    const id = (await call<{ id: string }>('POST', '/report/task/save', yyf, TASK)).json.data.id;
    const published = await call('POST', '/report/task/publish', yyf, { id });
    expect(published.json.msg).toMatch(/^发布成功，共\d+家企业需填报$/);

    const mine = (await call<{ list: { id: string; reportStatus: string }[] }>('GET', '/report/my/list?pageSize=100', qy)).json.data;
    expect(mine.list.find((r) => r.id === id)).toMatchObject({ reportStatus: '0' });

    const missing = await call('POST', '/report/my/submit', qy, { taskId: id, values: [{ fieldKey: 'revenue', fieldValue: '1268.5' }] });
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toContain('请填写从业人数');
    const notNumber = await call('POST', '/report/my/submit', qy, { taskId: id, values: [{ fieldKey: 'revenue', fieldValue: '很多' }, { fieldKey: 'employees', fieldValue: '86' }] });
    expect(notNumber.json.msg).toContain('营业收入须为数字');
    // a field the task does not have: a business rule (HTTP 200, issue 17), nothing stored
    const unknownField = await call('POST', '/report/my/submit', qy, { taskId: id, values: [{ fieldKey: 'revenue', fieldValue: '1' }, { fieldKey: 'employees', fieldValue: '2' }, { fieldKey: 'profit', fieldValue: '3' }] });
    expect(unknownField).toMatchObject({ status: 200, json: { success: false, code: 'BUSINESS_RULE', msg: '填报字段profit不存在' } });
    const values = [
      { fieldKey: 'revenue', fieldValue: '1268.5' },
      { fieldKey: 'employees', fieldValue: '86' },
    ];
    expect((await call('POST', '/report/my/submit', qy, { taskId: id, values })).json).toMatchObject({ success: true, msg: '提交成功' });
    const my = (await call<{ reportStatus: string; values: typeof values }>('GET', `/report/my/detail?taskId=${id}`, qy)).json.data;
    expect(my).toMatchObject({ reportStatus: '1', values });

    const chart = (await call<{ name: string; report: number; notReport: number }[]>('GET', `/report/statistics/street?taskId=${id}`, yyf)).json.data;
    const qyBar = chart.find((b) => b.name === street?.streetName);
    expect(qyBar?.report).toBe(1);
    expect(chart.reduce((n, b) => n + b.report, 0)).toBe(1);
    const notReported = chart.reduce((n, b) => n + b.notReport, 0);
    expect(notReported).toBeGreaterThan(0);

    const rows = (await call<{ list: { companyId: string; reportStatus: string; userName: string | null; id: string | null }[]; total: number }>('GET', `/report/data/list?taskId=${id}&reportStatus=1`, yyf)).json.data;
    expect(rows.total).toBe(1);
    expect(rows.list[0]).toMatchObject({ companyId: street?.id, userName: '张伟' });
    expect(rows.list[0]?.id).toBeTruthy();
    const task = (await call<{ targetCount: number; reportCount: number }>('GET', `/report/task/detail?id=${id}`, yyf)).json.data;
    expect(task).toMatchObject({ targetCount: notReported + 1, reportCount: 1 });
    const listed = (await call<{ list: { id: string; targetCount: number; reportCount: number }[] }>('GET', '/report/task/list?pageSize=100', yyf)).json.data.list.find((r) => r.id === id);
    expect(listed).toMatchObject({ targetCount: notReported + 1, reportCount: 1 });

    const before = await server.db.select({ id: sysOutbox.id }).from(sysOutbox).where(eq(sysOutbox.topic, 'sms'));
    const remind = await call<{ count: number }>('POST', '/report/data/remind', yyf, { taskId: id });
    expect(remind.json.success).toBe(true);
    expect(remind.json.data.count).toBeGreaterThan(0);
    expect(remind.json.data.count).toBeLessThanOrEqual(notReported);
    const after = await server.db.select({ id: sysOutbox.id, payload: sysOutbox.payload }).from(sysOutbox).where(eq(sysOutbox.topic, 'sms'));
    const added = after.filter((r) => !before.some((b) => b.id === r.id)).map((r) => r.payload as { phone: string; text: string });
    expect(added).toHaveLength(remind.json.data.count);
    expect(added[0]?.text).toContain('“2026年10月规上工业企业经营数据填报”（2026年10月）尚未填报');
    // qy reported: never reminded
    const [qyUser] = await server.db.select({ phone: sysUser.phone }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    expect(added.some((m) => m.phone === qyUser?.phone)).toBe(false);

    const file = await server.app.inject({ method: 'GET', url: `/api/report/data/export?taskId=${id}`, headers: yyf });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    // a resubmission replaces the values and keeps one report
    await call('POST', '/report/my/submit', qy, { taskId: id, values: [{ fieldKey: 'revenue', fieldValue: '1300' }, { fieldKey: 'employees', fieldValue: '90' }] });
    expect((await call<{ reportCount: number }>('GET', `/report/task/detail?id=${id}`, yyf)).json.data.reportCount).toBe(1);
    const [stored] = await server.db.select({ status: reportTask.status }).from(reportTask).where(and(eq(reportTask.id, id)));
    expect(stored?.status).toBe('1');
  });
});
