/**
 * The call centre's records (seeds 000 §2 `/ecall`, 001 §2 "Bar chart", §7 /call/data/*; issue 16 acceptance 5): the
 * operator records a call, turns a call into an appeal of source 12345热线 in one step (a real appeal staff find in
 * 诉求办理), edits only their own records, lists and exports with filters, and the per-street chart counts the calls
 * (call-in against call-out, reported against not reported) — on the demo data.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appealInfo, appealLog, appealSource, callData } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };
type Item = { id: string; callType: string; phone: string; companyName: string | null; streetName: string | null; callDuration: number; handleStatus: string; operatorName: string };
type Bar = { name: string; callIn: number; callOut: number; report: number; notReport: number; inName: string; outName: string };

let server: TestServer;
let callcenter: string;
let yyf: string;
let gov: string;
let qy: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  callcenter = (await loginAs(server, 'callcenter')).token;
  yyf = (await loginAs(server, 'yyf')).token;
  gov = (await loginAs(server, 'gov')).token;
  qy = (await loginAs(server, 'qy')).token;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function call<T = unknown>(method: 'GET' | 'POST', path: string, token: string | null, payload?: unknown) {
  const url = `/api${path}`;
  const res = await server.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, url, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

const CALL = {
  callType: '1',
  phone: '13857200001',
  contactName: '张伟',
  companyName: '德清县恒达新材料有限公司',
  streetCode: '330521001',
  callStartTime: '2026-11-20T01:30:00.000Z',
  callEndTime: '2026-11-20T01:36:20.000Z',
  callContent: '咨询技术改造补助的申报条件和截止时间。',
  handleStatus: '1',
  handleResult: '已告知申报条件。',
};

async function save(token: string, extra: Record<string, unknown> = {}) {
  return call<{ id: string }>('POST', '/call/data/save', token, { ...CALL, ...extra });
}

async function statistics(token = callcenter, query = '') {
  return call<Bar[]>('GET', `/call/data/statistics${query}`, token);
}

describe('recording a call (saveCallData, getCallDataDetail)', () => {
  it('stores the call with the operator, the duration and the street name', async () => {
    const res = await save(callcenter, { remark: '首次来电' });
    expect(res.json).toMatchObject({ success: true, msg: '保存成功' });
    const detail = await call<Record<string, unknown>>('GET', `/call/data/detail?id=${res.json.data.id}`, callcenter);
    expect(detail.json.data).toMatchObject({
      phone: '13857200001',
      streetName: '武康街道',
      callDuration: 380,
      handleStatus: '1',
      appealId: null,
      remark: '首次来电',
      operatorName: expect.any(String),
    });
  });

  it.each([
    [{ callEndTime: CALL.callStartTime }, '开始时间和结束时间不能相等'],
    [{ callEndTime: '2026-11-20T01:00:00.000Z' }, '结束时间不能早于开始时间'],
    [{ callContent: '   ' }, '请输入通话内容'],
  ])('refuses %o with 400 %s and stores nothing', async (extra, msg) => {
    const before = (await server.db.select({ id: callData.id }).from(callData)).length;
    const res = await save(callcenter, extra);
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(msg);
    expect((await server.db.select({ id: callData.id }).from(callData)).length).toBe(before);
  });

  it.each([
    [{ streetCode: '330521999' }, '所属乡镇（街道）不存在'],
    [{ handleStatus: '2', appealId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c' }, '关联的诉求不存在'],
  ])('answers %o, a reference that is not there, with 200 BUSINESS_RULE %s and stores nothing (issue 17)', async (extra, msg) => {
    const before = (await server.db.select({ id: callData.id }).from(callData)).length;
    const res = await save(callcenter, extra);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg });
    expect((await server.db.select({ id: callData.id }).from(callData)).length).toBe(before);
  });

  it('lets an operator change only their own records; 运营方 changes any', async () => {
    const own = (await save(yyf, { contactName: '运营方登记' })).json.data.id;
    const res = await save(callcenter, { id: own, handleResult: '改' });
    expect(res.json).toMatchObject({ success: false, code: 'FORBIDDEN', msg: '只能修改自己登记的话务记录' });
    const mine = (await save(callcenter)).json.data.id;
    expect((await save(yyf, { id: mine, handleStatus: '3', handleResult: '明日回访' })).json.success).toBe(true);
    const detail = await call<{ handleStatus: string }>('GET', `/call/data/detail?id=${mine}`, callcenter);
    expect(detail.json.data.handleStatus).toBe('3');
  });

  it('answers an unknown record as not found and refuses an enterprise', async () => {
    expect((await call('GET', '/call/data/detail?id=0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', callcenter)).json).toMatchObject({ code: 'NOT_FOUND_ENTITY', msg: '话务记录不存在' });
    expect((await save(qy)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call('GET', '/call/data/list', qy)).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('turning a call into an appeal (issue 16 acceptance 5)', () => {
  it('registers an appeal of source 12345热线 that staff find in 诉求办理, and the chart counts the call as reported', async () => {
    const before = (await statistics()).json.data.find((b) => b.name === '舞阳街道');
    expect(before).toBeDefined();
    const res = await save(callcenter, {
      streetCode: '330521002',
      companyName: '浙江德清云图地理信息科技有限公司',
      contactName: '王芳',
      phone: '13957202002',
      callContent: '厂区门口道路积水严重，希望尽快疏通排水管网。',
      handleStatus: '2',
      appealClass: '0602',
    });
    expect(res.json).toMatchObject({ success: true, msg: '保存成功，已转为诉求' });
    const [row] = await server.db.select().from(callData).where(eq(callData.id, res.json.data.id));
    expect(row?.appealId).toEqual(expect.any(String));

    const [appeal] = await server.db
      .select({ status: appealInfo.status, title: appealInfo.appealTitle, sourceType: appealSource.sourceType, street: appealInfo.streetCode, companyName: appealInfo.companyName })
      .from(appealInfo)
      .innerJoin(appealSource, eq(appealSource.id, appealInfo.appealSource))
      .where(eq(appealInfo.id, row!.appealId!));
    expect(appeal).toEqual({ status: '1', title: '厂区门口道路积水严重，希望尽快疏通排水管网。', sourceType: '2', street: '330521002', companyName: '浙江德清云图地理信息科技有限公司' });
    const logs = await server.db.select({ action: appealLog.action, toStatus: appealLog.toStatus }).from(appealLog).where(eq(appealLog.appealId, row!.appealId!));
    expect(logs).toEqual([{ action: 'create', toStatus: '1' }]);

    // 运营方 opens it in 诉求办理 like any other appeal, with its hotline source
    const detail = await call<{ status: string; appealSourceName: string; contactPhone: string }>('GET', `/appeal/info/findDetail?id=${row!.appealId}`, gov);
    expect(detail.json).toMatchObject({ success: true, data: { status: '1', appealSourceName: '12345政务服务热线', contactPhone: '13957202002' } });

    const after = (await statistics()).json.data.find((b) => b.name === '舞阳街道');
    expect(after).toMatchObject({ callIn: before!.callIn + 1, report: before!.report + 1, notReport: before!.notReport, inName: '呼入', outName: '呼出' });
  });

  it.each([
    [{ appealClass: undefined }, '转诉求请选择诉求分类'],
    [{ companyName: '' }, '转诉求请填写企业名称'],
  ])('refuses a conversion with %o (400 %s) and registers neither call nor appeal', async (extra, msg) => {
    const appeals = (await server.db.select({ id: appealInfo.id }).from(appealInfo)).length;
    const calls = (await server.db.select({ id: callData.id }).from(callData)).length;
    const res = await save(callcenter, { handleStatus: '2', appealClass: '0602', ...extra });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(msg);
    expect((await server.db.select({ id: appealInfo.id }).from(appealInfo)).length).toBe(appeals);
    expect((await server.db.select({ id: callData.id }).from(callData)).length).toBe(calls);
  });

  it('refuses a conversion to a class with sub-classes (200 BUSINESS_RULE 请选择最小分类。) and registers neither call nor appeal', async () => {
    const appeals = (await server.db.select({ id: appealInfo.id }).from(appealInfo)).length;
    const calls = (await server.db.select({ id: callData.id }).from(callData)).length;
    const res = await save(callcenter, { handleStatus: '2', appealClass: '06' });
    expect([res.status, res.json.code, res.json.msg]).toEqual([200, 'BUSINESS_RULE', '请选择最小分类。']);
    expect((await server.db.select({ id: appealInfo.id }).from(appealInfo)).length).toBe(appeals);
    expect((await server.db.select({ id: callData.id }).from(callData)).length).toBe(calls);
  });

  it('keeps a converted call linked: its status cannot go back', async () => {
    const id = (await save(callcenter, { handleStatus: '2', appealClass: '0602' })).json.data.id;
    expect((await save(callcenter, { id, handleStatus: '1' })).json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '已转诉求的话务记录不能改为其他处理状态' });
    const appeals = (await server.db.select({ id: appealInfo.id }).from(appealInfo)).length;
    expect((await save(callcenter, { id, handleStatus: '2', handleResult: '已转交' })).json.success).toBe(true);
    expect((await server.db.select({ id: appealInfo.id }).from(appealInfo)).length).toBe(appeals);
  });
});

describe('the list, the chart and the export', () => {
  it('filters by keyword, direction, handling, street and China-time date, newest first', async () => {
    await save(callcenter, { callType: '2', phone: '0572-8888666', contactName: '赵敏', streetCode: '330521003', callStartTime: '2025-03-01T16:30:00.000Z', callEndTime: '2025-03-01T16:40:00.000Z' });
    const out = await call<{ list: Item[]; total: number }>('GET', '/call/data/list?callType=2&pageSize=100', callcenter);
    expect(out.json.data.list.every((i) => i.callType === '2')).toBe(true);
    expect(out.json.data.list.find((i) => i.phone === '0572-8888666')).toMatchObject({ streetName: '阜溪街道', callDuration: 600 });
    // newest call first
    const starts = (await call<{ list: { callStartTime: string }[] }>('GET', '/call/data/list?pageSize=100', callcenter)).json.data.list.map((i) => i.callStartTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    // 16:30 UTC on 1 March is 2 March in China
    const day = await call<{ list: Item[]; total: number }>('GET', '/call/data/list?startDate=2025-03-02&endDate=2025-03-02', callcenter);
    expect(day.json.data.list.map((i) => i.phone)).toEqual(['0572-8888666']);
    expect((await call<{ total: number }>('GET', '/call/data/list?startDate=2025-03-01&endDate=2025-03-01', callcenter)).json.data.total).toBe(0);
    expect((await call<{ list: Item[] }>('GET', `/call/data/list?keyword=${encodeURIComponent('赵敏')}`, callcenter)).json.data.list.map((i) => i.phone)).toEqual(['0572-8888666']);
    expect((await call<{ list: Item[] }>('GET', '/call/data/list?streetCode=330521003', callcenter)).json.data.list.map((i) => i.phone)).toContain('0572-8888666');
    const converted = await call<{ list: Item[] }>('GET', '/call/data/list?handleStatus=2', callcenter);
    expect(converted.json.data.list.length).toBeGreaterThan(0);
    expect(converted.json.data.list.every((i) => i.handleStatus === '2')).toBe(true);
  });

  it('lists every street of the county in code order with the legends, calls without a street under 其他', async () => {
    const other = async () => (await statistics(gov)).json.data.find((b) => b.name === '其他') ?? { callIn: 0, callOut: 0 };
    const before = await other();
    await save(callcenter, { streetCode: undefined, callType: '2' });
    const bars = (await statistics(gov)).json.data;
    expect(bars.slice(0, 5).map((b) => b.name)).toEqual(['武康街道', '舞阳街道', '阜溪街道', '下渚湖街道', '康乾街道']);
    expect(bars).toHaveLength(14);
    expect(bars.at(-1)).toMatchObject({ name: '其他', callOut: before.callOut + 1, callIn: before.callIn });
    expect(bars.every((b) => b.callIn + b.callOut === b.report + b.notReport)).toBe(true);
    // the demo calls are counted (seed/call.ts): 武康街道 has three call-ins
    expect(bars[0]).toMatchObject({ name: '武康街道', callIn: expect.any(Number) });
    expect(bars[0]!.callIn).toBeGreaterThanOrEqual(3);
    const none = (await statistics(gov, '?startDate=2020-01-01&endDate=2020-01-02')).json.data;
    expect(none.every((b) => b.callIn === 0 && b.callOut === 0)).toBe(true);
    expect(none.some((b) => b.name === '其他')).toBe(false);
  });

  it('exports the filtered records as 话务记录_<date>.xlsx', async () => {
    const url = '/api/call/data/export?callType=2';
    const res = await server.app.inject({ url, headers: auth(callcenter) });
    expect(contractViolations('GET', url, res)).toEqual([]);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toMatch(/^话务记录_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    expect(rows[0]).toEqual(['呼叫类型', '电话号码', '联系人', '企业名称', '所属街道', '开始时间', '结束时间', '通话时长（秒）', '通话内容', '处理状态', '处理结果', '话务员']);
    const list = (await call<{ total: number }>('GET', '/call/data/list?callType=2', callcenter)).json.data;
    expect(rows).toHaveLength(list.total + 1);
    expect(rows.slice(1).every((r) => r[0] === '呼出')).toBe(true);
  });

  it('deletes records for 运营方 only, after which they are gone', async () => {
    const id = (await save(callcenter)).json.data.id;
    expect((await call('POST', '/call/data/delete', callcenter, { ids: [id] })).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call('POST', '/call/data/delete', yyf, { ids: [id] })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call('GET', `/call/data/detail?id=${id}`, yyf)).json.code).toBe('NOT_FOUND_ENTITY');
  });
});

describe('the company lookup (queryCompanyByName)', () => {
  it('suggests enterprises by part of the name with id, name, code and streetId', async () => {
    const res = await call<{ id: string; name: string; code: string; streetId: string | null }[]>('GET', `/company-code/queryByName?name=${encodeURIComponent('云图')}`, callcenter);
    expect(res.json.data[0]).toMatchObject({ name: '浙江德清云图地理信息科技有限公司', streetId: '330521002', code: expect.stringMatching(/^91330521/) });
    expect((await call<unknown[]>('GET', `/company-code/queryByName?name=${encodeURIComponent('不存在的企业名')}`, callcenter)).json.data).toEqual([]);
  });
});
