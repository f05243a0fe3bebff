import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysActionLog, sysFeedback, sysUser } from '../../db/schema';
import { COUNTY } from '../../db/seed/content';
import { auth, createTestServer, loginAs, type TestServer } from '../../testing/test-server';
import { call, ensureGrants } from './config-test-helpers';

let server: TestServer;
let admin: string;

type Page<T> = { list: T[]; total: number };
type Feedback = { id: string; name: string; userId: string | null; userName: string | null; handleStatus: string; handleResult: string | null; handleTime: string | null; createTime: string };
type Log = { id: string; routerName: string; pageTitle: string | null; userName: string | null; account: string | null; createTime: string };
type Area = { code: string; name: string; children?: unknown };

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureGrants(server.db, 'ADMIN', ['sys:feedback:list', 'sys:feedback:handle', 'sys:feedback:delete', 'sys:log:list']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const feedbackCount = async () => (await server.db.select({ n: count() }).from(sysFeedback))[0]?.n ?? 0;
const form = { name: '政策超市检索建议', textarea: '希望能按发文日期筛选。', othervalue: '德清县恒达新材料有限公司', namevalue: '张伟', phonevalue: '13812345678' };

describe('feedback', () => {
  it('stores a visitor message and a logged-in user’s message with the user', async () => {
    const anon = await call<{ id: string }>(server, 'POST', '/sys/feedback/save', undefined, form);
    expect(anon.violations).toEqual([]);
    expect(anon.json).toMatchObject({ success: true, msg: '提交成功，感谢您的反馈' });
    const qy = (await loginAs(server, 'qy')).token;
    const mine = await call<{ id: string }>(server, 'POST', '/sys/feedback/save', qy, { ...form, name: '  登录用户的反馈  ' });

    const a = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${anon.json.data!.id}`, admin);
    expect(a.violations).toEqual([]);
    expect(a.json.data).toMatchObject({ userId: null, userName: null, handleStatus: '0', handleResult: null, handleTime: null });
    const m = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${mine.json.data!.id}`, admin);
    expect(m.json.data).toMatchObject({ name: '登录用户的反馈', userName: '张伟' });
    expect(m.json.data?.userId).toBeTruthy();
  });

  it('answers 400 naming the field for too long, blank or malformed input; nothing is stored', async () => {
    const before = await feedbackCount();
    const cases: [Record<string, string>, string][] = [
      [{ ...form, name: '题'.repeat(31) }, '参数 name 不应多于 30 个字符'],
      [{ ...form, textarea: '言'.repeat(301) }, '参数 textarea 不应多于 300 个字符'],
      [{ ...form, phonevalue: '12345678901' }, '参数 phonevalue 应当匹配模式 "^1[3-9]\\d{9}$"'],
      [{ ...form, name: '   ' }, '参数 name 不能为空'],
    ];
    for (const [payload, description] of cases) {
      const res = await call(server, 'POST', '/sys/feedback/save', undefined, payload);
      expect(res.status).toBe(400);
      expect(res.json.description).toBe(description);
    }
    const blank = await call(server, 'POST', '/sys/feedback/save', undefined, { ...form, textarea: '  ' });
    expect(blank.json.msg).toBe('请输入留言');
    expect(await feedbackCount()).toBe(before);
  });

  it('lists newest first with filters, handles once (0 → 1) and deletes', async () => {
    const created = await call<{ id: string }>(server, 'POST', '/sys/feedback/save', undefined, { ...form, name: '最新的一条反馈' });
    const id = created.json.data!.id;
    const list = await call<Page<Feedback>>(server, 'GET', '/sys/feedback/list?pageSize=100', admin);
    expect(list.violations).toEqual([]);
    const times = list.json.data!.list.map((f) => f.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.json.data!.list[0]?.id).toBe(id);
    const kw = await call<Page<Feedback>>(server, 'GET', `/sys/feedback/list?keyword=${encodeURIComponent('最新的')}`, admin);
    expect(kw.json.data?.list.map((f) => f.id)).toEqual([id]);

    const handled = await call(server, 'POST', '/sys/feedback/handle', admin, { id, handleResult: '已转开发组处理。' });
    expect(handled.violations).toEqual([]);
    expect(handled.json).toMatchObject({ success: true, msg: '处理成功' });
    const detail = await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${id}`, admin);
    expect(detail.json.data).toMatchObject({ handleStatus: '1', handleResult: '已转开发组处理。' });
    expect(detail.json.data?.handleTime).toBeTruthy();
    const again = await call(server, 'POST', '/sys/feedback/handle', admin, { id, handleResult: '再次处理' });
    expect(again.json).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '当前状态不允许该操作' });
    expect((await call<Feedback>(server, 'GET', `/sys/feedback/detail?id=${id}`, admin)).json.data?.handleResult).toBe('已转开发组处理。');

    const pending = await call<Page<Feedback>>(server, 'GET', '/sys/feedback/list?handleStatus=0&pageSize=100', admin);
    expect(pending.json.data?.list.every((f) => f.handleStatus === '0')).toBe(true);
    expect(pending.json.data?.list.some((f) => f.id === id)).toBe(false);

    expect((await call(server, 'POST', '/sys/feedback/delete', admin, { id })).json).toMatchObject({ success: true, msg: '删除成功' });
    expect((await call(server, 'GET', `/sys/feedback/detail?id=${id}`, admin)).json).toEqual({ success: false, code: 'NOT_FOUND_ENTITY', msg: '反馈不存在' });
  });

  it('refuses the staff calls to enterprise users (FORBIDDEN, HTTP 200)', async () => {
    const qy = (await loginAs(server, 'qy')).token;
    const res = await call(server, 'GET', '/sys/feedback/list', qy);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('FORBIDDEN');
  });
});

describe('regions', () => {
  it('walks city → county → streets publicly, nodes without children', async () => {
    const city = await call<Area[]>(server, 'GET', '/sys/region/children');
    expect(city.violations).toEqual([]);
    expect(city.json.data).toEqual([{ code: COUNTY.cityCode, name: COUNTY.cityName }]);
    const counties = await call<Area[]>(server, 'GET', `/sys/region/children?parentCode=${COUNTY.cityCode}`);
    expect(counties.json.data).toContainEqual({ code: COUNTY.code, name: COUNTY.name });
    const streets = await call<Area[]>(server, 'GET', `/sys/region/children?parentCode=${COUNTY.code}`);
    const names = streets.json.data!.map((s) => s.name);
    expect(names).toContain('武康街道');
    expect(names).toContain('新市镇');
    expect(streets.json.data!.every((s) => s.code.startsWith(COUNTY.code) && s.children === undefined)).toBe(true);
    expect((await call<Area[]>(server, 'GET', '/sys/region/children?parentCode=110101')).json.data).toEqual([]);
    expect((await call(server, 'GET', '/sys/region/children?parentCode=abc')).status).toBe(400);
  });
});

describe('route log (listActionLog)', () => {
  it('lists the records saveLog writes, newest first, with the user; filters by keyword, user and China-time days', async () => {
    const qy = await loginAs(server, 'qy');
    await server.app.inject({ method: 'POST', url: '/api/sys/action/saveLog', payload: { routerName: '/page/home', pageTitle: '首页-德清县企业综合服务中心' } });
    await server.app.inject({
      method: 'POST',
      url: '/api/sys/action/saveLog',
      headers: auth(qy.token),
      payload: { routerName: '/page/policymarket/index', pageTitle: '政策超市-德清县企业综合服务中心' },
    });
    const [qyUser] = await server.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'qy'));
    // 2026-01-01 16:30 UTC is 2026-01-02 00:30 in China
    await server.db.insert(sysActionLog).values({ routerName: '/page/aboutus', pageTitle: '关于我们', userId: qyUser!.id, ip: '10.0.0.9', createdAt: new Date('2026-01-01T16:30:00Z') });

    const all = await call<Page<Log>>(server, 'GET', '/sys/action/list?pageSize=100', admin);
    expect(all.violations).toEqual([]);
    const list = all.json.data!.list;
    expect(list.map((l) => l.createTime)).toEqual(list.map((l) => l.createTime).sort().reverse());
    expect(list[0]).toMatchObject({ routerName: '/page/policymarket/index', userName: '张伟', account: 'qy' });
    expect(list.find((l) => l.routerName === '/page/home')).toMatchObject({ userName: null, account: null });

    const kw = await call<Page<Log>>(server, 'GET', `/sys/action/list?keyword=${encodeURIComponent('政策超市')}`, admin);
    expect(kw.json.data?.list.map((l) => l.routerName)).toEqual(['/page/policymarket/index']);
    const byUser = await call<Page<Log>>(server, 'GET', `/sys/action/list?userName=${encodeURIComponent('张伟')}&pageSize=100`, admin);
    expect(byUser.json.data?.list.every((l) => l.userName === '张伟')).toBe(true);
    expect(byUser.json.data?.total).toBeGreaterThanOrEqual(2);
    expect((await call<Page<Log>>(server, 'GET', '/sys/action/list?userName=qy&pageSize=100', admin)).json.data?.total).toBe(byUser.json.data?.total);

    const jan2 = await call<Page<Log>>(server, 'GET', '/sys/action/list?startTime=2026-01-02&endTime=2026-01-02', admin);
    expect(jan2.json.data?.list.map((l) => l.routerName)).toEqual(['/page/aboutus']);
    const jan1 = await call<Page<Log>>(server, 'GET', '/sys/action/list?startTime=2026-01-01&endTime=2026-01-01', admin);
    expect(jan1.json.data?.total).toBe(0);

    const reversed = await call(server, 'GET', '/sys/action/list?startTime=2026-01-03&endTime=2026-01-02', admin);
    expect(reversed.status).toBe(400);
    expect(reversed.json).toMatchObject({ code: 'BAD_REQUEST', msg: '开始日期不能晚于结束日期' });
    expect((await call(server, 'GET', '/sys/action/list?startTime=2026-13-01', admin)).status).toBe(400);
  });

  it('is for administrators only: operators get FORBIDDEN (HTTP 200)', async () => {
    const yyf = (await loginAs(server, 'yyf')).token;
    const res = await call(server, 'GET', '/sys/action/list', yyf);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('FORBIDDEN');
  });
});
