import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sm2 } from 'sm-crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApiMessage, MenuItem, UserInfo } from '@qifu/sdk';
import { failEnvelope, okEnvelope } from '@qifu/sdk/testing';

import { api, subscribeSessionEvents, type SessionNotice } from './api';
import {
  clearSession,
  dictListAtom,
  isLoggedInAtom,
  isOldModelAtom,
  isPeopleBuildAtom,
  isZZDAtom,
  menuListAtom,
  permissionsAtom,
  protocolStatusAtom,
  qftTokenAtom,
  sessionStore,
  setTokens,
  sidebarAtom,
  userInfoAtom,
} from './atoms';
import { ensureMenus, getPublicConfig, loadMenus, loginWithTokens, logout } from './auth';
import { changePassword, checkPasswordAge, login, sendLoginCode } from './credentials';
import { useSession, usePermission, useUserInfo } from './hooks';
import { hasPermission } from './permissions';
import { firstWorkbenchRoute, loginLandingPath, menuHasCallCentre, readLoginCallback, rewriteHashUrl } from './routes';

const keys = sm2.generateKeyPairHex();

const PUBLIC_CONFIG = {
  ssoUrl: '/sso/login',
  sm2PublicKey: keys.publicKey,
  loginCodeEnabled: true,
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  recordNumber: '浙ICP备2026000001号',
  validityPollMs: 312000,
  agreementCheck: true,
  orgCode: '330521',
  orgName: '德清县',
};

const user = (userType: UserInfo['userType']): UserInfo => ({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  userName: userType.toLowerCase(),
  name: '张伟',
  userType,
  roles: [userType],
});

const menu = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: crypto.randomUUID(),
  name: path,
  path,
  title: path,
  sort: 1,
  children,
});

const MENUS = { menuList: [menu('/work', [menu('/work/home')])], permissions: ['pol:consult:add', 'pol:info:view'] };
const DICT = { supportMode: [{ label: '资金补助', value: '1' }] };
const TOKENS = { token: 'access-1', refreshToken: 'refresh-1', tokenType: 'Bearer' as const, expiresIn: 1800 };

const server = setupServer();
const messages: ApiMessage[] = [];
const notices: SessionNotice[] = [];
let unsubscribe: () => void = () => undefined;

/** Handlers of a successful login for a user type; `overrides` take precedence (MSW: first match wins). */
function loginHandlers(userType: UserInfo['userType'] = 'QY', ...overrides: Parameters<typeof server.use>) {
  return [
    ...overrides,
    http.get('/api/sys/platform/publicConfig', () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
    http.post('/api/sys/activeUser/login', () => HttpResponse.json(okEnvelope(TOKENS, '登录成功'))),
    http.get('/api/sys/activeUser/info', () => HttpResponse.json(okEnvelope(user(userType)))),
    http.get('/api/sys/activeUser/getMenus', () => HttpResponse.json(okEnvelope(MENUS))),
    http.get('/api/sys/dict/getDict', () => HttpResponse.json(okEnvelope(DICT))),
    http.get('/api/sys/activeUser/isConstructionArea', () => HttpResponse.json(okEnvelope(false))),
    http.post('/api/sys/activeUser/logout', () => HttpResponse.json({ success: true, code: 'OK', msg: '已退出' })),
  ];
}

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  messages.length = 0;
  notices.length = 0;
  api.setMessageHandler((m) => messages.push(m));
  unsubscribe = subscribeSessionEvents((n) => notices.push(n));
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
  clearSession();
  sessionStore.set(dictListAtom, {});
  sessionStorage.clear();
  clearCookies();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('storage placement (seeds 000 §3)', () => {
  it('keeps token and refreshToken in cookies (path /, SameSite=Lax), not in session storage', () => {
    const set = vi.spyOn(Cookies, 'set');
    setTokens('t-1', 'r-1');
    expect(Cookies.get('token')).toBe('t-1');
    expect(Cookies.get('refreshToken')).toBe('r-1');
    expect(set).toHaveBeenCalledWith('token', 't-1', { path: '/', sameSite: 'Lax' });
    expect(set).toHaveBeenCalledWith('refreshToken', 'r-1', { path: '/', sameSite: 'Lax' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(sessionStore.get(isLoggedInAtom)).toBe(true);
  });

  it('keeps everything else in session storage under the documents key names', () => {
    sessionStore.set(userInfoAtom, user('QY'));
    sessionStore.set(menuListAtom, MENUS.menuList);
    sessionStore.set(permissionsAtom, MENUS.permissions);
    sessionStore.set(dictListAtom, DICT);
    sessionStore.set(sidebarAtom, { opened: false });
    sessionStore.set(isPeopleBuildAtom, true);
    sessionStore.set(isZZDAtom, true);
    sessionStore.set(isOldModelAtom, true);
    sessionStore.set(protocolStatusAtom, '02');
    sessionStore.set(qftTokenAtom, 'qft');
    const keys = [
      'userInfo',
      'menuList',
      'permissions',
      'dictList',
      'sidebar',
      'isPeopleBuild',
      'isZZD',
      'isOldModel',
      'PROTOCOL_STATUS',
      'qftToken',
    ];
    for (const key of keys) expect(sessionStorage.getItem(key), key).not.toBeNull();
    expect(JSON.parse(sessionStorage.getItem('userInfo') ?? 'null')).toEqual(user('QY'));
    expect(JSON.parse(sessionStorage.getItem('PROTOCOL_STATUS') ?? 'null')).toBe('02');
    expect(Object.keys(Cookies.get())).toEqual([]);
  });

  it('clearSession removes the user data and keeps dictionary and display state', () => {
    setTokens('t', 'r');
    sessionStore.set(userInfoAtom, user('QY'));
    sessionStore.set(menuListAtom, MENUS.menuList);
    sessionStore.set(permissionsAtom, MENUS.permissions);
    sessionStore.set(qftTokenAtom, 'qft');
    sessionStore.set(protocolStatusAtom, '02');
    sessionStore.set(dictListAtom, DICT);
    sessionStore.set(isOldModelAtom, true);
    clearSession();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    for (const key of ['userInfo', 'menuList', 'permissions', 'qftToken', 'PROTOCOL_STATUS'])
      expect(sessionStorage.getItem(key), key).toBeNull();
    expect(sessionStore.get(protocolStatusAtom)).toBe('00');
    expect(sessionStore.get(isLoggedInAtom)).toBe(false);
    expect(sessionStore.get(dictListAtom)).toEqual(DICT);
    expect(sessionStore.get(isOldModelAtom)).toBe(true);
  });
});

describe('login (seeds 000 §3, §7, §8)', () => {
  it('encrypts the password, posts a form, stores tokens and loads user info, menus and dictionary', async () => {
    let sent: URLSearchParams | undefined;
    let contentType: string | null = null;
    server.use(
      ...loginHandlers(
        'QY',
        http.post('/api/sys/activeUser/login', async ({ request }) => {
          contentType = request.headers.get('Content-Type');
          sent = new URLSearchParams(await request.text());
          return HttpResponse.json(okEnvelope(TOKENS));
        }),
        http.get('/api/sys/activeUser/info', ({ request }) =>
          request.headers.get('Authorization') === 'Bearer access-1' && request.headers.get('tokenType') === 'Bearer'
            ? HttpResponse.json(okEnvelope(user('QY')))
            : HttpResponse.json(failEnvelope('UNAUTHENTICATED', '未登录'), { status: 401 }),
        ),
      ),
    );
    const info = await login({ userName: 'qy', password: 'Passw0rd!', verifiCode: '123456' });
    expect(info).toEqual(user('QY'));
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.get('userName')).toBe('qy');
    expect(sent?.get('verifiCode')).toBe('123456');
    expect(sm2.doDecrypt(sent?.get('password') ?? '', keys.privateKey, 1)).toBe('Passw0rd!');
    expect(Cookies.get('token')).toBe('access-1');
    expect(Cookies.get('refreshToken')).toBe('refresh-1');
    expect(sessionStore.get(userInfoAtom)).toEqual(user('QY'));
    expect(sessionStore.get(menuListAtom)).toEqual(MENUS.menuList);
    expect(sessionStore.get(permissionsAtom)).toEqual(MENUS.permissions);
    expect(sessionStore.get(dictListAtom)).toEqual(DICT);
    expect(messages).toEqual([]);
  });

  it('menu failure at login leaves an empty menu and stays logged in; dictionary failure stores {}', async () => {
    let logoutCalls = 0;
    server.use(
      ...loginHandlers(
        'YYF',
        http.get('/api/sys/activeUser/getMenus', () => HttpResponse.json(failEnvelope('INTERNAL', '错误'), { status: 500 })),
        http.get('/api/sys/dict/getDict', () => HttpResponse.json(failEnvelope('INTERNAL', '错误'), { status: 500 })),
        http.post('/api/sys/activeUser/logout', () => {
          logoutCalls += 1;
          return HttpResponse.json({ success: true, code: 'OK', msg: '已退出' });
        }),
      ),
    );
    sessionStore.set(dictListAtom, DICT);
    await login({ userName: 'yyf', password: 'x' });
    expect(sessionStore.get(isLoggedInAtom)).toBe(true);
    expect(sessionStore.get(menuListAtom)).toEqual([]);
    expect(sessionStore.get(permissionsAtom)).toEqual([]);
    expect(sessionStore.get(dictListAtom)).toEqual({});
    expect(sessionStorage.getItem('dictList')).toBe('{}');
    expect(logoutCalls).toBe(0);
  });

  it('wrong credentials reject with the server message and store nothing', async () => {
    server.use(
      ...loginHandlers(
        'QY',
        http.post('/api/sys/activeUser/login', () => HttpResponse.json(failEnvelope('BUSINESS_RULE', '用户名或密码错误'))),
      ),
    );
    await expect(login({ userName: 'qy', password: 'bad' })).rejects.toMatchObject({ name: 'ApiError', msg: '用户名或密码错误' });
    expect(messages).toEqual([{ text: '用户名或密码错误', durationMs: 5000, kind: 'error' }]);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('loginWithTokens (SSO callback) stores the tokens and loads the session', async () => {
    server.use(...loginHandlers('GR'));
    const info = await loginWithTokens('sso-access', 'sso-refresh');
    expect(info.userType).toBe('GR');
    expect(Cookies.get('token')).toBe('sso-access');
    expect(sessionStore.get(menuListAtom)).toEqual(MENUS.menuList);
  });

  it('getPublicConfig is fetched once', async () => {
    let calls = 0;
    server.use(
      http.get('/api/sys/platform/publicConfig', () => {
        calls += 1;
        return HttpResponse.json(okEnvelope(PUBLIC_CONFIG));
      }),
    );
    const [a, b] = await Promise.all([getPublicConfig(), getPublicConfig()]);
    expect(a.serviceCentreName).toBe('德清县企业综合服务中心');
    expect(b).toBe(a);
    expect(calls).toBeLessThanOrEqual(1);
  });
});

describe('menus (seeds 000 §2, §8)', () => {
  it('loadMenus failure logs out and sets empty menu and permissions', async () => {
    let logoutHeader: string | null = null;
    server.use(
      http.get('/api/sys/activeUser/getMenus', () => HttpResponse.json(failEnvelope('INTERNAL', '错误'), { status: 500 })),
      http.post('/api/sys/activeUser/logout', ({ request }) => {
        logoutHeader = request.headers.get('refreshToken');
        return HttpResponse.json({ success: true, code: 'OK', msg: '已退出' });
      }),
    );
    setTokens('t', 'r');
    sessionStore.set(userInfoAtom, user('YYF'));
    sessionStore.set(menuListAtom, MENUS.menuList);
    sessionStore.set(permissionsAtom, MENUS.permissions);
    const result = await loadMenus();
    expect(result).toEqual({ menuList: [], permissions: [] });
    expect(logoutHeader).toBe('r');
    expect(sessionStore.get(isLoggedInAtom)).toBe(false);
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(sessionStore.get(menuListAtom)).toEqual([]);
    expect(sessionStore.get(permissionsAtom)).toEqual([]);
    expect(messages.map((m) => m.text)).toEqual(['服务器正在更新，请稍等']);
  });

  it('ensureMenus fetches once when a token exists and the menu is empty', async () => {
    let calls = 0;
    server.use(
      http.get('/api/sys/activeUser/getMenus', () => {
        calls += 1;
        return HttpResponse.json(okEnvelope(MENUS));
      }),
    );
    expect(await ensureMenus()).toEqual([]); // no token: nothing fetched
    expect(calls).toBe(0);
    setTokens('t', 'r');
    const [a, b] = await Promise.all([ensureMenus(), ensureMenus()]);
    expect(a).toEqual(MENUS.menuList);
    expect(b).toEqual(MENUS.menuList);
    expect(calls).toBe(1);
    await ensureMenus(); // menu present: nothing fetched
    expect(calls).toBe(1);
  });
});

describe('logout (seeds 000 §2, §7)', () => {
  it.each([
    ['QY', '/'],
    ['GR', '/'],
    ['YYF', '/login'],
    ['GOV', '/login'],
  ] as const)('%s goes to %s', async (userType, target) => {
    server.use(...loginHandlers(userType));
    setTokens('t', 'r');
    sessionStore.set(userInfoAtom, user(userType));
    expect(await logout()).toBe(target);
    expect(sessionStore.get(isLoggedInAtom)).toBe(false);
    expect(sessionStore.get(userInfoAtom)).toBeNull();
  });

  it('ignores a failing logout call, shows nothing and never refreshes', async () => {
    let refreshCalls = 0;
    server.use(
      http.post('/api/sys/activeUser/logout', () => HttpResponse.json(failEnvelope('TOKEN_EXPIRED', '过期'), { status: 402 })),
      http.get('/api/sys/activeUser/refreshToken', () => {
        refreshCalls += 1;
        return HttpResponse.json(okEnvelope(TOKENS));
      }),
    );
    setTokens('t', 'r');
    sessionStore.set(userInfoAtom, user('YYF'));
    expect(await logout()).toBe('/login');
    expect(refreshCalls).toBe(0);
    expect(messages).toEqual([]);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('without a session makes no call', async () => {
    expect(await logout()).toBe('/login'); // onUnhandledRequest: 'error' would fail a call
  });
});

describe('API answers update the session (seeds 000 §4 "Session", §8)', () => {
  it('401 while logged in: clears the session, shows 登陆超时，请重新登录 and notifies logout', async () => {
    server.use(http.get('/api/sys/activeUser/info', () => HttpResponse.json(failEnvelope('UNAUTHENTICATED', '未登录'), { status: 401 })));
    setTokens('t', 'r');
    sessionStore.set(userInfoAtom, user('QY'));
    await expect(api.GET('/sys/activeUser/info')).rejects.toMatchObject({ status: 401 });
    expect(messages).toEqual([{ text: '登陆超时，请重新登录', durationMs: 3000, kind: 'warning' }]);
    expect(notices).toEqual([{ type: 'logout', target: '/' }]);
    expect(sessionStore.get(isLoggedInAtom)).toBe(false);
    expect(sessionStore.get(userInfoAtom)).toBeNull();
  });

  it('401 while logged out: clears quietly, no logout notice', async () => {
    server.use(http.get('/api/sys/activeUser/info', () => HttpResponse.json(failEnvelope('UNAUTHENTICATED', '未登录'), { status: 401 })));
    sessionStore.set(qftTokenAtom, 'qft');
    await expect(api.GET('/sys/activeUser/info')).rejects.toMatchObject({ status: 401 });
    expect(messages).toEqual([]);
    expect(notices).toEqual([{ type: 'clearTokens' }]);
    expect(sessionStore.get(qftTokenAtom)).toBeUndefined();
  });

  it('402: the refreshed tokens go to the cookies and the page reloads after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    api.setReloadHandler(reload);
    server.use(
      http.get('/api/sys/activeUser/info', () => HttpResponse.json(failEnvelope('TOKEN_EXPIRED', '过期'), { status: 402 })),
      http.get('/api/sys/activeUser/refreshToken', ({ request }) =>
        request.headers.get('refreshToken') === 'r-old'
          ? HttpResponse.json(okEnvelope({ ...TOKENS, token: 'a-new', refreshToken: 'r-new' }))
          : HttpResponse.json(failEnvelope('UNAUTHENTICATED', '无效'), { status: 401 }),
      ),
    );
    sessionStorage.removeItem('qifu.refreshReloadAt');
    setTokens('a-old', 'r-old');
    await expect(api.GET('/sys/activeUser/info')).rejects.toMatchObject({ status: 402 });
    expect(Cookies.get('token')).toBe('a-new');
    expect(Cookies.get('refreshToken')).toBe('r-new');
    expect(notices).toEqual([{ type: 'tokens', token: 'a-new', refreshToken: 'r-new' }]);
    expect(sessionStorage.getItem('qifu.refreshReloadAt')).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('other calls', () => {
  it('changePassword encrypts both passwords; checkPasswordAge and sendLoginCode unwrap', async () => {
    let body: { oldPassword?: string; newPassword?: string } = {};
    server.use(
      http.get('/api/sys/platform/publicConfig', () => HttpResponse.json(okEnvelope(PUBLIC_CONFIG))),
      http.post('/api/sys/user/savePwd', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ success: true, code: 'OK', msg: '密码修改成功,请重新登录' });
      }),
      http.get('/api/sys/user/isNeedUpdatePwd', () => HttpResponse.json(okEnvelope({ needUpdate: true, passwordAgeDays: 120 }))),
      http.get('/api/sys/activeUser/getVerifiCode', ({ request }) =>
        HttpResponse.json(okEnvelope({ sent: new URL(request.url).searchParams.get('userName') === 'yyf', countdown: 60 })),
      ),
    );
    setTokens('t', 'r');
    await changePassword({ oldPassword: 'Old1234!', newPassword: 'New1234!' });
    expect(sm2.doDecrypt(body.oldPassword ?? '', keys.privateKey, 1)).toBe('Old1234!');
    expect(sm2.doDecrypt(body.newPassword ?? '', keys.privateKey, 1)).toBe('New1234!');
    expect(await checkPasswordAge()).toEqual({ needUpdate: true, passwordAgeDays: 120 });
    expect(await sendLoginCode('yyf')).toEqual({ sent: true, countdown: 60 });
  });
});

describe('permissions (seeds 000 §6)', () => {
  it('checks by membership (any of a list)', () => {
    sessionStore.set(permissionsAtom, ['pol:consult:add']);
    expect(hasPermission('pol:consult:add')).toBe(true);
    expect(hasPermission('pol:consult:del')).toBe(false);
    expect(hasPermission(['x', 'pol:consult:add'])).toBe(true);
    expect(hasPermission([])).toBe(false);
    expect(hasPermission('a', ['a', 'b'])).toBe(true);
  });
});

describe('hooks', () => {
  it('useSession, useUserInfo and usePermission follow the store', () => {
    const { result } = renderHook(() => ({ session: useSession(), info: useUserInfo(), canAdd: usePermission('pol:consult:add') }));
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(result.current.info).toBeNull();
    act(() => {
      setTokens('t', 'r');
      sessionStore.set(userInfoAtom, user('QY'));
      sessionStore.set(permissionsAtom, ['pol:consult:add']);
      sessionStore.set(isZZDAtom, true);
    });
    expect(result.current.session).toMatchObject({ token: 't', isLoggedIn: true, isZZD: true, isOldModel: false });
    expect(result.current.info?.userType).toBe('QY');
    expect(result.current.canAdd).toBe(true);
    act(() => clearSession());
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(result.current.canAdd).toBe(false);
  });
});

describe('routes (seeds 000 §2, §6)', () => {
  it('firstWorkbenchRoute: the first leaf, or the message for the call centre', () => {
    expect(firstWorkbenchRoute(MENUS.menuList)).toEqual({ path: '/work/home' });
    expect(firstWorkbenchRoute([menu('/ecall'), menu('/work/home')])).toEqual({ message: '当前角色尚未选择工作台，请联系管理员！' });
    expect(firstWorkbenchRoute([menu('/work', [menu('/ecall')])])).toEqual({ message: '当前角色尚未选择工作台，请联系管理员！' });
    expect(firstWorkbenchRoute([])).toEqual({ message: '当前角色尚未选择工作台，请联系管理员！' });
  });

  it('loginLandingPath: enterprises to the home, the call-centre operator to /ecall, other staff to /index (issue 16)', () => {
    expect(loginLandingPath('QY', [menu('/ecall')])).toBe('/page/home');
    expect(loginLandingPath('GR', [])).toBe('/page/home');
    expect(loginLandingPath('CALL', [menu('/ecall'), menu('/work/home')])).toBe('/ecall');
    expect(loginLandingPath('CALL', [menu('/work/home'), menu('/ecall')])).toBe('/index');
    expect(loginLandingPath('YYF', MENUS.menuList)).toBe('/index');
    expect(menuHasCallCentre([menu('/work/home'), menu('/work', [menu('/ecall')])])).toBe(true);
    expect(menuHasCallCentre(MENUS.menuList)).toBe(false);
  });

  it('rewriteHashUrl turns the first & into ? when there is no ?', () => {
    expect(rewriteHashUrl('#/page/home&token=1&refreshToken=2')).toBe('#/page/home?token=1&refreshToken=2');
    expect(rewriteHashUrl('#/page/home?a=1&b=2')).toBe('#/page/home?a=1&b=2');
    expect(rewriteHashUrl('#/page/home')).toBe('#/page/home');
  });

  it('readLoginCallback: token without mobile or accountId', () => {
    expect(readLoginCallback('?token=a&refreshToken=b')).toEqual({ token: 'a', refreshToken: 'b' });
    expect(readLoginCallback('token=a')).toEqual({ token: 'a', refreshToken: '' });
    expect(readLoginCallback('#/page/home?token=a&refreshToken=b')).toEqual({ token: 'a', refreshToken: 'b' });
    expect(readLoginCallback('?token=a&mobile=138')).toBeNull();
    expect(readLoginCallback('?token=a&accountId=9')).toBeNull();
    expect(readLoginCallback('?refreshToken=b')).toBeNull();
    expect(readLoginCallback('')).toBeNull();
  });
});
