/**
 * The contract is published by the running product (issue acceptance 1): the bundled spec at
 * /api/openapi.json; the API reference (issue 17, acceptance 5) at /api/docs — Redoc, its first
 * screen prerendered in Chinese, every operation the server does not implement marked with a
 * 未实现 badge — and the Swagger UI at /api/docs/try, with Try it out on implemented operations
 * only.
 */
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';

type Op = { operationId?: string; summary?: string; tags?: string[]; 'x-status'?: string; 'x-badges'?: { name: string }[] };
type Docs = { paths: Record<string, Record<string, Op>> };

/** Operations of the reference's contract, the marked ones, and the size of each tag. */
async function referenceContract(request: APIRequestContext) {
  const docs = (await (await request.get('/api/docs/openapi.json')).json()) as Docs;
  const operations = Object.values(docs.paths).flatMap((item) => Object.values(item));
  const marked = operations.filter((operation) => operation['x-status'] === 'not-implemented');
  const tagOf = (operation: Op) => operation.tags?.[0] ?? '';
  const sizes = new Map<string, number>();
  for (const operation of operations) sizes.set(tagOf(operation), (sizes.get(tagOf(operation)) ?? 0) + 1);
  return { operations, marked, tagOf, sizes };
}

test('/api/docs opens in Chinese and badges every operation the server does not implement (acceptance 5)', async ({ page, request }) => {
  test.setTimeout(60_000); // a loaded machine; about 5 s otherwise
  const spec = await request.get('/api/openapi.json');
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/policy/doc/list');

  const { operations, marked, tagOf, sizes } = await referenceContract(request);
  // the marks, the summaries and the badges agree, whatever the count (zero when all are implemented)
  expect(operations.filter((operation) => operation.summary?.startsWith('【未实现】')).length).toBe(marked.length);
  for (const operation of marked)
    expect(
      operation['x-badges']?.map((b) => b.name),
      operation.operationId,
    ).toContain('未实现');

  await page.goto('/api/docs');
  // the first screen (prerendered): Chinese title, introduction and menu; the link to Try it out
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: /县企业综合服务平台 API/ })).toBeVisible();
  await expect(page.getByText(/^县企业综合服务平台（政策服务/).first()).toBeVisible();
  await expect(page.locator('#redoc a[href="#/policy"]').first()).toHaveText('政策服务');
  await expect(page.locator('#redoc a[href="/api/docs/try"]')).toBeVisible();

  // every tag holding a marked operation, and the smallest tag (so that a count of zero is seen
  // on a rendered tag too): its menu lists all its operations, exactly the marked ones badged
  const smallest = [...sizes.entries()].sort((a, b) => a[1] - b[1])[0]![0];
  for (const tag of new Set([smallest, ...marked.map(tagOf)])) {
    await page.locator(`#redoc a[href="#/${tag}"]`).first().click();
    const items = page.locator(`#redoc .menu-content a[href^="#/${tag}/"]`);
    await expect(items).toHaveCount(sizes.get(tag) ?? 0, { timeout: 30_000 });
    const badged = items.filter({ has: page.getByText('未实现', { exact: true }) });
    await expect(badged).toHaveCount(marked.filter((operation) => tagOf(operation) === tag).length);
  }
});

test('/api/docs/try offers Try it out on implemented operations only (issue 17)', async ({ page, request }) => {
  test.setTimeout(90_000); // Swagger UI parses the whole contract before its first screen: slow on a loaded machine
  const { operations, marked, tagOf, sizes } = await referenceContract(request);
  // the smallest tag holding a marked operation (else the smallest tag)
  const bySize = (a: string, b: string) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0);
  const tag = [...new Set(marked.map(tagOf))].sort(bySize)[0] ?? [...sizes.keys()].sort(bySize)[0]!;
  const notImplemented = marked.find((operation) => tagOf(operation) === tag);
  const implemented = operations.find((operation) => tagOf(operation) === tag && operation['x-status'] === undefined);

  await page.goto('/api/docs/try');
  await page.locator(`h3#operations-tag-${tag}`).click({ timeout: 60_000 });
  await expect(page.locator('.opblock-summary')).toHaveCount(sizes.get(tag) ?? 0, { timeout: 30_000 });
  await expect(page.locator('.opblock-summary', { hasText: '【未实现】' })).toHaveCount(marked.filter((o) => tagOf(o) === tag).length);
  if (notImplemented) {
    await page
      .locator('.opblock-summary', { hasText: notImplemented.summary ?? '' })
      .first()
      .click();
    await expect(page.locator('.opblock.is-open').getByText('未实现').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(0);
  }
  if (implemented) {
    await page
      .locator('.opblock-summary', { hasText: implemented.summary ?? '' })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(1);
  }
});
