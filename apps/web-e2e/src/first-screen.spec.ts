/**
 * Issue 14, first paint: the home and the policy market come with their first screen's answers
 * (apps/api/src/web/first-screen.ts), so a first anonymous visit renders them without asking the
 * API again, and the home's first carousel image is fetched once, from the page's preload.
 * This spec fails when the reads the web app makes drift from the ones the server embeds.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** The keys (`GET /api/…?…`) of the answers embedded in the page. */
async function embeddedKeys(page: Page): Promise<string[]> {
  const text = await page.locator('#first-screen').evaluate((el) => el.textContent ?? '{}', undefined, { timeout: 2000 }).catch(() => '{}');
  return Object.keys(JSON.parse(text) as Record<string, unknown>);
}

/** Records the API requests of a page as `GET /api/…?…`. */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

test('the home renders its first screen from the page, without asking the API again', async ({ page }) => {
  const seen = recordApi(page);
  const response = await page.goto('/page/home');
  const html = (await response?.text()) ?? '';
  const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(preload, 'the first carousel image is preloaded').toBeTruthy();

  const keys = await embeddedKeys(page);
  expect(keys).toEqual(expect.arrayContaining(['GET /api/sys/homeConfig/portalConfig', 'GET /api/policy/doc/carousel']));
  const firstImage = page.locator('section[aria-roledescription="carousel"] img').first();
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /政策/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // none of the embedded reads went to the network, and the preloaded image was fetched once
  expect(seen.filter((request) => keys.includes(request))).toEqual([]);
  expect(seen.filter((request) => request === `GET ${preload}`)).toHaveLength(1);
});

test('the policy market renders its first result page from the page; the next page asks the API', async ({ page }) => {
  const seen = recordApi(page);
  await page.goto('/page/policymarket/index');
  const keys = await embeddedKeys(page);
  expect(keys).toContain('GET /api/policy/doc/list?page=1&pageSize=10');
  const results = page.getByTestId('policy-item').getByRole('heading');
  await expect(results).toHaveCount(10);
  // the server's first screen has handed over to the app: one page, one h1
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(seen.filter((request) => keys.includes(request))).toEqual([]);

  const firstTitle = await results.first().textContent();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(results.first()).not.toHaveText(firstTitle ?? '');
  expect(seen.some((request) => request.startsWith('GET /api/policy/doc/list?page=2'))).toBe(true);
});

test.describe('before the JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the server writes the first screen: the market lists its policies as links, the home shows its first slide', async ({ page }) => {
    await page.goto('/page/policymarket/index');
    await expect(page.getByRole('heading', { level: 1, name: '政策超市' })).toBeVisible();
    await expect(page.getByText(/共 \d+ 条政策/)).toBeVisible();
    const titles = page.locator('#boot-shell article h3 a');
    await expect(titles).toHaveCount(10);
    await expect(titles.first()).toHaveAttribute('href', /^\/page\/policymarket\/details\?id=/);

    await page.goto('/page/home');
    const slide = page.locator('#boot-shell img[fetchpriority="high"]');
    await expect(slide).toBeVisible();
    await expect(slide).toHaveJSProperty('complete', true);
    expect(await slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
