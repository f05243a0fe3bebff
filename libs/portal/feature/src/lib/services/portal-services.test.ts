import { okEnvelope, failEnvelope, publicConfigFixture } from '@qifu/sdk/testing';
import { clearSession, sessionStore, setTokens, tokenAtom, userInfoAtom } from '@qifu/session';
import { apiUrl, setupMsw } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installSignedLinks, leaveForSsoLogout, startPortalServices } from './portal-services';

const QUALITY = 'https://example.com/qifu/quality';
let signed: string[] = [];
let valid = true;
setupMsw(
  http.get(apiUrl('/sys/platform/publicConfig'), () =>
    HttpResponse.json(okEnvelope(publicConfigFixture())),
  ),
  http.post(apiUrl('/sys/activeUser/signExternalUrl'), async ({ request }) => {
    const { url } = (await request.json()) as { url: string };
    signed.push(url);
    return url.startsWith(QUALITY)
      ? HttpResponse.json(okEnvelope({ url: `${QUALITY}?ticket=v1.p.s` }))
      : HttpResponse.json(failEnvelope('BUSINESS_RULE', '不支持的外部链接'));
  }),
  http.get(apiUrl('/sys/activeUser/checkTokenValid'), () => HttpResponse.json(okEnvelope({ valid }))),
);

function logInAs(userType: 'QY' | 'GR') {
  setTokens('access', 'refresh');
  sessionStore.set(userInfoAtom, { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'u', name: '张伟', userType, roles: [userType] });
}

function link(href: string, sign = true): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = '质量服务';
  if (sign) a.setAttribute('data-sign', '');
  document.body.append(a);
  return a;
}

/** Clicks like a user; returns whether the browser would have followed the link. */
function click(a: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  return a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

beforeEach(() => {
  signed = [];
  valid = true;
});
afterEach(() => {
  clearSession();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('installSignedLinks (seeds 000 §2, §6: QY users get a signed external link)', () => {
  it('holds an enterprise user’s click, signs the address and follows the signed one', async () => {
    logInAs('QY');
    const assign = vi.fn();
    const stop = installSignedLinks(assign);
    expect(click(link(QUALITY))).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${QUALITY}?ticket=v1.p.s`));
    expect(signed).toEqual([QUALITY]);
    stop();
  });

  it('follows the plain address when signing is refused', async () => {
    logInAs('QY');
    const assign = vi.fn();
    const stop = installSignedLinks(assign);
    click(link('https://other.example/x'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://other.example/x'));
    stop();
  });

  it('leaves other users, unmarked links and modified clicks alone', () => {
    const assign = vi.fn();
    const stop = installSignedLinks(assign);
    expect(click(link(QUALITY))).toBe(true); // visitor
    logInAs('GR');
    expect(click(link(QUALITY))).toBe(true);
    logInAs('QY');
    expect(click(link(QUALITY, false))).toBe(true);
    expect(click(link(QUALITY), { ctrlKey: true })).toBe(true);
    stop();
    expect(click(link(QUALITY))).toBe(true);
    expect(signed).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the validity poll (seeds 000 §4, §9)', () => {
  it('leaveForSsoLogout clears the session and goes to the sign-on logout page with a redirect back', async () => {
    logInAs('GR');
    const assign = vi.fn();
    await leaveForSsoLogout(assign);
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(assign).toHaveBeenCalledWith(`/sso/logout?redirect=${encodeURIComponent(window.location.href)}`);
  });

  it('startPortalServices polls a GR login every 312,000 ms outside production and leaves when it is invalid', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    logInAs('GR');
    const assign = vi.fn();
    const stop = startPortalServices({ production: false, assign, analytics: false });
    valid = false;
    await vi.advanceTimersByTimeAsync(311_999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/sso/logout?redirect=${encodeURIComponent(window.location.href)}`));
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
    stop();
  });
});
