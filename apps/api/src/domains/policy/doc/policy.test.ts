import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { polBusinessLog, polConsult, polInfo, sysActionLog } from '../../../db/schema';
import { demoPolicies } from '../../../seed/content';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';

let server: TestServer;

type Page = { data: { list: { id: string; policyTitle: string; policyDepName: string; policyCreateTime: string; supportModes: string[] }[]; total: number } };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  // A draft must never show up publicly.
  await server.db.insert(polInfo).values({
    policyTitle: '草稿：德清县未发布政策',
    policyDepName: '德清县经济和信息化局',
    policyCreateTime: new Date('2099-01-01T00:00:00Z'),
    supportModes: ['1'],
    status: 'draft',
  });
});

afterAll(async () => {
  await server?.close();
});

async function list(query: string) {
  const url = `/api/policy/doc/list${query}`;
  const res = await server.app.inject(url);
  expect(contractViolations('GET', url, res)).toEqual([]);
  return res;
}

describe('listPolicyDoc', () => {
  it('pages published policies, newest first, with the total', async () => {
    const p1 = body<Page>(await list('?page=1&pageSize=10')).data;
    expect(p1.total).toBe(demoPolicies.length);
    expect(p1.list).toHaveLength(10);
    const times = p1.list.map((x) => x.policyCreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(p1.list.some((x) => x.policyTitle.startsWith('草稿'))).toBe(false);
    const last = Math.ceil(demoPolicies.length / 10);
    const pLast = body<Page>(await list(`?page=${last}&pageSize=10`)).data;
    expect(pLast.list).toHaveLength(demoPolicies.length - (last - 1) * 10);
    const ids = new Set([...p1.list, ...pLast.list].map((x) => x.id));
    expect(ids.size).toBe(p1.list.length + pLast.list.length);
    // default page size 10
    expect(body<Page>(await list('')).data.list).toHaveLength(10);
  });

  it('filters by keyword (literal, case-insensitive, title or text), issuing unit and support mode; modes are labels', async () => {
    const kw = body<Page>(await list(`?keyword=${encodeURIComponent('人才')}&pageSize=100`)).data;
    const expected = demoPolicies.filter((p) => p.policyTitle.includes('人才') || p.content.includes('人才'));
    expect(expected.length).toBeGreaterThan(demoPolicies.filter((p) => p.policyTitle.includes('人才')).length);
    expect(kw.total).toBe(expected.length);
    expect(new Set(kw.list.map((x) => x.policyTitle))).toEqual(new Set(expected.map((p) => p.policyTitle)));
    // LIKE wildcards match literally: % occurs in some bodies (8%), _ in none
    const percent = demoPolicies.filter((p) => p.policyTitle.includes('%') || p.content.replace(/<[^>]*>/g, '').includes('%')).length;
    expect(percent).toBeLessThan(demoPolicies.length);
    expect(body<Page>(await list(`?keyword=${encodeURIComponent('%')}`)).data.total).toBe(percent);
    expect(body<Page>(await list(`?keyword=${encodeURIComponent('_')}`)).data.total).toBe(0);

    const dep = '德清县科学技术局';
    const byDep = body<Page>(await list(`?policyDepName=${encodeURIComponent(dep)}&pageSize=100`)).data;
    expect(byDep.total).toBe(demoPolicies.filter((p) => p.policyDepName === dep).length);

    const byMode = body<Page>(await list('?supportMode=4&pageSize=100')).data;
    expect(byMode.total).toBe(demoPolicies.filter((p) => p.supportModes.includes('4')).length);
    expect(byMode.list.every((x) => x.supportModes.includes('金融支持'))).toBe(true);
  });

  it('answers 400 naming the field for pageSize 0, "abc" or too large', async () => {
    for (const [q, description] of [
      ['?pageSize=0', '参数 pageSize 应当为 >= 1'],
      ['?pageSize=abc', '参数 pageSize 应当是 integer 类型'],
      ['?pageSize=9001', '参数 pageSize 应当为 <= 9000'],
      ['?page=0', '参数 page 应当为 >= 1'],
    ] as const) {
      const res = await list(q);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ success: false, code: 'BAD_REQUEST', msg: `请求参数错误：${description}`, description });
    }
  });
});

describe('getPolicyDocDetail', () => {
  it('answers the policy with its content and counts a view', async () => {
    const first = body<Page>(await list('?pageSize=1')).data.list[0]!;
    const url = `/api/policy/doc/detail?id=${first.id}`;
    const a = await server.app.inject(url);
    expect(contractViolations('GET', url, a)).toEqual([]);
    const detail = body<{ data: { id: string; content: string; viewCount: number; supportModes: string[]; validStart: string } }>(a).data;
    expect(detail.id).toBe(first.id);
    expect(detail.content).toContain('<h3>');
    expect(detail.supportModes).toEqual(first.supportModes);
    expect(detail.validStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const b = body<{ data: { viewCount: number } }>(await server.app.inject(url)).data;
    expect(b.viewCount).toBe(detail.viewCount + 1);
  });

  it('answers NOT_FOUND_ENTITY (HTTP 200) for an unknown or unpublished id, 400 for a malformed one', async () => {
    const unknown = await server.app.inject('/api/policy/doc/detail?id=0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c');
    expect(unknown.statusCode).toBe(200);
    expect(body(unknown)).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '政策不存在' });
    const [draft] = await server.db.select({ id: polInfo.id }).from(polInfo).where(eq(polInfo.status, 'draft'));
    expect(body(await server.app.inject(`/api/policy/doc/detail?id=${draft!.id}`))).toMatchObject({ code: 'NOT_FOUND_ENTITY' });
    const bad = await server.app.inject('/api/policy/doc/detail?id=42');
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ description: '参数 id 应当匹配格式 "uuid"' });
  });
});

describe('addPolConsult', () => {
  const consultCount = async () => (await server.db.select({ n: count() }).from(polConsult))[0]?.n ?? 0;

  it('stores a consultation of the enterprise user with the company', async () => {
    const qy = await loginAs(server, 'qy');
    const policy = body<Page>(await list('?pageSize=1')).data.list[0]!;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/pol/consult/add',
      headers: auth(qy.token),
      payload: { polInfoId: policy.id, consultContent: '我公司去年新购设备 500 万元，能否申报技改补助？' },
    });
    expect(contractViolations('POST', '/api/pol/consult/add', res)).toEqual([]);
    const json = body<{ msg: string; data: { id: string } }>(res);
    expect(json.msg).toBe('提交成功，感谢咨询');
    const [row] = await server.db.select().from(polConsult).where(eq(polConsult.id, json.data.id));
    expect(row).toMatchObject({ polInfoId: policy.id, status: '0' });
    expect(row?.companyId).toBeTruthy();
    expect(row?.userId).toBeTruthy();
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const qy = await loginAs(server, 'qy');
    const before = await consultCount();
    const policy = body<Page>(await list('?pageSize=1')).data.list[0]!;
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/pol/consult/add',
      headers: auth(qy.token),
      payload: { polInfoId: policy.id, consultContent: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      msg: '请求参数错误：参数 consultContent 不应少于 1 个字符',
      description: '参数 consultContent 不应少于 1 个字符',
    });
    const wrongType = await server.app.inject({
      method: 'POST',
      url: '/api/pol/consult/add',
      headers: auth(qy.token),
      payload: { polInfoId: policy.id, consultContent: 12 },
    });
    expect(body(wrongType)).toMatchObject({ description: '参数 consultContent 应当是 string 类型' });
    const unknownPolicy = await server.app.inject({
      method: 'POST',
      url: '/api/pol/consult/add',
      headers: auth(qy.token),
      payload: { polInfoId: '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c', consultContent: '有人吗' },
    });
    expect(body(unknownPolicy)).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '政策不存在' });
    expect(await consultCount()).toBe(before);
  });
});

describe('consultation lists', () => {
  type ConsultPage = { data: { list: { consultContent: string; userName: string; companyName: string | null; policyTitle: string; status: string }[]; total: number } };

  it('staff see every consultation; the author sees their own; others are refused with FORBIDDEN', async () => {
    const qy = await loginAs(server, 'qy');
    const policy = body<Page>(await list('?pageSize=1')).data.list[0]!;
    await server.app.inject({
      method: 'POST',
      url: '/api/pol/consult/add',
      headers: auth(qy.token),
      payload: { polInfoId: policy.id, consultContent: '研发费用补助何时兑现？' },
    });

    const yyf = await loginAs(server, 'yyf');
    const staff = await server.app.inject({ url: '/api/pol/consult/view?keyword=%E7%A0%94%E5%8F%91', headers: auth(yyf.token) });
    expect(contractViolations('GET', '/api/pol/consult/view', staff)).toEqual([]);
    const staffPage = body<ConsultPage>(staff).data;
    expect(staffPage.total).toBe(1);
    expect(staffPage.list[0]).toMatchObject({
      consultContent: '研发费用补助何时兑现？',
      userName: '张伟',
      companyName: '德清县恒达新材料有限公司',
      policyTitle: policy.policyTitle,
      status: '0',
    });
    const byTitle = body<ConsultPage>(
      await server.app.inject({ url: `/api/pol/consult/view?keyword=${encodeURIComponent(policy.policyTitle)}`, headers: auth(yyf.token) }),
    ).data;
    expect(byTitle.total).toBeGreaterThanOrEqual(2);

    const mine = await server.app.inject({ url: '/api/pol/my/getPolConsult?page=1&pageSize=10', headers: auth(qy.token) });
    expect(contractViolations('GET', '/api/pol/my/getPolConsult', mine)).toEqual([]);
    const minePage = body<ConsultPage>(mine).data;
    expect(minePage.total).toBeGreaterThanOrEqual(2);
    expect(minePage.list.every((c) => c.userName === '张伟')).toBe(true);

    const gr = await loginAs(server, 'gr');
    expect(body<ConsultPage>(await server.app.inject({ url: '/api/pol/my/getPolConsult', headers: auth(gr.token) })).data.total).toBe(0);

    // enterprises may not use the staff list (user type) — HTTP 200 FORBIDDEN, never 403
    const denied = await server.app.inject({ url: '/api/pol/consult/view', headers: auth(qy.token) });
    expect(denied.statusCode).toBe(200);
    expect(body(denied)).toEqual({ success: false, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
  });
});

describe('logs and dictionaries', () => {
  it('records a business log with or without login', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/pol/policyBusinessLog/add',
      payload: { type: 1, eventLabel: '政策咨询', polInfoId: 'x', n: 3 },
    });
    expect(contractViolations('POST', '/api/pol/policyBusinessLog/add', res)).toEqual([]);
    expect(body(res)).toMatchObject({ success: true, data: null });
    const gr = await loginAs(server, 'gr');
    await server.app.inject({
      method: 'POST',
      url: '/api/pol/policyBusinessLog/add',
      headers: auth(gr.token),
      payload: { type: 1, eventLabel: '商事法律' },
    });
    const rows = await server.db.select().from(polBusinessLog);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.eventLabel === '政策咨询')).toMatchObject({ extras: { polInfoId: 'x', n: 3 }, userId: null });
    expect(rows.find((r) => r.eventLabel === '商事法律')?.userId).toBeTruthy();
    const bad = await server.app.inject({ method: 'POST', url: '/api/pol/policyBusinessLog/add', payload: { type: 2, eventLabel: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('records route changes', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sys/action/saveLog',
      payload: { routerName: '/page/policymarket/index', pageTitle: '政策超市-德清县企业综合服务中心' },
    });
    expect(body(res)).toMatchObject({ success: true });
    // the suite's logins are in the same log as login rows (issue 13 §2): the route row is the one of type 'route'
    const [row] = await server.db.select().from(sysActionLog).where(eq(sysActionLog.logType, 'route'));
    expect(row).toMatchObject({ routerName: '/page/policymarket/index' });
  });

  it('answers every dictionary grouped, and options by ids without 全部', async () => {
    const all = await server.app.inject('/api/sys/dict/getDict');
    expect(contractViolations('GET', '/api/sys/dict/getDict', all)).toEqual([]);
    const dicts = body<{ data: Record<string, { label: string; value: string }[]> }>(all).data;
    expect(dicts['supportMode']?.[0]).toEqual({ label: '全部', value: '0' });
    expect(dicts['policyLevel']?.map((o) => o.label)).toEqual(['国家级', '省级', '市级', '县级']);

    const q = async (payload: object) => {
      const res = await server.app.inject({ method: 'POST', url: '/api/sys/queryDictOptionByOptionIds', payload });
      expect(contractViolations('POST', '/api/sys/queryDictOptionByOptionIds', res)).toEqual([]);
      return body<{ data: { label: string; value: string }[] }>(res).data;
    };
    const modes = await q({ dictTypeCode: 'supportMode' });
    expect(modes.find((o) => o.label === '全部')).toBeUndefined();
    expect(modes[0]).toEqual({ label: '资金补助', value: '1' });
    expect(await q({ dictTypeCode: 'supportMode', optionIds: ['0', '2', '4'] })).toEqual([
      { label: '税收优惠', value: '2' },
      { label: '金融支持', value: '4' },
    ]);
  });
});
