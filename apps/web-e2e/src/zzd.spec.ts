/**
 * Government-app mode (seeds 000 §2 "/zzd/login", "Any route whose name contains zzd switches the
 * session to government-app mode. That mode hides the header menu and the footer"; issue 6
 * acceptance 4). The started server runs with DEMO on, so the demo verifier accepts any non-empty
 * accountId and token and gives a new account an individual user named as sent.
 */
import { expect, test } from './fixtures';

test.describe('government-app mode (zzd)', () => {
  test('/zzd/login logs in with the demo verifier and lands on /page/zzd/home without header menu and footer', async ({ page }) => {
    const login = page.waitForResponse((response) => response.url().includes('/api/sys/activeUser/loginByZzdAccountId'));
    const dingMenus = page.waitForResponse((response) => response.url().includes('/api/sys/activeUser/getDingMenus'));
    await page.goto(`/zzd/login?accountId=zzd-demo-001&token=demo-token&name=${encodeURIComponent('张三')}`);
    expect((await login).status()).toBe(200);
    expect((await dingMenus).status()).toBe(200);

    await expect(page).toHaveURL(/\/page\/zzd\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '您好，张三' })).toBeVisible();
    await expect(page.getByRole('button', { name: /您好，张三/ })).toBeVisible();
    // the government-app menu from the database, as tiles
    await expect(page.getByRole('list', { name: '服务入口' }).getByRole('link', { name: '诉求服务' })).toBeVisible();
    // no main menu, no footer
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('isZZD'))).toBe('true');

    // the mode stays for the rest of the session: another public page has neither
    await page.getByRole('list', { name: '服务入口' }).getByRole('link', { name: '关于我们' }).click();
    await expect(page).toHaveURL(/\/page\/aboutus$/);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a second login of the same account is the same user', async ({ page }) => {
    await page.goto(`/zzd/login?accountId=zzd-demo-001&token=another-token&name=${encodeURIComponent('张三')}`);
    await expect(page).toHaveURL(/\/page\/zzd\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '您好，张三' })).toBeVisible();
  });

  test('without a token nothing is called and the page says so', async ({ page }) => {
    let called = false;
    page.on('request', (request) => {
      if (request.url().includes('/loginByZzdAccountId')) called = true;
    });
    await page.goto('/zzd/login?accountId=zzd-demo-001');
    await expect(page.getByText('缺少政务钉钉登录参数')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    expect(called).toBe(false);
  });
});
