/**
 * The contract is published by the running product (issue acceptance 1): the bundled spec at
 * /api/openapi.json and readable API docs at /api/docs (Swagger UI from swagger-ui-dist).
 */
import { expect, test } from './fixtures';

test('the API docs render the contract with its Chinese summaries', async ({ page, request }) => {
  const spec = await request.get('/api/openapi.json');
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/policy/doc/list');

  await page.goto('/api/docs');
  await expect(page.getByText('县企业综合服务平台 API').first()).toBeVisible();
  // the first screen is Chinese (issue 17)
  await expect(page.getByText(/^县企业综合服务平台（政策服务/).first()).toBeVisible();
  // Tags start collapsed (hundreds of operations): open the policy tag.
  await page.locator('h3#operations-tag-policy').click();
  await expect(page.getByText('政策超市列表 / Policy market list')).toBeVisible({ timeout: 30_000 });
  await page.getByText('政策超市列表 / Policy market list').click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(1);
});

test('operations the server does not implement are marked 未实现 and offer no Try it out (issue 17)', async ({ page, request }) => {
  const docs = (await (await request.get('/api/docs/openapi.json')).json()) as {
    paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[]; 'x-status'?: string }>>;
  };
  const missing = Object.values(docs.paths)
    .flatMap((item) => Object.values(item))
    .find((operation) => operation?.['x-status'] === 'not-implemented');
  test.skip(!missing, 'every operation is implemented');
  await page.goto('/api/docs');
  await page.locator(`h3#operations-tag-${missing?.tags?.[0] ?? ''}`).click();
  const summary = page.getByText(missing?.summary ?? '', { exact: true });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await summary.click();
  await expect(page.getByText('未实现').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(0);
});
