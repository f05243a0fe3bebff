/**
 * The route log through the real API: saveLog writes, listActionLog (administrators only) lists
 * newest first with filters by keyword, user and China-time days.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysActionLog, sysUser } from '../../../db/schema';
import { auth, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { call, ensureGrants } from '../../../testing/api-call';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureGrants(server.db, 'ADMIN', ['sys:log:list']);
  admin = (await loginAs(server, 'admin')).token;
  // building the database template (first file after a schema or seed change) may take a while
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Page<T> = { list: T[]; total: number };
type Log = { id: string; routerName: string; pageTitle: string | null; userName: string | null; account: string | null; createTime: string };

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
