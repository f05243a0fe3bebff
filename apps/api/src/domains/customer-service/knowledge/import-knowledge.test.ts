/**
 * Issue 12, acceptance 6 (API side): a knowledge spreadsheet imported through the import core answers
 * the robot chat at once; a sheet whose header row was changed is refused with the import card's
 * message and imports nothing. Workbooks are built with exceljs and sent like the card does
 * (the multipart `file` of `/knowledge/importData`, with `checkOnly` for the check).
 */
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { csKnowledge } from '../../../db/schema';
import { DEMO_CHAT_QUESTION } from '../../../seed/content/customer-service';
import { call, callMultipart } from '../../../testing/api-call';
import { auth, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

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

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('知识库导入模板');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook as the import card sends it (the multipart `file`). */
interface Sent {
  content: Buffer;
  filename: string;
}

const sent = (content: Buffer, filename = '知识库导入模板.xlsx'): Sent => ({ content, filename });

/** Sends the workbook like the import card does (multipart `file`, `checkOnly`). */
async function importFile(file: Sent, token: string, checkOnly?: boolean) {
  const res = await callMultipart<Result>(server, '/knowledge/importData', token, checkOnly === undefined ? {} : { checkOnly: String(checkOnly) }, [file]);
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
    const file = sent(
      await workbook([
        ['问题', '答复'],
        [NEW_QUIZ, NEW_REPLY],
        ['没有答复的问题', null],
        [DEMO_CHAT_QUESTION, '已存在的问题'],
        [null, null],
        [SECOND_QUIZ, SECOND_REPLY],
        [NEW_QUIZ, '同一文件里重复'],
      ]),
    );
    const expectedFails = [
      { rowNo: 3, reason: '答复不能为空' },
      { rowNo: 4, reason: '该问题已存在' },
      { rowNo: 7, reason: '问题与第2行重复' },
    ];

    const check = await importFile(file, tokens['callcenter']!, true);
    expect(check.json).toMatchObject({ success: true, msg: '校验完成' });
    expect(check.json.data).toEqual({ total: 5, successCount: 2, failCount: 3, failList: expectedFails });
    expect(await knowledgeCount()).toBe(before);

    const done = await importFile(file, tokens['callcenter']!);
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
    const again = await importFile(file, tokens['callcenter']!);
    expect(again.json.data).toMatchObject({ total: 5, successCount: 0, failCount: 5 });
    expect(await knowledgeCount()).toBe(before + 2);
  });

  it('refuses a sheet whose header row was changed, with the import card message, and imports nothing', async () => {
    const before = await knowledgeCount();
    const renamed = sent(await workbook([['问题', '回答'], ['修改表头后的问题', '不应导入']]));
    for (const checkOnly of [true, false]) {
      const res = await importFile(renamed, tokens['yyf']!, checkOnly);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '模板表头不能修改或删除，缺少或被修改的列：答复' });
    }
    const removed = sent(await workbook([['答复'], ['只有答复']]));
    const res = await importFile(removed, tokens['yyf']!);
    expect(res.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '模板表头不能修改或删除，缺少或被修改的列：问题、答复' });
    expect(await knowledgeCount()).toBe(before);
    expect(await server.db.select().from(csKnowledge).where(eq(csKnowledge.knoQuiz, '修改表头后的问题'))).toEqual([]);
  });

  it('imports one .xlsx up to 10 MB sent as the multipart file, and only with cs:knowledge:import', async () => {
    const mine = sent(await workbook([['问题', '答复'], ['没有权限的问题', '答复']]));
    const none = await callMultipart(server, '/knowledge/importData', tokens['callcenter'], { checkOnly: 'true' }, []);
    expect(none.status).toBe(400);
    expect(none.json.msg).toBe('请选择要上传的文件');
    const xls = sent(Buffer.from('d0cf11e0a1b11ae1000000000000000000000000000000003e000300feff0900', 'hex'), '旧格式.xls');
    const old = await importFile(xls, tokens['callcenter']!, true);
    expect(old.status).toBe(400);
    expect(old.json.msg).toBe('无法读取该文件，请下载导入模板（.xlsx）填写后上传');
    const big = await importFile(sent(Buffer.alloc(10 * 1024 * 1024 + 10, 1)), tokens['callcenter']!, true);
    expect(big.status).toBe(413);
    expect(big.json.msg).toBe('请上传10M以下的.xls或.xlsx文件');
    const qy = await callMultipart(server, '/knowledge/importData', tokens['qy'], {}, [mine]);
    expect(qy.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});
