import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { startupBanner } from './banner';
import { loadConfig } from './config';
import { checkStartupSafety, StartupRefusal, startupProblems } from './startup-checks';

const LONG_SECRET = 'x'.repeat(32);

describe('config defaults (issue 13 §1 safe defaults)', () => {
  it('no settings: demo off, no login code (no SMS gateway), no government-app verifier', () => {
    const config = loadConfig({});
    expect(config.demo).toBe(false);
    expect(config.loginCode).toBe(false);
    expect(config.zzdVerifyUrl).toBeUndefined();
    expect(config.smsGatewayUrl).toBeUndefined();
    expect(config.demoInProduction).toBe(false);
    expect(config.zzdProvision).toBe(true);
  });

  it('the login code defaults on in demo mode or with an SMS gateway, and LOGIN_CODE decides when set', () => {
    expect(loadConfig({ DEMO: 'on' }).loginCode).toBe(true);
    expect(loadConfig({ SMS_GATEWAY_URL: 'https://sms.example/send' }).loginCode).toBe(true);
    expect(loadConfig({ DEMO: 'on', LOGIN_CODE: 'off' }).loginCode).toBe(false);
    expect(loadConfig({ LOGIN_CODE: 'on' }).loginCode).toBe(true);
  });

  it('reads the transports and their tokens', () => {
    const config = loadConfig({
      SMS_GATEWAY_URL: ' https://sms.example/send ',
      SMS_GATEWAY_TOKEN: 's3cret',
      ZZD_VERIFY_URL: 'https://zzd.example/verify',
      ZZD_VERIFY_TOKEN: 'z3cret',
      ZZD_PROVISION: 'off',
      DEMO_IN_PRODUCTION: 'yes',
    });
    expect(config).toMatchObject({
      smsGatewayUrl: 'https://sms.example/send',
      smsGatewayToken: 's3cret',
      zzdVerifyUrl: 'https://zzd.example/verify',
      zzdVerifyToken: 'z3cret',
      zzdProvision: false,
      demoInProduction: true,
    });
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For names the client (rate limits, audit log)', () => {
  async function clientAddress(trustProxy: boolean | string, remoteAddress: string): Promise<string> {
    const app = Fastify({ trustProxy });
    app.get('/ip', async (req) => req.ip);
    const res = await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.23' } });
    await app.close();
    return res.body;
  }

  it('by default believes a proxy on this host or a private network, not a client on the internet', async () => {
    const { trustProxy } = loadConfig({});
    expect(await clientAddress(trustProxy, '127.0.0.1')).toBe('198.51.100.23');
    expect(await clientAddress(trustProxy, '172.18.0.5')).toBe('198.51.100.23');
    expect(await clientAddress(trustProxy, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('on, off and an address list', async () => {
    expect(await clientAddress(loadConfig({ TRUST_PROXY: 'on' }).trustProxy, '203.0.113.9')).toBe('198.51.100.23');
    expect(await clientAddress(loadConfig({ TRUST_PROXY: 'off' }).trustProxy, '127.0.0.1')).toBe('127.0.0.1');
    expect(await clientAddress(loadConfig({ TRUST_PROXY: '203.0.113.0/24' }).trustProxy, '203.0.113.9')).toBe('198.51.100.23');
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });
});

describe('startup safety checks', () => {
  it('a start with no settings is safe (acceptance 2: it starts)', () => {
    expect(startupProblems(loadConfig({}))).toEqual([]);
    expect(() => checkStartupSafety(loadConfig({}))).not.toThrow();
  });

  it('the demo start of npm start is safe', () => {
    expect(startupProblems(loadConfig({ DEMO: 'on' }))).toEqual([]);
    expect(startupProblems(loadConfig({ DEMO: 'on', LOGIN_CODE: 'off', JWT_SECRET: LONG_SECRET }))).toEqual([]);
  });

  it('refuses demo mode in production unless DEMO_IN_PRODUCTION=yes', () => {
    const [problem, ...rest] = startupProblems(loadConfig({ DEMO: 'on', NODE_ENV: 'production' }));
    expect(rest).toEqual([]);
    expect(problem).toContain('NODE_ENV=production 时开启了演示模式');
    expect(problem).toContain('DEMO is on with NODE_ENV=production');
    expect(startupProblems(loadConfig({ DEMO: 'on', NODE_ENV: 'production', DEMO_IN_PRODUCTION: 'yes' }))).toEqual([]);
    expect(startupProblems(loadConfig({ NODE_ENV: 'production' }))).toEqual([]);
  });

  it('refuses LOGIN_CODE on outside demo mode without an SMS gateway (nobody could log in)', () => {
    const problems = startupProblems(loadConfig({ LOGIN_CODE: 'on' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('未配置短信网关 (SMS_GATEWAY_URL)');
    expect(problems[0]).toContain('nobody could receive a login code');
    expect(startupProblems(loadConfig({ LOGIN_CODE: 'on', SMS_GATEWAY_URL: 'http://127.0.0.1:9000/sms' }))).toEqual([]);
    expect(startupProblems(loadConfig({ LOGIN_CODE: 'on', DEMO: 'on' }))).toEqual([]);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    const problems = startupProblems(loadConfig({ JWT_SECRET: 'e2e-jwt-secret' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('JWT_SECRET 太短（14 个字符，至少 32 个）');
    expect(startupProblems(loadConfig({ JWT_SECRET: 'x'.repeat(31) }))).toHaveLength(1);
    expect(startupProblems(loadConfig({ JWT_SECRET: LONG_SECRET }))).toEqual([]);
  });

  it('refuses transport and sign-on addresses that are not http(s) URLs', () => {
    expect(startupProblems(loadConfig({ SMS_GATEWAY_URL: 'sms.example/send' }))[0]).toContain('SMS_GATEWAY_URL 不是 http(s) 地址');
    expect(startupProblems(loadConfig({ ZZD_VERIFY_URL: 'ftp://zzd.example/' }))[0]).toContain('ZZD_VERIFY_URL 不是 http(s) 地址');
    expect(startupProblems(loadConfig({ SSO_URL: 'javascript:alert(1)' }))[0]).toContain('SSO_URL 既不是本站路径');
    expect(startupProblems(loadConfig({ SSO_URL: '//evil.example/login' }))).toHaveLength(1);
    expect(startupProblems(loadConfig({ SSO_URL: 'https://sso.zj.gov.cn/login?app=1' }))).toEqual([]);
  });

  it('lists every problem in one refusal, Chinese and English', () => {
    const config = loadConfig({ DEMO: 'on', NODE_ENV: 'production', JWT_SECRET: 'short', ZZD_VERIFY_URL: 'nope' });
    let thrown: unknown;
    try {
      checkStartupSafety(config);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(StartupRefusal);
    const refusal = thrown as StartupRefusal;
    expect(refusal.problems).toHaveLength(3);
    expect(refusal.message.split('\n')[0]).toBe('拒绝启动 / refusing to start:');
    expect(refusal.message).toContain('  - JWT_SECRET 太短');
  });
});

describe('start-up banner', () => {
  const facts = { url: 'http://localhost:8080', database: 'PGlite ./data/db', hasAdmin: false, elapsedMs: 1234.4 };

  it('outside demo mode on a database without an administrator: how to create it, no demo accounts', () => {
    const text = startupBanner(loadConfig({}), facts).join('\n');
    expect(text).toContain('尚无管理员账号');
    expect(text).toContain("ADMIN_PASSWORD='");
    expect(text).toContain('演示数据: 关闭');
    expect(text).toContain('政务钉钉登录: 未配置，拒绝登录');
    expect(text).toContain('登录短信验证码: 关闭（未配置短信网关 SMS_GATEWAY_URL）');
    expect(text).not.toContain('演示账号');
    expect(text).not.toContain('Demo@2026');
    expect(text).not.toContain('演示模式');
    expect(text).toContain('启动耗时: 1234 ms');
  });

  it('outside demo mode with an administrator: no hint; after ADMIN_PASSWORD created it: says so', () => {
    expect(startupBanner(loadConfig({}), { ...facts, hasAdmin: true }).join('\n')).not.toContain('ADMIN_PASSWORD');
    expect(startupBanner(loadConfig({}), { ...facts, hasAdmin: true, adminCreated: true }).join('\n')).toContain(
      '已用 ADMIN_PASSWORD 创建管理员账号 admin',
    );
  });

  it('demo mode says so plainly and lists the demo accounts', () => {
    const lines = startupBanner(loadConfig({ DEMO: 'on' }), { ...facts, hasAdmin: true });
    expect(lines[2]).toContain('演示模式：含公开的演示账号和密码，请勿用于生产');
    const text = lines.join('\n');
    expect(text).toContain('演示账号（密码均为 Demo@2026）');
    expect(text).toMatch(/\n {4}admin +ADMIN/);
    expect(text).toContain('政务钉钉登录: 演示校验器');
    expect(text).toContain('验证码写入服务器日志，手机号已隐去中间四位');
  });

  it('names the configured transports by host only (no tokens)', () => {
    const config = loadConfig({
      SMS_GATEWAY_URL: 'https://sms.example:8443/send?key=abc',
      SMS_GATEWAY_TOKEN: 'tok-sms',
      ZZD_VERIFY_URL: 'https://zzd.example/verify',
    });
    const text = startupBanner(config, { ...facts, hasAdmin: true }).join('\n');
    expect(text).toContain('登录短信验证码: 开启（短信网关 sms.example:8443）');
    expect(text).toContain('政务钉钉登录: 校验服务 zzd.example (ZZD_VERIFY_URL)');
    expect(text).not.toContain('tok-sms');
    expect(text).not.toContain('key=abc');
  });
});
