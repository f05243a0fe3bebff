import { describe, expect, it } from 'vitest';

import { cutQuickLinksForConstructionArea, limitMenuForConstructionArea } from './construction-area';
import { MAIN_MENU } from './portal-links';
import { ssoLogoutHref } from './sso-logout';

describe('construction-company area cuts (seeds 000 §2 footer, §6 menu)', () => {
  it('limits the main menu to home, policy, appeal, quality and commercial law, in menu order', () => {
    expect(limitMenuForConstructionArea(MAIN_MENU).map((e) => e.title)).toEqual(['首页', '政策服务', '诉求服务', '质量服务', '商事法律服务']);
  });

  it('cuts the quick links to policy, about us, appeal, quality, commercial law and home', () => {
    expect(cutQuickLinksForConstructionArea(MAIN_MENU).map((e) => e.title)).toEqual([
      '首页',
      '政策服务',
      '诉求服务',
      '质量服务',
      '商事法律服务',
      '关于我们',
    ]);
  });

  it('keeps whatever else the entries carry', () => {
    const entries = [{ key: 'quality' as const, href: 'https://q' }, { key: 'talent' as const, href: 'https://t' }];
    expect(limitMenuForConstructionArea(entries)).toEqual([{ key: 'quality', href: 'https://q' }]);
  });
});

describe('ssoLogoutHref (seeds 000 §4 "… the single sign-on logout page, with a redirect back")', () => {
  it('turns the sign-on address into its logout address and carries the encoded return address', () => {
    const href = ssoLogoutHref('/sso/login', 'http://portal.example/page/appeal?x=1');
    expect(href).toBe(`/sso/logout?redirect=${encodeURIComponent('http://portal.example/page/appeal?x=1')}`);
  });

  it('keeps a query of the sign-on address and appends logout to other paths', () => {
    expect(ssoLogoutHref('https://sso.example/cas/login?app=7', 'http://p/')).toBe(
      `https://sso.example/cas/logout?app=7&redirect=${encodeURIComponent('http://p/')}`,
    );
    expect(ssoLogoutHref('https://sso.example/auth/', 'http://p/')).toBe(`https://sso.example/auth/logout?redirect=${encodeURIComponent('http://p/')}`);
  });
});
