import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { signAccessToken } from '../../../core/auth';
import { authZzdAccount, company, entPersonalCompany, sysDictValue, sysUser } from '../../../db/schema';
import { auth, body, contractViolations, createTestServer, loginAs, type TestServer } from '../../../testing/test-server';
import { DEMO_CONSTRUCTION_ACCOUNT, DEMO_CONSTRUCTION_COMPANY, seedSessionDemo } from '../../../seed/session';
import { externalLinkKey, verifyExternalTicket } from '../external-link/external-link-ticket';
import { setZzdVerifier } from './zzd-verifier';

let server: TestServer;
const ids = { gr: '', qy: '', hengda: '', builder: '', second: '' };

type Envelope<T = unknown> = { success: boolean; code: string; msg: string; data: T };

async function userId(userName: string): Promise<string> {
  const [row] = await server.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer({ demo: true, loginCode: 'off' });
  const companies = await server.db.select({ id: company.id, name: company.companyName }).from(company);
  const byName = (name: string) => companies.find((c) => c.name === name)?.id ?? '';
  // The demo seed calls seedSessionDemo once it is wired into seedDemo; until then the test does.
  if (!byName(DEMO_CONSTRUCTION_COMPANY.companyName)) {
    const ordered = ['德清县恒达新材料有限公司', '浙江德清云图地理信息科技有限公司'].map(byName);
    await seedSessionDemo(server.db, {
      companyIds: ordered,
      policyIds: [],
      userIds: new Map([['gr', await userId('gr')]]),
      officeIds: new Map(),
    });
  }
  const after = await server.db.select({ id: company.id, name: company.companyName }).from(company);
  const find = (name: string) => after.find((c) => c.name === name)?.id ?? '';
  ids.gr = await userId('gr');
  ids.qy = await userId('qy');
  ids.hengda = find('德清县恒达新材料有限公司');
  ids.builder = find(DEMO_CONSTRUCTION_COMPANY.companyName);
  ids.second = find('浙江德清云图地理信息科技有限公司');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token?: string) => server.app.inject({ url, headers: token ? auth(token) : {} });
const post = (url: string, payload: unknown, token?: string) =>
  server.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, payload: payload as Record<string, unknown> });

describe('checkTokenValid (seeds 000 §4 validity poll)', () => {
  const check = (token?: string) => get('/api/sys/activeUser/checkTokenValid', token);

  it('is false without a token or with a forged one, true for a live session', async () => {
    const none = await check();
    expect(none.statusCode).toBe(200);
    expect(contractViolations('GET', '/api/sys/activeUser/checkTokenValid', none)).toEqual([]);
    expect(body(none)).toMatchObject({ success: true, data: { valid: false } });
    expect(body(await check('not-a-jwt'))).toMatchObject({ data: { valid: false } });
    const { token } = await loginAs(server, 'gr');
    expect(body(await check(token))).toMatchObject({ data: { valid: true } });
    const [head, payload] = token.split('.');
    expect(body(await check(`${head}.${payload}.${'A'.repeat(43)}`))).toMatchObject({ data: { valid: false } });
  });

  it('ignores the access token expiry but not the session: logout and a disabled user make it false', async () => {
    const { token } = await loginAs(server, 'gr');
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
    const expired = await signAccessToken(server.config.secrets.jwtSecret, { sub: ids.gr, userType: 'GR', roles: ['GR'], sid: sid.sid }, -60);
    expect((await get('/api/sys/activeUser/info', expired)).statusCode).toBe(402);
    expect(body(await check(expired))).toMatchObject({ data: { valid: true } });

    await post('/api/sys/activeUser/logout', {}, token);
    expect(body(await check(token))).toMatchObject({ data: { valid: false } });

    const other = await loginAs(server, 'gr');
    await server.db.update(sysUser).set({ enabled: false }).where(eq(sysUser.id, ids.gr));
    try {
      expect(body(await check(other.token))).toMatchObject({ data: { valid: false } });
    } finally {
      await server.db.update(sysUser).set({ enabled: true }).where(eq(sysUser.id, ids.gr));
    }
  });
});

describe('changeToCompany and listPersonalCompany (seeds 000 §4 role switching)', () => {
  const change = (companyId: string, token: string) => post('/api/sys/activeUser/changeToCompany', { companyId }, token);

  it('lists the individual’s bindings, newest first, filtered by status', async () => {
    const { token } = await loginAs(server, 'gr');
    const res = await get('/api/personal/company/list', token);
    expect(contractViolations('GET', '/api/personal/company/list', res)).toEqual([]);
    const page = body<Envelope<{ list: { companyName: string; bindStatus: string }[]; total: number }>>(res).data;
    expect(page.total).toBe(3);
    expect(page.list.map((b) => [b.companyName, b.bindStatus])).toEqual([
      ['浙江德清云图地理信息科技有限公司', '0'],
      [DEMO_CONSTRUCTION_COMPANY.companyName, '1'],
      ['德清县恒达新材料有限公司', '1'],
    ]);
    const approved = body<Envelope<{ total: number }>>(await get('/api/personal/company/list?bindStatus=1', token)).data;
    expect(approved.total).toBe(2);
    const qy = await loginAs(server, 'qy');
    expect(body<Envelope<{ total: number }>>(await get('/api/personal/company/list', qy.token)).data.total).toBe(0);
  });

  it('switches an individual into an approved enterprise: new tokens, old session ended, oldType GR', async () => {
    const gr = await loginAs(server, 'gr');
    const res = await change(ids.hengda, gr.token);
    expect(contractViolations('POST', '/api/sys/activeUser/changeToCompany', res)).toEqual([]);
    const json = body<Envelope<{ token: string; refreshToken: string; userType: string; oldType: string; companyId: string }>>(res);
    expect(json).toMatchObject({ success: true, msg: '切换成功', data: { userType: 'QY', oldType: 'GR', companyId: ids.hengda } });
    expect((await get('/api/sys/activeUser/info', gr.token)).statusCode).toBe(401);

    const info = await get('/api/sys/activeUser/info', json.data.token);
    expect(contractViolations('GET', '/api/sys/activeUser/info', info)).toEqual([]);
    expect(body(info)).toMatchObject({ data: { userType: 'QY', oldType: 'GR', companyId: ids.hengda, companyName: '德清县恒达新材料有限公司' } });
    // the enterprise's own login has no oldType
    const qy = await loginAs(server, 'qy');
    expect(body<Envelope<Record<string, unknown>>>(await get('/api/sys/activeUser/info', qy.token)).data).not.toHaveProperty('oldType');

    // a switched session lists the individual's bindings and switches on, keeping oldType GR
    expect(body<Envelope<{ total: number }>>(await get('/api/personal/company/list', json.data.token)).data.total).toBe(3);
    const again = body<Envelope<{ token: string; oldType: string }>>(await change(ids.builder, json.data.token));
    expect(again).toMatchObject({ success: true, data: { oldType: 'GR' } });
    expect(body(await get('/api/sys/activeUser/info', again.data.token))).toMatchObject({
      data: { name: DEMO_CONSTRUCTION_ACCOUNT.name, userType: 'QY', oldType: 'GR', companyName: DEMO_CONSTRUCTION_COMPANY.companyName },
    });
    // the refreshed session keeps its switch record
    const refreshed = await server.app.inject({ url: '/api/sys/activeUser/refreshToken', headers: { refreshtoken: body<Envelope<{ refreshToken: string }>>(await change(ids.hengda, again.data.token)).data.refreshToken } });
    const pair = body<Envelope<{ token: string }>>(refreshed).data;
    expect(body(await get('/api/sys/activeUser/info', pair.token))).toMatchObject({ data: { oldType: 'GR', companyId: ids.hengda } });
  });

  it('refuses an enterprise without an approved binding, and one without an account', async () => {
    const gr = await loginAs(server, 'gr');
    expect(body(await change(ids.second, gr.token))).toEqual({ success: false, code: 'FORBIDDEN', msg: '未绑定该企业' });
    const qy = await loginAs(server, 'qy');
    expect(body(await change(ids.hengda, qy.token))).toMatchObject({ success: false, code: 'FORBIDDEN', msg: '未绑定该企业' });
    // approve the pending binding: the enterprise has no account yet
    await server.db
      .update(entPersonalCompany)
      .set({ bindStatus: '1' })
      .where(and(eq(entPersonalCompany.userId, ids.gr), eq(entPersonalCompany.companyId, ids.second)));
    try {
      expect(body(await change(ids.second, gr.token))).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '该企业尚未开通企业账号' });
      // the refused switch left the session alive
      expect((await get('/api/sys/activeUser/info', gr.token)).statusCode).toBe(200);
    } finally {
      await server.db
        .update(entPersonalCompany)
        .set({ bindStatus: '0' })
        .where(and(eq(entPersonalCompany.userId, ids.gr), eq(entPersonalCompany.companyId, ids.second)));
    }
    // security: staff may not switch at all
    const yyf = await loginAs(server, 'yyf');
    expect(body(await change(ids.hengda, yyf.token))).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('loginByZzdAccountId and getDingMenus (seeds 000 §2 government-app mode)', () => {
  const zzd = (payload: Record<string, string>) => post('/api/sys/activeUser/loginByZzdAccountId', payload);
  afterEach(() => setZzdVerifier(undefined));

  it('the demo verifier logs a new account in as a new individual named as sent, and the same one again', async () => {
    const res = await zzd({ accountId: 'zzd-test-001', token: 'demo-token', name: '张三' });
    expect(contractViolations('POST', '/api/sys/activeUser/loginByZzdAccountId', res)).toEqual([]);
    const first = body<Envelope<{ token: string }>>(res);
    expect(first).toMatchObject({ success: true, msg: '登录成功' });
    const info = body<Envelope<{ id: string; name: string; userType: string; roles: string[] }>>(await get('/api/sys/activeUser/info', first.data.token)).data;
    expect(info).toMatchObject({ name: '张三', userType: 'GR', roles: ['GR'] });

    const second = body<Envelope<{ token: string }>>(await zzd({ accountId: 'zzd-test-001', token: 'another', name: '张三丰' }));
    const again = body<Envelope<{ id: string; name: string }>>(await get('/api/sys/activeUser/info', second.data.token)).data;
    expect(again.id).toBe(info.id);
    const [link] = await server.db.select().from(authZzdAccount).where(eq(authZzdAccount.accountId, 'zzd-test-001'));
    expect(link).toMatchObject({ userId: info.id, name: '张三丰' });
    expect(link?.lastLoginAt).toBeInstanceOf(Date);

    // without a name: 政务钉钉用户
    const anon = body<Envelope<{ token: string }>>(await zzd({ accountId: 'zzd-test-002', token: 't' }));
    expect(body(await get('/api/sys/activeUser/info', anon.data.token))).toMatchObject({ data: { name: '政务钉钉用户' } });
  });

  it('refuses a blank token, a refusing verifier, unlinked accounts without provisioning and disabled users', async () => {
    expect((await zzd({ accountId: 'zzd-test-003', token: '' })).statusCode).toBe(400);
    const blank = await zzd({ accountId: 'zzd-test-003', token: '   ' });
    expect(body(blank)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '该政务钉钉账号未关联平台用户' });

    setZzdVerifier({ provisionUnknownAccounts: false, verify: async ({ accountId, token }) => (token === 'good' ? { accountId } : null) });
    expect(body(await zzd({ accountId: 'zzd-test-001', token: 'bad' }))).toMatchObject({ success: false, msg: '该政务钉钉账号未关联平台用户' });
    expect(body(await zzd({ accountId: 'zzd-unknown', token: 'good' }))).toMatchObject({ success: false, msg: '该政务钉钉账号未关联平台用户' });
    expect(body(await zzd({ accountId: 'zzd-test-001', token: 'good' }))).toMatchObject({ success: true });
    setZzdVerifier(undefined);

    const [link] = await server.db.select().from(authZzdAccount).where(eq(authZzdAccount.accountId, 'zzd-test-001'));
    await server.db.update(sysUser).set({ enabled: false }).where(eq(sysUser.id, link?.userId ?? ''));
    expect(body(await zzd({ accountId: 'zzd-test-001', token: 'x' }))).toMatchObject({ success: false, msg: '用户已被禁用' });
    await server.db.update(sysUser).set({ enabled: true }).where(eq(sysUser.id, link?.userId ?? ''));
  });

  it('refuses every government-app login with DEMO off and no verifier plugged in', async () => {
    const production = await createTestServer({ db: server.testDb, config: { demo: false } });
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/sys/activeUser/loginByZzdAccountId',
        payload: { accountId: 'zzd-test-001', token: 'x' },
      });
      expect(body(res)).toMatchObject({ success: false, msg: '未配置政务钉钉登录，请联系平台管理员', description: '政务钉钉免登未配置' });
    } finally {
      await production.close();
    }
  });

  it('getDingMenus answers the enabled sub-platforms in order with the user’s permissions', async () => {
    const { data } = body<Envelope<{ token: string }>>(await zzd({ accountId: 'zzd-test-004', token: 't', name: '李四' }));
    const res = await get('/api/sys/activeUser/getDingMenus', data.token);
    expect(contractViolations('GET', '/api/sys/activeUser/getDingMenus', res)).toEqual([]);
    const menus = body<Envelope<{ menuList: { title: string; path: string; name: string; children: unknown[] }[]; permissions: string[] }>>(res).data;
    expect(menus.menuList.map((m) => m.title)).toEqual([
      '首页',
      '政策服务',
      '诉求服务',
      '质量服务',
      '科技服务',
      '金融服务',
      '会展服务',
      '人才服务',
      '厂房土地',
      '商事法律服务',
      '环境检测服务',
      '关于我们',
    ]);
    expect(menus.menuList[0]).toMatchObject({ name: 'zzd1', path: '/page/home', children: [] });
    const gr = await loginAs(server, 'gr');
    const grMenus = body<Envelope<{ permissions: string[] }>>(await get('/api/sys/activeUser/getMenus', gr.token)).data;
    expect(menus.permissions).toEqual(grMenus.permissions);
    expect((await get('/api/sys/activeUser/getDingMenus')).statusCode).toBe(401);
  });
});

describe('signExternalUrl (seeds 000 §2, §6: QY users get a signed external link)', () => {
  const sign = (url: string, token: string) => post('/api/sys/activeUser/signExternalUrl', { url }, token);

  it('appends a ticket the sub-platform can check with the external-link key', async () => {
    const qy = await loginAs(server, 'qy');
    const before = Date.now();
    const res = await sign('https://example.com/qifu/quality/index?from=portal', qy.token);
    expect(contractViolations('POST', '/api/sys/activeUser/signExternalUrl', res)).toEqual([]);
    const signed = new URL(body<Envelope<{ url: string }>>(res).data.url);
    expect(`${signed.origin}${signed.pathname}`).toBe('https://example.com/qifu/quality/index');
    expect(signed.searchParams.get('from')).toBe('portal');
    const ticket = signed.searchParams.get('ticket') ?? '';
    expect(ticket).not.toContain(qy.token);
    const key = externalLinkKey(server.config.secrets.jwtSecret);
    const claims = verifyExternalTicket(key, ticket);
    expect(claims).toMatchObject({ sub: ids.qy, cid: ids.hengda });
    expect((claims?.exp ?? 0) * 1000).toBeGreaterThanOrEqual(before + 299_000);
    expect(verifyExternalTicket(key, ticket, before + 301_000)).toBeNull();
    expect(verifyExternalTicket(externalLinkKey('another secret'), ticket)).toBeNull();
    expect(verifyExternalTicket(key, `${ticket.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses addresses that are not on a sub-platform needing a signature', async () => {
    const qy = await loginAs(server, 'qy');
    for (const url of ['https://evil.example/qifu/quality', 'https://example.com/qifu/qualityx', 'https://www.gov.cn/', 'ftp://example.com/qifu/quality']) {
      expect(body(await sign(url, qy.token))).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '不支持的外部链接' });
    }
    const gr = await loginAs(server, 'gr');
    expect(body(await sign('https://example.com/qifu/quality', gr.token))).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('isConstructionArea (seeds 000 §2 footer cut, §6 menu limit)', () => {
  const area = (token: string) => get('/api/sys/activeUser/isConstructionArea', token);

  it('is true only for a construction company (industry E) in a configured area', async () => {
    const builder = await loginAs(server, DEMO_CONSTRUCTION_ACCOUNT.userName);
    const res = await area(builder.token);
    expect(contractViolations('GET', '/api/sys/activeUser/isConstructionArea', res)).toEqual([]);
    expect(body(res)).toMatchObject({ success: true, data: true });
    for (const userName of ['qy', 'gr', 'yyf']) {
      const t = await loginAs(server, userName);
      expect(body(await area(t.token))).toMatchObject({ data: false });
    }
    // a disabled area value no longer counts
    await server.db.update(sysDictValue).set({ enableFlag: '0' }).where(eq(sysDictValue.value, DEMO_CONSTRUCTION_COMPANY.streetId));
    try {
      expect(body(await area(builder.token))).toMatchObject({ data: false });
    } finally {
      await server.db.update(sysDictValue).set({ enableFlag: '1' }).where(eq(sysDictValue.value, DEMO_CONSTRUCTION_COMPANY.streetId));
    }
  });
});
