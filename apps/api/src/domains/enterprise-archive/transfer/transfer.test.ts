/**
 * Import and export of enterprises at scale (issue 18 acceptance 3): good and bad rows, a changed header row, a batch
 * failing mid-way, a server killed mid-import, the job path, the refused-rows report and the exports with extension
 * fields.
 */
import { join } from 'node:path';

import { count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { claimNext, createJob, getJob } from '../../../core/jobs';
import { LocalFileStorage, newStorageKey } from '../../../core/storage';
import { company, entArchiveRow, entExpansionTable, entExpansionTableField, sysJob } from '../../../db/schema';
import { auth, body, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { COMPANY_IMPORT_JOB, kickImportJobs, runImportJob } from './import-engine';

let server: TestServer;
let admin: string;
let yyf: string;
let storage: LocalFileStorage;
let tableId: string;
let revenueId: string;
let staffId: string;

const BASIC = ['企业名称', '统一社会信用代码', '法定代表人', '法定代表人手机号', '所属乡镇（街道）', '企业地址', '国民经济行业门类', '企业规模', '业务类型'];
const REVENUE = '年营业收入（测试经营）';
const STAFF = '职工人数（测试经营）';
/** The enterprise template's header row as the server answers it (demo extension tables included). */
let HEADERS: string[] = [];

/** A credit code of the 18-character pattern, unique per n. */
const code = (n: number) => `91330521${String(n).padStart(9, '0')}X`;

async function workbook(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('企业导入模板');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const BOUNDARY = '----qifu-transfer-boundary';
function multipart(file: Buffer, filename = '企业导入.xlsx', fields: Record<string, string> = {}): Buffer {
  return Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function post(url: string, payload: Buffer, token = admin) {
  return server.app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(token) }, payload });
}

async function readSheets(buffer: Buffer): Promise<Map<string, string[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const out = new Map<string, string[][]>();
  for (const ws of wb.worksheets) {
    const rows: string[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    out.set(ws.name, rows);
  }
  return out;
}

async function download(filePath: string): Promise<Map<string, string[][]>> {
  const res = await server.app.inject({ method: 'GET', url: `/api/files/dowload?filePath=${encodeURIComponent(filePath)}` });
  expect(res.statusCode).toBe(200);
  return readSheets(res.rawPayload);
}

const companiesWith = async (codes: string[]) =>
  (await server.db.select({ n: count() }).from(company).where(inArray(company.creditCode, codes)))[0]?.n ?? 0;

/** A row of the template for enterprise n; `extra` overrides cells by header. */
const row = (n: number, extra: Record<string, string | number> = {}) => {
  const cells: Record<string, string | number> = {
    企业名称: `德清县导入测试${n}有限公司`,
    统一社会信用代码: code(n),
    法定代表人: '张伟',
    法定代表人手机号: '13857201001',
    '所属乡镇（街道）': '武康街道',
    企业地址: `志远北路${n}号`,
    国民经济行业门类: '制造业',
    企业规模: '小型',
    业务类型: '工业企业',
    [REVENUE]: 1200.5,
    [STAFF]: 35,
    ...extra,
  };
  return HEADERS.map((h) => cells[h] ?? '');
};

async function storeWorkbook(buffer: Buffer): Promise<string> {
  const key = newStorageKey('xlsx');
  await storage.put(key, buffer);
  return key;
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  admin = (await loginAs(server, 'admin')).token;
  yyf = (await loginAs(server, 'yyf')).token;
  storage = new LocalFileStorage(join(server.config.dataDir, 'files'));
  const [table] = await server.db
    .insert(entExpansionTable)
    .values({ tableName: '测试经营', tableCode: 'transferOperation', orderNum: 9999 })
    .returning();
  tableId = table!.id;
  const fields = await server.db
    .insert(entExpansionTableField)
    .values([
      { tableId, fieldName: '年营业收入', fieldCode: 'transferRevenue', fieldType: 'number', unit: '万元', orderNum: 1 },
      { tableId, fieldName: '职工人数', fieldCode: 'transferStaff', fieldType: 'number', required: true, orderNum: 2 },
      { tableId, fieldName: '停用字段', fieldCode: 'transferOff', fieldType: 'text', enableFlag: '0', orderNum: 3 },
    ])
    .returning();
  revenueId = fields[0]!.id;
  staffId = fields[1]!.id;
  const template = await server.app.inject({ method: 'GET', url: '/api/company/info/importTemplate', headers: auth(admin) });
  HEADERS = [...(await readSheets(template.rawPayload)).values()][0]![0]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('enterprise import template and header check', () => {
  it('the template holds the basic columns then the enabled extension fields as 字段名（表名）', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/company/info/importTemplate', headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    const sheets = await readSheets(res.rawPayload);
    const header = [...sheets.values()][0]![0]!;
    expect(header.slice(0, BASIC.length)).toEqual(BASIC);
    expect(header).toContain(REVENUE);
    expect(header).toContain(STAFF);
    expect(header.join()).not.toContain('停用字段');
  });

  it('a sheet with a changed header row imports nothing and says which column changed', async () => {
    const headers = HEADERS.map((h) => (h === '法定代表人' ? '法人' : h));
    const res = await post('/api/company/info/import', multipart(await workbook(headers, [row(900), row(901)])));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, msg: '模板表头不能修改或删除，缺少或被修改的列：法定代表人' });
    expect(await companiesWith([code(900), code(901)])).toBe(0);
  });

  it('an .xls or an oversized file is refused with the upload card texts', async () => {
    const xls = await post('/api/company/info/import', multipart(Buffer.from('not really'), '企业.xls'));
    expect(xls.statusCode).toBe(400);
    expect(body(xls).msg).toBe('无法读取该文件，请下载导入模板（.xlsx）填写后上传');
    const big = await post('/api/company/info/import', multipart(Buffer.alloc(10 * 1024 * 1024 + 10, 1)));
    expect(big.statusCode).toBe(413);
    expect(body(big).msg).toBe('请上传10M以下的.xls或.xlsx文件');
  });
});

describe('good and bad rows', () => {
  it('imports the good rows and reports each bad row with its reason in a downloadable sheet', async () => {
    const rows = [
      row(1),
      row(2, { 统一社会信用代码: '12345' }),
      row(3, { '所属乡镇（街道）': '火星街道' }),
      row(4, { [REVENUE]: '很多' }),
      row(1, { 企业名称: '重复的企业' }),
      row(5, { 法定代表人手机号: '2345' }),
      row(6, { 企业规模: '巨型' }),
      row(7, { 企业名称: '' }),
      row(8, { [REVENUE]: '', [STAFF]: '' }),
    ];
    const res = await post('/api/company/info/import', multipart(await workbook(HEADERS, rows)));
    expect(res.statusCode).toBe(200);
    const data = body<{ data: { importableCount: number; unimportableCount: number; errorFilePath: string; job: null } }>(res).data;
    expect(data).toMatchObject({ importableCount: 2, unimportableCount: 7, job: null });

    const [imported] = await server.db.select().from(company).where(eq(company.creditCode, code(1)));
    expect(imported).toMatchObject({ companyName: '德清县导入测试1有限公司', streetId: '330521001', industry: 'C', scale: '3', businessType: 'industry' });
    const [values] = await server.db.select().from(entArchiveRow).where(eq(entArchiveRow.companyId, imported!.id));
    expect(values?.fieldValues).toMatchObject({ [revenueId]: 1200.5, [staffId]: 35 });
    expect(await companiesWith([code(8)])).toBe(1);
    expect(await companiesWith([code(2), code(3), code(4), code(5), code(6), code(7)])).toBe(0);

    const report = [...(await download(data.errorFilePath)).values()][0]!;
    expect(report[0]!.slice(0, 3)).toEqual(['行号', '不可导入原因', '企业名称']);
    const reasons = new Map(report.slice(1).map((r) => [Number(r[0]), r[1]]));
    expect(reasons).toEqual(
      new Map([
        [3, '社会信用代码格式错误'],
        [4, '所属乡镇（街道）不存在：火星街道'],
        [5, '年营业收入（测试经营）须为数字'],
        [6, '统一社会信用代码与第2行重复'],
        [7, '法定代表人手机号格式错误'],
        [8, '企业规模应为大型、中型、小型或微型：巨型'],
        [9, '企业名称不能为空'],
      ]),
    );
  });

  it('importing again updates by credit code, keeps what an empty cell does not say, and merges extension values', async () => {
    const res = await post('/api/company/info/import', multipart(await workbook(HEADERS, [row(1, { 企业名称: '德清县导入测试1（更名）有限公司', 法定代表人: '', [REVENUE]: '' })])));
    expect(body(res)).toMatchObject({ success: true, data: { importableCount: 1, unimportableCount: 0, errorFilePath: null } });
    const [updated] = await server.db.select().from(company).where(eq(company.creditCode, code(1)));
    expect(updated).toMatchObject({ companyName: '德清县导入测试1（更名）有限公司', legalPerson: '张伟' });
    const [values] = await server.db.select().from(entArchiveRow).where(eq(entArchiveRow.companyId, updated!.id));
    expect(values?.fieldValues).toMatchObject({ [revenueId]: 1200.5, [staffId]: 35 });
  });
});

describe('large imports run as a job, batch by batch', () => {
  it('over 2,000 rows: answers a job whose progress ends with the counts and the report', async () => {
    const rows = Array.from({ length: 2003 }, (_, i) => (i === 10 ? row(10_000 + i, { 统一社会信用代码: 'bad' }) : row(10_000 + i)));
    const res = await post('/api/company/info/import', multipart(await workbook(HEADERS, rows)));
    const data = body<{ data: { job: { id: string; status: string; total: number } } }>(res).data;
    expect(data.job).toMatchObject({ type: COMPANY_IMPORT_JOB, total: 2003 });
    await kickImportJobs(server.db, storage);
    const progress = await server.app.inject({ method: 'GET', url: `/api/company/info/importProgress?jobId=${data.job.id}`, headers: auth(admin) });
    expect(body(progress).data).toMatchObject({
      status: 'succeeded',
      progress: 100,
      done: 2003,
      importableCount: 2002,
      unimportableCount: 1,
      lastRowNo: 2004,
    });
    const report = [...(await download(body<{ data: { resultFilePath: string } }>(progress).data.resultFilePath)).values()][0]!;
    expect(report[1]!.slice(0, 2)).toEqual(['12', '社会信用代码格式错误']);
    // another user's job is not theirs to read
    const other = await server.app.inject({ method: 'GET', url: `/api/company/info/importProgress?jobId=${data.job.id}`, headers: auth(yyf) });
    expect(body(other)).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '导入任务不存在' });
  });

  it('a batch failing mid-way is rolled back whole; earlier batches stay and the job says which rows are committed', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(20_000 + i));
    const filePath = await storeWorkbook(await workbook(HEADERS, rows));
    await createJob(server.db, { type: COMPANY_IMPORT_JOB, params: { filePath }, total: 7 });
    const job = (await claimNext(server.db, [COMPANY_IMPORT_JOB]))!;
    await runImportJob(server.db, storage, job, {
      batchSize: 3,
      hooks: {
        inBatch: async (batchNo) => {
          if (batchNo === 2) throw new Error('数据库连接中断');
        },
      },
    });
    // batch 1 (rows 2–4) committed; batch 2 (rows 5–7) written then rolled back: none of it is there
    expect(await companiesWith(rows.slice(0, 3).map((r) => String(r[HEADERS.indexOf('统一社会信用代码')])))).toBe(3);
    expect(await companiesWith(rows.slice(3).map((r) => String(r[HEADERS.indexOf('统一社会信用代码')])))).toBe(0);
    const failed = (await getJob(server.db, job.id))!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      '导入失败（数据库连接中断）：第4行及之前的数据已整批提交（已导入3条，不可导入0条），之后的行均未导入，请从第5行起重新导入（导入按每1000行一批整批提交，不会留下半批数据）',
    );
  });

  it('a server killed mid-import leaves whole batches only, and after restart the job says what happened', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => (i === 1 ? row(30_000 + i, { '所属乡镇（街道）': '不存在街道' }) : row(30_000 + i)));
    const filePath = await storeWorkbook(await workbook(HEADERS, rows));
    await createJob(server.db, { type: COMPANY_IMPORT_JOB, params: { filePath }, total: 8 });
    const job = (await claimNext(server.db, [COMPANY_IMPORT_JOB]))!;
    let release: (e: Error) => void = () => undefined;
    let reached: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (reached = resolve));
    // the process "dies" before its third batch: nothing of this run happens any more
    const run = runImportJob(server.db, storage, job, {
      batchSize: 3,
      hooks: {
        beforeBatch: (batchNo) =>
          batchNo === 3
            ? new Promise<void>((_resolve, reject) => {
                release = reject;
                reached();
              })
            : Promise.resolve(),
      },
    });
    await stopped;
    expect(await companiesWith(rows.map((r) => String(r[HEADERS.indexOf('统一社会信用代码')])))).toBe(6);
    // "restart": the job is still marked running, its counters untouched for longer than the stale limit
    await server.db.update(sysJob).set({ updatedAt: sql`now() - interval '10 minutes'` }).where(eq(sysJob.id, job.id));
    const res = await server.app.inject({ method: 'GET', url: `/api/company/info/importProgress?jobId=${job.id}`, headers: auth(admin) });
    expect(body(res)).toMatchObject({
      success: true,
      data: {
        status: 'failed',
        done: 7,
        importableCount: 6,
        unimportableCount: 1,
        lastRowNo: 8,
        error:
          '导入中断（服务在导入过程中停止）：第8行及之前的数据已整批提交（已导入6条，不可导入1条），之后的行均未导入，请从第9行起重新导入（导入按每1000行一批整批提交，不会留下半批数据）',
      },
    });
    // the abandoned run ending later changes nothing: the job keeps saying what happened, no further row is written
    release(new Error('killed'));
    await run;
    expect((await getJob(server.db, job.id))?.error).toContain('导入中断（服务在导入过程中停止）');
    expect(await companiesWith(rows.map((r) => String(r[HEADERS.indexOf('统一社会信用代码')])))).toBe(6);
  });
});

describe('extension-table import and the exports', () => {
  it('importExcel writes one table for known credit codes and refuses unknown ones and missing required values', async () => {
    const tpl = await server.app.inject({ method: 'GET', url: `/api/api/entExpansionTable/downloadExcelTemplate?tableId=${tableId}`, headers: auth(admin) });
    const headers = [...(await readSheets(tpl.rawPayload)).values()][0]![0]!;
    expect(headers).toEqual(['统一社会信用代码', '企业名称', '年营业收入', '职工人数']);
    const file = await workbook(headers, [
      [code(8), '', 99, 12],
      [code(777_777), '不存在的企业', 1, 2],
      [code(1), '', 5, ''],
    ]);
    const res = await post('/api/api/entExpansionTable/importExcel', multipart(file, '经营情况.xlsx', { tableId }));
    const data = body<{ data: { importableCount: number; unimportableCount: number; errorFilePath: string } }>(res).data;
    expect(data).toMatchObject({ importableCount: 1, unimportableCount: 2 });
    const reasons = [...(await download(data.errorFilePath)).values()][0]!.slice(1).map((r) => `${r[0]} ${r[1]}`);
    expect(reasons.sort()).toEqual(['3 企业库中没有该统一社会信用代码的企业', '4 职工人数不能为空']);
    const [c8] = await server.db.select({ id: company.id }).from(company).where(eq(company.creditCode, code(8)));
    const [values] = await server.db.select().from(entArchiveRow).where(eq(entArchiveRow.companyId, c8!.id));
    expect(values?.fieldValues).toMatchObject({ [revenueId]: 99, [staffId]: 12 });
  });

  it('exportCompanyInfo streams the filtered enterprises with the enabled extension fields, importable back', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/company/info/export?creditCode=${code(8).slice(0, 16)}`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    const sheet = [...(await readSheets(res.rawPayload)).values()][0]!;
    expect(sheet[0]!.slice(0, BASIC.length)).toEqual(BASIC);
    const line = sheet.find((r) => r[1] === code(8))!;
    expect(line.slice(0, 9)).toEqual([`德清县导入测试8有限公司`, code(8), '张伟', '13857201001', '武康街道', '志远北路8号', '制造业', '小型', '工业企业']);
    expect(line[sheet[0]!.indexOf(REVENUE)]).toBe('99');
  });

  it('companyDataExport writes 基础信息 and one sheet per chosen table; too many rows is refused before the file', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/api/entExpansionTable/companyDataExport',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: { tableIds: [tableId], companyName: '导入测试8有限', columns: [{ prop: 'companyName', title: '企业名称' }, { prop: 'creditCode', title: '信用代码' }] },
    });
    expect(res.statusCode).toBe(200);
    const sheets = await readSheets(res.rawPayload);
    expect([...sheets.keys()]).toEqual(['基础信息', '测试经营']);
    expect(sheets.get('基础信息')).toEqual([
      ['企业名称', '信用代码'],
      ['德清县导入测试8有限公司', code(8)],
    ]);
    expect(sheets.get('测试经营')).toEqual([
      ['统一社会信用代码', '企业名称', '年营业收入', '职工人数'],
      [code(8), '德清县导入测试8有限公司', '99', '12'],
    ]);
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/api/entExpansionTable/companyDataExport',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: { tableIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(body(unknown)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '扩展表不存在或已停用' });
  });
});
