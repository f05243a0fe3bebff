/**
 * Issue 15 (P9) acceptance 3 and 4, API side: a policy calculator goes through its state table
 * (actions outside it refused with BUSINESS_RULE and nothing changed); its pre-match runs as a
 * background job whose progress is server state, whose result equals the matching engine's answer
 * for every enterprise, and which a cancel stops; the result is sent through the outbox; the
 * result and whitelist exports read back with exceljs; a whitelist whose header row was changed
 * is refused with the import card's message and imports nothing.
 */
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { headerChangedMessage } from '../../../core/excel-import';
import { company, polApplyProject, polCalculator, polCalculatorMatch, polCalculatorWhitelist, polInfo, sysOutbox } from '../../../db/schema';
import { call, callMultipart } from '../../../testing/api-call';
import { auth, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { bestOf, ensureCompanyMatches } from '../../matching';
import { claimNext } from '../../../core/jobs';
import { findOrCreatePreMatchJob, PRE_MATCH_CANCELLED, PRE_MATCH_JOB, preMatchIdle, runPreMatchJob } from './pre-match-job';

let server: TestServer;
const tokens: Record<string, string> = {};
let policyId = '';

type Job = { id: string; status: string; progress: number; total?: number; done?: number; error: string | null };
type ResultItem = { companyId: string; companyName: string; creditCode: string; matchDegree: number; whitelisted: boolean; notified: boolean };
type Detail = { id: string; status: string; lastJobId: string | null; matchCount: number | null; whitelistCount: number; auditOpinion: string | null };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  for (const name of ['yyf', 'gov', 'qy']) tokens[name] = (await loginAs(server, name)).token;
  // the published policy with the most open projects
  const [top] = await server.db
    .select({ policyId: polApplyProject.policyId, n: count() })
    .from(polApplyProject)
    .innerJoin(polInfo, eq(polInfo.id, polApplyProject.policyId))
    .where(and(eq(polApplyProject.status, '1'), eq(polInfo.status, 'published'), gte(polApplyProject.examineEndTime, new Date())))
    .groupBy(polApplyProject.policyId)
    .orderBy(desc(count()))
    .limit(1);
  policyId = top!.policyId;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const yyf = () => tokens['yyf']!;
const gov = () => tokens['gov']!;

async function post<T = unknown>(path: string, token: string, payload: unknown) {
  const res = await call<T>(server, 'POST', path, token, payload);
  expect(res.violations).toEqual([]);
  return res.json;
}
async function get<T = unknown>(path: string, token: string) {
  const res = await call<T>(server, 'GET', path, token);
  expect(res.violations).toEqual([]);
  return res.json;
}
const detail = async (id: string) => (await get<Detail>(`/admin/policyCalculator/detail?id=${id}`, yyf())).data!;
const results = async (id: string) => (await get<{ list: ResultItem[]; total: number }>(`/admin/policyCalculator/matchResultList?id=${id}&page=1&pageSize=9000`, yyf())).data!;

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('企业白名单');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
/** Sends the whitelist workbook like the import card does (multipart `file`, `id`, `checkOnly`). */
async function importWhitelist(token: string, fields: { id: string; checkOnly?: boolean }, content: Buffer) {
  const form: Record<string, string> = { id: fields.id, ...(fields.checkOnly === undefined ? {} : { checkOnly: String(fields.checkOnly) }) };
  const res = await callMultipart(server, '/admin/policyCalculator/importEntWhitelist', token, form, [{ content, filename: '企业白名单导入模板.xlsx' }]);
  expect(res.violations).toEqual([]);
  return res.json;
}
async function download(path: string, token: string) {
  const url = `/api${path}`;
  const res = await server.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(contractViolations('GET', url, res)).toEqual([]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { rows, fileName: decodeURIComponent(String(res.headers['content-disposition'])) };
}

/** What the matching engine answers each enterprise, one by one, for the policy's projects. */
async function engineExpectation(whitelist: ReadonlySet<string>) {
  const companies = await server.db.select({ id: company.id }).from(company);
  const expected = new Map<string, number>();
  for (const c of companies) {
    const { matches } = await ensureCompanyMatches(server.db, c.id, { policyId });
    const best = bestOf(matches.map((m) => m.match));
    if (whitelist.has(c.id) || best.bestResult === '1' || best.bestResult === '2') expected.set(c.id, best.bestRate);
  }
  return { expected, companyCount: companies.length };
}

describe('policy calculator', () => {
  let id = '';
  let whitelisted: { id: string; companyName: string; creditCode: string };

  it('saves a draft, imports its whitelist (a changed header is refused, nothing imported), commits and is audited by the table', async () => {
    const saved = await post<{ id: string }>('/admin/policyCalculator/save', yyf(), { calculatorName: '技改补助计算器', policyId, remark: '测试' });
    expect(saved).toMatchObject({ success: true, msg: '保存成功' });
    id = saved.data!.id;
    expect(await detail(id)).toMatchObject({ status: '0', whitelistCount: 0, lastJobId: null });

    // a rule the engine does not accept → 400 naming it
    const bad = await call(server, 'POST', '/admin/policyCalculator/save', yyf(), { id, calculatorName: 'x', policyId, rule: { '>=': [{ var: 'industryCode' }, 1] } });
    expect(bad.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(bad.json.msg).toContain('匹配规则不正确');

    // the template's header row, read back
    const template = await download('/admin/policyCalculator/exportEntWhitelistTemplate', yyf());
    expect(template.rows).toEqual([['企业名称', '统一社会信用代码']]);
    expect(template.fileName).toContain('企业白名单导入模板.xlsx');

    const [first, second] = await server.db.select({ id: company.id, companyName: company.companyName, creditCode: company.creditCode }).from(company).orderBy(desc(company.creditCode)).limit(2);
    whitelisted = first!;
    // changed header row: refused with the import card's message, nothing written
    const changed = await workbook([['企业', '统一社会信用代码'], [first!.companyName, first!.creditCode]]);
    const refused = await importWhitelist(yyf(), { id }, changed);
    expect(refused).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: headerChangedMessage(['企业名称']) });
    expect((await server.db.select({ n: count() }).from(polCalculatorWhitelist))[0]?.n).toBe(0);

    const good = await workbook([
      ['企业名称', '统一社会信用代码'],
      [first!.companyName, first!.creditCode],
      ['某公司', '123'],
      ['不存在的企业', '91330521MA2B3C4D9X'],
      [second!.companyName + '（错）', second!.creditCode],
    ]);
    const check = await importWhitelist(yyf(), { id, checkOnly: true }, good);
    expect(check).toMatchObject({ success: true, msg: '校验完成', data: { total: 4, successCount: 1, failCount: 3 } });
    expect((await detail(id)).whitelistCount).toBe(0);
    const imported = await importWhitelist(yyf(), { id }, good);
    expect(imported).toMatchObject({
      success: true,
      msg: '导入完成',
      data: {
        total: 4,
        successCount: 1,
        failList: [
          { rowNo: 3, reason: '社会信用代码格式错误' },
          { rowNo: 4, reason: '企业不存在' },
          { rowNo: 5, reason: '企业名称与信用代码不符' },
        ],
      },
    });
    expect((await detail(id)).whitelistCount).toBe(1);
    const exported = await download(`/admin/policyCalculator/exportEntWhitelist?id=${id}`, yyf());
    expect(exported.rows).toEqual([
      ['企业名称', '统一社会信用代码'],
      [first!.companyName, first!.creditCode],
    ]);

    // outside the table: pre-match of a draft, audit of a draft
    const early = await post('/admin/policyCalculator/preMatch', yyf(), { id });
    expect(early).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    const earlyAudit = await post('/admin/policyCalculator/audit', gov(), { id, auditResult: '1' });
    expect(earlyAudit).toMatchObject({ success: false, code: 'BUSINESS_RULE' });

    expect(await post('/admin/policyCalculator/commit', yyf(), { id })).toMatchObject({ success: true, msg: '提交成功' });
    expect(await post('/admin/policyCalculator/commit', yyf(), { id })).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    // saved, deleted or whitelisted only in 0 / 3
    expect(await post('/admin/policyCalculator/save', yyf(), { id, calculatorName: '改名', policyId })).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(await post('/admin/policyCalculator/delete', yyf(), { id })).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(await importWhitelist(yyf(), { id }, good)).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect((await detail(id)).status).toBe('1');

    // YYF may not audit; rejecting needs an opinion
    expect((await call(server, 'POST', '/admin/policyCalculator/audit', yyf(), { id, auditResult: '1' })).json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await post('/admin/policyCalculator/audit', gov(), { id, auditResult: '2' })).toMatchObject({ success: false, code: 'BAD_REQUEST', msg: '请输入驳回意见' });
    expect(await post('/admin/policyCalculator/audit', gov(), { id, auditResult: '1', auditOpinion: '同意' })).toMatchObject({ success: true, msg: '审核成功' });
    expect(await detail(id)).toMatchObject({ status: '2', auditOpinion: '同意' });
  });

  it('pre-matches every enterprise in the background: progress is server state and the result equals the engine per enterprise', async () => {
    const started = await post<{ id: string }>('/admin/policyCalculator/preMatch', yyf(), { id });
    expect(started).toMatchObject({ success: true, msg: '预匹配已开始' });
    const jobId = started.data!.id;
    expect((await detail(id)).lastJobId).toBe(jobId);
    await preMatchIdle(server.db);

    const { expected, companyCount } = await engineExpectation(new Set([whitelisted.id]));
    // a second browser (another user) polls the same server state
    for (const token of [yyf(), gov()]) {
      const progress = await get<Job>(`/admin/policyCalculator/progress?jobId=${jobId}`, token);
      expect(progress.data).toMatchObject({ id: jobId, status: 'succeeded', progress: 100, total: companyCount, done: companyCount, error: null });
    }
    const list = await results(id);
    expect(list.total).toBe(expected.size);
    expect(new Map(list.list.map((r) => [r.companyId, r.matchDegree]))).toEqual(expected);
    expect(list.list.find((r) => r.companyId === whitelisted.id)).toMatchObject({ whitelisted: true, notified: false });
    // best first
    const degrees = list.list.map((r) => r.matchDegree);
    expect(degrees).toEqual([...degrees].sort((a, b) => b - a));
    expect(await detail(id)).toMatchObject({ matchCount: expected.size });
    expect(expected.size).toBeGreaterThan(1);

    // the export reads back with the same rows
    const file = await download(`/admin/policyCalculator/exportMatchResult?id=${id}`, yyf());
    expect(file.rows[0]).toEqual(['企业名称', '统一社会信用代码', '所属街道', '匹配度', '白名单', '是否推送', '推送时间']);
    expect(file.rows.slice(1).map((r) => r[1])).toEqual(list.list.map((r) => r.creditCode));
    expect(file.rows.slice(1).every((r) => r[5] === '未推送')).toBe(true);
  });

  it('a cancelled pre-match stops after the batch it is in, says so and leaves the last result', async () => {
    const before = await results(id);
    // the job as preMatch queues it, run here in batches of 5 so the cancel lands mid-run
    const { job } = await findOrCreatePreMatchJob(server.db, id, null);
    const claimed = await claimNext(server.db, [PRE_MATCH_JOB]);
    expect(claimed?.id).toBe(job.id);
    const seen: number[] = [];
    await runPreMatchJob(server.db, claimed!, {
      batchSize: 5,
      afterBatch: async (done) => {
        seen.push(done);
        if (done === 5) {
          const running = await get<Job>(`/admin/policyCalculator/progress?jobId=${job.id}`, gov());
          expect(running.data).toMatchObject({ status: 'running', done: 5 });
          expect(running.data!.progress).toBeGreaterThan(0);
          expect(running.data!.progress).toBeLessThan(100);
          const cancelled = await post<Job>('/admin/policyCalculator/cancelPreMatch', yyf(), { id });
          expect(cancelled).toMatchObject({ success: true, msg: PRE_MATCH_CANCELLED, data: { id: job.id, status: 'failed', error: PRE_MATCH_CANCELLED } });
        }
      },
    });
    expect(seen).toEqual([5]);
    const progress = await get<Job>(`/admin/policyCalculator/progress?jobId=${job.id}`, gov());
    expect(progress.data).toMatchObject({ status: 'failed', error: PRE_MATCH_CANCELLED, done: 5 });
    expect((await server.db.select({ n: count() }).from(polCalculatorMatch).where(eq(polCalculatorMatch.jobId, job.id)))[0]?.n).toBe(0);
    expect(await results(id)).toEqual(before);
    // nothing left to cancel; a new pre-match may start
    expect(await post('/admin/policyCalculator/cancelPreMatch', yyf(), { id })).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '没有进行中的预匹配' });
  });

  it('sends the result to the matched enterprises through the outbox, once each', async () => {
    const list = await results(id);
    const outboxBefore = (await server.db.select({ n: count() }).from(sysOutbox))[0]?.n ?? 0;
    const sent = await post<{ count: number }>('/admin/policyCalculator/sendResult', yyf(), { id, channels: ['1', '2'] });
    expect(sent).toMatchObject({ success: true, msg: '推送成功', data: { count: list.total } });
    const withPhone = await server.db
      .select({ n: count() })
      .from(polCalculatorMatch)
      .innerJoin(company, eq(company.id, polCalculatorMatch.companyId))
      .innerJoin(polCalculator, and(eq(polCalculator.id, polCalculatorMatch.calculatorId), eq(polCalculator.resultJobId, polCalculatorMatch.jobId)))
      .where(and(eq(polCalculatorMatch.calculatorId, id), sql`${company.legalPersonPhone} is not null`));
    const outboxAfter = (await server.db.select({ n: count() }).from(sysOutbox))[0]?.n ?? 0;
    expect(outboxAfter - outboxBefore).toBe(withPhone[0]?.n);
    expect(await detail(id)).toMatchObject({ status: '4' });
    expect((await results(id)).list.every((r) => r.notified)).toBe(true);
    expect(await post('/admin/policyCalculator/sendResult', yyf(), { id })).toMatchObject({ success: true, data: { count: 0 } });
    // an enterprise account has no access
    expect((await call(server, 'GET', `/admin/policyCalculator/list?page=1&pageSize=10`, tokens['qy'])).json).toMatchObject({ success: false });
    const listed = await get<{ list: { id: string; status: string }[] }>(`/admin/policyCalculator/list?page=1&pageSize=10&calculatorName=${encodeURIComponent('技改')}`, yyf());
    expect(listed.data!.list.map((c) => c.id)).toContain(id);
  });
});
