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
  // Tags start collapsed (hundreds of operations): open the policy tag.
  await page.locator('h3#operations-tag-policy').click();
  await expect(page.getByText('政策超市列表 / Policy market list')).toBeVisible({ timeout: 30_000 });
});
