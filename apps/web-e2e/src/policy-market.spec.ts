import { expect, test } from './fixtures';

test.describe('policy market (seeds 001 §2, §9)', () => {
  test('lists the seeded policies 10 a page and pages through them', async ({ page }) => {
    await page.goto('/page/policymarket/index');
    const items = page.getByTestId('policy-item');
    await expect(items).toHaveCount(10);
    await expect(page.getByText(/共 \d+ 条政策/)).toBeVisible();
    await expect(items.first().getByText(/^发布时间：\d{4}年\d{2}月\d{2}日$/)).toBeVisible();
    const firstTitle = await items.first().getByRole('heading').textContent();

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(items).toHaveCount(10);
    await expect(items.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  });

  test('政策咨询 asks a visitor to log in first', async ({ page }) => {
    await page.goto('/page/policymarket/index');
    await page.getByRole('button', { name: /^政策咨询：/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('请先登录')).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
  });

  test('立即了解 opens the details in a new tab with the whole policy', async ({ page }) => {
    await page.goto('/page/policymarket/index');
    const first = page.getByTestId('policy-item').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const [details] = await Promise.all([page.waitForEvent('popup'), first.getByRole('link', { name: /^立即了解/ }).click()]);
    await expect(details).toHaveURL(/\/page\/policymarket\/details\?id=[0-9a-f-]{36}$/);
    await expect(details.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(details.getByText('文号：')).toBeVisible();
    await expect(details).toHaveTitle('政策详情-德清县企业综合服务中心');
  });

  test('the keyword search narrows the list', async ({ page }) => {
    await page.goto('/page/policymarket/index');
    await page.getByRole('textbox', { name: '关键字' }).fill('高新技术企业');
    await expect(page).toHaveURL(/keyword=/);
    const headings = page.getByTestId('policy-item').getByRole('heading');
    await expect(headings.first()).toContainText('高新技术企业');
    for (const text of await headings.allTextContents()) expect(text).toContain('高新技术企业');
  });
});
