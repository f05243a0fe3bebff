/**
 * The contract is published by the running product (issue acceptance 1): the bundled spec at
 * /api/openapi.json and readable API docs at /api/docs (Swagger UI from swagger-ui-dist).
 */
import { expect, test } from './fixtures';

test('the API docs render the contract with its Chinese summaries', async ({ page, request }) => {
  test.setTimeout(60_000); // the reference parses 560-odd operations; slow on a loaded machine
  const spec = await request.get('/api/openapi.json');
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/policy/doc/list');

  await page.goto('/api/docs');
  // Swagger UI parses the whole contract (560-odd operations) before its first screen
  await expect(page.getByText('县企业综合服务平台 API').first()).toBeVisible({ timeout: 30_000 });
  // the first screen is Chinese (issue 17)
  await expect(page.getByText(/^县企业综合服务平台（政策服务/).first()).toBeVisible();
  // Tags start collapsed (hundreds of operations): open the policy tag.
  await page.locator('h3#operations-tag-policy').click();
  await expect(page.getByText('政策超市列表 / Policy market list')).toBeVisible({ timeout: 30_000 });
  await page.getByText('政策超市列表 / Policy market list').click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(1);
});

test('operations the server does not implement are marked 未实现 and offer no Try it out (issue 17)', async ({ page, request }) => {
  test.setTimeout(90_000); // the reference parses 560-odd operations; slow on a loaded machine
  type Op = { operationId?: string; summary?: string; tags?: string[]; 'x-status'?: string };
  const docs = (await (await request.get('/api/docs/openapi.json')).json()) as { paths: Record<string, Record<string, Op>> };
  const operations = Object.values(docs.paths).flatMap((item) => Object.values(item));
  const marked = operations.filter((operation) => operation['x-status'] === 'not-implemented');
  // the marks and the summaries agree, whatever the count (zero when every operation is implemented)
  expect(operations.filter((operation) => operation.summary?.startsWith('【未实现】')).length).toBe(marked.length);
  // open every tag holding a marked operation, and always the smallest tag (so that a count of zero
  // is checked on a rendered tag too); one at a time, each rendered before the next
  const tagOf = (operation: Op) => operation.tags?.[0] ?? '';
  const sizes = new Map<string, number>();
  for (const operation of operations) sizes.set(tagOf(operation), (sizes.get(tagOf(operation)) ?? 0) + 1);
  const smallest = [...sizes.entries()].sort((a, b) => a[1] - b[1])[0]![0];
  const tags = [...new Set([smallest, ...marked.map(tagOf)])];
  await page.goto('/api/docs');
  await expect(page.locator(`h3#operations-tag-${smallest}`)).toBeVisible({ timeout: 30_000 });
  let shown = 0;
  for (const tag of tags) {
    await page.locator(`h3#operations-tag-${tag}`).click();
    shown += sizes.get(tag) ?? 0;
    await expect(page.locator('.opblock-summary')).toHaveCount(shown, { timeout: 30_000 });
  }
  const rendered = page.locator('.opblock-summary', { hasText: '【未实现】' });
  await expect(rendered).toHaveCount(marked.length);
  // marked operations, opened, say 未实现 and offer no Try it out (the first test sees it on an implemented one)
  for (const operation of marked.slice(0, 2)) {
    await rendered.filter({ hasText: operation.summary ?? '' }).first().click();
    await expect(page.locator('.opblock.is-open').getByText('未实现').first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(0);
});
