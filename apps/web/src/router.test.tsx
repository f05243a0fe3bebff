import { okEnvelope, publicConfigFixture } from '@qifu/sdk/testing';
import { clearSession, menuListAtom, permissionsAtom, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestQueryClient, createTestWrapper, render, screen, setupMsw, waitFor, within } from '@qifu/ui/testing';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { createAppRouter } from './router';

const publicConfig = publicConfigFixture();

type TestMenu = { id: string; parentId: string | null; name: string; path: string; title: string; sort: number; children: TestMenu[] };
const menu = (path: string, title: string, id: string, children: TestMenu[] = []): TestMenu => ({
  id,
  parentId: null,
  name: title,
  path,
  title,
  sort: 1,
  children,
});

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))),
  http.get(apiUrl('/policy/doc/list'), () => HttpResponse.json(okEnvelope({ list: [], total: 0 }))),
  // the home route's prefetch (router.tsx prefetchHome)
  http.get(apiUrl('/sys/homeConfig/portalConfig'), () =>
    HttpResponse.json(okEnvelope({ carousel: [], hotBlocks: [], quickLinks: [], friendLinks: [], contact: null })),
  ),
  http.get(apiUrl('/policy/doc/carousel'), () => HttpResponse.json(okEnvelope([]))),
  http.get(apiUrl('/policy/doc/hotPolicy'), () => HttpResponse.json(okEnvelope([]))),
  http.get(apiUrl('/policy/doc/statistic'), () =>
    HttpResponse.json(
      okEnvelope({ policyCount: 0, projectCount: 0, applyingProjectCount: 0, applyCount: 0, companyCount: 0, passAmount: 0 }),
    ),
  ),
  http.get(apiUrl('/sys/user/list'), () =>
    HttpResponse.json(
      okEnvelope({
        list: [
          {
            id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
            userName: 'jxj_wang',
            name: '王强',
            userType: 'DEPT',
            phone: '13905721234',
            roleIds: [],
            roleNames: [],
            enableFlag: '1',
            createTime: '2026-09-01T08:00:00.000Z',
          },
        ],
        total: 1,
      }),
    ),
  ),
);

function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} />, { queryClient, wrapper: createTestWrapper({ notifications: true }) });
  return router;
}

function logInAsOperator(menuList: TestMenu[], permissions = ['pol:consult:view']) {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'yyf', name: '李娜', userType: 'YYF', roles: ['YYF'] });
  sessionStore.set(menuListAtom, menuList);
  sessionStore.set(permissionsAtom, permissions);
}

const HOME = menu('/work/home', '工作台首页', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
const SYS = menu('/work/sys', '系统管理', '3c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', [
  menu('/work/sys/user', '用户管理', '4c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'),
]);

afterEach(() => clearSession());

describe('the route tree (seeds 000 §2)', () => {
  it('redirects / to /page/home', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/home'));
    expect(await screen.findByRole('heading', { name: '最新政策' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('redirects an unknown path to /404', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
  });

  it('sends a visitor from the workbench entry to /login', async () => {
    const router = renderAt('/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a logged-in operator from /index to the first menu item', async () => {
    logInAsOperator([menu('/work/home', '工作台首页', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f')]);
    const router = renderAt('/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/home'));
  });

  it('tells a user whose first menu item is the call centre to contact the administrator', async () => {
    logInAsOperator([menu('/ecall', '呼叫中心', '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f')]);
    const router = renderAt('/index');
    expect(await screen.findByText('当前角色尚未选择工作台，请联系管理员！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/home'));
  });
});

describe('the call centre /ecall (seeds 000 §2; issue 16)', () => {
  it('sends a visitor to /login and a user without /ecall in the menu to /404', async () => {
    const visitor = renderAt('/ecall');
    await waitFor(() => expect(visitor.state.location.pathname).toBe('/login'));
    clearSession();
    logInAsOperator([HOME]);
    const staff = renderAt('/ecall');
    await waitFor(() => expect(staff.state.location.pathname).toBe('/404'));
  });
});

describe('the workbench routes are filtered by the menu (seeds 000 §6)', () => {
  it('sends a page outside the user’s menu to /404', async () => {
    logInAsOperator([HOME, SYS], ['sys:user:list']);
    const router = renderAt('/work/sys/role');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('sends /work/sys/user to /404 for a user without it in the menu, even with the permission', async () => {
    logInAsOperator([HOME], ['sys:user:list']);
    const router = renderAt('/work/sys/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('opens a page of the menu with its breadcrumb and title, showing only the permitted buttons', async () => {
    logInAsOperator([HOME, SYS], ['sys:user:list', 'sys:user:delete']);
    const router = renderAt('/work/sys/user');
    expect(await screen.findByText('jxj_wang', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/work/sys/user');
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('面包屑')).getByText('系统管理')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: '工作台菜单' });
    expect(within(sidebar).getByRole('link', { name: '用户管理' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增用户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows 您没有访问该页面的权限 on a menu page without its list permission', async () => {
    logInAsOperator([HOME, SYS], []);
    renderAt('/work/sys/user');
    expect(await screen.findByText('您没有访问该页面的权限', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('always opens the workbench home', async () => {
    logInAsOperator([SYS], []);
    const router = renderAt('/work/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/home'));
    expect(await screen.findByRole('heading', { level: 1, name: '工作台首页' }, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);
});
