/**
 * Binding an individual to an enterprise against the started product (issue 18 acceptance 5): gr asks in 我的企业 to be
 * bound to 德清县恒达新材料有限公司 (after removing the demo binding), yyf approves it in 企业绑定审核, and gr switches into
 * the enterprise role (changeToCompany answers userType QY with that company; the workbench shows the enterprise's
 * menu). Every call follows the contract (fixtures).
 */
import { type Locator, type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const COMPANY = '德清县恒达新材料有限公司';
const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

test('gr asks to be bound, yyf approves, gr switches into the company role', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await loginAt(page, 'gr');
  await page.goto('/work/my/company');
  await expect(page.getByRole('heading', { level: 1, name: '我的企业' })).toBeVisible();
  const demo = rowOf(page, COMPANY);
  await expect(demo).toHaveCount(1);
  const creditCode = ((await demo.getByText(/^[0-9A-Z]{18}$/).textContent()) ?? '').trim();
  await demo.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解绑成功').first()).toBeVisible();
  await expect(rowOf(page, COMPANY)).toHaveCount(0);

  await page.getByRole('button', { name: '申请绑定企业' }).click();
  const dialog = page.getByRole('dialog', { name: '申请绑定企业' });
  await dialog.getByRole('textbox', { name: /^企业名称/ }).fill(COMPANY);
  await dialog.getByRole('textbox', { name: /^统一社会信用代码/ }).fill(creditCode);
  await dialog.getByRole('textbox', { name: /^与企业关系/ }).fill('经办人');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功，请等待审核').first()).toBeVisible();
  await expect(rowOf(page, COMPANY).getByText('待审核')).toBeVisible();

  const staff = await browser.newPage();
  await loginAt(staff, 'yyf');
  await staff.goto('/work/ent/personalCompany');
  await expect(staff.getByRole('heading', { level: 1, name: '企业绑定审核' })).toBeVisible();
  const pending = staff.getByRole('row').filter({ hasText: COMPANY }).filter({ hasText: '待审核' });
  await pending.getByRole('button', { name: '审核' }).click();
  await staff.getByRole('dialog', { name: '审核企业绑定' }).getByRole('button', { name: '提交' }).click();
  await expect(staff.getByText('审核成功').first()).toBeVisible();
  await staff.close();

  await page.reload();
  const approved = rowOf(page, COMPANY);
  await expect(approved.getByText('已绑定')).toBeVisible();
  const switched = page.waitForResponse((r) => r.url().endsWith('/api/sys/activeUser/changeToCompany'));
  await approved.getByRole('button', { name: '切换' }).click();
  const answer = (await (await switched).json()) as { success: boolean; data: { userType: string; oldType: string } };
  expect(answer).toMatchObject({ success: true, data: { userType: 'QY', oldType: 'GR' } });
  await expect(page).toHaveURL(/\/work\/home$/);
  await expect(page.getByRole('link', { name: '我的申报' }).first()).toBeAttached();
});
