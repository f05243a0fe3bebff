/**
 * Issue 12, acceptance 6 (API side): a knowledge spreadsheet imported through the import core answers
 * the robot chat at once; a sheet whose header row was changed is refused with the import card's
 * message and imports nothing. Workbooks are built with exceljs and uploaded like the card does
 * (`POST /files/upload`, kind excel, knosFile).
 */
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { csKnowledge } from '../../../db/schema';
import { DEMO_CHAT_QUESTION } from '../../../seed/content/customer-service';
import { call } from '../../../testing/api-call';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

type Result = { total: number; successCount: number; failCount: number; failList: { rowNo: number; reason: string }[] };
type Answer = { matched: boolean; answerContent: string | null };

const NEW_QUIZ = '工业互联网标杆工厂奖励标准是多少？';
const NEW_REPLY = '被认定为县级工业互联网标杆工厂的企业一次性奖励50万元，市级以上另按市级政策叠加。';
const SECOND_QUIZ = '企业上云补助怎么申请？';
const SECOND_REPLY = '企业与云服务商签订合同后，在平台“申报项目”提交合同和发票，按实际支出的30%补助。';

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const name of ['callcenter', 'yyf', 'qy']) tokens[name] = (await loginAs(server, name)).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const BOUNDARY = '----qifu-import-boundary';

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('知识库导入模板');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads like the import card (kind excel, knosFile=1); resolves the filePath. */
async function upload(content: Buffer, token: string, filename = '知识库导入模板.xlsx'): Promise<string> {
  const head = Object.entries({ kind: 'excel', knosFile: '1' })
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(`${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth(token) },
    payload,
  });
  const json = body<{ success: boolean; data: { filePath: string } }>(res);
  expect(json.success).toBe(true);
  return json.data.filePath;
}

async function importFile(filePath: string, token: string, checkOnly?: boolean) {
  const res = await call<Result>(server, 'POST', '/knowledge/importData', token, { filePath, ...(checkOnly === undefined ? {} : { checkOnly }) });
  expect(res.violations).toEqual([]);
  return res;
}

const knowledgeCount = async () => (await server.db.select({ n: count() }).from(csKnowledge))[0]?.n ?? 0;

async function ask(question: string): Promise<Answer> {
  const res = await call<Answer>(server, 'POST', '/smartAq/answer', undefined, { question });
  expect(res.violations).toEqual([]);
  return res.json.data!;
}

describe('downloadKnowledgeTemplate', () => {
  it('downloads 知识库导入模板.xlsx whose header row is 问题, 答复', async () => {
    const url = '/api/knowledge/downloadTemplate';
    const res = await server.app.inject({ method: 'GET', url, headers: auth(tokens['callcenter']!) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('知识库导入模板.xlsx');
    expect(contractViolations('GET', url, res)).toEqual([]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    expect([sheet.getCell('A1').text, sheet.getCell('B1').text]).toEqual(['问题', '答复']);
    expect(sheet.rowCount).toBe(1);
  });

  it('is refused to a role without cs:knowledge:import', async () => {
    const res = await call(server, 'GET', '/knowledge/downloadTemplate', tokens['qy']);
    expect(res.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('importKnowledge', () => {
  it('checks first (counts, nothing written), then imports: the new entries answer the robot chat at once', async () => {
    expect((await ask(NEW_QUIZ)).matched).toBe(false);
    const before = await knowledgeCount();
    const filePath = await upload(
      await workbook([
        ['问题', '答复'],
        [NEW_QUIZ, NEW_REPLY],
        ['没有答复的问题', null],
        [DEMO_CHAT_QUESTION, '已存在的问题'],
        [null, null],
        [SECOND_QUIZ, SECOND_REPLY],
        [NEW_QUIZ, '同一文件里重复'],
      ]),
      tokens['callcenter']!,
    );
    const expectedFails = [
      { rowNo: 3, reason: '答复不能为空' },
      { rowNo: 4, reason: '该问题已存在' },
      { rowNo: 7, reason: '问题与第2行重复' },
    ];

    const check = await importFile(filePath, tokens['callcenter']!, true);
    expect(check.json).toMatchObject({ success: true, msg: '校验完成' });
    expect(check.json.data).toEqual({ total: 5, successCount: 2, failCount: 3, failList: expectedFails });
    expect(await knowledgeCount()).toBe(before);

    const done = await importFile(filePath, tokens['callcenter']!);
    expect(done.json).toMatchObject({ success: true, msg: '导入完成' });
    expect(done.json.data).toEqual({ total: 5, successCount: 2, failCount: 3, failList: expectedFails });
    expect(await knowledgeCount()).toBe(before + 2);

    // the robot answers with the imported entries at once, also by part of the question
    expect(await ask(NEW_QUIZ)).toMatchObject({ matched: true, answerContent: NEW_REPLY });
    expect(await ask('工业互联网标杆工厂奖励')).toMatchObject({ matched: true, answerContent: NEW_REPLY });
    expect(await ask('上云补助怎么申请')).toMatchObject({ matched: true, answerContent: SECOND_REPLY });
    const fuzzy = await call<{ list: { knoQuiz: string }[] }>(server, 'GET', `/knowledge/fuzzySearch?knoQuiz=${encodeURIComponent('标杆工厂')}&page=1&pageSize=10`);
    expect(fuzzy.json.data!.list[0]?.knoQuiz).toBe(NEW_QUIZ);
    const [row] = await server.db.select().from(csKnowledge).where(eq(csKnowledge.knoQuiz, NEW_QUIZ));
    expect(row).toMatchObject({ knoReply: NEW_REPLY, enableFlag: true });

    // importing the same file again imports nothing: every question exists now
    const again = await importFile(filePath, tokens['callcenter']!);
    expect(again.json.data).toMatchObject({ total: 5, successCount: 0, failCount: 5 });
    expect(await knowledgeCount()).toBe(before + 2);
  });

  it('refuses a sheet whose header row was changed, with the import card message, and imports nothing', async () => {
    const before = await knowledgeCount();
    const renamed = await upload(await workbook([['问题', '回答'], ['修改表头后的问题', '不应导入']]), tokens['yyf']!);
    for (const checkOnly of [true, false]) {
      const res = await importFile(renamed, tokens['yyf']!, checkOnly);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '模板表头不能修改或删除，缺少或被修改的列：答复' });
    }
    const removed = await upload(await workbook([['答复'], ['只有答复']]), tokens['yyf']!);
    const res = await importFile(removed, tokens['yyf']!);
    expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '模板表头不能修改或删除，缺少或被修改的列：问题、答复' });
    expect(await knowledgeCount()).toBe(before);
    expect(await server.db.select().from(csKnowledge).where(eq(csKnowledge.knoQuiz, '修改表头后的问题'))).toEqual([]);
  });

  it('imports only files the caller uploaded, .xlsx only, and only with cs:knowledge:import', async () => {
    const mine = await upload(await workbook([['问题', '答复'], ['别人的文件问题', '答复']]), tokens['callcenter']!);
    const foreign = await importFile(mine, tokens['yyf']!, true);
    expect(foreign.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '导入文件不存在，请重新上传' });
    const xls = await upload(Buffer.from('d0cf11e0a1b11ae1000000000000000000000000000000003e000300feff0900', 'hex'), tokens['callcenter']!, '旧格式.xls');
    const old = await importFile(xls, tokens['callcenter']!, true);
    expect(old.status).toBe(400);
    expect(old.json.msg).toBe('无法读取该文件，请下载导入模板（.xlsx）填写后上传');
    const qy = await call(server, 'POST', '/knowledge/importData', tokens['qy'], { filePath: mine });
    expect(qy.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
