import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sysOutbox, sysUser } from '../../../db/schema';
import {
  auth,
  body,
  contractViolations,
  createTestServer,
  encryptPassword,
  form,
  loginAs,
  type TestServer,
} from '../../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
});

afterAll(async () => {
  await server?.close();
});

function loginRequest(s: TestServer, fields: Record<string, string>) {
  return s.app.inject({
    method: 'POST',
    url: '/api/sys/activeUser/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
}

describe('login (SM2, form body)', () => {
  it('logs in with the public key of getPublicConfig', async () => {
    const cfg = await server.app.inject('/api/sys/platform/publicConfig');
    expect(contractViolations('GET', '/api/sys/platform/publicConfig', cfg)).toEqual([]);
    const { sm2PublicKey, loginCodeEnabled } = body<{ data: { sm2PublicKey: string; loginCodeEnabled: boolean } }>(cfg).data;
    expect(loginCodeEnabled).toBe(false);
    const res = await loginRequest(server, { userName: 'qy', password: encryptPassword(sm2PublicKey, 'Demo@2026') });
    expect(res.statusCode).toBe(200);
    expect(contractViolations('POST', '/api/sys/activeUser/login', res)).toEqual([]);
    const json = body<{ msg: string; data: { token: string; refreshToken: string; tokenType: string; expiresIn: number } }>(res);
    expect(json.msg).toBe('登录成功');
    expect(json.data.tokenType).toBe('Bearer');
    expect(json.data.expiresIn).toBe(1800);
    const infoRes = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(json.data.token) });
    expect(contractViolations('GET', '/api/sys/activeUser/info', infoRes)).toEqual([]);
    expect(body(infoRes)).toMatchObject({
      success: true,
      data: { userName: 'qy', name: '张伟', userType: 'QY', roles: ['QY'], phone: '138****8001', companyName: '德清县恒达新材料有限公司' },
    });
  });

  it('answers the same message for a wrong password and an unknown user', async () => {
    const key = server.config.secrets.sm2PublicKey;
    for (const fields of [
      { userName: 'qy', password: encryptPassword(key, 'Wrong@2026') },
      { userName: 'nobody', password: encryptPassword(key, 'Demo@2026') },
    ]) {
      const res = await loginRequest(server, fields);
      expect(res.statusCode).toBe(200);
      // the first failure of each name: the same count-down (issue 13 §2 lockout)
      expect(body(res)).toEqual({ success: false, code: 'BUSINESS_RULE', msg: '用户名或密码错误，还可尝试 4 次' });
    }
  });

  it('refuses a password that does not decrypt, and a disabled user', async () => {
    const res = await loginRequest(server, { userName: 'qy', password: 'ab'.repeat(60) });
    expect(body(res)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '密码解密失败' });
    await server.db.update(sysUser).set({ enabled: false }).where(eq(sysUser.userName, 'gov'));
    try {
      const disabled = await loginRequest(server, {
        userName: 'gov',
        password: encryptPassword(server.config.secrets.sm2PublicKey, 'Demo@2026'),
      });
      expect(body(disabled)).toMatchObject({ success: false, msg: '用户已被禁用' });
    } finally {
      await server.db.update(sysUser).set({ enabled: true }).where(eq(sysUser.userName, 'gov'));
    }
  });

  it('answers 400 naming the field for an extra or a missing field', async () => {
    const password = encryptPassword(server.config.secrets.sm2PublicKey, 'Demo@2026');
    const extra = await loginRequest(server, { userName: 'qy', password, remember: '1' });
    expect(extra.statusCode).toBe(400);
    expect(body(extra)).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      msg: '请求参数错误：参数 remember 不是允许的参数',
      description: '参数 remember 不是允许的参数',
    });
    expect(contractViolations('POST', '/api/sys/activeUser/login', extra)).toEqual([]);
    const missing = await loginRequest(server, { password });
    expect(body(missing)).toMatchObject({ code: 'BAD_REQUEST', description: '参数 userName 不能为空' });
  });
});

describe('tokens', () => {
  it('rotates the refresh token; reuse revokes the session', async () => {
    const first = await loginAs(server, 'yyf');
    const refresh = (token: string) =>
      server.app.inject({ url: '/api/sys/activeUser/refreshToken', headers: { refreshtoken: token } });
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    expect(contractViolations('GET', '/api/sys/activeUser/refreshToken', r1)).toEqual([]);
    const second = body<{ data: { token: string; refreshToken: string } }>(r1).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // the new access token works
    expect((await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(second.token) })).statusCode).toBe(200);
    // the old refresh token is rejected …
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse)).toMatchObject({ code: 'UNAUTHENTICATED' });
    // … and its reuse revoked the whole session: the new tokens stop working too
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(second.token) })).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token with 401 and a missing header with 400', async () => {
    const res = await server.app.inject({ url: '/api/sys/activeUser/refreshToken', headers: { refreshToken: 'nope' } });
    expect(res.statusCode).toBe(401);
    const missing = await server.app.inject({ url: '/api/sys/activeUser/refreshToken' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({ code: 'BAD_REQUEST', description: '参数 refreshtoken 不能为空' });
  });

  it('logout revokes the session (access and refresh token)', async () => {
    const t = await loginAs(server, 'gr');
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/sys/activeUser/logout',
      headers: { ...auth(t.token), refreshtoken: t.refreshToken },
    });
    expect(body(out)).toMatchObject({ success: true, data: null });
    expect((await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(t.token) })).statusCode).toBe(401);
    const refreshed = await server.app.inject({ url: '/api/sys/activeUser/refreshToken', headers: { refreshtoken: t.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    // logging out again (expired or no session) still succeeds
    const again = await server.app.inject({ method: 'POST', url: '/api/sys/activeUser/logout' });
    expect(body(again)).toMatchObject({ success: true });
  });
});

describe('menus and password age', () => {
  it('gives staff and enterprises different menus and permissions', async () => {
    const yyf = await loginAs(server, 'yyf');
    const staff = await server.app.inject({ url: '/api/sys/activeUser/getMenus', headers: auth(yyf.token) });
    expect(contractViolations('GET', '/api/sys/activeUser/getMenus', staff)).toEqual([]);
    const staffData = body<{ data: { menuList: { path: string; name: string; children: { path: string }[] }[]; permissions: string[] } }>(staff).data;
    // issue 4: the operator also sees 系统管理 with the portal-content pages its role admits;
    // issue 12: and the built staff pages of news, declarations, land, technology and customer service
    expect(staffData.menuList.map((m) => m.path)).toEqual([
      '/work/home',
      '/work/policy/consult',
      '/work/policy',
      '/work/ent',
      '/work/cms',
      '/work/dec',
      '/work/land',
      '/work/tech',
      '/work/appeal',
      '/work/cs',
      '/work/ques',
      '/work/sms',
      '/work/train',
      '/work/sys',
    ]);
    expect(staffData.menuList[0]?.name).toBe('workHome');
    expect(staffData.menuList.at(-1)?.children.map((c) => c.path)).toEqual([
      '/work/sys/live',
      '/work/sys/homeConfig',
      '/work/sys/basicDataConfig',
      '/work/sys/feedback',
      '/work/sys/aboutUs',
    ]);
    expect(staffData.permissions).toContain('pol:consult:view');
    expect(staffData.permissions).not.toContain('sys:user:list');

    const qy = await loginAs(server, 'qy');
    const ent = await server.app.inject({ url: '/api/sys/activeUser/getMenus', headers: auth(qy.token) });
    const entData = body<{ data: { menuList: { path: string; children: { path: string }[] }[]; permissions: string[] } }>(ent).data;
    expect(entData.menuList.map((m) => m.path)).toEqual(['/work/home', '/work/my/consult', '/work/my']);
    // 我的服务 shows only its built pages (我的申报; issue 12: own listings and technology; issue 18: 企业档案; issue 19: 我的问卷, 我的填报)
    expect(entData.menuList[2]?.children.map((c) => c.path)).toEqual([
      '/work/my/declare',
      '/work/my/collect',
      '/work/my/allowance',
      '/work/my/archive',
      '/work/my/landDemand',
      '/work/my/workshop',
      '/work/my/workshopDemand',
      '/work/my/techAchievement',
      '/work/my/techRequirement',
      '/work/my/techExpert',
      '/work/my/techInstitute',
      '/work/my/ques',
      '/work/my/report',
    ]);
    // own-data permissions of hidden pages, no staff permission
    expect(entData.permissions).toContain('ent:archive:view');
    expect(entData.permissions).not.toContain('pol:consult:view');
  });

  it('prompts operators (YYF) after 90 days only', async () => {
    const yyf = await loginAs(server, 'yyf');
    const res = await server.app.inject({ url: '/api/sys/user/isNeedUpdatePwd', headers: auth(yyf.token) });
    expect(contractViolations('GET', '/api/sys/user/isNeedUpdatePwd', res)).toEqual([]);
    expect(body(res)).toMatchObject({ data: { needUpdate: true } });
    expect(body<{ data: { passwordAgeDays: number } }>(res).data.passwordAgeDays).toBeGreaterThanOrEqual(120);
    const qy = await loginAs(server, 'qy');
    const other = await server.app.inject({ url: '/api/sys/user/isNeedUpdatePwd', headers: auth(qy.token) });
    expect(body(other)).toMatchObject({ data: { needUpdate: false } });
  });
});

describe('savePwd', () => {
  const enc = (plain: string) => encryptPassword(server.config.secrets.sm2PublicKey, plain);
  const save = (token: string, oldPassword: string, newPassword: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/sys/user/savePwd',
      headers: auth(token),
      payload: { oldPassword: enc(oldPassword), newPassword: enc(newPassword) },
    });

  it('checks the old password and the complexity rule, then ends every session', async () => {
    const t = await loginAs(server, 'admin');
    expect(body(await save(t.token, 'Wrong@2026', 'Better#2027'))).toMatchObject({ success: false, msg: '旧密码错误' });
    expect(body(await save(t.token, 'Demo@2026', 'abcdefgh1'))).toMatchObject({
      success: false,
      code: 'BUSINESS_RULE',
      msg: '不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号',
    });
    const okRes = await save(t.token, 'Demo@2026', 'Better#2027');
    expect(contractViolations('POST', '/api/sys/user/savePwd', okRes)).toEqual([]);
    expect(body(okRes)).toMatchObject({ success: true, data: null });
    expect((await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(t.token) })).statusCode).toBe(401);
    await expect(loginAs(server, 'admin')).rejects.toThrow();
    const again = await loginAs(server, 'admin', 'Better#2027');
    const info = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(again.token) });
    expect(body(info)).toMatchObject({ success: true });
  });
});

describe('SMS login code (LOGIN_CODE on)', () => {
  let coded: TestServer;

  beforeAll(async () => {
    coded = await createTestServer({ db: server.testDb, loginCode: 'on' });
  });

  afterAll(async () => {
    await coded?.close();
  });

  const lastCode = async (): Promise<string> => {
    const rows = await coded.db.select().from(sysOutbox).where(eq(sysOutbox.topic, 'sms'));
    const texts = rows.map((r) => String(r.payload['text']));
    const m = /验证码为(\d{6})/.exec(texts.at(-1) ?? '');
    if (!m?.[1]) throw new Error('no code in the outbox');
    return m[1];
  };

  it('sends a code through the outbox, throttles, and requires it at login', async () => {
    const cfg = body<{ data: { loginCodeEnabled: boolean } }>(await coded.app.inject('/api/sys/platform/publicConfig'));
    expect(cfg.data.loginCodeEnabled).toBe(true);

    const send = await coded.app.inject('/api/sys/activeUser/getVerifiCode?userName=qy');
    expect(contractViolations('GET', '/api/sys/activeUser/getVerifiCode', send)).toEqual([]);
    expect(body(send)).toMatchObject({ success: true, msg: '验证码已发送', data: { sent: true, countdown: 60 } });
    const [row] = await coded.db.select().from(sysOutbox).where(eq(sysOutbox.topic, 'sms'));
    expect(row?.status).toBe('pending');
    expect(row?.payload).toMatchObject({ phone: '13857208001' });
    expect(String(row?.payload['text'])).toMatch(/^【县企业综合服务中心】您的登录验证码为\d{6}，5分钟内有效。$/);
    const code = await lastCode();

    const again = await coded.app.inject('/api/sys/activeUser/getVerifiCode?userName=qy');
    expect(body(again)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '请60秒后再获取验证码' });

    const password = encryptPassword(coded.config.secrets.sm2PublicKey, 'Demo@2026');
    expect(body(await loginRequest(coded, { userName: 'qy', password }))).toMatchObject({ success: false, msg: '请输入验证码' });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(body(await loginRequest(coded, { userName: 'qy', password, verifiCode: wrongCode }))).toMatchObject({
      success: false,
      msg: '验证码错误或已过期',
    });
    // a wrong password does not use the code up
    const wrongPassword = encryptPassword(coded.config.secrets.sm2PublicKey, 'Wrong@2026');
    expect(body(await loginRequest(coded, { userName: 'qy', password: wrongPassword, verifiCode: code }))).toMatchObject({
      success: false,
      msg: expect.stringMatching(/^用户名或密码错误，还可尝试 \d 次$/),
    });
    const okRes = await loginRequest(coded, { userName: 'qy', password, verifiCode: code });
    expect(body(okRes)).toMatchObject({ success: true, msg: '登录成功' });
    // a code works once
    expect(body(await loginRequest(coded, { userName: 'qy', password, verifiCode: code }))).toMatchObject({ success: false });
  });

  it('answers the same for an unknown user name and sends nothing', async () => {
    const [before] = await coded.db.select({ n: count() }).from(sysOutbox);
    const res = await coded.app.inject('/api/sys/activeUser/getVerifiCode?userName=nobody');
    expect(body(res)).toMatchObject({ success: true, msg: '验证码已发送', data: { sent: true, countdown: 60 } });
    const [after] = await coded.db.select({ n: count() }).from(sysOutbox);
    expect(after?.n).toBe(before?.n);
    const throttled = await coded.app.inject('/api/sys/activeUser/getVerifiCode?userName=nobody');
    expect(body(throttled)).toMatchObject({ success: false, msg: '请60秒后再获取验证码' });
  });

  it('kills a code after 5 wrong attempts', async () => {
    await coded.app.inject('/api/sys/activeUser/getVerifiCode?userName=gr');
    const code = await lastCode();
    const password = encryptPassword(coded.config.secrets.sm2PublicKey, 'Demo@2026');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await loginRequest(coded, { userName: 'gr', password, verifiCode: wrongCode });
    expect(body(await loginRequest(coded, { userName: 'gr', password, verifiCode: code }))).toMatchObject({
      success: false,
      msg: '验证码错误或已过期',
    });
  });
});
