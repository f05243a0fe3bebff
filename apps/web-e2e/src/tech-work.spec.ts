/**
 * Technology service on the workbench against the started product (issue 12 acceptance 3, tech):
 * yyf reviews a committed achievement, puts it away — it appears on the public resultList —, and
 * takes it down — it is gone; each step offers only the buttons the state table allows. An
 * individual (gr) sees its own achievements on 我的科技成果 with the owner's actions only.
 */
import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const NAME = '（待审核）纳米二氧化钛光催化涂层';

async function achievementRow(page: Page) {
  await page.getByRole('textbox', { name: '成果名称' }).fill('纳米二氧化钛');
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('table', { name: '科技成果列表' }).getByRole('row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  return row;
}

async function confirm(page: Page) {
  const dialog = page.getByRole('dialog', { name: '提示' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

async function publicCount(page: Page): Promise<number> {
  await page.goto(`/page/techService/resultList?keyword=${encodeURIComponent('纳米二氧化钛光催化涂层')}`);
  await expect(page.getByRole('search', { name: '科技成果筛选' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.getByTestId('tech-item').count();
}

test('yyf reviews, puts away and takes down an achievement; the public list follows', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAt(page, 'yyf');
  await page.goto('/work/tech/achievement');
  await expect(page.getByRole('heading', { level: 1, name: '科技成果' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '技术领域', exact: true })).toBeVisible();

  let row = await achievementRow(page);
  await expect(row.getByText('待审核', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: '上架' })).toHaveCount(0);

  await row.getByRole('button', { name: '审核' }).click();
  const review = page.getByRole('dialog', { name: `审核科技成果：${NAME}` });
  await review.getByRole('radio', { name: '通过' }).check();
  await review.getByRole('textbox', { name: /审核意见/ }).fill('材料齐全，同意');
  await review.getByRole('button', { name: '提交' }).click();
  await expect(review).toBeHidden();
  row = await achievementRow(page);
  await expect(row.getByText('审核通过')).toBeVisible();
  expect(await publicCount(page)).toBe(0);

  await page.goto('/work/tech/achievement');
  row = await achievementRow(page);
  await row.getByRole('button', { name: '上架' }).click();
  await confirm(page);
  await expect(row.getByText('已上架')).toBeVisible();
  await expect(row.getByRole('button', { name: '审核', exact: true })).toHaveCount(0);
  expect(await publicCount(page)).toBe(1);

  await page.goto('/work/tech/achievement');
  row = await achievementRow(page);
  await row.getByRole('button', { name: '下架' }).click();
  await confirm(page);
  await expect(row.getByText('已下架')).toBeVisible();
  expect(await publicCount(page)).toBe(0);
});

test('gr manages its own achievements on 我的科技成果 and reads why one was rejected', async ({ page }) => {
  await loginAt(page, 'gr');
  await page.goto('/work/my/techAchievement');
  await expect(page.getByRole('heading', { level: 1, name: '我的科技成果' })).toBeVisible();
  const table = page.getByRole('table', { name: '科技成果列表' });
  const rejected = table.getByRole('row').filter({ hasText: '（已驳回）家用空气净化滤芯' });
  await expect(rejected).toHaveCount(1);
  await expect(rejected.getByRole('button', { name: '提交审核' })).toBeVisible();
  await expect(rejected.getByRole('button', { name: '删除' })).toBeVisible();
  await expect(table.getByRole('button', { name: '上架', exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '审核', exact: true })).toHaveCount(0);
  await rejected.getByRole('button', { name: '查看' }).click();
  const view = page.getByRole('dialog', { name: '查看科技成果' });
  await expect(view.getByText('审核驳回')).toBeVisible();
  await expect(view.getByText('请补充检测报告与知识产权证明')).toBeVisible();
});
