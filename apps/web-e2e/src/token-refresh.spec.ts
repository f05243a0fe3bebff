/**
 * Expired access token (seeds 000 §4 "Session", §8): the server runs with
 * JWT_SECRET=e2e-jwt-secret-of-at-least-32-characters, so the test can forge an expired copy of the
 * real token.
 */
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';

import { expect, test } from './fixtures';
import { cookie, loginAt } from './helpers';

const SECRET = new TextEncoder().encode(process.env['E2E_JWT_SECRET'] ?? 'e2e-jwt-secret-of-at-least-32-characters');

test('an expired token is refreshed, stored, and the page reloads logged in', async ({ page, context, baseURL }) => {
  await loginAt(page, 'qy');
  await expect(page.getByRole('button', { name: /您好，/ })).toBeVisible();

  const token = await cookie(page, 'token');
  const refreshToken = await cookie(page, 'refreshToken');
  expect(token).toBeTruthy();
  expect(refreshToken).toBeTruthy();

  const claims = decodeJwt(token!);
  const header = decodeProtectedHeader(token!);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 })
    .setProtectedHeader({ ...header, alg: 'HS256' })
    .sign(SECRET);
  // The server must accept tokens signed with the e2e secret, else nothing below can work.
  const probe = await new SignJWT({ ...claims, iat: now, exp: now + 300 }).setProtectedHeader({ ...header, alg: 'HS256' }).sign(SECRET);
  const check = await page.request.get('/api/sys/activeUser/info', { headers: { Authorization: `Bearer ${probe}`, tokenType: 'Bearer' } });
  expect(check.status(), 'the e2e server must run with JWT_SECRET=e2e-jwt-secret-of-at-least-32-characters (playwright.config.ts webServer.env)').toBe(200);

  const url = new URL(baseURL ?? page.url());
  await context.addCookies([{ name: 'token', value: expired, domain: url.hostname, path: '/' }]);

  const refreshed = page.waitForResponse((response) => response.url().includes('/api/sys/activeUser/refreshToken'));
  const expiredAnswer = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 402);
  await page.reload();
  await expiredAnswer;
  expect((await refreshed).status()).toBe(200);

  await expect.poll(async () => cookie(page, 'token'), { timeout: 10_000 }).not.toBe(expired);
  const newToken = await cookie(page, 'token');
  expect(newToken).not.toBe(token);
  expect(await cookie(page, 'refreshToken')).not.toBe(refreshToken);

  // The page reloads 2 s after the refresh and the user is still logged in.
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: /您好，/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '企业登录' })).toBeHidden();
});
