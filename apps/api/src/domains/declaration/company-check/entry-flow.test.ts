/**
 * The declaration entry flow's server calls (seeds 000 §4): the risk check before declaration with
 * each risk type and whole / incomplete enterprise information, and the data authorization.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { entAuthLog } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { atLeast, createPolicy, createProject, createUser, type FixtureUser, setFacts, setRiskRules, setRisks } from '../../../testing/fixtures';

let server: TestServer;
let ent: FixtureUser;
let other: FixtureUser;
let orphan: FixtureUser;
let grToken: string;

const REVENUE = atLeast('revenue', 'revenue', 1000, '上年度营业收入不低于1000万元', true);
const TAX = atLeast('tax', 'taxAmount', 10, '上年度纳税总额不低于10万元');
const TAX_MISSING = { field: 'taxAmount', label: '上年度纳税总额（万元）', projectCount: 1 };

interface Check {
  riskType: string;
  wholeInfo: boolean;
  riskList: { riskName: string; riskCount: number; riskType?: string }[];
  missingData?: { field: string; label: string; projectCount?: number }[];
}

/** Policies by case, created in beforeAll. */
const policies: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  const db = server.db;
  ent = await createUser(server, 'flow-qy', { companyName: '德清县测试风险检查有限公司' });
  other = await createUser(server, 'flow-qy2', { companyName: '德清县另一家测试有限公司' });
  orphan = await createUser(server, 'flow-qy-none');
  grToken = (await loginAs(server, 'gr')).token;
  // revenue given, taxAmount not: conditions on taxAmount lack data
  await setFacts(db, ent.companyId!, { revenue: 5000, employeeCount: 50 });
  await setRisks(db, ent.companyId!, { 行政处罚: 2, 欠缴税款: 1, 严重违法失信: 0 });

  const make = async (key: string, rules: Parameters<typeof setRiskRules>[2] | null, conditions: (typeof REVENUE)[]) => {
    const id = await createPolicy(db, `风险检查测试政策 ${key}`);
    if (rules) await setRiskRules(db, id, rules);
    await createProject(db, id, { name: `${key} 项目`, conditions });
    policies[key] = id;
  };
  await make('00-whole', [{ riskName: '严重违法失信', riskType: '01' }], [REVENUE]);
  await make('00-incomplete', [{ riskName: '严重违法失信', riskType: '01' }], [REVENUE, TAX]);
  await make('01-whole', [
    { riskName: '行政处罚', riskType: '02' },
    { riskName: '欠缴税款', riskType: '01' },
  ], [REVENUE]);
  await make('01-incomplete', [{ riskName: '欠缴税款', riskType: '01' }], [TAX]);
  await make('02-whole', [
    { riskName: '行政处罚', riskType: '02' },
    { riskName: '经营异常名录', riskType: '01' },
  ], [REVENUE]);
  await make('02-incomplete', [{ riskName: '行政处罚', riskType: '02' }], [REVENUE, TAX]);
  await make('no-rules', null, [REVENUE]);
  // projects that do not count for wholeInfo: ended, unpublished
  await createProject(db, policies['00-whole']!, { name: '已结束项目', window: 'ended', conditions: [TAX] });
  await createProject(db, policies['00-whole']!, { name: '未发布项目', status: '0', conditions: [TAX] });
  // a project under examination (phase 3) still counts
  policies['examining'] = await createPolicy(db, '风险检查测试政策 examining');
  await createProject(db, policies['examining'], { window: 'examining', conditions: [TAX] });
  policies['draft'] = await createPolicy(db, '未发布的政策', 'draft');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function check(policyId: string, token: string | null = ent.token) {
  const url = `/api/policy/doc/checkBeforeDeclaration?policyId=${policyId}`;
  const res = await server.app.inject({ url, headers: token ? auth(token) : {} });
  expect(contractViolations('GET', url, res)).toEqual([]);
  return res;
}

describe('checkBeforeDeclaration', () => {
  it.each([
    ['00-whole', '00', true, [{ riskName: '严重违法失信', riskCount: 0, riskType: '01' }], []],
    ['00-incomplete', '00', false, [{ riskName: '严重违法失信', riskCount: 0, riskType: '01' }], [TAX_MISSING]],
    [
      '01-whole',
      '01',
      true,
      [
        { riskName: '行政处罚', riskCount: 2, riskType: '02' },
        { riskName: '欠缴税款', riskCount: 1, riskType: '01' },
      ],
      [],
    ],
    ['01-incomplete', '01', false, [{ riskName: '欠缴税款', riskCount: 1, riskType: '01' }], [TAX_MISSING]],
    [
      '02-whole',
      '02',
      true,
      [
        { riskName: '行政处罚', riskCount: 2, riskType: '02' },
        { riskName: '经营异常名录', riskCount: 0, riskType: '01' },
      ],
      [],
    ],
    ['02-incomplete', '02', false, [{ riskName: '行政处罚', riskCount: 2, riskType: '02' }], [TAX_MISSING]],
    ['no-rules', '00', true, [], []],
    ['examining', '00', false, [], [TAX_MISSING]],
  ])('policy %s → riskType %s, wholeInfo %s', async (key, riskType, wholeInfo, riskList, missingData) => {
    const res = await check(policies[key]!);
    expect(res.statusCode).toBe(200);
    expect(body<{ data: Check }>(res).data).toEqual({ riskType, wholeInfo, riskList, missingData });
  });

  it('counts a risk the enterprise has no row for as 0 and another enterprise has its own result', async () => {
    // the other enterprise has no risk rows and no facts: revenue is missing for it
    const res = body<{ data: Check }>(await check(policies['01-whole']!, other.token)).data;
    expect(res.riskType).toBe('00');
    expect(res.riskList.map((r) => r.riskCount)).toEqual([0, 0]);
    expect(res.wholeInfo).toBe(false);
    expect(res.missingData).toEqual([{ field: 'revenue', label: '上年度营业收入（万元）', projectCount: 1 }]);
  });

  it('follows the data: filling taxAmount makes the information whole', async () => {
    await setFacts(server.db, other.companyId!, { revenue: 3000, taxAmount: 120 });
    const res = body<{ data: Check }>(await check(policies['00-incomplete']!, other.token)).data;
    expect(res).toMatchObject({ riskType: '00', wholeInfo: true, missingData: [] });
  });

  it('answers NOT_FOUND_ENTITY for an unknown or unpublished policy', async () => {
    for (const id of ['0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', policies['draft']!]) {
      const res = await check(id);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '政策不存在' });
    }
  });

  it('refuses GR (FORBIDDEN), anonymous (401), a malformed id (400) and a QY account without enterprise (BUSINESS_RULE)', async () => {
    const gr = await check(policies['00-whole']!, grToken);
    expect(gr.statusCode).toBe(200);
    expect(body(gr)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await check(policies['00-whole']!, null)).statusCode).toBe(401);
    expect((await check('42')).statusCode).toBe(400);
    const none = await check(policies['00-whole']!, orphan.token);
    expect(body(none)).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '当前账号未关联企业' });
  });
});

describe('data authorization', () => {
  const get = async (path: string, token: string | null) => {
    const url = `/api/ent/company/info/${path}`;
    const res = await server.app.inject({ url, headers: token ? auth(token) : {} });
    expect(contractViolations('GET', url, res)).toEqual([]);
    return res;
  };
  const logRows = async (companyId: string) =>
    (await server.db.select({ n: count() }).from(entAuthLog).where(eq(entAuthLog.companyId, companyId)))[0]?.n ?? 0;

  it('is 00 before any decision, records 02 (授权成功) and 01 (已拒绝授权) per enterprise, the latest counting', async () => {
    expect(body(await get('queryEntExpansionInfoAuthLog', ent.token))).toMatchObject({ success: true, data: { authStatus: '00', authTime: null } });

    const yes = body<{ msg: string; data: { authStatus: string; authTime: string } }>(await get('setEntExpansionInfoAuth?authStatus=02', ent.token));
    expect(yes.msg).toBe('授权成功');
    expect(yes.data.authStatus).toBe('02');
    expect(Date.parse(yes.data.authTime)).not.toBeNaN();
    expect(body(await get('queryEntExpansionInfoAuthLog', ent.token))).toMatchObject({ data: { authStatus: '02', authTime: yes.data.authTime } });
    // another enterprise is not affected
    expect(body(await get('queryEntExpansionInfoAuthLog', other.token))).toMatchObject({ data: { authStatus: '00' } });

    const no = body<{ msg: string; data: { authStatus: string } }>(await get('setEntExpansionInfoAuth?authStatus=01', ent.token));
    expect(no).toMatchObject({ msg: '已拒绝授权', data: { authStatus: '01' } });
    expect(body(await get('queryEntExpansionInfoAuthLog', ent.token))).toMatchObject({ data: { authStatus: '01' } });
    // authorized again: recorded again
    expect(body(await get('setEntExpansionInfoAuth?authStatus=02', ent.token))).toMatchObject({ msg: '授权成功', data: { authStatus: '02' } });
    expect(await logRows(ent.companyId!)).toBe(3);
    const [row] = await server.db.select({ userId: entAuthLog.userId }).from(entAuthLog).where(eq(entAuthLog.companyId, ent.companyId!)).limit(1);
    expect(row?.userId).toBe(ent.userId);
  });

  it('answers 400 for a status other than 01/02 and records nothing', async () => {
    const before = await logRows(other.companyId!);
    for (const s of ['00', '03', '']) {
      expect((await get(`setEntExpansionInfoAuth?authStatus=${s}`, other.token)).statusCode).toBe(400);
    }
    expect(await logRows(other.companyId!)).toBe(before);
  });

  it('names the enterprise of the token', async () => {
    expect(body(await get('queryCompanyIdByToken', ent.token))).toEqual({
      success: true,
      code: 'OK',
      msg: '操作成功',
      data: { companyId: ent.companyId, companyName: ent.companyName },
    });
  });

  it('refuses a QY account without enterprise clearly, GR and anonymous callers', async () => {
    expect(body(await get('queryCompanyIdByToken', orphan.token))).toEqual({
      success: false,
      code: 'NOT_FOUND_ENTITY',
      msg: '当前账号未关联企业',
    });
    for (const path of ['queryEntExpansionInfoAuthLog', 'setEntExpansionInfoAuth?authStatus=02']) {
      expect(body(await get(path, orphan.token))).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '当前账号未关联企业' });
      expect(body(await get(path, grToken))).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect((await get(path, null)).statusCode).toBe(401);
    }
  });
});
