import { okEnvelope, publicConfigFixture } from '@qifu/sdk/testing';
import { clearSession, isOldModelAtom, isPeopleBuildAtom, isZZDAtom, sessionStore, setTokens, userInfoAtom } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, within } from '@qifu/ui/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { PortalLayout } from './portal-layout';

const publicConfig = publicConfigFixture();

setupMsw(http.get(apiUrl('/sys/platform/publicConfig'), () => HttpResponse.json(okEnvelope(publicConfig))));

const renderAt = (path: string) => render(<PortalLayout />, { wrapper: createTestWrapper({ path }) });

afterEach(() => {
  clearSession();
  sessionStore.set(isZZDAtom, false);
  sessionStore.set(isOldModelAtom, false);
});

describe('PortalLayout: government-app mode (seeds 000 §2 "Any route whose name contains zzd …")', () => {
  it('a zzd path switches the session to it and hides the header menu and the footer', async () => {
    renderAt('/page/zzd/home');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(sessionStore.get(isZZDAtom)).toBe(true);
    expect(sessionStorage.getItem('isZZD')).toBe('true');
  });

  it('stays in the mode on other pages of the session, and shows both elsewhere without it', async () => {
    sessionStore.set(isZZDAtom, true);
    const { unmount } = renderAt('/page/policymarket/index');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    unmount();
    sessionStore.set(isZZDAtom, false);
    renderAt('/page/home');
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('PortalLayout: elder-friendly mode (seeds 000 §3 isOldModel)', () => {
  it('marks the layout root for the larger type and spacing when switched on from the header', async () => {
    renderAt('/page/home');
    const main = await screen.findByRole('main');
    const root = main.parentElement as HTMLElement;
    expect(root).not.toHaveAttribute('data-elder');
    await userEvent.click(screen.getByRole('button', { name: '长者模式' }));
    expect(root).toHaveAttribute('data-elder', 'true');
    expect(sessionStorage.getItem('isOldModel')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '标准模式' }));
    expect(root).not.toHaveAttribute('data-elder');
  });

  it('scales every Mantine font size to at least 18 px and the spacing up on <html data-elder> (elder-mode.css)', () => {
    const css = readFileSync(join(import.meta.dirname, '../elder/elder-mode.css'), 'utf8');
    const block = /html\[data-elder\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const rem = (name: string) => Number(new RegExp(`--mantine-${name}:\\s*([\\d.]+)rem`).exec(block)?.[1] ?? 0);
    // Mantine 7 defaults in rem: spacing 0.625 … 2; elder text is at least 18 px (1.125 rem).
    for (const size of ['xs', 'sm', 'md', 'lg', 'xl']) expect(rem(`font-size-${size}`), size).toBeGreaterThanOrEqual(1.125);
    const spacing = { xs: 0.625, sm: 0.75, md: 1, lg: 1.25, xl: 2 };
    for (const [name, base] of Object.entries(spacing)) expect(rem(`spacing-${name}`), name).toBeGreaterThanOrEqual(base * 1.2);
  });

  it('starts in the mode kept in the session', async () => {
    sessionStore.set(isOldModelAtom, true);
    renderAt('/page/home');
    expect((await screen.findByRole('main')).parentElement).toHaveAttribute('data-elder', 'true');
    expect(screen.getByRole('button', { name: '标准模式' })).toBeInTheDocument();
  });
});

describe('PortalFooter quick links (seeds 000 §2 "When logged in and the area check is true …")', () => {
  const quickLinks = async () => within(await screen.findByRole('navigation', { name: '快捷链接' })).getAllByRole('link');

  it('lists the main-menu entries, external ones marked for signing', async () => {
    renderAt('/page/home');
    const links = await quickLinks();
    expect(links).toHaveLength(12);
    expect(links.find((l) => l.textContent === '质量服务')).toHaveAttribute('data-sign');
  });

  it('cuts them to 政策服务, 关于我们, 诉求服务, 质量服务, 商事法律服务 and 首页 for a logged-in enterprise of such an area', async () => {
    setTokens('t', 'r');
    sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'jzqy', name: '周建国', userType: 'QY', roles: ['QY'] });
    sessionStore.set(isPeopleBuildAtom, true);
    renderAt('/page/home');
    expect((await quickLinks()).map((l) => l.textContent)).toEqual(['首页', '政策服务', '诉求服务', '质量服务', '商事法律服务', '关于我们']);
  });
});
