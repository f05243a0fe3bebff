import { type MenuItem } from '@qifu/sdk';
import { clearSession, menuListAtom, permissionsAtom, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { createTestWrapper, render, screen, within } from '@qifu/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { menuLeaves, menuTrail } from './menu-trail';
import { WorkbenchLayout } from './workbench-layout';

const item = (id: string, path: string, title: string, sort: number, children: MenuItem[] = []): MenuItem => ({
  id,
  parentId: null,
  name: title,
  path,
  title,
  sort,
  children,
});

const MENU: MenuItem[] = [
  item('a0000000-0000-4000-8000-000000000001', '/work/home', '工作台首页', 1),
  item('a0000000-0000-4000-8000-000000000002', '/work/policy', '政策管理', 2, [
    item('a0000000-0000-4000-8000-000000000003', '/work/policy/consult', '政策咨询', 1),
  ]),
  item('a0000000-0000-4000-8000-000000000004', '/work/my', '个人中心', 3, [
    item('a0000000-0000-4000-8000-000000000005', '/work/my/consult', '我的咨询', 1),
  ]),
];

beforeEach(() => {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'yyf', name: '李娜', userType: 'YYF', roles: ['YYF'] });
  sessionStore.set(menuListAtom, MENU);
  sessionStore.set(permissionsAtom, ['pol:consult:view']);
});
afterEach(() => clearSession());

describe('menu helpers', () => {
  it('finds the trail of a path and the leaves in order', () => {
    expect(menuTrail(MENU, '/work/policy/consult').map((m) => m.title)).toEqual(['政策管理', '政策咨询']);
    expect(menuTrail(MENU, '/nowhere')).toEqual([]);
    expect(menuLeaves(MENU).map((m) => m.path)).toEqual(['/work/home', '/work/policy/consult', '/work/my/consult']);
  });
});

describe('WorkbenchLayout', () => {
  it('builds the sidebar from the server menu and shows breadcrumb, title and the user', async () => {
    render(
      <WorkbenchLayout>
        <p>页面内容</p>
      </WorkbenchLayout>,
      { wrapper: createTestWrapper({ path: '/work/policy/consult' }) },
    );
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: '工作台菜单' });
    expect(within(sidebar).getByRole('link', { name: '政策咨询' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: '工作台首页' })).toHaveAttribute('href', '/work/home');
    expect(screen.getByRole('heading', { level: 1, name: '政策咨询' })).toBeInTheDocument();
    const breadcrumb = screen.getByLabelText('面包屑');
    expect(within(breadcrumb).getByText('政策管理')).toBeInTheDocument();
    expect(screen.getByText(/李娜/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回门户' })).toHaveAttribute('href', '/page/home');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });
});

const SYS_MENU: MenuItem[] = [
  item('b0000000-0000-4000-8000-000000000001', '/work/home', '工作台首页', 1),
  item('b0000000-0000-4000-8000-000000000002', '/work/sys', '系统管理', 90, [
    item('b0000000-0000-4000-8000-000000000003', '/work/sys/user', '用户管理', 1),
    item('b0000000-0000-4000-8000-000000000004', '/work/sys/role', '角色管理', 2),
  ]),
];

describe('breadcrumb and page title (seeds 000 §2)', () => {
  it('follows the menu trail: 工作台 / catalog / page, the page marked current and used as the title', async () => {
    sessionStore.set(menuListAtom, SYS_MENU);
    render(
      <WorkbenchLayout>
        <p>用户列表</p>
      </WorkbenchLayout>,
      { wrapper: createTestWrapper({ path: '/work/sys/user' }) },
    );
    const breadcrumb = await screen.findByLabelText('面包屑');
    expect(within(breadcrumb).getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/work/home');
    expect(within(breadcrumb).getByText('系统管理')).not.toHaveAttribute('aria-current');
    expect(within(breadcrumb).getByText('用户管理')).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumb).queryByText('角色管理')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
  });

  it('keeps the trail of the menu page for a page below it', async () => {
    sessionStore.set(menuListAtom, SYS_MENU);
    render(<WorkbenchLayout>详情</WorkbenchLayout>, { wrapper: createTestWrapper({ path: '/work/sys/role/7/grant' }) });
    const breadcrumb = await screen.findByLabelText('面包屑');
    expect(within(breadcrumb).getByText('角色管理')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '角色管理' })).toBeInTheDocument();
  });

  it('never lets a catalog path cover the pages below it', () => {
    expect(menuTrail(SYS_MENU, '/work/sys/log')).toEqual([]);
    expect(menuTrail(SYS_MENU, '/work/sys/user/1').map((m) => m.title)).toEqual(['系统管理', '用户管理']);
  });
});
