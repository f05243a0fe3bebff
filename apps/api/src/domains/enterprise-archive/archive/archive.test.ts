/**
 * The enterprise archive (issue 18, archive): companies with the credit-code rule, extension tables and fields
 * (enable flag, ordering, values kept while disabled — acceptance 1) and an enterprise filling its own archive, which
 * re-runs its matching so the calculator shows the new result (acceptance 2).
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysJob } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { atLeast, createPolicy, createProject, createUser, type FixtureUser } from '../../../testing/fixtures';
import { readArchiveValues } from './archive-values';

let server: TestServer;
let yyf: string;
let ent: FixtureUser;
let other: FixtureUser;

interface Envelope<T> {
  success: boolean;
  code: string;
  msg: string;
  data: T;
}

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const res = await server.app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return res;
}
async function env<T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown): Promise<Envelope<T>> {
  return body<Envelope<T>>(await call(method, url, token, payload));
}
async function ok<T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown): Promise<T> {
  const e = await env<T>(method, url, token, payload);
  expect(e.success, `${url}: ${e.msg}`).toBe(true);
  return e.data;
}

/** The first sheet of 企业库's export (exportCompanyInfo) of the test enterprise: its header row and its row. */
async function exportOfEnt(): Promise<{ head: string[]; row: string[] }> {
  const res = await server.app.inject({ url: `/api/company/info/export?companyName=${encodeURIComponent('德清县档案测试材料有限公司')}`, headers: auth(yyf) });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
  return { head: cells(1), row: cells(2) };
}

/** The export's value of a column of the test enterprise ('' when empty), undefined when the column is absent. */
function exported({ head, row }: { head: string[]; row: string[] }, column: string): string | undefined {
  const at = head.indexOf(column);
  return at < 0 ? undefined : (row[at] ?? '');
}

interface ArchiveTable {
  tableId: string;
  tableName: string;
  fields: Array<{ id: string; fieldCode: string }>;
  values?: Record<string, unknown>;
  rows?: Array<{ rowId: string; values: Record<string, unknown> }>;
}
interface ArchiveDetail {
  wholeInfo: boolean;
  tables: ArchiveTable[];
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  yyf = (await loginAs(server, 'yyf')).token;
  ent = await createUser(server, 'archive-qy', { companyName: '德清县档案测试材料有限公司' });
  other = await createUser(server, 'archive-qy2', { companyName: '德清县另一家档案测试有限公司' });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('companies (企业库)', () => {
  it('checks the unified social credit code with the exact messages and refuses a code in use', async () => {
    const empty = await env('POST', '/company/info/save', yyf, { companyName: '德清县新企业有限公司', creditCode: '' });
    expect(empty.success).toBe(false);
    const taken = await env('POST', '/company/info/save', yyf, { companyName: '德清县新企业有限公司', creditCode: (await ok<{ creditCode: string }>('GET', `/company/info/findById?id=${other.companyId}`, yyf)).creditCode });
    expect(taken).toMatchObject({ success: false, code: 'CONFLICT', msg: '该统一社会信用代码已存在' });
    const check = await ok<{ valid: boolean; exists: boolean; companyName: string | null }>('GET', '/company-code/checkCreditCode?creditCode=91330521MA2B3C4D5E', yyf);
    expect(check).toMatchObject({ valid: true, exists: false });
    const bad = await ok<{ valid: boolean }>('GET', '/company-code/checkCreditCode?creditCode=91330521ma2b3c4d5e', yyf);
    expect(bad.valid).toBe(false);
  });

  it('creates, finds by name and credit-code prefix, edits and deletes an enterprise (not one with accounts)', async () => {
    const { id } = await ok<{ id: string }>('POST', '/company/info/save', yyf, {
      companyName: '德清县企业库测试有限公司',
      creditCode: '91330521MA2B3C4D5E',
      industry: 'C',
      streetId: '330521001',
    });
    const byName = await ok<{ commonPage: { list: Array<{ id: string; streetName: string | null }>; total: number } }>(
      'GET',
      `/company/info/list?companyName=${encodeURIComponent('企业库测试')}`,
      yyf,
    );
    expect(byName.commonPage.total).toBe(1);
    expect(byName.commonPage.list[0]?.id).toBe(id);
    const byCode = await ok<{ commonPage: { total: number } }>('GET', '/company/info/list?creditCode=91330521MA2B3C4D5', yyf);
    expect(byCode.commonPage.total).toBe(1);
    await ok('POST', '/company/info/save', yyf, { id, companyName: '德清县企业库测试（改名）有限公司', creditCode: '91330521MA2B3C4D5E', businessType: 'industry' });
    expect((await ok<{ companyName: string; businessType: string }>('GET', `/company/info/findById?id=${id}`, yyf))).toMatchObject({ companyName: '德清县企业库测试（改名）有限公司', businessType: 'industry' });
    const refused = await env('POST', '/company/info/delete', yyf, { ids: [id, ent.companyId] });
    expect(refused).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '企业已关联用户，不能删除' });
    expect(await ok('POST', '/company/info/delete', yyf, { ids: [id] })).toEqual({ count: 1 });
    expect((await env('GET', `/company/info/findById?id=${id}`, yyf)).code).toBe('NOT_FOUND_ENTITY');
  });
});

describe('extension tables and the archive (acceptance 1)', () => {
  let tableId: string;
  const fieldIds: Record<string, string> = {};

  it('a new table with three fields, enabled and ordered, appears in the staff and the enterprise archive', async () => {
    tableId = (await ok<{ id: string }>('POST', '/api/entExpansionTable/saveOrUpdate', yyf, { tableName: '研发情况', tableCode: 'rdInfo' })).id;
    const dup = await env('POST', '/api/entExpansionTable/saveOrUpdate', yyf, { tableName: '研发情况2', tableCode: 'rdInfo' });
    expect(dup).toMatchObject({ success: false, code: 'CONFLICT', msg: '表编码已存在' });
    for (const [code, name, type] of [
      ['rdStaff', '研发人员数', 'number'],
      ['rdCenter', '研发中心名称', 'text'],
      ['rdStart', '研发起始日期', 'date'],
    ] as const) {
      fieldIds[code] = (await ok<{ id: string }>('POST', '/api/entExpansionTableField/saveOrUpdate', yyf, { tableId, fieldName: name, fieldCode: code, fieldType: type, required: code === 'rdStaff' })).id;
    }
    const noDict = await env('POST', '/api/entExpansionTableField/saveOrUpdate', yyf, { tableId, fieldName: '资质', fieldCode: 'q', fieldType: 'select' });
    expect(noDict).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '请选择字典' });
    // reorder: date first
    await ok('POST', '/api/entExpansionTable/updateOrderData', yyf, { tableId, ids: [fieldIds['rdStart'], fieldIds['rdStaff'], fieldIds['rdCenter']] });
    const foreign = await env('POST', '/api/entExpansionTable/updateOrderData', yyf, { tableId, ids: [tableId] });
    expect(foreign.code).toBe('BUSINESS_RULE');

    for (const token of [yyf, ent.token]) {
      const detail = await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}`, token);
      const table = detail.tables.find((t) => t.tableId === tableId);
      expect(table?.fields.map((f) => f.fieldCode)).toEqual(['rdStart', 'rdStaff', 'rdCenter']);
      expect(detail.wholeInfo).toBe(false);
    }
    const tree = await ok<Array<{ id: string; children: Array<{ fieldCode: string }> }>>('GET', '/api/entExpansionTable/getTableFieldToSelect', yyf);
    expect(tree.find((n) => n.id === tableId)?.children.map((c) => c.fieldCode)).toEqual(['rdStart', 'rdStaff', 'rdCenter']);
    // and in 企业库's export, in the same order
    const { head } = await exportOfEnt();
    expect(head.filter((h) => h.endsWith('（研发情况）'))).toEqual(['研发起始日期（研发情况）', '研发人员数（研发情况）', '研发中心名称（研发情况）']);
  });

  it('saves values with type checks; an enterprise cannot touch another one', async () => {
    const wrong = await env('POST', '/dynamic/company/info/saveEntArchiveDetail', ent.token, { companyId: ent.companyId, tableId, values: { rdStaff: 'abc' } });
    expect(wrong).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '研发人员数须为数字' });
    const unknown = await env('POST', '/dynamic/company/info/saveEntArchiveDetail', ent.token, { companyId: ent.companyId, tableId, values: { nope: 1 } });
    expect(unknown.msg).toBe('未知字段 nope');
    const foreign = await env('POST', '/dynamic/company/info/saveEntArchiveDetail', ent.token, { companyId: other.companyId, tableId, values: { rdStaff: 3 } });
    expect(foreign.code).toBe('FORBIDDEN');
    await ok('POST', '/dynamic/company/info/saveEntArchiveDetail', ent.token, { companyId: ent.companyId, tableId, values: { rdStaff: '12', rdCenter: '省级研发中心', rdStart: '2020-05-01' } });
    const detail = await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}&tableId=${tableId}`, yyf);
    expect(detail.tables[0]?.values).toEqual({ rdStaff: 12, rdCenter: '省级研发中心', rdStart: '2020-05-01' });
  });

  it('disabled, the table disappears from both archives; its values are kept and come back when enabled again', async () => {
    await ok('POST', '/api/entExpansionTable/changeTableEnableFlag', yyf, { id: tableId, enableFlag: '0' });
    for (const token of [yyf, ent.token]) {
      const detail = await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}`, token);
      expect(detail.tables.some((t) => t.tableId === tableId)).toBe(false);
      const enabled = await ok<Array<{ id: string }>>('GET', '/api/entExpansionTable/findEnableTableList', token);
      expect(enabled.some((t) => t.id === tableId)).toBe(false);
    }
    // the configuration page still lists it (staff), the enterprise never sees disabled ones
    expect((await ok<Array<{ id: string }>>('GET', '/api/entExpansionTable/findEnableTableList?includeDisabled=true', yyf)).some((t) => t.id === tableId)).toBe(true);
    expect((await ok<Array<{ id: string }>>('GET', '/api/entExpansionTable/findEnableTableList?includeDisabled=true', ent.token)).some((t) => t.id === tableId)).toBe(false);
    const saveDisabled = await env('POST', '/dynamic/company/info/saveEntArchiveDetail', ent.token, { companyId: ent.companyId, tableId, values: { rdStaff: 1 } });
    expect(saveDisabled.code).toBe('BUSINESS_RULE');
    const stored = await readArchiveValues(server.db, [ent.companyId!]);
    expect(stored.get(ent.companyId!)?.find((r) => r.tableId === tableId)?.values[fieldIds['rdStaff']!]).toBe(12);
    expect((await exportOfEnt()).head.some((h) => h.endsWith('（研发情况）'))).toBe(false);

    await ok('POST', '/api/entExpansionTable/changeTableEnableFlag', yyf, { id: tableId, enableFlag: '1' });
    const back = await exportOfEnt();
    expect(exported(back, '研发人员数（研发情况）')).toBe('12');
    expect(exported(back, '研发中心名称（研发情况）')).toBe('省级研发中心');
    // a disabled field hides only that field, its value stays too
    await ok('POST', '/api/entExpansionTableField/changeFieldEnableFlag', yyf, { id: fieldIds['rdCenter'], enableFlag: '0' });
    let detail = await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}&tableId=${tableId}`, ent.token);
    expect(detail.tables[0]?.values).toEqual({ rdStaff: 12, rdStart: '2020-05-01' });
    await ok('POST', '/api/entExpansionTableField/changeFieldEnableFlag', yyf, { id: fieldIds['rdCenter'], enableFlag: '1' });
    detail = await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}&tableId=${tableId}`, ent.token);
    expect(detail.tables[0]?.values).toEqual({ rdStaff: 12, rdCenter: '省级研发中心', rdStart: '2020-05-01' });
    // a field with values keeps its type
    const retype = await env('POST', '/api/entExpansionTableField/saveOrUpdate', yyf, { id: fieldIds['rdStaff'], tableId, fieldName: '研发人员数', fieldCode: 'rdStaff', fieldType: 'text' });
    expect(retype.code).toBe('BUSINESS_RULE');
  });

  it('multi-row tables: records are added, updated and deleted; required fields are checked', async () => {
    const patent = (await ok<{ id: string }>('POST', '/api/entExpansionTable/saveOrUpdate', yyf, { tableName: '知识产权（测试）', tableCode: 'patentT', multiRow: true })).id;
    await ok('POST', '/api/entExpansionTableField/saveOrUpdate', yyf, { tableId: patent, fieldName: '专利名称', fieldCode: 'patentName', fieldType: 'text', required: true });
    const missing = await env('POST', '/dynamic/company/info/saveEntArchiveOtherDetail', ent.token, { companyId: ent.companyId, tableId: patent, values: {} });
    expect(missing).toMatchObject({ success: false, msg: '专利名称不能为空' });
    const { id: rowId } = await ok<{ id: string }>('POST', '/dynamic/company/info/saveEntArchiveOtherDetail', ent.token, { companyId: ent.companyId, tableId: patent, values: { patentName: '一种复合材料成型装置' } });
    await ok('POST', '/dynamic/company/info/saveEntArchiveOtherDetail', ent.token, { companyId: ent.companyId, tableId: patent, rowId, values: { patentName: '一种改进的成型装置' } });
    let table = (await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}&tableId=${patent}`, ent.token)).tables[0];
    expect(table?.rows?.map((r) => r.values)).toEqual([{ patentName: '一种改进的成型装置' }]);
    await ok('POST', '/dynamic/company/info/deleteOtherDetail', ent.token, { companyId: ent.companyId, tableId: patent, rowId });
    table = (await ok<ArchiveDetail>('GET', `/dynamic/company/info/queryEntArchiveDetail?companyId=${ent.companyId}&tableId=${patent}`, ent.token)).tables[0];
    expect(table?.rows).toEqual([]);
    expect((await env('POST', '/dynamic/company/info/deleteOtherDetail', ent.token, { companyId: ent.companyId, tableId: patent, rowId })).code).toBe('NOT_FOUND_ENTITY');
    await ok('POST', '/api/entExpansionTable/changeTableEnableFlag', yyf, { id: patent, enableFlag: '0' });
  });
});

describe('the enterprise fills its archive and the calculator follows (acceptance 2)', () => {
  it('a project 部分匹配 for lack of 从业人数 becomes 匹配 after the enterprise saves it in 我的 › 企业档案', async () => {
    const policyId = await createPolicy(server.db, '档案补全测试政策');
    await createProject(server.db, policyId, { name: '档案补全测试项目', conditions: [atLeast('staff', 'employeeCount', 10, '从业人数不少于10人')] });
    const list = async () =>
      (await ok<{ list: Array<{ projectName: string; matchResult: string }> }>('GET', `/policy/doc/applyProjectMatchList?keyword=${encodeURIComponent('档案补全测试项目')}`, ent.token)).list;
    expect((await list())[0]?.matchResult).toBe('2');

    const tableId = (await ok<{ id: string }>('POST', '/api/entExpansionTable/saveOrUpdate', yyf, { tableName: '经营情况（测试）', tableCode: 'operationT' })).id;
    const fieldId = (await ok<{ id: string }>('POST', '/api/entExpansionTableField/saveOrUpdate', yyf, { tableId, fieldName: '从业人数', fieldCode: 'employeeCount', fieldType: 'number', required: true })).id;
    const { companyId } = await ok<{ companyId: string }>('GET', '/ent/company/info/queryCompanyIdByToken', ent.token);
    expect(companyId).toBe(ent.companyId);
    const saved = await ok<{ fieldId: string; fieldValue: unknown }>('POST', '/ent/company/info/saveFieldValue', ent.token, { fieldId, fieldValue: '50' });
    expect(saved).toMatchObject({ fieldId, fieldValue: 50 });

    const jobs = await server.db.select().from(sysJob).where(and(eq(sysJob.type, 'entMatchPolicy'), eq(sysJob.createdBy, ent.userId)));
    expect(jobs.some((j) => j.status === 'succeeded' && j.params?.['companyId'] === ent.companyId)).toBe(true);
    expect((await list())[0]?.matchResult).toBe('1');

    // clearing it in the archive takes the fact away again
    await ok('POST', '/dynamic/company/info/saveEntArchiveDetail', yyf, { companyId: ent.companyId, tableId, values: { employeeCount: null } });
    expect((await list())[0]?.matchResult).toBe('2');
    await ok('POST', '/api/entExpansionTable/changeTableEnableFlag', yyf, { id: tableId, enableFlag: '0' });
  });

  it('saveFieldValue refuses a field the enterprise cannot fill (unknown, or of a disabled table)', async () => {
    const tables = await ok<Array<{ enableFlag: string; fields: Array<{ id: string }> }>>('GET', '/api/entExpansionTable/findEnableTableList?includeDisabled=true', yyf);
    const disabledField = tables.find((t) => t.enableFlag === '0' && t.fields.length > 0)?.fields[0]?.id;
    for (const fieldId of [disabledField, '00000000-0000-4000-8000-000000000000']) {
      const res = await env('POST', '/ent/company/info/saveFieldValue', other.token, { fieldId, fieldValue: '1' });
      expect(res).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '该字段不可填写' });
    }
  });
});
