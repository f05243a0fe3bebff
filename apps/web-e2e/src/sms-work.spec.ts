/**
 * Issue 19, acceptance 5 (the browser flow): yyf's template with an unknown variable is refused in the dialog and saved
 * once fixed; a batch from that template to a typed phone runs as a job whose progress reaches the end, and 发送记录
 * shows the message with the rendered text. The tag and street batches (one outbox row per enterprise, rendered text)
 * are covered by the API test `apps/api/src/domains/sms/sms.test.ts`.
 */
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

test('a template with an unknown variable is refused; a batch from the fixed one is sent with progress and recorded', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const name = `会议通知${stamp}`;
  await loginAt(page, 'yyf');
  await page.goto('/work/sms/template');
  await expect(page.getByRole('heading', { level: 1, name: '短信模板' })).toBeVisible();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增短信模板' });
  await dialog.getByLabel('模板名称').fill(name);
  await dialog.getByLabel('模板内容').fill('{companyName}您好，{meeting}请准时参加');
  await expect(dialog.getByText(/模板包含未定义的变量：\{meeting\}/)).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('模板内容').fill(`{name}您好，${stamp}会议请准时参加`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: '短信模板列表' }).getByText(name)).toBeVisible();

  await page.goto('/work/sms/send');
  await page.getByRole('textbox', { name: '短信模板' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('textbox', { name: '接收人' }).fill('13800009999 张三');
  await expect(page.getByTestId('sms-preview')).toHaveText(`张三您好，${stamp}会议请准时参加`);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('短信已全部提交到发件箱')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: '发送进度 100%' })).toBeVisible();

  await page.goto('/work/sms/record');
  await expect(page.getByRole('table', { name: '发送记录列表' }).getByText(`张三您好，${stamp}会议请准时参加`)).toBeVisible();
});
