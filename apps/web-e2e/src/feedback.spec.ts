/**
 * Issue 6, acceptance 3 (feedback part) — the feedback dialog of seeds 000 §5: every exact message
 * (请输入标题, 请输入留言, 请输入正确的手机号 from the documents; 请输入其他信息, 请输入姓名 and
 * 标题不能超过30个字 / 留言不能超过300个字 chosen by the platform, docs/decisions/0007-client-decisions.md), then a
 * successful submission that an operator finds in the feedback list. The portal header has an entry
 * named 意见反馈 that opens the dialog.
 */
import { apiLogin } from './api-session';
import { expect, test } from './fixtures';

test('the feedback dialog shows its exact messages and submits', async ({ page, playwright, baseURL }) => {
  const title = `检索建议${Date.now().toString(36)}`;
  await page.goto('/page/home');
  await page.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const submit = dialog.getByRole('button', { name: '提交' });

  // nothing filled in: every required message, nothing sent
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sys/feedback/save')) saves += 1;
  });
  await submit.click();
  for (const message of ['请输入标题', '请输入留言', '请输入其他信息', '请输入姓名', '请输入正确的手机号']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  // too long and a wrong mobile number
  await field('标题').fill('题'.repeat(31));
  await field('留言').fill('言'.repeat(301));
  await field('其他').fill('德清县恒达新材料有限公司');
  await field('姓名').fill('张伟');
  await field('手机号').fill('12345678901');
  await submit.click();
  await expect(dialog.getByText('标题不能超过30个字', { exact: true })).toBeVisible();
  await expect(dialog.getByText('留言不能超过300个字', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入正确的手机号', { exact: true })).toBeVisible();
  await field('手机号').fill('1381234567');
  await submit.click();
  await expect(dialog.getByText('请输入正确的手机号', { exact: true })).toBeVisible();
  expect(saves).toBe(0);

  // a valid form is sent, thanked for, and the dialog closes
  await field('标题').fill(title);
  await field('留言').fill('希望政策超市能按发文日期筛选。');
  await field('手机号').fill('13812345678');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/sys/feedback/save'));
  await submit.click();
  expect(await (await saved).json()).toMatchObject({ success: true });
  await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();
  await expect(dialog).toBeHidden();

  // an operator finds it
  const context = await playwright.request.newContext({ baseURL });
  try {
    const yyf = await apiLogin(context, 'yyf');
    const list = await context.get(`/api/sys/feedback/list?keyword=${encodeURIComponent(title)}`, { headers: yyf.headers });
    expect(await list.json()).toMatchObject({ success: true, data: { total: 1, list: [{ name: title, namevalue: '张伟', phonevalue: '13812345678' }] } });
  } finally {
    await context.dispose();
  }
});
