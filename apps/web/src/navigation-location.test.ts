import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, sessionStore, tokenAtom, userInfoAtom } from '@qifu/session';
import { apiUrl, setupMsw } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { prepareLocation } from './navigation';

const USER = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', userName: 'qy', name: '张伟', userType: 'QY', roles: ['QY'] };

setupMsw(
  http.get(apiUrl('/sys/activeUser/info'), () => HttpResponse.json(okEnvelope(USER))),
  http.get(apiUrl('/sys/activeUser/getMenus'), () => HttpResponse.json(okEnvelope({ menuList: [], permissions: [] }))),
  http.get(apiUrl('/sys/dict/getDict'), () => HttpResponse.json(okEnvelope({}))),
);

afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('prepareLocation (seeds 000 §2 navigation rules)', () => {
  it('completes a single-sign-on callback and clears the query', async () => {
    window.history.replaceState(null, '', '/page/home?userType=QY&token=access-token&refreshToken=refresh-token');
    await expect(prepareLocation()).resolves.toBe(true);
    expect(window.location.pathname).toBe('/page/home');
    expect(window.location.search).toBe('');
    expect(sessionStore.get(tokenAtom)).toBe('access-token');
    expect(sessionStore.get(userInfoAtom)?.name).toBe('张伟');
  });

  it('keeps the page parameters after a sign-on callback', async () => {
    window.history.replaceState(null, '', '/page/propagandaDetails?id=42&userType=GR&token=access-token&refreshToken=refresh-token');
    await expect(prepareLocation()).resolves.toBe(true);
    expect(window.location.pathname).toBe('/page/propagandaDetails');
    expect(window.location.search).toBe('?id=42');
  });

  it('ignores a callback that carries mobile or accountId', async () => {
    window.history.replaceState(null, '', '/page/home?token=t&accountId=1');
    await expect(prepareLocation()).resolves.toBe(false);
    expect(window.location.search).toBe('?token=t&accountId=1');
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
  });

  it('rewrites a hash with & but no ? and turns an old hash route into a path', async () => {
    window.history.replaceState(null, '', '/#/page/policymarket/index&keyword=技改');
    await prepareLocation();
    expect(window.location.pathname).toBe('/page/policymarket/index');
    expect(new URLSearchParams(window.location.search).get('keyword')).toBe('技改');
    expect(window.location.hash).toBe('');
  });
});
