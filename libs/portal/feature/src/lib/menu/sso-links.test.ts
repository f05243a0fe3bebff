import { describe, expect, it } from 'vitest';

import { ssoLoginHref } from './sso-links';

describe('ssoLoginHref', () => {
  it('carries userType and an encoded return address to /page/home with userType', () => {
    const href = ssoLoginHref('/sso/login', 'GR', 'http://portal.example');
    const url = new URL(href, 'http://portal.example');
    expect(url.pathname).toBe('/sso/login');
    expect(url.searchParams.get('userType')).toBe('GR');
    expect(url.searchParams.get('redirect')).toBe('http://portal.example/page/home?userType=GR');
    expect(href).toContain(encodeURIComponent('http://portal.example/page/home?userType=GR'));
  });

  it('appends to an SSO address that already has a query', () => {
    expect(ssoLoginHref('https://sso.example/login?app=1', 'QY', 'http://x')).toMatch(
      /^https:\/\/sso\.example\/login\?app=1&userType=QY&redirect=/,
    );
  });
});
