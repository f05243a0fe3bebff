/**
 * Account lockout, administrator unlock and the login audit through the real API (issue 13 §2,
 * acceptance 3): 5 wrong passwords lock the account, the right one is refused with the time left
 * until the lock ends or an administrator unlocks; every attempt is in 操作日志 with the address.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authLoginFailure, sysActionLog, sysUser } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { call, ensureGrants } from '../testing/api-call';
import { body, createTestServer, encryptPassword, form, loginAs, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  await ensureGrants(server.db, 'ADMIN', ['sys:log:list', 'sys:user:list', 'sys:user:changeEnabled']);
  admin = (await loginAs(server, 'admin')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data?: T };

async function attempt(userName: string, password: string, address = '203.0.113.7'): Promise<Envelope<{ token: string }>> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/sys/activeUser/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    payload: form({ userName, password: encryptPassword(server.config.secrets.sm2PublicKey, password) }),
  });
  expect(res.statusCode).toBe(200);
  return body<Envelope<{ token: string }>>(res);
}

async function lock(userName: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) await attempt(userName, 'Wrong@2026');
}

type Log = { logType: string; routerName: string; pageTitle: string | null; loginName: string | null; result: string | null; ip: string | null; userId: string | null; account: string | null };

describe('account lockout', () => {
  it('counts down the attempts, locks at the 5th wrong password and then refuses the right one with the minutes left', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await attempt('gov', 'Wrong@2026')).msg);
    expect(answers).toEqual([
      '用户名或密码错误，还可尝试 4 次',
      '用户名或密码错误，还可尝试 3 次',
      '用户名或密码错误，还可尝试 2 次',
      '用户名或密码错误，还可尝试 1 次',
      '密码错误次数过多，账号已锁定，请 15 分钟后再试',
    ]);
    const right = await attempt('gov', DEMO_PASSWORD);
    expect(right.success).toBe(false);
    expect(right.msg).toMatch(/^密码错误次数过多，账号已锁定，请 1[45] 分钟后再试$/);
    expect(right.data).toBeUndefined();
  });

  it('treats an unknown name like a known one (no hint which names exist)', async () => {
    expect((await attempt('nobody-here', 'Wrong@2026')).msg).toBe('用户名或密码错误，还可尝试 4 次');
  });

  it('shows the lock in 用户管理 and an administrator unlocks it; then the right password logs in', async () => {
    await lock('yyf');
    const users = await call<{ list: { userName: string; locked?: boolean; lockedUntil?: string | null }[] }>(server, 'GET', '/sys/user/list?pageSize=100', admin);
    expect(users.violations).toEqual([]);
    const yyf = users.json.data!.list.find((u) => u.userName === 'yyf');
    expect(yyf?.locked).toBe(true);
    expect(new Date(yyf!.lockedUntil!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(users.json.data!.list.find((u) => u.userName === 'admin')).toMatchObject({ locked: false, lockedUntil: null });

    const [row] = await server.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, 'yyf'));
    // an enterprise user may not unlock (the security check refuses: FORBIDDEN, HTTP 200)
    const qy = (await loginAs(server, 'qy')).token;
    const refused = await call(server, 'POST', '/sys/user/unlock', qy, { id: row!.id });
    expect(refused.json).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await attempt('yyf', DEMO_PASSWORD)).msg).toMatch(/账号已锁定/);

    const unlocked = await call(server, 'POST', '/sys/user/unlock', admin, { id: row!.id });
    expect(unlocked.violations).toEqual([]);
    expect(unlocked.json).toMatchObject({ success: true, msg: '账号已解锁' });
    const ok = await attempt('yyf', DEMO_PASSWORD);
    expect(ok).toMatchObject({ success: true, msg: '登录成功' });
    const again = await call<{ list: { userName: string; locked?: boolean }[] }>(server, 'GET', '/sys/user/list?keyword=yyf', admin);
    expect(again.json.data!.list.find((u) => u.userName === 'yyf')?.locked).toBe(false);

    const unknown = await call(server, 'POST', '/sys/user/unlock', admin, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', msg: '用户不存在' });
  });

  it('ends by itself when the lock time is over, and old failures fall out of the 15-minute window', async () => {
    await lock('dept');
    expect((await attempt('dept', DEMO_PASSWORD)).msg).toMatch(/账号已锁定/);
    // the lock ended a second ago (the database clock decides)
    await server.db.update(authLoginFailure).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(authLoginFailure.userName, 'dept'));
    expect(await attempt('dept', DEMO_PASSWORD)).toMatchObject({ success: true });

    for (let i = 0; i < 4; i += 1) await attempt('dept', 'Wrong@2026');
    await server.db.update(authLoginFailure).set({ windowStart: sql`now() - interval '16 minutes'` }).where(eq(authLoginFailure.userName, 'dept'));
    expect((await attempt('dept', 'Wrong@2026')).msg).toBe('用户名或密码错误，还可尝试 4 次');
  });

  it('locks the demo SSO page the same way (one counter per name for every password login)', async () => {
    const sso = async (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/sso/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.4' },
        payload: form({ userType: 'GR', userName: 'gr', password, redirect: '/page/home' }),
      });
    for (let i = 0; i < 5; i += 1) await sso('Wrong@2026');
    const right = await sso(DEMO_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.body).toMatch(/密码错误次数过多，账号已锁定，请 1[45] 分钟后再试/);
    expect((await attempt('gr', DEMO_PASSWORD)).msg).toMatch(/账号已锁定/);
  });
});

describe('login audit in 操作日志', () => {
  it('lists every attempt — success, wrong password, locked, unknown user, disabled — with the client address; never the password', async () => {
    await server.db.update(sysUser).set({ enabled: false }).where(eq(sysUser.userName, 'callcenter'));
    await attempt('callcenter', DEMO_PASSWORD, '192.0.2.55');
    await attempt('ghost-user', 'Secret@Guess1', '192.0.2.55');
    await attempt('qy', 'Secret@Guess2', '192.0.2.55');
    await attempt('qy', DEMO_PASSWORD, '192.0.2.55');

    const res = await call<{ list: Log[]; total: number }>(server, 'GET', '/sys/action/list?logType=login&ip=192.0.2.55&pageSize=50', admin);
    expect(res.violations).toEqual([]);
    const list = res.json.data!.list;
    expect(list.map((l) => [l.loginName, l.result, l.pageTitle])).toEqual([
      ['qy', 'success', '登录成功'],
      ['qy', 'wrong_password', '登录失败：密码错误'],
      ['ghost-user', 'unknown_user', '登录失败：用户不存在'],
      ['callcenter', 'disabled', '登录失败：用户已被禁用'],
    ]);
    expect(list.every((l) => l.ip === '192.0.2.55' && l.logType === 'login' && l.routerName === '/sys/activeUser/login')).toBe(true);
    expect(list[0]).toMatchObject({ account: 'qy' });
    expect(list[2]).toMatchObject({ userId: null, account: null });

    const locked = await call<{ list: Log[] }>(server, 'GET', '/sys/action/list?logType=login&userName=gov&pageSize=50', admin);
    expect(locked.json.data!.list.map((l) => l.result)).toContain('locked');
    expect(locked.json.data!.list.every((l) => l.ip === '203.0.113.7')).toBe(true);
    const ssoLog = await call<{ list: Log[] }>(server, 'GET', '/sys/action/list?logType=login&ip=198.51.100.4', admin);
    expect(ssoLog.json.data!.list[0]).toMatchObject({ routerName: '/sso/login', loginName: 'gr', result: 'locked' });
    const routes = await call<{ list: Log[] }>(server, 'GET', '/sys/action/list?logType=route&pageSize=100', admin);
    expect(routes.json.data!.list.every((l) => l.logType === 'route')).toBe(true);

    // the government-app login (demo verifier) is audited too, under the app's account id
    const zzd = await server.app.inject({
      method: 'POST',
      url: '/api/sys/activeUser/loginByZzdAccountId',
      headers: { 'x-forwarded-for': '192.0.2.77' },
      payload: { accountId: 'zzd-demo-001', token: 'demo-token' },
    });
    const zzdOk = body<Envelope>(zzd).success;
    const zzdLog = await call<{ list: Log[] }>(server, 'GET', '/sys/action/list?logType=login&ip=192.0.2.77', admin);
    expect(zzdLog.json.data!.list).toHaveLength(1);
    expect(zzdLog.json.data!.list[0]).toMatchObject({
      routerName: '/sys/activeUser/loginByZzdAccountId',
      loginName: 'zzd-demo-001',
      result: zzdOk ? 'success' : 'failed',
    });

    const stored = JSON.stringify(await server.db.select().from(sysActionLog));
    for (const secret of ['Secret@Guess1', 'Secret@Guess2', DEMO_PASSWORD]) expect(stored).not.toContain(secret);
  });
});
