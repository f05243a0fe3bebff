/**
 * 轮播图管理 against the started product (issue 15): yyf adds a slide with an uploaded image, takes it
 * up — it shows at once in the portal home's carousel — takes it down — gone from the home — and
 * deletes it. Every call follows the contract (fixtures).
 */
import { type Locator, type Page } from '@playwright/test';

import { DEFAULT_CONTRACT_IGNORE, expect, test } from './fixtures';
import { loginAt } from './helpers';

/** A 1 × 1 PNG (a real image: the server sniffs the content). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Chromium does not hand Playwright the multipart body of the image upload (a Blob in FormData), so the
// request check would report a missing body; the upload's answer is still used (the slide's filePath).
test.use({ contractCheck: { enabled: true, ignore: [...DEFAULT_CONTRACT_IGNORE, /^\/files\/upload$/], basePath: '/api' } });

const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
/** The slide of the portal home's carousel whose image is named `title`. */
const homeSlide = (page: Page, title: string): Locator => page.locator('[aria-roledescription="carousel"]').getByRole('img', { name: title, includeHidden: true });

async function confirmRowAction(page: Page, title: string, action: string, done: string): Promise<void> {
  await rowOf(page, title).getByRole('button', { name: action }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(done).first()).toBeVisible();
}

test('yyf takes a new carousel slide up (shown on the portal home at once) and down again', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const title = `E2E轮播${Date.now().toString(36)}`;
  await loginAt(page, 'yyf');
  await page.goto('/work/policy/carousel');
  await expect(page.getByRole('heading', { level: 1, name: '轮播图管理' })).toBeVisible();

  await page.getByRole('button', { name: '新增轮播图' }).click();
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await dialog.getByRole('textbox', { name: /^标题/ }).fill(title);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '上传图片' }).click();
  await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('button', { name: '上传图片' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(rowOf(page, title).getByText('草稿')).toBeVisible();

  await confirmRowAction(page, title, '上架', '上架成功');
  await expect(rowOf(page, title).getByText('已上架')).toBeVisible();
  await expect(rowOf(page, title).getByRole('button', { name: '删除' })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(homeSlide(visitor, title)).toHaveCount(1);

  await confirmRowAction(page, title, '下架', '下架成功');
  await visitor.reload();
  await expect(visitor.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  await expect(homeSlide(visitor, title)).toHaveCount(0);
  await visitor.close();

  await confirmRowAction(page, title, '删除', '删除成功');
  await expect(rowOf(page, title)).toHaveCount(0);
});
