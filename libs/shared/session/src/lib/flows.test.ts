import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { MenuItem, UserInfo } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';

import { api } from './api';
import {
  clearSession,
  isPeopleBuildAtom,
  isZZDAtom,
  menuListAtom,
  permissionsAtom,
  protocolStatusAtom,
  refreshTokenAtom,
  sessionStore,
  setTokens,
  tokenAtom,
  userInfoAtom,
} from './atoms';
import { loginWithTokens } from './auth';
import { externalLinkTarget, listSwitchableCompanies, loginByZzd, switchToCompany } from './flows';

const server = setupServer();
const HENGDA = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
const TOKENS = { tokenType: 'Bearer' as const, expiresIn: 1800 };
const gr: UserInfo = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'gr', name: '刘芳', userType: 'GR', roles: ['GR'] };
const qy: UserInfo = { id: '7a1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'qy', name: '张伟', userType: 'QY', roles: ['QY'], companyId: HENGDA };
const menu = (path: string, title: string): MenuItem => ({ id: crypto.randomUUID(), parentId: null, name: path, path, title, sort: 1, children: [] });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearSession();
  sessionStore.set(isZZDAtom, false);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  api.setMessageHandler(() => undefined);
});
afterAll(() => server.close());

describe('switchToCompany (seeds 000 §4 "Role switching replaces the tokens, reloads menu and user info, and records the old type")', () => {
  it('stores the new tokens, reloads user info with oldType, the menu and the area flag, and forgets the authorization status', async () => {
    setTokens('gr-access', 'gr-refresh');
    sessionStore.set(userInfoAtom, gr);
    sessionStore.set(protocolStatusAtom, '02');
    let switchBody: unknown;
    const seen: Array<string | null> = [];
    server.use(
      http.post('/api/sys/activeUser/changeToCompany', async ({ request }) => {
        switchBody = await request.json();
        return HttpResponse.json(okEnvelope({ ...TOKENS, token: 'qy-access', refreshToken: 'qy-refresh', userType: 'QY', oldType: 'GR', companyId: HENGDA }, '切换成功'));
      }),
      http.get('/api/sys/activeUser/info', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(okEnvelope({ ...qy, oldType: 'GR' }));
      }),
      http.get('/api/sys/activeUser/getMenus', () => HttpResponse.json(okEnvelope({ menuList: [menu('/work/home', '工作台首页')], permissions: ['ent:archive:view'] }))),
      http.get('/api/sys/activeUser/isConstructionArea', () => HttpResponse.json(okEnvelope(true))),
    );
    const after = await switchToCompany(HENGDA);
    expect(switchBody).toEqual({ companyId: HENGDA });
    expect(seen).toEqual(['Bearer qy-access']);
    expect(after).toMatchObject({ userType: 'QY', oldType: 'GR', name: '张伟' });
    expect(sessionStore.get(tokenAtom)).toBe('qy-access');
    expect(sessionStore.get(refreshTokenAtom)).toBe('qy-refresh');
    expect(sessionStore.get(userInfoAtom)).toMatchObject({ userType: 'QY', oldType: 'GR' });
    expect(sessionStore.get(menuListAtom).map((m) => m.path)).toEqual(['/work/home']);
    expect(sessionStore.get(permissionsAtom)).toEqual(['ent:archive:view']);
    expect(sessionStore.get(isPeopleBuildAtom)).toBe(true);
    expect(sessionStore.get(protocolStatusAtom)).toBe('00');
  });

  it('leaves the session alone when the server refuses (未绑定该企业)', async () => {
    setTokens('gr-access', 'gr-refresh');
    sessionStore.set(userInfoAtom, gr);
    const shown: string[] = [];
    api.setMessageHandler((m) => shown.push(m.text));
    server.use(http.post('/api/sys/activeUser/changeToCompany', () => HttpResponse.json(failEnvelope('FORBIDDEN', '未绑定该企业'))));
    await expect(switchToCompany(HENGDA)).rejects.toMatchObject({ msg: '未绑定该企业' });
    expect(shown).toEqual(['未绑定该企业']);
    expect(sessionStore.get(tokenAtom)).toBe('gr-access');
    expect(sessionStore.get(userInfoAtom)).toEqual(gr);
  });

  it('listSwitchableCompanies asks for the approved bindings', async () => {
    setTokens('gr-access', 'gr-refresh');
    let query: URLSearchParams | undefined;
    server.use(
      http.get('/api/personal/company/list', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(
          okEnvelope({
            list: [{ id: crypto.randomUUID(), companyId: HENGDA, companyName: '德清县恒达新材料有限公司', creditCode: '91330521704512345A', bindStatus: '1', createTime: '2026-03-01T00:00:00.000Z' }],
            total: 1,
          }),
        );
      }),
    );
    const list = await listSwitchableCompanies();
    expect(query?.get('bindStatus')).toBe('1');
    expect(list.map((c) => c.companyName)).toEqual(['德清县恒达新材料有限公司']);
  });
});

describe('loginByZzd (seeds 000 §2 "/zzd/login", §3, §7)', () => {
  it('switches to government-app mode, logs in and stores the government-app menu instead of getMenus', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/sys/activeUser/loginByZzdAccountId', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(okEnvelope({ ...TOKENS, token: 'zzd-access', refreshToken: 'zzd-refresh' }, '登录成功'));
      }),
      http.get('/api/sys/activeUser/info', () => HttpResponse.json(okEnvelope({ ...gr, name: '张三' }))),
      http.get('/api/sys/activeUser/getDingMenus', () =>
        HttpResponse.json(okEnvelope({ menuList: [menu('/page/home', '首页'), menu('/page/appeal', '诉求服务')], permissions: [] })),
      ),
      http.get('/api/sys/dict/getDict', () => HttpResponse.json(okEnvelope({}))),
    );
    const user = await loginByZzd({ accountId: 'zzd-demo-001', token: 'demo-token', name: '张三' });
    expect(sent).toEqual({ accountId: 'zzd-demo-001', token: 'demo-token', name: '张三' });
    expect(user.name).toBe('张三');
    expect(sessionStore.get(isZZDAtom)).toBe(true);
    expect(sessionStore.get(tokenAtom)).toBe('zzd-access');
    expect(sessionStore.get(menuListAtom).map((m) => m.title)).toEqual(['首页', '诉求服务']);
    expect(sessionStorage.getItem('isZZD')).toBe('true');
  });

  it('rejects and stays logged out when the account is refused', async () => {
    server.use(
      http.post('/api/sys/activeUser/loginByZzdAccountId', () => HttpResponse.json(failEnvelope('BUSINESS_RULE', '该政务钉钉账号未关联平台用户'))),
    );
    await expect(loginByZzd({ accountId: 'x', token: 'y' })).rejects.toMatchObject({ msg: '该政务钉钉账号未关联平台用户' });
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
  });
});

describe('externalLinkTarget (seeds 000 §2, §6: QY users get a signed external link)', () => {
  const QUALITY = 'https://example.com/qifu/quality';

  it('signs for an enterprise user, quietly falls back to the plain address, and never signs for others', async () => {
    setTokens('qy-access', 'qy-refresh');
    const shown: string[] = [];
    api.setMessageHandler((m) => shown.push(m.text));
    let signed = 0;
    server.use(
      http.post('/api/sys/activeUser/signExternalUrl', async ({ request }) => {
        signed += 1;
        const { url } = (await request.json()) as { url: string };
        return url === QUALITY
          ? HttpResponse.json(okEnvelope({ url: `${QUALITY}?ticket=v1.a.b` }))
          : HttpResponse.json(failEnvelope('BUSINESS_RULE', '不支持的外部链接'));
      }),
    );
    expect(await externalLinkTarget(QUALITY, 'QY')).toBe(`${QUALITY}?ticket=v1.a.b`);
    expect(await externalLinkTarget('https://www.gov.cn/', 'QY')).toBe('https://www.gov.cn/');
    expect(shown).toEqual([]);
    expect(signed).toBe(2);
    expect(await externalLinkTarget(QUALITY, 'GR')).toBe(QUALITY);
    expect(await externalLinkTarget(QUALITY, undefined)).toBe(QUALITY);
    expect(signed).toBe(2);
  });
});

describe('construction-area flag at login (seeds 000 §3 isPeopleBuild)', () => {
  let areaCalls = 0;
  const loginHandlers = (user: UserInfo, area: boolean | 'fail') => [
    http.get('/api/sys/activeUser/info', () => HttpResponse.json(okEnvelope(user))),
    http.get('/api/sys/activeUser/getMenus', () => HttpResponse.json(okEnvelope({ menuList: [], permissions: [] }))),
    http.get('/api/sys/dict/getDict', () => HttpResponse.json(okEnvelope({}))),
    http.get('/api/sys/activeUser/isConstructionArea', () => {
      areaCalls += 1;
      return area === 'fail' ? HttpResponse.json(failEnvelope('INTERNAL', '错误'), { status: 500 }) : HttpResponse.json(okEnvelope(area));
    }),
  ];

  it('asks for an enterprise user only, and stores false when the check fails', async () => {
    server.use(...loginHandlers(qy, true));
    await loginWithTokens('a', 'b');
    expect(sessionStore.get(isPeopleBuildAtom)).toBe(true);
    expect(sessionStorage.getItem('isPeopleBuild')).toBe('true');
    server.resetHandlers(...loginHandlers(qy, 'fail'));
    const shown: string[] = [];
    api.setMessageHandler((m) => shown.push(m.text));
    await loginWithTokens('a', 'b');
    expect(sessionStore.get(isPeopleBuildAtom)).toBe(false);
    expect(shown).toEqual([]);
    expect(areaCalls).toBe(2);
    // GR: no call at all
    server.resetHandlers(...loginHandlers(gr, true));
    await loginWithTokens('a', 'b');
    expect(sessionStore.get(isPeopleBuildAtom)).toBe(false);
    expect(areaCalls).toBe(2);
  });
});
