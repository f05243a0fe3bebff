import { okEnvelope, failEnvelope } from '@qifu/sdk/testing';
import { clearSession, isOldModelAtom, isZZDAtom, sessionStore, setTokens, tokenAtom, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HeaderPage } from './header-page';
import { ZzdHomePage } from './zzd-home-page';
import { ZZD_HOME_PATH, ZzdLoginPage } from './zzd-login-page';

const publicConfig = {
  ssoUrl: '/sso/login',
  sm2PublicKey: '04abc',
  loginCodeEnabled: false,
  serviceCentreName: '德清县企业综合服务中心',
  serviceHours: '08:30-17:00',
  hotline: '400-826-0572',
  mailbox: 'qyfw@deqing.gov.cn',
  recordNumber: '浙ICP备2026000001号',
  validityPollMs: 312000,
  agreementCheck: false,
  orgCode: '330521',
  orgName: '德清县',
};
const zhangsan = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'zzd_zzd-demo-001', name: '张三', userType: 'GR' as const, roles: ['GR'] };
const menu = (sort: number, title: string, path: string) => ({ id: crypto.randomUUID(), parentId: null, name: `zzd${sort}`, path, title, sort, children: [] });
const DING = {
  menuList: [menu(2, '政策服务', '/page/policymarket/index'), menu(1, '首页', '/page/home'), menu(4, '质量服务', 'https://example.com/qifu/quality')],
  permissions: [],
};

let loginBodies: unknown[] = [];
const server = setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))),
  http.post(apiUrl('/sys/activeUser/loginByZzdAccountId'), async ({ request }) => {
    loginBodies.push(await request.json());
    return HttpResponse.json(okEnvelope({ token: 'zzd-token', refreshToken: 'zzd-refresh', tokenType: 'Bearer', expiresIn: 1800 }, '登录成功'));
  }),
  http.get(apiUrl('/sys/activeUser/info'), () => HttpResponse.json(okEnvelope(zhangsan))),
  http.get(apiUrl('/sys/activeUser/getDingMenus'), () => HttpResponse.json(okEnvelope(DING))),
  http.get(apiUrl('/sys/dict/getDict'), () => HttpResponse.json(okEnvelope({}))),
);

beforeEach(() => {
  loginBodies = [];
});
afterEach(() => {
  clearSession();
  sessionStore.set(isZZDAtom, false);
  sessionStore.set(isOldModelAtom, false);
});

describe('ZzdLoginPage (/zzd/login, seeds 000 §2, §3, §7)', () => {
  it('logs in with accountId, token and name once, switches to government-app mode and lands on /page/zzd/home', async () => {
    const onLoggedIn = vi.fn();
    render(<ZzdLoginPage accountId="zzd-demo-001" token="demo-token" name="张三" onLoggedIn={onLoggedIn} />, {
      wrapper: createTestWrapper({ path: '/zzd/login' }),
    });
    expect(await screen.findByText('正在登录…')).toBeInTheDocument();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(ZZD_HOME_PATH));
    expect(ZZD_HOME_PATH).toBe('/page/zzd/home');
    expect(loginBodies).toEqual([{ accountId: 'zzd-demo-001', token: 'demo-token', name: '张三' }]);
    expect(sessionStore.get(isZZDAtom)).toBe(true);
    expect(sessionStore.get(tokenAtom)).toBe('zzd-token');
    expect(sessionStore.get(userInfoAtom)?.name).toBe('张三');
  });

  it('shows why the login failed, with a way home', async () => {
    server.use(http.post(apiUrl('/sys/activeUser/loginByZzdAccountId'), () => HttpResponse.json(failEnvelope('BUSINESS_RULE', '该政务钉钉账号未关联平台用户'))));
    const onLoggedIn = vi.fn();
    render(<ZzdLoginPage accountId="x" token="y" name="" onLoggedIn={onLoggedIn} />, { wrapper: createTestWrapper({ path: '/zzd/login' }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('政务钉钉登录失败')).toBeInTheDocument();
    expect(within(alert).getByText('该政务钉钉账号未关联平台用户')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/page/home');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('makes no call without accountId or token', async () => {
    render(<ZzdLoginPage accountId="" token="demo-token" name="" onLoggedIn={vi.fn()} />, { wrapper: createTestWrapper({ path: '/zzd/login' }) });
    expect(await screen.findByText('缺少政务钉钉登录参数')).toBeInTheDocument();
    expect(loginBodies).toEqual([]);
    expect(sessionStore.get(isZZDAtom)).toBe(true);
  });
});

describe('ZzdHomePage (/page/zzd/home)', () => {
  it('greets the user by name and shows the government-app menu as tiles in order', async () => {
    setTokens('zzd-token', 'zzd-refresh');
    sessionStore.set(userInfoAtom, zhangsan);
    render(<ZzdHomePage />, { wrapper: createTestWrapper({ path: '/page/zzd/home' }) });
    expect(await screen.findByRole('heading', { level: 1, name: '您好，张三' })).toBeInTheDocument();
    const tiles = within(await screen.findByRole('list', { name: '服务入口' })).getAllByRole('link');
    expect(tiles.map((t) => t.textContent)).toEqual(['首页', '政策服务', '质量服务']);
    expect(tiles[1]).toHaveAttribute('href', '/page/policymarket/index');
    expect(tiles[2]).toHaveAttribute('href', 'https://example.com/qifu/quality');
    expect(tiles[2]).toHaveAttribute('data-sign');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
  });

  it('says 暂无数据 for an empty menu and offers 重新加载 when it fails', async () => {
    setTokens('zzd-token', 'zzd-refresh');
    sessionStore.set(userInfoAtom, zhangsan);
    server.use(http.get(apiUrl('/sys/activeUser/getDingMenus'), () => HttpResponse.json(okEnvelope({ menuList: [], permissions: [] }))));
    const { unmount } = render(<ZzdHomePage />, { wrapper: createTestWrapper({ path: '/page/zzd/home' }) });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    let calls = 0;
    server.use(
      http.get(apiUrl('/sys/activeUser/getDingMenus'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(failEnvelope('INTERNAL', '错误'), { status: 500 }) : HttpResponse.json(okEnvelope(DING));
      }),
    );
    render(<ZzdHomePage />, { wrapper: createTestWrapper({ path: '/page/zzd/home' }) });
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '政策服务' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    render(<ZzdHomePage />, { wrapper: createTestWrapper({ path: '/page/zzd/home' }) });
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
  });
});

describe('HeaderPage (/header)', () => {
  it('is the portal header alone, in the elder-friendly mode when it is on', async () => {
    sessionStore.set(isOldModelAtom, true);
    const { container } = render(<HeaderPage />, { wrapper: createTestWrapper({ path: '/header' }) });
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(container.querySelector('[data-elder]')).not.toBeNull();
  });
});
