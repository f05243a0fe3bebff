/**
 * The portal header's phone menu (issue 14): the menu button (shown below 768 px by CSS) opens a
 * drawer with the main menu, its sub-menu and the top bar's entries; following an entry closes it.
 */
import type { UserInfo } from '@qifu/sdk';
import { okEnvelope, publicConfigFixture } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { PortalHeader } from './portal-header';

setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () =>
    HttpResponse.json(okEnvelope(publicConfigFixture())),
  ),
);

afterEach(() => clearSession());

function renderHeader(path = '/page/home', props: { hideMenu?: boolean } = {}) {
  return render(<PortalHeader {...props} actions={<button type="button">意见反馈</button>} />, { wrapper: createTestWrapper({ path }) });
}

async function openMenu() {
  const button = await screen.findByRole('button', { name: '打开菜单' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  const drawer = await screen.findByRole('dialog', { name: '菜单' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return drawer;
}

// The first test also loads the drawer's chunk (Mantine's Drawer): slow on a busy machine.
describe('PortalHeader on phones (issue 14)', { timeout: 20_000 }, () => {
  it('opens a drawer with the 12 entries, the 政策服务 sub-menu and the visitor entries', async () => {
    renderHeader();
    const drawer = await openMenu();
    const nav = within(drawer).getByRole('navigation', { name: '主菜单' });
    const entries = within(nav).getAllByRole('link').filter((link) => !link.closest('ul[aria-label]'));
    expect(entries.map((link) => link.textContent)).toEqual([
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
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '会展服务' })).toHaveAttribute('data-sign');
    const sub = within(nav).getByRole('list', { name: '政策服务子菜单' });
    expect(within(sub).getAllByRole('link').map((link) => link.textContent)).toEqual(['政策计算器', '申报项目', '政策超市', '政策搜索', '政策订阅', '企业体检']);
    expect(within(drawer).getByRole('link', { name: '个人登录' })).toHaveAttribute('href', expect.stringContaining('userType=GR'));
    expect(within(drawer).getByRole('link', { name: '企业登录' })).toHaveAttribute('href', expect.stringContaining('userType=QY'));
    expect(within(drawer).getByRole('button', { name: '长者模式' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '意见反馈' })).toBeInTheDocument();
    // the top bar's own copies are not rendered twice while the drawer is open
    expect(screen.getAllByRole('button', { name: '意见反馈' })).toHaveLength(1);
  });

  it('marks 政策服务 and 政策超市 on a policy details page', async () => {
    renderHeader('/page/policymarket/details?id=1');
    const drawer = await openMenu();
    expect(within(drawer).getByRole('link', { name: '政策服务' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: '政策超市' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('closes when an entry is followed, and the entry is then highlighted', async () => {
    renderHeader();
    const drawer = await openMenu();
    await userEvent.click(within(drawer).getByRole('link', { name: '关于我们' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '关于我们' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes with its close button', async () => {
    renderHeader();
    const drawer = await openMenu();
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('greets a logged-in user inside the drawer', async () => {
    setTokens('access-token', 'refresh-token');
    const user: UserInfo = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'qy', name: '张伟', userType: 'QY', roles: ['QY'] };
    sessionStore.set(userInfoAtom, user);
    renderHeader();
    const drawer = await openMenu();
    expect(await within(drawer).findByRole('button', { name: /您好，张伟/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: '个人登录' })).not.toBeInTheDocument();
  });

  it('lists no menu in government-app mode, only the top bar entries', async () => {
    renderHeader('/page/zzd/home', { hideMenu: true });
    const drawer = await openMenu();
    expect(within(drawer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '长者模式' })).toBeInTheDocument();
  });
});
