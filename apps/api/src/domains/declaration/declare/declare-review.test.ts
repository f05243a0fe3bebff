/**
 * 申报审核 for staff (issue 12 Part B; seeds 001 §7 /dec/declare/*): the list's filters, the data rule on
 * `dec:declare` (department staff review only declarations to policies their office tree issued), pass
 * and return with an opinion through the `DeclareStatus` table (the enterprise reads state and opinion),
 * refused transitions, and the Excel export through the one export core (a real workbook, read back with
 * exceljs; refusals as the JSON envelope).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polInfo } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { createPolicy, createProject, createUser, type FixtureUser } from '../../../testing/fixtures';

let server: TestServer;
let ent: FixtureUser;
let other: FixtureUser;
let tokens: Record<'gov' | 'dept' | 'qy' | 'callcenter', string>;
/** Declarations by name: `jxj*` to policies of 德清县经济和信息化局 (the dept account's office), `kjj` to another unit's. */
const ids: Record<'jxjA' | 'jxjB' | 'kjj', string> = { jxjA: '', jxjB: '', kjj: '' };

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; description?: string; data: T };
type Item = { id: string; status: string; companyName: string; projectName: string | null; examineOpinion?: string | null };

const VALID = { investAmount: 650, summary: '新增两条自动化生产线' };

async function call<T = unknown>(method: 'GET' | 'POST', path: string, token: string, payload?: unknown) {
  const url = `/api${path}`;
  const res = await server.app.inject({ method, url, headers: auth(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, url, res)).toEqual([]);
  return { status: res.statusCode, json: body<Envelope<T>>(res) };
}

async function submitDeclaration(user: FixtureUser, projectId: string): Promise<string> {
  const res = await call<{ id: string }>('POST', '/policy/doc/saveProjectApply', user.token, {
    projectId,
    contactName: '张伟',
    contactPhone: '13912345678',
    formData: VALID,
    saveType: '1',
  });
  expect(res.json).toMatchObject({ success: true });
  return res.json.data.id;
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  const db = server.db;
  ent = await createUser(server, 'review-qy', { companyName: '德清县审核测试新材料有限公司' });
  other = await createUser(server, 'review-qy2', { companyName: '德清县审核测试精密机械有限公司' });
  const jxjPolicy = await createPolicy(db, '德清县审核测试政策（经信局）');
  const [kjjPolicy] = await db
    .insert(polInfo)
    .values({ policyTitle: '德清县审核测试政策（科技局）', policyDepName: '德清县科学技术局', policyCreateTime: new Date(), status: 'published' })
    .returning({ id: polInfo.id });
  const jxjProject = await createProject(db, jxjPolicy, { name: '审核测试技改项目' });
  const kjjProject = await createProject(db, kjjPolicy!.id, { name: '审核测试研发项目' });
  ids.jxjA = await submitDeclaration(ent, jxjProject);
  ids.jxjB = await submitDeclaration(other, jxjProject);
  ids.kjj = await submitDeclaration(ent, kjjProject);
  tokens = {
    gov: (await loginAs(server, 'gov')).token,
    dept: (await loginAs(server, 'dept')).token,
    qy: (await loginAs(server, 'qy')).token,
    callcenter: (await loginAs(server, 'callcenter')).token,
  };
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('listDeclare and getDeclareDetail', () => {
  it('filters by project name, company name and state', async () => {
    const byProject = await call<{ list: Item[]; total: number }>('GET', `/dec/declare/list?projectName=${encodeURIComponent('审核测试技改')}`, tokens.gov);
    expect(new Set(byProject.json.data.list.map((d) => d.id))).toEqual(new Set([ids.jxjA, ids.jxjB]));
    const byCompany = await call<{ list: Item[]; total: number }>(
      'GET',
      `/dec/declare/list?companyName=${encodeURIComponent('审核测试精密')}&status=1`,
      tokens.gov,
    );
    expect(byCompany.json.data.list.map((d) => d.id)).toEqual([ids.jxjB]);
    const both = await call<{ list: Item[]; total: number }>(
      'GET',
      `/dec/declare/list?projectName=${encodeURIComponent('审核测试研发')}&companyName=${encodeURIComponent('审核测试精密')}`,
      tokens.gov,
    );
    expect(both.json.data.total).toBe(0);
  });

  it('shows department staff only the declarations to policies their office tree issued; GOV sees all', async () => {
    const gov = await call<{ list: Item[]; total: number }>('GET', '/dec/declare/list?keyword=审核测试&pageSize=50', tokens.gov);
    expect(new Set(gov.json.data.list.map((d) => d.id))).toEqual(new Set([ids.jxjA, ids.jxjB, ids.kjj]));
    const dept = await call<{ list: Item[]; total: number }>('GET', '/dec/declare/list?keyword=审核测试&pageSize=50', tokens.dept);
    expect(new Set(dept.json.data.list.map((d) => d.id))).toEqual(new Set([ids.jxjA, ids.jxjB]));
    expect((await call('GET', `/dec/declare/detail?id=${ids.kjj}`, tokens.dept)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '申报不存在' });
    const detail = await call<{ id: string; formData: unknown; template: { fields: { key: string }[] } | null }>(
      'GET',
      `/dec/declare/detail?id=${ids.jxjA}`,
      tokens.dept,
    );
    expect(detail.json.data).toMatchObject({ id: ids.jxjA, formData: VALID });
    // the project's template comes along, for the read-only form
    expect(detail.json.data.template?.fields.map((f) => f.key)).toEqual(['investAmount', 'summary', 'proof']);
  });
});

describe('examineDeclare', () => {
  it('returns with an opinion (→ 3 审核驳回): the enterprise reads state and opinion in its list and detail', async () => {
    const noOpinion = await call('POST', '/dec/declare/examine', tokens.gov, { id: ids.jxjA, result: '2' });
    expect(noOpinion.status).toBe(400);
    const blank = await call('POST', '/dec/declare/examine', tokens.gov, { id: ids.jxjA, result: '2', opinion: '   ' });
    expect(blank.json).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '请输入审核意见' });

    const opinion = '请补充上传近三年财务审计报告';
    expect((await call('POST', '/dec/declare/examine', tokens.gov, { id: ids.jxjA, result: '2', opinion })).json).toEqual({
      success: true,
      code: 'OK',
      msg: '审核成功',
      data: null,
    });
    const mine = await call<{ list: Item[] }>('GET', '/dec/my/list', ent.token);
    expect(mine.json.data.list.find((d) => d.id === ids.jxjA)).toMatchObject({ status: '3', examineOpinion: opinion });
    const detail = await call<{ status: string; examineOpinion: string; examineUserName: string }>('GET', `/dec/my/detail?id=${ids.jxjA}`, ent.token);
    expect(detail.json.data).toMatchObject({ status: '3', examineOpinion: opinion, examineUserName: '陈晓东' });
  });

  it('passes (→ 2) and refuses every action the table does not allow afterwards', async () => {
    expect((await call('POST', '/dec/declare/examine', tokens.dept, { id: ids.jxjB, result: '1' })).json).toMatchObject({ success: true });
    const refused = { success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' };
    expect((await call('POST', '/dec/declare/examine', tokens.gov, { id: ids.jxjB, result: '1' })).json).toMatchObject(refused);
    expect((await call('POST', '/dec/declare/examine', tokens.gov, { id: ids.jxjB, result: '2', opinion: '再退回' })).json).toMatchObject(refused);
    // a returned declaration cannot be examined again until the enterprise resubmits it
    expect((await call('POST', '/dec/declare/examine', tokens.gov, { id: ids.jxjA, result: '1' })).json).toMatchObject(refused);
    const list = await call<{ list: Item[] }>('GET', '/dec/declare/list?keyword=审核测试&pageSize=50', tokens.gov);
    expect(Object.fromEntries(list.json.data.list.map((d) => [d.id, d.status]))).toEqual({ [ids.jxjA]: '3', [ids.jxjB]: '2', [ids.kjj]: '1' });
  });

  it('keeps department staff to their data rule and enterprises out altogether', async () => {
    expect((await call('POST', '/dec/declare/examine', tokens.dept, { id: ids.kjj, result: '1' })).json).toEqual({
      success: false,
      code: 'NOT_FOUND_ENTITY',
      msg: '申报不存在',
    });
    const denied = await call('POST', '/dec/declare/examine', tokens.qy, { id: ids.kjj, result: '1' });
    expect(denied.status).toBe(200);
    expect(denied.json).toEqual({ success: false, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    const list = await call<{ list: Item[] }>('GET', `/dec/declare/list?keyword=审核测试&status=1`, tokens.gov);
    expect(list.json.data.list.map((d) => d.id)).toEqual([ids.kjj]);
  });
});

describe('exportDeclare', () => {
  async function exportAs(token: string, query = '') {
    const url = `/api/dec/declare/export${query}`;
    const res = await server.app.inject({ url, headers: auth(token) });
    expect(contractViolations('GET', url, res)).toEqual([]);
    return res;
  }

  async function readSheet(raw: Buffer): Promise<string[][]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    return rows;
  }

  it('writes the filtered list as an .xlsx download with a Chinese file name', async () => {
    const res = await exportAs(tokens.gov, `?keyword=${encodeURIComponent('审核测试')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="_+\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(/^申报审核_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['申报编号', '政策标题', '申报项目', '申报企业', '统一社会信用代码', '联系人', '联系电话', '状态', '提交时间', '审核时间', '审核意见']);
    expect(rows).toHaveLength(4);
    const byCompanyAndProject = new Map(rows.slice(1).map((r) => [`${r[3]}|${r[2]}`, r]));
    const returned = byCompanyAndProject.get('德清县审核测试新材料有限公司|审核测试技改项目');
    expect(returned?.[7]).toBe('审核驳回');
    expect(returned?.[10]).toBe('请补充上传近三年财务审计报告');
    expect(returned?.[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byCompanyAndProject.get('德清县审核测试精密机械有限公司|审核测试技改项目')?.[7]).toBe('审核通过');
    expect(byCompanyAndProject.get('德清县审核测试新材料有限公司|审核测试研发项目')?.[7]).toBe('待审核');
  });

  it('applies the list data rule: department staff export only their declarations', async () => {
    const rows = await readSheet((await exportAs(tokens.dept, `?keyword=${encodeURIComponent('审核测试')}`)).rawPayload);
    expect(rows.slice(1).map((r) => r[2]).sort()).toEqual(['审核测试技改项目', '审核测试技改项目']);
    const none = await readSheet((await exportAs(tokens.dept, `?keyword=${encodeURIComponent('审核测试研发')}`)).rawPayload);
    expect(none).toHaveLength(1);
  });

  it('answers a caller without the permission with the FORBIDDEN JSON envelope, never a file', async () => {
    for (const token of [tokens.qy, tokens.callcenter]) {
      const res = await exportAs(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    }
  });

  it('answers bad filters with 400 before any file starts', async () => {
    const res = await exportAs(tokens.gov, '?status=9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
