import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { PortalHeader } from './portal-header';

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

setupMsw(http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))));

function logInAs(userType: 'YYF' | 'QY' | 'GR', name: string) {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: userType.toLowerCase(), name, userType, roles: [userType] });
}

function renderHeader(path = '/page/home') {
  return render(<PortalHeader />, { wrapper: createTestWrapper({ path }) });
}

afterEach(() => clearSession());

describe('PortalHeader', () => {
  it('offers 个人登录 and 企业登录 through single sign-on with userType in the return address', async () => {
    renderHeader();
    const personal = await screen.findByRole('link', { name: '个人登录' });
    const enterprise = screen.getByRole('link', { name: '企业登录' });
    const gr = new URL(personal.getAttribute('href') ?? '', window.location.origin);
    const qy = new URL(enterprise.getAttribute('href') ?? '', window.location.origin);
    expect(gr.pathname).toBe('/sso/login');
    expect(gr.searchParams.get('userType')).toBe('GR');
    expect(gr.searchParams.get('redirect')).toBe(`${window.location.origin}/page/home?userType=GR`);
    expect(qy.searchParams.get('userType')).toBe('QY');
    expect(qy.searchParams.get('redirect')).toBe(`${window.location.origin}/page/home?userType=QY`);
    expect(screen.queryByText(/您好/)).not.toBeInTheDocument();
  });

  it('shows the 12 main-menu entries in order with the logo linking home', async () => {
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
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
    expect(within(nav).getByRole('link', { name: '政策服务' })).toHaveAttribute('href', '/page/policyserver');
    expect(screen.getByRole('link', { name: /德清县企业综合服务中心首页/ })).toHaveAttribute('href', '/page/home');
  });

  it('highlights 政策服务 and the 政策超市 sub-entry on the policy details page', async () => {
    renderHeader('/page/policymarket/details?id=1');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('link', { name: '政策服务' })).toHaveAttribute('aria-current', 'page');
    const sub = screen.getByRole('navigation', { name: '子菜单' });
    expect(within(sub).getByRole('link', { name: '政策超市' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights 申报项目 under 政策服务 on a declaration page', async () => {
    renderHeader('/page/policyserverdeclare?projectId=1');
    const sub = await screen.findByRole('navigation', { name: '子菜单' });
    expect(within(sub).getByRole('link', { name: '申报项目' })).toHaveAttribute('aria-current', 'page');
    expect(within(sub).getByRole('link', { name: '政策计算器' })).not.toHaveAttribute('aria-current');
  });

  it('greets a logged-in operator and offers 修改密码 in the dropdown', async () => {
    logInAs('YYF', '李娜');
    renderHeader();
    const greeting = await screen.findByRole('button', { name: /您好，李娜/ });
    expect(screen.queryByRole('link', { name: '个人登录' })).not.toBeInTheDocument();
    await userEvent.click(greeting);
    expect(await screen.findByRole('menuitem', { name: '进入工作台' })).toHaveAttribute('href', '/index');
    expect(screen.getByRole('menuitem', { name: '修改密码' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '市企业服务平台' })).not.toBeInTheDocument();
  });

  it('offers no 修改密码 to an enterprise user, but the city platform', async () => {
    logInAs('QY', '张伟');
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /您好，张伟/ }));
    expect(await screen.findByRole('menuitem', { name: '进入工作台' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '修改密码' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '市企业服务平台' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });
});
