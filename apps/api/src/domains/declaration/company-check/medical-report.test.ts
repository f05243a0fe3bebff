/** The enterprise health report over HTTP (seeds 000 §7 POST /policy/doc/medicalReport, §2 policyserverReport). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { atLeast, createPolicy, createProject, createUser, type FixtureUser, setFacts, setRiskRules, setRisks } from '../../../testing/fixtures';

let server: TestServer;
let ent: FixtureUser;
let orphan: FixtureUser;

type Report = {
  companyId: string;
  companyName: string;
  score: number;
  level: string;
  riskType: string;
  reportYear: number;
  reportTime: string;
  sections: { sectionKey: string; score: number | null; items: { label: string; value: string }[] }[];
  suggestions: string[];
};

const FACTS = { revenue: 32000, employeeCount: 186, isAboveScale: true, qualifications: ['01', '03'], equipmentInvestment: 650, establishDate: '2015-06-18' };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  const db = server.db;
  ent = await createUser(server, 'report-qy', { companyName: '德清县体检测试有限公司' });
  orphan = await createUser(server, 'report-qy-none');
  await setFacts(db, ent.companyId!, FACTS);
  await setRisks(db, ent.companyId!, { 行政处罚: 1 });
  const policyId = await createPolicy(db, '体检测试政策');
  await setRiskRules(db, policyId, [{ riskName: '行政处罚', riskType: '02' }]);
  await createProject(db, policyId, { name: '研发投入奖励', conditions: [atLeast('rd', 'rdExpense', 500, '上年度研发费用不低于500万元')] });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function report(token: string | null, payload: object = {}) {
  const url = '/api/policy/doc/medicalReport';
  const res = await server.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, payload });
  expect(contractViolations('POST', url, res)).toEqual([]);
  return res;
}

describe('medicalReport', () => {
  it('reports on the caller enterprise: score, level, the five sections and suggestions', async () => {
    const r = body<{ data: Report }>(await report(ent.token, { year: 2025 })).data;
    expect(r).toMatchObject({ companyId: ent.companyId, companyName: ent.companyName, reportYear: 2025, riskType: '02' });
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(100);
    expect(r.sections.map((s) => s.sectionKey)).toEqual(['basic', 'operation', 'innovation', 'compliance', 'policy']);
    const innovation = r.sections.find((s) => s.sectionKey === 'innovation')!;
    expect(innovation.items).toContainEqual(expect.objectContaining({ label: '研发费用占营业收入比例', value: '未填报' }));
    expect(r.suggestions[0]).toMatch(/^补充研发费用数据/);
    expect(r.suggestions).toContain('对警示类风险记录（行政处罚）进行自查整改');
  });

  it('is the same for the same data and follows the data when it changes', async () => {
    const a = body<{ data: Report }>(await report(ent.token, { year: 2025 })).data;
    const b = body<{ data: Report }>(await report(ent.token, { year: 2025 })).data;
    expect({ ...b, reportTime: a.reportTime }).toEqual(a);

    await setFacts(server.db, ent.companyId!, { ...FACTS, rdExpense: 1100 });
    const c = body<{ data: Report }>(await report(ent.token, { year: 2025 })).data;
    const score = (r: Report, key: string) => r.sections.find((s) => s.sectionKey === key)?.score ?? 0;
    expect(score(c, 'innovation')).toBeGreaterThan(score(a, 'innovation'));
    expect(c.score).toBeGreaterThan(a.score);
    expect(c.suggestions.some((s) => s.startsWith('补充研发费用数据'))).toBe(false);
  });

  it('renders for the seeded company of the demo account qy', async () => {
    const qy = await loginAs(server, 'qy');
    const r = body<{ success: boolean; data: Report }>(await report(qy.token));
    expect(r.success).toBe(true);
    expect(r.data.companyName).toBe('德清县恒达新材料有限公司');
    expect(r.data.sections).toHaveLength(5);
  });

  it('defaults to the last full year', async () => {
    const r = body<{ data: Report }>(await report(ent.token)).data;
    expect(r.reportYear).toBe(new Date(Date.now() + 8 * 3_600_000).getUTCFullYear() - 1);
  });

  it('refuses GR, visitors, a bad year and a QY account without enterprise', async () => {
    const gr = await loginAs(server, 'gr');
    expect(body(await report(gr.token))).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await report(null)).statusCode).toBe(401);
    expect((await report(ent.token, { year: 1999 })).statusCode).toBe(400);
    expect(body(await report(orphan.token))).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '当前账号未关联企业' });
  });
});
