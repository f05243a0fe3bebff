/**
 * 政策计算器 against the started product (issue 15 acceptance 3): yyf creates a calculator, submits
 * it, gov passes it (API); yyf starts the pre-match in the page — the background job's progress is
 * server state, so a second browser (gov) opening the same calculator and yyf after a reload see the
 * same finished job and the same result rows. Every call follows the contract (fixtures).
 */
import { type Locator, type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function openPreMatch(page: Page, name: string): Promise<Locator> {
  await page.goto('/work/policy/calculator');
  await page.getByRole('search', { name: '查询条件' }).getByRole('textbox', { name: '计算器名称' }).fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await rowOf(page, name).getByRole('button', { name: '预匹配' }).click();
  return page.getByRole('dialog', { name: `预匹配：${name}` });
}

test('a pre-match started in one browser shows its progress and result in another and after a reload', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const name = `E2E计算器${Date.now().toString(36)}`;
  await loginAt(page, 'yyf');
  await page.goto('/work/policy/calculator');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增政策计算器' });
  await dialog.getByRole('textbox', { name: /^计算器名称/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^所属政策/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await rowOf(page, name).getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, name).getByText('待审核')).toBeVisible();

  // gov passes it through the API
  const gov = await apiLogin(request, 'gov');
  const list = (await (await request.get(`/api/admin/policyCalculator/list?page=1&pageSize=10&calculatorName=${encodeURIComponent(name)}`, { headers: gov.headers })).json()) as {
    data: { list: { id: string }[] };
  };
  const id = list.data.list[0]!.id;
  const audited = await request.post('/api/admin/policyCalculator/audit', { headers: gov.headers, data: { id, auditResult: '1', auditOpinion: '同意' } });
  expect(((await audited.json()) as { success: boolean }).success).toBe(true);

  const panel = await openPreMatch(page, name);
  await panel.getByRole('button', { name: '开始预匹配' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^预匹配已完成，已处理 (\d+) \/ \1 家企业$/, { timeout: 30_000 });
  const status = await panel.getByRole('status').textContent();
  const rows = panel.getByRole('table', { name: '预匹配结果' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const firstCompany = await rows.nth(1).textContent();

  // a second browser (gov) sees the same job and result
  const other = await browser.newContext();
  const govPage = await other.newPage();
  await loginAt(govPage, 'gov');
  const govPanel = await openPreMatch(govPage, name);
  await expect(govPanel.getByRole('status')).toHaveText(status ?? '');
  await expect(govPanel.getByRole('table', { name: '预匹配结果' }).getByRole('row').nth(1)).toHaveText(firstCompany ?? '');
  await other.close();

  // and so does yyf after a reload
  await page.reload();
  const again = await openPreMatch(page, name);
  await expect(again.getByRole('status')).toHaveText(status ?? '');
});
