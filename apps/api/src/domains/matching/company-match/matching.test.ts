import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  company,
  companyFact,
  companyTag,
  decDeclare,
  entMatchResult,
  imitateMatchLog,
  polApplyProject,
  polInfo,
  polInfoTag,
  type StoredCondition,
  sysJob,
  sysUser,
} from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let qy: string;
let gr: string;
let companyId: string;
let policyId: string;
let otherPolicyId: string;
const ids: Record<'matched' | 'partly' | 'notMatched' | 'notStarted' | 'ended' | 'draft', string> = {
  matched: '',
  partly: '',
  notMatched: '',
  notStarted: '',
  ended: '',
  draft: '',
};

const day = 24 * 3600 * 1000;
const POLICY_TITLE = '测试政策：德清县匹配引擎验证办法';

const revenue: StoredCondition = { code: 'revenue', label: '上年度营业收入不低于2000万元', logic: { '>=': [{ var: 'revenue' }, 2000] }, veto: true };
const industry: StoredCondition = { code: 'industry', label: '所属行业为制造业', logic: { '==': [{ var: 'industry' }, 'C'] } };
const rdRatio: StoredCondition = {
  code: 'rdRatio',
  label: '上年度研发费用占营业收入比例不低于3%',
  logic: { '>=': [{ '/': [{ var: 'rdExpense' }, { var: 'revenue' }] }, 0.03] },
};
const bigEmployer: StoredCondition = { code: 'staff', label: '从业人数不少于1000人', logic: { '>=': [{ var: 'employeeCount' }, 1000] }, veto: true };

/** Facts of the qy company for this file (whatever the demo seed gave it). */
const BASE_FACTS = { revenue: 32000, employeeCount: 186, equipmentInvestment: 650 };

type Json = { success: boolean; code: string; msg: string; description?: string; data?: unknown };
type Match = {
  projectId: string;
  projectName: string;
  matchResult: string;
  matchRate: number;
  applyPhase: string;
  estimatedAmount: number | null;
  conditions: { code: string; label: string; outcome: string; missingData: { field: string; label: string }[] }[];
  unmetConditions: { code: string; label: string }[];
  missingData: { field: string; label: string }[];
};

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const res = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  expect(contractViolations(method, `/api${url}`, res)).toEqual([]);
  return res;
}

async function data<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown): Promise<T> {
  const res = await call(method, url, token, payload);
  const json = body<Json>(res);
  expect(json, res.body).toMatchObject({ success: true });
  return json.data as T;
}

async function myMatches(): Promise<Match[]> {
  const page = await data<{ list: Match[]; total: number }>('GET', '/policy/doc/applyProjectMatchList?pageSize=9000', qy);
  return page.list.filter((m) => Object.values(ids).includes(m.projectId));
}

async function insertProject(name: string, conditions: StoredCondition[], opts: { start: number; end: number; examineEnd: number; status?: '0' | '1'; policy?: string; supportAmountRule?: Record<string, unknown> }) {
  const now = Date.now();
  const [row] = await server.db
    .insert(polApplyProject)
    .values({
      policyId: opts.policy ?? policyId,
      projectName: name,
      applyStartTime: new Date(now + opts.start * day),
      applyEndTime: new Date(now + opts.end * day),
      examineStartTime: new Date(now + opts.end * day + 1000),
      examineEndTime: new Date(now + opts.examineEnd * day),
      examineDep: '德清县经济和信息化局',
      template: {},
      supportAmount: 500000,
      supportAmountRule: opts.supportAmountRule ?? null,
      conditions,
      status: opts.status ?? '1',
    })
    .returning({ id: polApplyProject.id });
  return row!.id;
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  qy = (await loginAs(server, 'qy')).token;
  gr = (await loginAs(server, 'gr')).token;
  const [user] = await server.db.select({ companyId: sysUser.companyId }).from(sysUser).where(eq(sysUser.userName, 'qy'));
  companyId = user!.companyId!;
  // the company's data for this file, whatever the demo seed gave it
  await server.db.update(company).set({ industry: 'C', streetId: '330521001', scale: '2' }).where(eq(company.id, companyId));
  await server.db.delete(companyFact).where(eq(companyFact.companyId, companyId));
  await server.db.insert(companyFact).values({ companyId, facts: BASE_FACTS });

  const policies = await server.db
    .insert(polInfo)
    .values([
      { policyTitle: POLICY_TITLE, policyDepName: '德清县匹配测试局', policyCreateTime: new Date(), supportModes: ['1', '2'], status: 'published' },
      { policyTitle: '测试政策：同一发文单位的另一政策', policyDepName: '德清县匹配测试局', policyCreateTime: new Date(Date.now() - day), supportModes: ['1', '2'], status: 'published' },
    ])
    .returning({ id: polInfo.id });
  policyId = policies[0]!.id;
  otherPolicyId = policies[1]!.id;

  ids.matched = await insertProject('测试项目甲：制造业营收奖励', [revenue, industry], {
    start: -5,
    end: 20,
    examineEnd: 50,
    supportAmountRule: { '*': [{ var: 'equipmentInvestment' }, 10000, 0.1] },
  });
  ids.partly = await insertProject('测试项目乙：研发投入补助', [revenue, rdRatio], { start: -5, end: 10, examineEnd: 40 });
  ids.notMatched = await insertProject('测试项目丙：龙头企业培育', [bigEmployer, industry], { start: -5, end: 30, examineEnd: 60 });
  ids.notStarted = await insertProject('测试项目丁：明年技改项目', [industry], { start: 10, end: 40, examineEnd: 70 });
  ids.ended = await insertProject('测试项目戊：已结束项目', [industry], { start: -90, end: -60, examineEnd: -30 });
  ids.draft = await insertProject('测试项目己：未发布项目', [industry], { start: -5, end: 20, examineEnd: 50, status: '0' });
  // building the demo template after a seed change takes longer than the default 30 s on a busy machine
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the calculator for the logged-in enterprise', () => {
  it('lists matched, partly matched and not matched projects with unmet conditions and missing data in Chinese', async () => {
    const list = await myMatches();
    expect(list.map((m) => [m.projectId, m.matchResult])).toEqual([
      // matched first (closing soonest first), then partly matched, then not matched
      [ids.matched, '1'],
      [ids.notStarted, '1'],
      [ids.partly, '2'],
      [ids.notMatched, '3'],
    ]);
    const [matched, , partly, notMatched] = list as [Match, Match, Match, Match];
    expect(matched.estimatedAmount).toBe(500000); // 10% of 650万 = 650000 capped at the stated 500000
    expect(partly.matchRate).toBe(50);
    expect(partly.missingData).toEqual([{ field: 'rdExpense', label: '上年度研发费用（万元）' }]);
    expect(partly.conditions.find((c) => c.code === 'rdRatio')).toMatchObject({ outcome: '3', missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）' }] });
    expect(partly.unmetConditions).toEqual([]);
    expect(notMatched.unmetConditions.map((c) => c.label)).toEqual(['从业人数不少于1000人']);
    expect(notMatched.matchRate).toBe(50);
  });

  it('filters by match result, phase and keyword, and pages', async () => {
    const partly = await data<{ list: Match[] }>('GET', '/policy/doc/applyProjectMatchList?pageSize=9000&matchResult=2', qy);
    expect(partly.list.every((m) => m.matchResult === '2')).toBe(true);
    expect(partly.list.map((m) => m.projectId)).toContain(ids.partly);
    const notStarted = await data<{ list: Match[] }>('GET', '/policy/doc/applyProjectMatchList?pageSize=9000&applyPhase=1', qy);
    expect(notStarted.list.every((m) => m.applyPhase === '1')).toBe(true);
    expect(notStarted.list.map((m) => m.projectId)).toContain(ids.notStarted);
    const kw = await data<{ list: Match[]; total: number }>('GET', `/policy/doc/applyProjectMatchList?keyword=${encodeURIComponent('匹配引擎验证')}&pageSize=2`, qy);
    expect(kw.total).toBe(4);
    expect(kw.list.map((m) => m.projectId)).toEqual([ids.matched, ids.notStarted]);
    const page2 = await data<{ list: Match[] }>('GET', `/policy/doc/applyProjectMatchList?keyword=${encodeURIComponent('匹配引擎验证')}&pageSize=2&page=2`, qy);
    expect(page2.list.map((m) => m.projectId)).toEqual([ids.partly, ids.notMatched]);
  });

  it('matchSituation counts one policy\'s projects, sums the estimated amount and names the missing data', async () => {
    const s = await data<Record<string, unknown>>('GET', `/policy/doc/matchSituation?policyId=${policyId}`, qy);
    expect(s).toMatchObject({
      matchedCount: 2,
      partlyMatchedCount: 1,
      notMatchedCount: 1,
      estimatedAmount: 1500000,
      wholeInfo: false,
      missingData: [{ field: 'rdExpense', label: '上年度研发费用（万元）', projectCount: 1 }],
    });
    expect(typeof s['matchTime']).toBe('string');
  });

  it('getMyProjectMatch gives one project\'s conditions; an unknown or unpublished project is NOT_FOUND_ENTITY', async () => {
    const m = await data<Match>('GET', `/corp/policy/matchDetail?projectId=${ids.partly}`, qy);
    expect(m).toMatchObject({ projectName: '测试项目乙：研发投入补助', matchResult: '2', policyTitle: POLICY_TITLE });
    const ended = await data<Match>('GET', `/corp/policy/matchDetail?projectId=${ids.ended}`, qy);
    expect(ended).toMatchObject({ applyPhase: '4', matchResult: '1' });
    for (const id of [ids.draft, '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c']) {
      expect(body(await call('GET', `/corp/policy/matchDetail?projectId=${id}`, qy))).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '项目不存在' });
    }
  });

  it('stores the results in ent_match_result for the matched projects only', async () => {
    const rows = await server.db
      .select({ projectId: entMatchResult.projectId, matchResult: entMatchResult.matchResult })
      .from(entMatchResult)
      .where(and(eq(entMatchResult.companyId, companyId), inArray(entMatchResult.projectId, Object.values(ids))));
    expect(new Map(rows.map((r) => [r.projectId, r.matchResult]))).toEqual(
      new Map([
        [ids.matched, '1'],
        [ids.notStarted, '1'],
        [ids.partly, '2'],
        [ids.notMatched, '3'],
      ]),
    );
  });

  it('replenish: shows the missing data; saving it moves the project from 部分匹配 to 匹配 at once', async () => {
    const info = await data<{ facts: Record<string, unknown>; missingData: { field: string; label: string; projectCount: number }[]; wholeInfo: boolean }>(
      'GET',
      '/corp/policy/replenishInfo',
      qy,
    );
    expect(info.facts).toMatchObject({ ...BASE_FACTS, industry: 'C', streetId: '330521001', tagInfoIds: expect.any(Array) });
    expect(typeof info.facts['companyName']).toBe('string');
    expect(info.wholeInfo).toBe(false);
    expect(info.missingData.find((f) => f.field === 'rdExpense')).toMatchObject({ label: '上年度研发费用（万元）', projectCount: expect.any(Number) });

    const saved = await call('POST', '/corp/policy/saveReplenish', qy, { facts: { rdExpense: 1100 } });
    expect(body<Json>(saved)).toMatchObject({ success: true, msg: '保存成功' });
    expect(((body<Json>(saved).data as { missingData: { field: string }[] }).missingData).map((f) => f.field)).not.toContain('rdExpense');

    const m = await data<Match>('GET', `/corp/policy/matchDetail?projectId=${ids.partly}`, qy);
    expect(m).toMatchObject({ matchResult: '1', matchRate: 100, missingData: [] });
    expect((await myMatches()).find((x) => x.projectId === ids.partly)?.matchResult).toBe('1');
    const s = await data<Record<string, unknown>>('GET', `/policy/doc/matchSituation?policyId=${policyId}`, qy);
    expect(s).toMatchObject({ matchedCount: 3, partlyMatchedCount: 0, wholeInfo: true, missingData: [] });
    const [stored] = await server.db.select({ facts: companyFact.facts }).from(companyFact).where(eq(companyFact.companyId, companyId));
    expect(stored!.facts).toEqual({ ...BASE_FACTS, rdExpense: 1100 });
  });

  it('replenish refuses a change of companyName or creditCode with 400', async () => {
    const res = await call('POST', '/corp/policy/saveReplenish', qy, { facts: { companyName: '别的公司', revenue: 1 } });
    expect(res.statusCode).toBe(400);
    expect(body<Json>(res).description).toBe('企业名称不能在此修改');
    const [stored] = await server.db.select({ facts: companyFact.facts }).from(companyFact).where(eq(companyFact.companyId, companyId));
    expect(stored!.facts['revenue']).toBe(32000);
  });

  it('recomputes when a project changes; drops stored rows of projects no longer matched', async () => {
    // a stale row of the ended project, as left by an earlier run
    await server.db.insert(entMatchResult).values({ companyId, projectId: ids.ended, matchResult: '1', matchRate: 100, conditions: [] }).onConflictDoNothing();
    await server.db
      .update(polApplyProject)
      .set({ conditions: [industry, { code: 'staff', label: '从业人数不少于100人', logic: { '>=': [{ var: 'employeeCount' }, 100] }, veto: true }], updatedAt: new Date() })
      .where(eq(polApplyProject.id, ids.notMatched));
    const list = await myMatches();
    expect(list.find((m) => m.projectId === ids.notMatched)?.matchResult).toBe('1');
    const rows = await server.db
      .select({ projectId: entMatchResult.projectId })
      .from(entMatchResult)
      .where(and(eq(entMatchResult.companyId, companyId), eq(entMatchResult.projectId, ids.ended)));
    expect(rows).toEqual([]);
  });

  it('entAsyncMatchPolicy runs a job of type entMatchPolicy and answers its status', async () => {
    const job = await data<{ id: string; type: string; status: string; progress: number }>('GET', '/ent/company/info/entAsyncMatchPolicy', qy);
    expect(job).toMatchObject({ type: 'entMatchPolicy', status: 'succeeded', progress: 100 });
    const again = await data<{ id: string }>('GET', '/ent/company/info/entAsyncMatchPolicy', qy);
    expect(again.id).not.toBe(job.id); // the first one finished: a new run
    // a job of the enterprise still queued (say, its process stopped) is the one answered, and run
    const [queued] = await server.db.insert(sysJob).values({ type: 'entMatchPolicy', params: { companyId }, total: 1 }).returning();
    const polled = await data<{ id: string; status: string }>('GET', '/ent/company/info/entAsyncMatchPolicy', qy);
    expect(polled).toMatchObject({ id: queued!.id, status: 'succeeded' });
  });

  it('homeMyPolicy counts matches and declarations and lists the best open projects', async () => {
    const mk = (n: number, status: '0' | '1' | '2', projectId: string) => ({
      declareNo: `T2026${String(n).padStart(6, '0')}`,
      policyId,
      projectId,
      companyId,
      contactName: '张三',
      contactPhone: '13800000000',
      status,
    });
    type Home = { applyCount: number; passCount: number; matchedCount: number; list: { id: string; matchResult: string; applyCount: number }[] };
    // the demo seed may have declarations of its own: count the difference
    const before = await data<Home>('GET', '/corp/policyCalculator/homeMyPolicy', qy);
    await server.db.insert(decDeclare).values([mk(1, '1', ids.matched), mk(2, '2', ids.partly), mk(3, '0', ids.notStarted)]);
    const home = await data<Home>('GET', '/corp/policyCalculator/homeMyPolicy?limit=20', qy);
    expect(home.applyCount - before.applyCount).toBe(2);
    expect(home.passCount - before.passCount).toBe(1);
    expect(home.matchedCount).toBeGreaterThanOrEqual(4);
    const mine = home.list.filter((p) => Object.values(ids).includes(p.id));
    expect(mine.map((p) => p.id).sort()).toEqual([ids.matched, ids.partly, ids.notStarted, ids.notMatched].sort());
    expect(mine.find((p) => p.id === ids.matched)).toMatchObject({ matchResult: '1', applyCount: 1 });
  });

  it('queryRelatedPolicy finds the policy with matched projects and, with policyId, the same issuer', async () => {
    // both test policies carry every tag of the company, so no seeded policy can outrank them
    const tags = await server.db.select({ tagInfoId: companyTag.tagInfoId }).from(companyTag).where(eq(companyTag.companyId, companyId));
    if (tags.length > 0) {
      await server.db.insert(polInfoTag).values(tags.flatMap((t) => [policyId, otherPolicyId].map((p) => ({ policyId: p, tagInfoId: t.tagInfoId }))));
    }
    const related = await data<{ id: string }[]>('GET', '/corp/policyCalculator/queryRelatedPolicy?limit=20', qy);
    expect(related.map((p) => p.id)).toContain(policyId);
    const near = await data<{ id: string; policyTitle: string }[]>('GET', `/corp/policyCalculator/queryRelatedPolicy?policyId=${policyId}&limit=20`, qy);
    expect(near.map((p) => p.id)).toContain(otherPolicyId);
    expect(near.map((p) => p.id)).not.toContain(policyId);
  });
});

describe('applyProjectExpressList', () => {
  it('shows a visitor every project 申报中 without match, the enterprise only its matches', async () => {
    type Page = { list: { id: string; applyPhase: string; matchResult: string | null }[]; total: number };
    const open = await data<Page>('GET', '/policy/doc/applyProjectExpressList?pageSize=9000');
    const mine = open.list.filter((p) => Object.values(ids).includes(p.id));
    expect(mine.map((p) => p.id).sort()).toEqual([ids.matched, ids.partly, ids.notMatched].sort());
    expect(open.list.every((p) => p.applyPhase === '2' && p.matchResult === null)).toBe(true);
    const asGr = await data<Page>('GET', '/policy/doc/applyProjectExpressList?pageSize=9000', gr);
    expect(asGr.total).toBe(open.total);

    await server.db.update(companyFact).set({ facts: { ...BASE_FACTS, rdExpense: 1100, employeeCount: 10 }, updatedAt: new Date() }).where(eq(companyFact.companyId, companyId));
    const ent = await data<Page>('GET', '/policy/doc/applyProjectExpressList?pageSize=9000', qy);
    const entMine = ent.list.filter((p) => Object.values(ids).includes(p.id));
    // 丙 now needs 100 staff (veto): not matched with 10, so left out
    expect(entMine.map((p) => [p.id, p.matchResult])).toEqual([
      [ids.partly, '1'],
      [ids.matched, '1'],
    ]);
  });
});

describe('simulated matching (模拟匹配)', () => {
  async function archiveState() {
    const [c] = await server.db.select().from(company).where(eq(company.id, companyId));
    const facts = await server.db.select().from(companyFact).where(eq(companyFact.companyId, companyId));
    const results = await server.db.select().from(entMatchResult).where(eq(entMatchResult.companyId, companyId));
    return { c, facts, results: results.length, times: results.map((r) => r.matchTime.getTime()).sort() };
  }

  it('a logged-in enterprise without a record gets its archive facts prefilled; a visitor without id gets null', async () => {
    const pre = await data<{ id: string | null; facts: Record<string, unknown>; total: number }>('POST', '/imitate/match/log/queryCompanyInfoImitate', qy, {});
    expect(pre).toMatchObject({ id: null, total: 0, facts: { industry: 'C', revenue: 32000 } });
    expect(await data('POST', '/imitate/match/log/queryCompanyInfoImitate', undefined, {})).toBeNull();
  });

  it('runs the engine on typed-in facts, lists the results and changes no archive', async () => {
    const before = await archiveState();
    const facts = { industry: 'C', revenue: 5000, employeeCount: 20, equipmentInvestment: 100 };
    const res = await call('POST', '/imitate/match/log/improveCompanyInfoImitate', undefined, { facts });
    const log = body<Json>(res);
    expect(log).toMatchObject({ success: true, msg: '匹配完成' });
    const record = log.data as { id: string; total: number; matchedCount: number; partlyMatchedCount: number; notMatchedCount: number };
    expect(record.total).toBe(record.matchedCount + record.partlyMatchedCount + record.notMatchedCount);

    const list = await data<{ list: Match[]; total: number }>('GET', `/policy/doc/pagePolicySimulateList?imitateId=${record.id}&pageSize=9000`, undefined);
    expect(list.total).toBe(record.total);
    const mine = list.list.filter((m) => Object.values(ids).includes(m.projectId));
    expect(mine.map((m) => [m.projectId, m.matchResult])).toEqual([
      [ids.matched, '1'],
      [ids.notStarted, '1'],
      [ids.partly, '2'],
      [ids.notMatched, '3'],
    ]);
    expect(mine[0]!.estimatedAmount).toBe(100000); // 10% of 100万元, under the stated 500000
    expect(mine[2]!.missingData).toEqual([{ field: 'rdExpense', label: '上年度研发费用（万元）' }]);
    const partlyOnly = await data<{ list: Match[] }>('GET', `/policy/doc/pagePolicySimulateList?imitateId=${record.id}&pageSize=9000&matchResult=2`, undefined);
    expect(partlyOnly.list.every((m) => m.matchResult === '2')).toBe(true);

    const counts = await data('GET', `/imitate/match/log/getMatchCount?id=${record.id}`);
    expect(counts).toEqual({
      total: record.total,
      matchedCount: record.matchedCount,
      partlyMatchedCount: record.partlyMatchedCount,
      notMatchedCount: record.notMatchedCount,
      estimatedAmount: (log.data as { estimatedAmount: number }).estimatedAmount,
    });

    // 完善信息: the same record, facts replaced
    const improved = await data<{ id: string; facts: Record<string, unknown> }>('POST', '/imitate/match/log/improveCompanyInfoImitate', undefined, {
      id: record.id,
      facts: { ...facts, rdExpense: 300 },
    });
    expect(improved.id).toBe(record.id);
    const again = await data<{ list: Match[] }>('GET', `/policy/doc/pagePolicySimulateList?imitateId=${record.id}&pageSize=9000`, undefined);
    expect(again.list.find((m) => m.projectId === ids.partly)?.matchResult).toBe('1');

    expect(await archiveState()).toEqual(before);
  });

  it('a user\'s record is not visible to anyone else', async () => {
    const mine = await data<{ id: string }>('POST', '/imitate/match/log/improveCompanyInfoImitate', qy, { facts: { revenue: 100 } });
    const [row] = await server.db.select({ userId: imitateMatchLog.userId }).from(imitateMatchLog).where(eq(imitateMatchLog.id, mine.id));
    expect(row!.userId).not.toBeNull();
    expect((await data<{ id: string }>('POST', '/imitate/match/log/queryCompanyInfoImitate', qy, {})).id).toBe(mine.id);
    const notFound = { success: false, code: 'NOT_FOUND_ENTITY', msg: '模拟匹配记录不存在' };
    for (const token of [undefined, gr]) {
      expect(body(await call('GET', `/imitate/match/log/getMatchCount?id=${mine.id}`, token))).toEqual(notFound);
      expect(body(await call('GET', `/policy/doc/pagePolicySimulateList?imitateId=${mine.id}`, token))).toEqual(notFound);
      expect(body(await call('POST', '/imitate/match/log/queryCompanyInfoImitate', token, { id: mine.id }))).toEqual(notFound);
      expect(body(await call('POST', '/imitate/match/log/improveCompanyInfoImitate', token, { id: mine.id, facts: {} }))).toEqual(notFound);
    }
  });
});

describe('refusals', () => {
  it('anonymous callers get 401 and personal users FORBIDDEN on the enterprise operations', async () => {
    const ops: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/policy/doc/matchSituation'],
      ['GET', '/policy/doc/applyProjectMatchList'],
      ['GET', `/corp/policy/matchDetail?projectId=${ids.matched}`],
      ['GET', '/corp/policy/replenishInfo'],
      ['POST', '/corp/policy/saveReplenish', { facts: { rdExpense: 1 } }],
      ['GET', '/corp/policyCalculator/queryRelatedPolicy'],
      ['GET', '/corp/policyCalculator/homeMyPolicy'],
      ['GET', '/ent/company/info/entAsyncMatchPolicy'],
    ];
    for (const [method, url, payload] of ops) {
      const anon = await call(method, url, undefined, payload);
      expect(anon.statusCode, url).toBe(401);
      expect(body<Json>(anon).code).toBe('UNAUTHENTICATED');
      const personal = await call(method, url, gr, payload);
      expect(personal.statusCode, url).toBe(200);
      expect(body<Json>(personal)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });
});
