import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auth, body, createTestServer, form, type TestServer } from '../testing/test-server';
import { safeRedirect, withQuery } from './sso-routes';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ demo: true });
});

afterAll(async () => {
  await server?.close();
});

const req = { protocol: 'http' as const, host: 'portal.example:8080' };

describe('redirect targets', () => {
  it('keeps same-origin targets only', () => {
    expect(safeRedirect('/page/home?x=1', req)).toBe('/page/home?x=1');
    expect(safeRedirect('http://portal.example:8080/work/home', req)).toBe('http://portal.example:8080/work/home');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'http://portal.example:9090/', 'javascript:alert(1)', '', undefined]) {
      expect(safeRedirect(bad, req)).toBe('/page/home');
    }
  });

  it('adds the tokens to the query', () => {
    expect(withQuery('/page/home?a=1#top', { token: 't', refreshToken: 'r' })).toBe('/page/home?a=1&token=t&refreshToken=r#top');
  });
});

describe('demo SSO page', () => {
  it('renders the sign-on page with the account of the user type', async () => {
    const res = await server.app.inject('/sso/login?userType=QY&redirect=%2Fpage%2Fhome');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('统一身份认证平台（演示）');
    expect(res.body).toContain('value="qy"');
    expect(res.body).toContain('Demo@2026');
    expect(res.body).toContain('登录');
    const gr = await server.app.inject('/sso/login?userType=GR');
    expect(gr.body).toContain('value="gr"');
  });

  it('signs in and redirects back with a working token pair', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload: form({ userName: 'qy', password: 'Demo@2026', userType: 'QY', redirect: '/page/policyserver?tab=1' }),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers['location']), 'http://localhost:8080');
    expect(location.pathname).toBe('/page/policyserver');
    expect(location.searchParams.get('tab')).toBe('1');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    expect(location.searchParams.get('refreshToken')).toBeTruthy();
    const info = await server.app.inject({ url: '/api/sys/activeUser/info', headers: auth(token!) });
    expect(body(info)).toMatchObject({ success: true, data: { userName: 'qy' } });
  });

  it('re-renders with an error for a wrong password or a staff account, and ignores foreign redirects', async () => {
    const post = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/sso/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(fields),
      });
    const wrong = await post({ userName: 'gr', password: 'nope', userType: 'GR', redirect: '/' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('用户名或密码错误');
    const staff = await post({ userName: 'yyf', password: 'Demo@2026', userType: 'GR', redirect: '/' });
    expect(staff.body).toContain('统一身份认证仅支持个人和企业账号');
    const foreign = await post({ userName: 'gr', password: 'Demo@2026', userType: 'GR', redirect: 'https://evil.example/' });
    expect(foreign.statusCode).toBe(302);
    expect(String(foreign.headers['location'])).toMatch(/^\/page\/home\?token=/);
  });

  it('logout redirects back to a same-origin address', async () => {
    const res = await server.app.inject('/sso/logout?redirect=%2Fpage%2Fhome');
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('/page/home');
    const foreign = await server.app.inject('/sso/logout?redirect=https%3A%2F%2Fevil.example');
    expect(foreign.headers['location']).toBe('/page/home');
  });
});
