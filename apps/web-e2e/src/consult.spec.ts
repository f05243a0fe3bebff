import { expect, test } from './fixtures';
import { loginAt } from './helpers';

test('an enterprise signs on, asks about a policy, and the operator sees it in the workbench', async ({ page }) => {
  const question = `我公司去年新购设备 500 万元，能否申报技改补助？（${Date.now()}）`;

  // 企业登录 → the single sign-on demo page → back with ?token=…&refreshToken=…
  await page.goto('/page/home');
  await page.getByRole('link', { name: '企业登录' }).click();
  await expect(page).toHaveURL(/\/sso\/login\?userType=QY/);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/page\/home$/); // the callback query is cleared
  await expect(page.getByRole('button', { name: /您好，/ })).toBeVisible();

  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '政策服务' }).click();
  await page.getByRole('navigation', { name: '子菜单' }).getByRole('link', { name: '政策超市' }).click();
  const first = page.getByTestId('policy-item').first();
  const policyTitle = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: /^政策咨询：/ }).click();
  const dialog = page.getByRole('dialog', { name: '政策咨询' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请输入咨询内容')).toBeVisible();
  await dialog.getByLabel(/咨询内容/).fill(question);
  const submitted = page.waitForRequest((request) => request.url().endsWith('/api/pol/consult/add'));
  await dialog.getByRole('button', { name: '提交' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({ consultContent: question });
  await expect(page.getByText('提交成功，感谢咨询')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The enterprise sees it under 我的咨询.
  await page.goto('/work/my/consult');
  await expect(page.getByText(question)).toBeVisible();

  // The operator sees it in the staff list.
  await page.getByRole('button', { name: '退出登录' }).click();
  await loginAt(page, 'yyf');
  await page.goto('/work/policy/consult');
  await expect(page.getByRole('heading', { level: 1, name: '政策咨询' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row).toContainText(policyTitle);
});
