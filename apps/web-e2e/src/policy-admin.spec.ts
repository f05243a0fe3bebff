/**
 * 政策发布 against the started product (issue 15 acceptance 1): yyf creates a policy with the
 * issuing-unit table and the rich-text editor, takes it up — the policy market's search and the
 * global search find it at once —, takes it down — both no longer do.
 */
import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';

async function policyRow(page: Page, title: string) {
  await page.goto('/work/policy/info');
  await page.getByRole('textbox', { name: '政策标题', exact: true }).fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('table', { name: '政策列表' }).getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

async function confirm(page: Page) {
  const dialog = page.getByRole('dialog', { name: '提示' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

async function portalFinds(page: Page, title: string): Promise<[boolean, boolean]> {
  await page.goto(`/page/policymarket/index?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByText(/共 \d+ 条政策/)).toBeVisible();
  const market = (await page.getByTestId('policy-item').getByRole('heading', { name: title }).count()) > 0;
  await page.goto(`/page/search?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const global = (await page.getByRole('link', { name: title }).count()) > 0;
  return [market, global];
}

test('yyf creates a policy, takes it up into the portal and takes it down again', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `德清县低碳园区建设奖励办法${Date.now().toString(36)}`;

  await loginAt(page, 'yyf');
  await page.goto('/work/policy/info');
  await expect(page.getByRole('heading', { level: 1, name: '政策发布' })).toBeVisible();

  await page.getByRole('button', { name: '新增政策' }).click();
  const dialog = page.getByRole('dialog', { name: '新增政策' });
  await dialog.getByRole('textbox', { name: '政策标题' }).fill(title);
  await dialog.getByRole('button', { name: '新增' }).first().click();
  const unitTable = dialog.getByRole('table', { name: '发文单位' });
  await unitTable.getByRole('textbox', { name: '发文单位名称' }).fill('德清县发展和改革局');
  await unitTable.getByRole('button', { name: '保存' }).click();
  await dialog.getByRole('textbox', { name: '支持方式' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: '政策标题' }).click();
  const editor = dialog.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('对新认定的低碳园区给予一次性奖励。');
  const saved = page.waitForResponse((res) => res.url().includes('/api/admin/policy/info/save'));
  await dialog.getByRole('button', { name: '保存', exact: true }).last().click();
  expect(((await (await saved).json()) as { msg: string }).msg).toBe('保存成功');
  await expect(dialog).toBeHidden();

  expect(await portalFinds(page, title)).toEqual([false, false]);

  let row = await policyRow(page, title);
  await expect(row.getByText('草稿')).toBeVisible();
  await row.getByRole('button', { name: '上架' }).click();
  await confirm(page);
  await expect(page.getByText('上架成功')).toBeVisible();
  await expect(row.getByText('已上架')).toBeVisible();
  await expect(row.getByRole('button', { name: '上架' })).toHaveCount(0);

  expect(await portalFinds(page, title)).toEqual([true, true]);

  row = await policyRow(page, title);
  await row.getByRole('button', { name: '下架' }).click();
  await confirm(page);
  await expect(page.getByText('下架成功')).toBeVisible();

  expect(await portalFinds(page, title)).toEqual([false, false]);
});
