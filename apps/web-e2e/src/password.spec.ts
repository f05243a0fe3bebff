/**
 * Change password (seeds 000 §5, §6, §8; issue 6 acceptance 3): an operator whose password is
 * older than 90 days is prompted after login, the dialog shows the complexity message, a change
 * says 密码修改成功,请重新登录 and logs out, and then only the new password works.
 *
 * A dedicated operator is created through the administration API for each run (changing the demo
 * `yyf` would break the other specs); the administrator's password reset (resetPwd) clears its
 * password age, so the 90-day prompt shows at its first login.
 */
import { type APIRequestContext } from '@playwright/test';
import smCrypto from 'sm-crypto';

import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginAt } from './helpers';

const NEW_PASSWORD = 'Better#2027';

async function publicKey(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/sys/platform/publicConfig');
  return ((await res.json()) as { data: { sm2PublicKey: string } }).data.sm2PublicKey;
}

/** Logs in through the API; returns the access token, or null when the password is refused. */
async function apiLogin(request: APIRequestContext, userName: string, password: string): Promise<string | null> {
  const key = await publicKey(request);
  const res = await request.post('/api/sys/activeUser/login', {
    form: { userName, password: smCrypto.sm2.doEncrypt(password, key, 1) },
  });
  const json = (await res.json()) as { success: boolean; data?: { token: string } };
  return json.success && json.data ? json.data.token : null;
}

/** Creates an operator (YYF) and resets its password, so that its password counts as expired. */
async function createExpiredOperator(request: APIRequestContext, userName: string): Promise<void> {
  const admin = await apiLogin(request, 'admin', DEMO_PASSWORD);
  expect(admin, 'admin logs in').toBeTruthy();
  const headers = { Authorization: `Bearer ${admin}`, tokenType: 'Bearer' };
  const key = await publicKey(request);
  const phone = `139${String(Date.now()).slice(-8)}`;
  const saved = await request.post('/api/sys/user/save', {
    headers,
    data: { userName, name: '密码测试', userType: 'YYF', phone, password: smCrypto.sm2.doEncrypt(DEMO_PASSWORD, key, 1) },
  });
  const savedJson = (await saved.json()) as { success: boolean; data: { id: string } };
  expect(savedJson.success, JSON.stringify(savedJson)).toBe(true);
  const reset = await request.post('/api/sys/user/resetPwd', {
    headers,
    data: { id: savedJson.data.id, newPassword: smCrypto.sm2.doEncrypt(DEMO_PASSWORD, key, 1) },
  });
  expect(((await reset.json()) as { success: boolean }).success).toBe(true);
}

test('an operator past 90 days is prompted, changes the password, is logged out, and only the new password works', async ({ page }) => {
  const userName = `pwd_${Date.now().toString(36)}`;
  await createExpiredOperator(page.request, userName);

  await loginAt(page, userName);
  await expect(page.getByText('您的密码已超过90天未修改，请马上修改')).toBeVisible();
  await page.getByRole('button', { name: '立即修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入旧密码')).toBeVisible();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();

  await dialog.getByLabel('旧密码').fill(DEMO_PASSWORD);
  await dialog.getByLabel('新密码').fill('abcdefgh1');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('不符合密码复杂度，密码至少8位且包含数字，字母和特殊符号')).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().includes('/api/sys/user/savePwd'));
  await dialog.getByLabel('新密码').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('密码修改成功,请重新登录')).toBeVisible();
  // logged out: operators go to /login
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);

  // the old password no longer logs in, the new one does
  expect(await apiLogin(page.request, userName, DEMO_PASSWORD)).toBeNull();
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel(/^密码/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginAt(page, userName, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/work\//);
  // a fresh password: no prompt any more
  await expect(page.getByText('您的密码已超过90天未修改，请马上修改')).toHaveCount(0);
});
