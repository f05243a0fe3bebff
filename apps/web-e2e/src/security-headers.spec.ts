/**
 * The Content-Security-Policy and the compressed serving hold in a real browser (issue 13 §4):
 * the portal, the login, a workbench page with the rich-text editor, the API docs and the demo
 * SSO page run under the policy without a single violation (a `securitypolicyviolation` event or
 * a `Refused to …` console message), and the pages' scripts arrive compressed.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginAt } from './helpers';

/** Records CSP violations of every document the page opens. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('__qifuCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __qifuCspViolation: (t: string) => void }).__qifuCspViolation;
      void report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

test('the portal, the login and the workbench run under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  const home = await page.goto('/page/home');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(home?.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect(page.getByRole('link', { name: '政策服务' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto('/page/policymarket/index');
  await expect(page.getByTestId('policy-item').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await loginAt(page, 'yyf');
  await page.waitForLoadState('networkidle');
  await page.goto('/work/cms/news');
  await expect(page.getByRole('heading', { level: 1, name: '新闻内容' })).toBeVisible();
  await page.getByRole('button', { name: '新增新闻' }).click();
  await expect(page.getByRole('dialog', { name: '新增新闻' }).locator('.ProseMirror')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('the API docs and the demo SSO page run under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  // Redoc (the entry and a group page, prerendered, hydrated by a module script) and the Swagger UI
  // with Try it out (issue 17)
  await page.goto('/api/docs');
  await page.locator('#redoc a[href="/api/docs/policy"]').first().click();
  await page.locator('#redoc a[href="#/policy"]').first().click();
  await page.locator('#redoc a[href="#/policy/listpolicydoc"]').first().click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /政策超市列表/ }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/api/docs/try');
  await page.locator('h3#operations-tag-policy').click();
  await expect(page.getByText('政策超市列表 / Policy market list')).toBeVisible({ timeout: 30_000 });

  await page.goto('/sso/login?userType=GR&redirect=%2Fpage%2Fhome');
  await expect(page.getByRole('heading', { name: /统一身份认证平台/ })).toBeVisible();
  await page.locator('#userName').fill('gr');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/page\/home/);
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('the app shell arrives compressed and cached for a year; index.html is revalidated', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'] });
    }
  });
  const html = await page.goto('/page/home');
  expect(html?.headers()['cache-control']).toBe('no-cache');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    expect(script.cache, script.url).toContain('immutable');
  }
});
