import { expect, test } from './fixtures';
import { loginAt, openUserMenu } from './helpers';

test.describe('login and header dropdown (seeds 000 §2, §6)', () => {
  test('an operator logs in at /login and gets 修改密码 in the dropdown', async ({ page }) => {
    await loginAt(page, 'yyf');
    // Staff go to the workbench entry, which opens the first menu item.
    await expect(page).toHaveURL(/\/work\/home$/);
    await page.getByRole('link', { name: '返回门户' }).click();
    await expect(page).toHaveURL(/\/page\/home$/);
    await expect(page.getByRole('button', { name: /您好，/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '个人登录' })).toBeHidden();
    await page.getByRole('button', { name: /您好，/ }).click();
    await expect(page.getByRole('menuitem', { name: '进入工作台' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入旧密码')).toBeVisible();
    await expect(dialog.getByText('请输入新密码')).toBeVisible();
    await dialog.getByLabel('新密码').fill('short');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号')).toBeVisible();
  });

  test('an enterprise user has no 修改密码 and logs out to the home page', async ({ page }) => {
    await loginAt(page, 'qy');
    await expect(page).toHaveURL(/\/page\/home$/);
    const greeting = page.getByRole('button', { name: /您好，/ });
    await expect(greeting).toBeVisible();
    const name = ((await greeting.textContent()) ?? '').replace(/^您好，/, '').replace(/▾$/, '').trim();
    await openUserMenu(page, name);
    await expect(page.getByRole('menuitem', { name: '市企业服务平台' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/page\/home$/);
    await expect(page.getByRole('link', { name: '企业登录' })).toBeVisible();
  });

  test('/index as an operator lands on the first menu item /work/home', async ({ page }) => {
    await loginAt(page, 'yyf');
    await page.goto('/page/home');
    await page.getByRole('button', { name: /您好，/ }).click();
    await page.getByRole('menuitem', { name: '进入工作台' }).click();
    await expect(page).toHaveURL(/\/work\/home$/);
    await page.goto('/index');
    await expect(page).toHaveURL(/\/work\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: '工作台首页' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '政策咨询' })).toBeVisible();
  });
});
