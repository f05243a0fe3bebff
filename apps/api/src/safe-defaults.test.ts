/**
 * Safe defaults (issue 13 §1, acceptance 2): a server outside demo mode lets nobody in through the
 * government app without a real verifier, sends SMS through the configured HTTP gateway, and an
 * empty database gets no demo accounts. The HTTP transports are exercised against a local server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { hasAdminUser, startupBanner } from './banner';
import { loadConfig } from './config';
import { createOutboxDispatcher, createSmsSender } from './core/outbox';
import { prepareDatabase } from './seed/prepare-database';
import { authZzdAccount, sysOutbox, sysUser } from './db/schema';
import { checkStartupSafety } from './startup-checks';
import { body, createTestDb, createTestServer, type TestDb, type TestServer } from './testing/test-server';

/** One request the fake outside service received. */
interface Received {
  url: string;
  authorization: string | undefined;
  json: Record<string, unknown>;
}

/** A local HTTP service answering with `respond`; records what it receives. */
async function fakeService(respond: (json: Record<string, unknown>) => { status: number; body: string }) {
  const received: Received[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (text += c));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const json = JSON.parse(text || '{}') as Record<string, unknown>;
      received.push({ url: req.url ?? '', authorization: req.headers.authorization, json });
      const answer = respond(json);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let db: TestDb;
const servers: TestServer[] = [];
const services: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  db = await createTestDb({ demo: false });
}, 120_000);

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const s of services.splice(0)) await s.close();
});

afterAll(async () => {
  await db?.close();
});

async function serverWith(config: Parameters<typeof createTestServer>[0] = {}): Promise<TestServer> {
  const server = await createTestServer({ db, demo: false, ...config });
  servers.push(server);
  return server;
}

const zzdLogin = (server: TestServer, payload: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/api/sys/activeUser/loginByZzdAccountId', payload });

async function zzdUsers(): Promise<number> {
  const [row] = await db.db.select({ n: count() }).from(sysUser).where(like(sysUser.userName, 'zzd_%'));
  return row?.n ?? 0;
}

describe('a start with no settings on an empty database (acceptance 2)', () => {
  it('is allowed, seeds no demo accounts, and its banner says how to create the first administrator', async () => {
    const config = loadConfig({});
    expect(() => checkStartupSafety(config)).not.toThrow();
    const [users] = await db.db.select({ n: count() }).from(sysUser);
    expect(users?.n).toBe(0);
    expect(await hasAdminUser(db.db)).toBe(false);
    const banner = startupBanner(config, { url: 'http://localhost:8080', database: 'test', hasAdmin: false, elapsedMs: 1 }).join('\n');
    expect(banner).toContain('尚无管理员账号。创建第一个管理员');
    expect(banner).not.toContain('演示账号');
  });
});

describe('government-app (政务钉钉) login outside demo mode', () => {
  it('without a verifier: the demo account and any token are refused in Chinese, and no user is created', async () => {
    const server = await serverWith();
    const before = await zzdUsers();
    const res = await zzdLogin(server, { accountId: 'zzd-demo-001', token: 'anything' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: false, code: 'BUSINESS_RULE', msg: '未配置政务钉钉登录，请联系平台管理员' });
    expect(body(res)).not.toHaveProperty('data');
    expect(body(await zzdLogin(server, { accountId: 'zzd-unknown-9', token: 't', name: '某人' }))).toMatchObject({ success: false });
    expect(await zzdUsers()).toBe(before);
    expect(await db.db.select().from(authZzdAccount)).toEqual([]);
  });

  it('with ZZD_VERIFY_URL: a confirmed account logs in (new GR user), a refused one does not', async () => {
    const verifier = await fakeService((json) =>
      json['token'] === 'good-ticket'
        ? { status: 200, body: JSON.stringify({ valid: true, accountId: json['accountId'], name: '王五' }) }
        : { status: 200, body: JSON.stringify({ valid: false }) },
    );
    services.push(verifier);
    const server = await serverWith({ config: { zzdVerifyUrl: verifier.url, zzdVerifyToken: 'verifier-secret' } });

    const refused = await zzdLogin(server, { accountId: 'zzd-real-001', token: 'forged' });
    expect(body(refused)).toMatchObject({ success: false, msg: '该政务钉钉账号未关联平台用户' });
    expect(await zzdUsers()).toBe(0);

    const ok = await zzdLogin(server, { accountId: 'zzd-real-001', token: 'good-ticket', name: '冒名' });
    const json = body<{ success: boolean; msg: string; data: { token: string } }>(ok);
    expect(json).toMatchObject({ success: true, msg: '登录成功' });
    const info = await server.app.inject({ url: '/api/sys/activeUser/info', headers: { authorization: `Bearer ${json.data.token}` } });
    // the verifier's name wins over the one in the request
    expect(body(info)).toMatchObject({ success: true, data: { name: '王五', userType: 'GR' } });
    expect(await zzdUsers()).toBe(1);

    expect(verifier.received[0]).toEqual({
      url: '/hook',
      authorization: 'Bearer verifier-secret',
      json: { accountId: 'zzd-real-001', token: 'forged' },
    });
    expect(verifier.received).toHaveLength(2);
  });

  it('refuses an answer for another account, and unknown accounts with ZZD_PROVISION=off', async () => {
    const verifier = await fakeService((json) => ({
      status: 200,
      body: JSON.stringify({ valid: true, accountId: json['accountId'] === 'zzd-swap' ? 'zzd-someone-else' : json['accountId'] }),
    }));
    services.push(verifier);
    const before = await zzdUsers();
    const swapping = await serverWith({ config: { zzdVerifyUrl: verifier.url } });
    expect(body(await zzdLogin(swapping, { accountId: 'zzd-swap', token: 't' }))).toMatchObject({ success: false, msg: '该政务钉钉账号未关联平台用户' });
    const noProvision = await serverWith({ config: { zzdVerifyUrl: verifier.url, zzdProvision: false } });
    expect(body(await zzdLogin(noProvision, { accountId: 'zzd-new-002', token: 't' }))).toMatchObject({ success: false, msg: '该政务钉钉账号未关联平台用户' });
    expect(await zzdUsers()).toBe(before);
  });

  it('a verifier that fails or is unreachable: a Chinese message, never a 500, no user', async () => {
    const broken = await fakeService(() => ({ status: 502, body: 'bad gateway' }));
    services.push(broken);
    const before = await zzdUsers();
    for (const url of [broken.url, 'http://127.0.0.1:1/nothing-listens']) {
      const server = await serverWith({ config: { zzdVerifyUrl: url } });
      const res = await zzdLogin(server, { accountId: 'zzd-real-003', token: 't' });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({ success: false, msg: '政务钉钉登录校验服务暂不可用，请稍后重试' });
    }
    expect(await zzdUsers()).toBe(before);
  });
});

describe('SMS (login codes) outside demo mode', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('the gateway sender POSTs {phone, text, id} with the bearer token; a failing gateway is retried', async () => {
    let status = 200;
    const gateway = await fakeService(() => ({ status, body: '{"ok":true}' }));
    services.push(gateway);
    const sender = createSmsSender({ demo: false, gatewayUrl: gateway.url, gatewayToken: 'sms-secret', log: quiet });
    await sender({ phone: '13857208001', text: '您的登录验证码为654321' }, { id: 'msg-1', attempts: 1 });
    expect(gateway.received).toEqual([
      { url: '/hook', authorization: 'Bearer sms-secret', json: { phone: '13857208001', text: '您的登录验证码为654321', id: 'msg-1' } },
    ]);
    status = 503;
    await expect(sender({ phone: '13857208001', text: 'x' }, { id: 'msg-2', attempts: 1 })).rejects.toThrow('短信网关返回 HTTP 503');
    await expect(
      createSmsSender({ demo: false, gatewayUrl: 'http://127.0.0.1:1/sms', log: quiet })({ phone: '1', text: 'x' }, { id: 'm', attempts: 1 }),
    ).rejects.toThrow('SMS gateway (SMS_GATEWAY_URL) unreachable');
  });

  it('getVerifiCode → outbox → gateway: the account’s phone receives the code, the log only a masked phone', async () => {
    const gateway = await fakeService(() => ({ status: 200, body: '{}' }));
    services.push(gateway);
    await prepareDatabase(db.handle, { demo: false, adminPassword: 'First@admin1' });
    await db.db.update(sysUser).set({ phone: '13900001111' }).where(eq(sysUser.userName, 'admin'));
    const server = await serverWith({ loginCode: 'on', config: { smsGatewayUrl: gateway.url } });
    const res = await server.app.inject({ url: '/api/sys/activeUser/getVerifiCode?userName=admin' });
    expect(body(res)).toMatchObject({ success: true, data: { sent: true } });

    const logged: string[] = [];
    const log = { info: (o: unknown, msg?: string) => void logged.push(JSON.stringify(o), String(msg)), warn: () => undefined, error: () => undefined };
    const dispatcher = createOutboxDispatcher({
      db: db.db,
      senders: { sms: createSmsSender({ demo: false, gatewayUrl: gateway.url, log }) },
      log,
    });
    expect(await dispatcher.runOnce()).toBeGreaterThanOrEqual(1);
    const delivered = gateway.received.find((r) => r.json['phone'] === '13900001111');
    expect(delivered?.json['text']).toMatch(/您的登录验证码为\d{6}，5分钟内有效/);
    expect(logged.join('\n')).toContain('139****1111');
    expect(logged.join('\n')).not.toContain('13900001111');
    const rows = await db.db.select({ status: sysOutbox.status }).from(sysOutbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(await hasAdminUser(db.db)).toBe(true);
  });

  it('without a gateway outside demo mode the sender refuses (nothing is written to the log)', async () => {
    const logged: string[] = [];
    const sender = createSmsSender({ demo: false, log: { info: (_o: unknown, msg?: string) => void logged.push(String(msg)) } as never });
    await expect(sender({ phone: '13857208001', text: '验证码123456' }, { id: 'x', attempts: 1 })).rejects.toThrow('未配置短信网关');
    expect(logged).toEqual([]);
  });
});

describe('the built-in sign-on page outside demo mode', () => {
  it('is not marked 演示 and carries no demo account or password', async () => {
    const server = await serverWith();
    const res = await server.app.inject('/sso/login?userType=QY');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('统一身份认证平台');
    expect(res.body).not.toContain('演示');
    expect(res.body).not.toContain('Demo@2026');
    expect(res.body).not.toContain('value="qy"');
  });
});
