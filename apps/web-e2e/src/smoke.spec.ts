import { expect, test } from './fixtures';

test('the site opens on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/page\/home$/);
});
