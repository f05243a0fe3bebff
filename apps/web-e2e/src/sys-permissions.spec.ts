/**
 * Issue 4, acceptance 1 (seeds 000 §6 "Menus and permissions are delivered by the server. The route
 * list is filtered by the menu … elements the user lacks permission for are removed"): an
 * administrator builds a role from a chosen subset of menus and buttons in 角色管理, creates a user
 * with it in 用户管理; that user sees exactly the chosen menu entries and only the permitted buttons,
 * and the server refuses an operation outside the role (HTTP 200, success false, FORBIDDEN).
 */
import { type Locator, type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { cookie, loginAt } from './helpers';

/** Picks `option` in the Mantine Select or MultiSelect labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a role built in the UI limits its user’s sidebar, buttons and API calls', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const roleName = `直播专员${stamp}`;
  const roleCode = `E2E_LIVE_${stamp}`;
  const userName = `e2e_live_${stamp.toLowerCase()}`;
  const password = 'Live@2026e2e';

  // ---- the administrator creates the role ----
  await loginAt(page, 'admin');
  await page.goto('/work/sys/role');
  await expect(page.getByRole('heading', { level: 1, name: '角色管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新增角色' });
  await roleDialog.getByRole('textbox', { name: /角色名称/ }).fill(roleName);
  await roleDialog.getByRole('textbox', { name: /角色编码/ }).fill(roleCode);
  await choose(page, roleDialog, /用户类型/, '运营方');
  await roleDialog.getByRole('button', { name: '保存' }).click();
  await expect(roleDialog).toBeHidden();

  // ---- … grants 工作台首页 and 直播管理 with 查询 and 保存, without 删除 and 发布 ----
  await page.getByRole('textbox', { name: '关键字' }).fill(roleCode);
  await page.getByRole('button', { name: '查询' }).click();
  const roleRow = page.getByRole('row').filter({ hasText: roleCode });
  await roleRow.getByRole('button', { name: '授权' }).click();
  const grant = page.getByRole('dialog', { name: `角色授权：${roleName}` });
  await grant.getByRole('checkbox', { name: /^工作台首页/ }).check();
  await grant.getByRole('checkbox', { name: /^直播管理/ }).check();
  await expect(grant.getByRole('checkbox', { name: /sys:live:delete/ })).toBeChecked(); // a menu ticks its buttons
  await grant.getByRole('checkbox', { name: /sys:live:delete/ }).uncheck();
  await grant.getByRole('checkbox', { name: /sys:live:publish/ }).uncheck();
  await expect(grant.getByRole('checkbox', { name: /^系统管理/ })).toBeChecked(); // and its catalog
  const granted = page.waitForRequest((request) => request.url().endsWith('/api/sys/role/grant'));
  await grant.getByRole('button', { name: '保存授权' }).click();
  const grantBody = (await granted).postDataJSON() as { menuIds: string[] };
  expect(grantBody.menuIds).toHaveLength(5); // 工作台首页, 系统管理, 直播管理, 查询, 保存
  await expect(grant).toBeHidden();

  // ---- … and a user with that role ----
  await page.goto('/work/sys/user');
  await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新增用户' });
  await userDialog.getByRole('textbox', { name: /登录名/ }).fill(userName);
  await userDialog.getByRole('textbox', { name: /姓名/ }).fill('直播专员');
  await choose(page, userDialog, /用户类型/, '运营方');
  await userDialog.getByRole('textbox', { name: /手机号/ }).fill('13905729999');
  await choose(page, userDialog, /角色/, roleName);
  await userDialog.getByLabel(/初始密码/).fill(password);
  await userDialog.getByRole('button', { name: '保存' }).click();
  await expect(userDialog).toBeHidden();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // ---- the new user sees exactly the chosen menu entries ----
  await loginAt(page, userName, password);
  await expect(page).toHaveURL(/\/work\/home$/);
  await page.goto('/work/sys/live');
  await expect(page.getByRole('heading', { level: 1, name: '直播管理' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: '工作台菜单' });
  await expect(sidebar.getByRole('link')).toHaveText(['工作台首页', '直播管理']);
  await expect(sidebar.getByText('系统管理')).toBeVisible();

  // … only the permitted buttons: 新增直播 and 编辑 (save), no 下架 (publish) although the seeded
  // broadcasts are published, no 删除.
  const firstRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: '编辑' }) }).first();
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('button', { name: '新增直播' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下架' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);

  // … and pages outside the menu do not exist for this user.
  await page.goto('/work/sys/user');
  await expect(page).toHaveURL(/\/404$/);

  // ---- the server refuses what the role does not grant ----
  const token = await cookie(page, 'token');
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}`, tokenType: 'Bearer' };
  const list = await page.request.get('/api/sys/live/list?page=1&pageSize=10', { headers });
  expect(list.status()).toBe(200);
  const listBody = (await list.json()) as { success: boolean; data: { list: { id: string }[] } };
  expect(listBody.success).toBe(true);
  const liveId = listBody.data.list[0]?.id;
  expect(liveId).toBeTruthy();

  const offPublish = await page.request.post('/api/sys/live/offPublish', { headers, data: { id: liveId } });
  expect(offPublish.status()).toBe(200);
  expect(await offPublish.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

  const users = await page.request.get('/api/sys/user/list?page=1&pageSize=10', { headers });
  expect(users.status()).toBe(200);
  expect(await users.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
});
