import type { UserInfo } from '@qifu/sdk';
import { okEnvelope, publicConfigFixture } from '@qifu/sdk/testing';
import { clearSession, isOldModelAtom, isPeopleBuildAtom, menuListAtom, sessionStore, setTokens, tokenAtom, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { PortalHeader } from './portal-header';

const publicConfig = publicConfigFixture();

const server = setupMsw(http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))));

function logInAs(userType: 'YYF' | 'QY' | 'GR' | 'CALL', name: string, extra: Partial<UserInfo> = {}) {
  setTokens('access-token', 'refresh-token');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: userType.toLowerCase(), name, userType, roles: [userType], ...extra });
}

function renderHeader(path = '/page/home') {
  return render(<PortalHeader />, { wrapper: createTestWrapper({ path }) });
}

afterEach(() => {
  clearSession();
  sessionStore.set(isOldModelAtom, false);
});

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
    expect(screen.queryByRole('menuitem', { name: '呼叫中心' })).not.toBeInTheDocument();
  });

  it('offers the call centre to a user whose menu holds /ecall, besides 进入工作台 (issue 16)', async () => {
    logInAs('CALL', '孙晓燕');
    sessionStore.set(menuListAtom, [{ id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'ecall', title: '呼叫中心', path: '/ecall', icon: 'phone', sort: 0, children: [] }]);
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /您好，孙晓燕/ }));
    expect(await screen.findByRole('menuitem', { name: '呼叫中心' })).toHaveAttribute('href', '/ecall');
    expect(screen.getByRole('menuitem', { name: '进入工作台' })).toHaveAttribute('href', '/index');
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

  it('switches the elder-friendly mode from the header and keeps it in session storage (长者模式 / 标准模式)', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: '长者模式' }));
    expect(sessionStore.get(isOldModelAtom)).toBe(true);
    expect(sessionStorage.getItem('isOldModel')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '标准模式' }));
    expect(sessionStorage.getItem('isOldModel')).toBe('false');
    expect(screen.getByRole('button', { name: '长者模式' })).toBeInTheDocument();
  });

  it('limits the menu of an enterprise in a construction-company area, and marks external entries for signing', async () => {
    logInAs('QY', '周建国');
    sessionStore.set(isPeopleBuildAtom, true);
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页', '政策服务', '诉求服务', '质量服务', '商事法律服务']);
    expect(within(nav).getByRole('link', { name: '质量服务' })).toHaveAttribute('data-sign');
    expect(within(nav).getByRole('link', { name: '诉求服务' })).not.toHaveAttribute('data-sign');
  });

  it('hides the main menu in government-app mode', async () => {
    render(<PortalHeader hideMenu />, { wrapper: createTestWrapper({ path: '/page/zzd/home' }) });
    expect(await screen.findByRole('link', { name: '个人登录' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
  });
});

describe('role switching from the header (seeds 000 §4 "Role switching …")', () => {
  const HENGDA = '0b9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
  const BUILDER = '1c9a3c1e-5f6d-4e8a-9c2b-7d1e2f3a4b5c';
  const binding = (companyId: string, companyName: string) => ({
    id: crypto.randomUUID(),
    companyId,
    companyName,
    creditCode: '91330521704512345A',
    bindStatus: '1',
    createTime: '2026-03-01T00:00:00.000Z',
  });

  it('offers 切换企业身份 to an individual, lists the approved enterprises and switches: new tokens, user and oldType', async () => {
    let switched: unknown;
    server.use(
      http.get(apiUrl('/personal/company/list'), () =>
        HttpResponse.json(okEnvelope({ list: [binding(HENGDA, '德清县恒达新材料有限公司'), binding(BUILDER, '德清县恒远建设工程有限公司')], total: 2 })),
      ),
      http.post(apiUrl('/sys/activeUser/changeToCompany'), async ({ request }) => {
        switched = await request.json();
        return HttpResponse.json(
          okEnvelope({ token: 'qy-token', refreshToken: 'qy-refresh', tokenType: 'Bearer', expiresIn: 1800, userType: 'QY', oldType: 'GR', companyId: HENGDA }, '切换成功'),
        );
      }),
      http.get(apiUrl('/sys/activeUser/info'), () =>
        HttpResponse.json(okEnvelope({ id: crypto.randomUUID(), userName: 'qy', name: '张伟', userType: 'QY', oldType: 'GR', roles: ['QY'], companyId: HENGDA })),
      ),
      http.get(apiUrl('/sys/activeUser/getMenus'), () => HttpResponse.json(okEnvelope({ menuList: [], permissions: [] }))),
      http.get(apiUrl('/sys/activeUser/isConstructionArea'), () => HttpResponse.json(okEnvelope(false))),
    );
    logInAs('GR', '刘芳');
    render(<PortalHeader />, { wrapper: createTestWrapper({ path: '/page/home', notifications: true }) });
    await userEvent.click(await screen.findByRole('button', { name: /您好，刘芳/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '切换企业身份' }));
    const dialog = await screen.findByRole('dialog', { name: '切换企业身份' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '切换为德清县恒达新材料有限公司' }));
    expect(await screen.findByText('切换成功')).toBeInTheDocument();
    expect(switched).toEqual({ companyId: HENGDA });
    expect(sessionStore.get(tokenAtom)).toBe('qy-token');
    expect(sessionStore.get(userInfoAtom)).toMatchObject({ userType: 'QY', oldType: 'GR' });
    expect(await screen.findByRole('button', { name: /您好，张伟/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '切换企业身份' })).not.toBeInTheDocument();

    // the switched session may switch again; its current enterprise is marked
    await userEvent.click(screen.getByRole('button', { name: /您好，张伟/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '切换企业身份' }));
    const again = await screen.findByRole('dialog', { name: '切换企业身份' });
    expect(await within(again).findByRole('button', { name: '德清县恒达新材料有限公司（当前企业）' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: '切换为德清县恒远建设工程有限公司' })).toBeEnabled();
  });

  it('offers no role switch to an ordinary enterprise login', async () => {
    logInAs('QY', '张伟', { companyId: HENGDA });
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /您好，张伟/ }));
    expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '切换企业身份' })).not.toBeInTheDocument();
  });

  it('says 暂无数据 when the individual has no approved enterprise', async () => {
    server.use(http.get(apiUrl('/personal/company/list'), () => HttpResponse.json(okEnvelope({ list: [], total: 0 }))));
    logInAs('GR', '刘芳');
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: /您好，刘芳/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '切换企业身份' }));
    const dialog = await screen.findByRole('dialog', { name: '切换企业身份' });
    expect(await within(dialog).findByText('暂无数据')).toBeInTheDocument();
  });
});
