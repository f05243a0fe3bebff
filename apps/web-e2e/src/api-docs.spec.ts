/**
 * The contract is published by the running product (issue acceptance 1): the bundled spec at
 * /api/openapi.json; the API reference (issue 17, acceptance 5) at /api/docs — Redoc, its first
 * screen prerendered in Chinese: the introduction and the links to one page per group of domains
 * (/api/docs/<slug>), on which every operation the server does not implement is marked with a
 * 未实现 badge — and the Swagger UI at /api/docs/try, with Try it out on implemented operations
 * only.
 */
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';

type Op = { operationId?: string; summary?: string; tags?: string[]; 'x-status'?: string; 'x-badges'?: { name: string }[] };
type Docs = { paths: Record<string, Record<string, Op>>; 'x-tagGroups': { name: string; tags: string[] }[] };

/** The group pages' slugs (`/api/docs/<slug>`) by the groups' names. */
const SLUGS: Record<string, string> = {
  账号与系统: 'account',
  政策服务: 'policy',
  企业服务: 'enterprise',
  供需与科技: 'market',
  '培训、新闻与门户': 'content',
  短信与呼叫中心: 'sms-call',
};

/** Operations of the reference's contract, the marked ones, and the size of each tag. */
async function referenceContract(request: APIRequestContext) {
  const docs = (await (await request.get('/api/docs/openapi.json')).json()) as Docs;
  const operations = Object.values(docs.paths).flatMap((item) => Object.values(item));
  const marked = operations.filter((operation) => operation['x-status'] === 'not-implemented');
  const tagOf = (operation: Op) => operation.tags?.[0] ?? '';
  const sizes = new Map<string, number>();
  for (const operation of operations) sizes.set(tagOf(operation), (sizes.get(tagOf(operation)) ?? 0) + 1);
  const groupOf = (tag: string) => docs['x-tagGroups'].find((g) => g.tags.includes(tag))!;
  return { operations, marked, tagOf, sizes, groups: docs['x-tagGroups'], groupOf };
}

test('/api/docs opens in Chinese, links a page per group, and the group pages badge every operation the server does not implement (acceptance 5)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // a loaded machine; about 8 s otherwise
  const spec = await request.get('/api/openapi.json');
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/policy/doc/list');

  const { operations, marked, tagOf, sizes, groups, groupOf } = await referenceContract(request);
  expect(groups.map((g) => g.name)).toEqual(Object.keys(SLUGS));
  // the marks, the summaries and the badges agree, whatever the count (zero when all are implemented)
  expect(operations.filter((operation) => operation.summary?.startsWith('【未实现】')).length).toBe(marked.length);
  for (const operation of marked)
    expect(
      operation['x-badges']?.map((b) => b.name),
      operation.operationId,
    ).toContain('未实现');

  await page.goto('/api/docs');
  // the entry's first screen (prerendered): Chinese title and introduction, the link to Try it out,
  // and a link to each group's page with its Chinese name
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: /县企业综合服务平台 API/ })).toBeVisible();
  await expect(page.getByText(/^县企业综合服务平台（政策服务/).first()).toBeVisible();
  await expect(page.locator('#redoc a[href="/api/docs/try"]').first()).toBeVisible();
  for (const group of groups) await expect(page.locator(`#redoc a[href="/api/docs/${SLUGS[group.name]}"]`).first()).toHaveText(group.name);

  // from the entry to a group page, and from there to another group
  await page.locator('#redoc a[href="/api/docs/policy"]').first().click();
  await expect(page).toHaveURL(/\/api\/docs\/policy$/);
  await expect(page.getByRole('heading', { level: 1, name: /政策服务/ })).toBeVisible();
  await expect(page.locator('#redoc a[href="#/policy"]').first()).toHaveText('政策服务');
  await expect(page.locator('#redoc a[href="/api/docs"]').first()).toBeVisible();
  await expect(page.locator('#redoc a[href="/api/docs/try"]').first()).toBeVisible();
  await page.locator('#redoc a[href="/api/docs/market"]').first().click();
  await expect(page.locator('#redoc a[href="#/land"]').first()).toHaveText('土地供需');
  await expect(page.locator('#redoc a[href="#/policy"]')).toHaveCount(0);

  // every tag holding a marked operation, and the smallest tag (so that a count of zero is seen
  // on a rendered tag too), on its group's page: its menu lists all its operations, exactly the
  // marked ones badged
  const smallest = [...sizes.entries()].sort((a, b) => a[1] - b[1])[0]![0];
  const tags = [...new Set([smallest, ...marked.map(tagOf)])].sort((a, b) => groups.indexOf(groupOf(a)) - groups.indexOf(groupOf(b)));
  for (const tag of tags) {
    const url = `/api/docs/${SLUGS[groupOf(tag).name]}`;
    if (new URL(page.url()).pathname !== url) await page.goto(url);
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
