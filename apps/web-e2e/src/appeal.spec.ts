/**
 * Issue 6 — 诉求服务 (/page/appeal; seeds 000 §1 "Enterprise appeals", §5 mobile and credit-code rules, §6 enterprise
 * login prompt) on the demo data: the qy enterprise submits an appeal, meets the exact messages 手机号格式错误 and
 * 社会信用代码格式错误, fixes them, and finds the new appeal in 我的诉求 with its first progress step (企业提交); a visitor
 * is asked to log in as an enterprise.
 */
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

/** A valid unified social credit code (18 characters, seeds 000 §5), used when the form has no prefilled one. */
const VALID_CREDIT_CODE = '91330521MA2B3C4D5E';

test('an enterprise submits an appeal with the mobile and credit-code rules and follows it in 我的诉求', async ({ page }) => {
  const title = `新厂区雨污管网接入咨询${Date.now() % 100_000}`;
  await loginAt(page, 'qy');
  await page.goto('/page/appeal');
  await expect(page.getByRole('heading', { name: '诉求服务' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '服务流程' })).toBeVisible();
  await expect(page.getByLabel(/^我的诉求 \d+$/)).toBeVisible();

  await page.getByRole('button', { name: '我要诉求' }).click();
  await expect(page).toHaveURL(/\/page\/appeal\?tab=submit$/);
  const form = page.getByRole('form', { name: '我要诉求' });

  // 诉求分类: only the smallest classes may be chosen
  await form.getByRole('button', { name: /诉求分类/ }).click();
  const tree = page.getByRole('tree', { name: '诉求分类' });
  await tree.getByText('基础设施', { exact: true }).click();
  await expect(page.getByText('请选择最小分类。')).toBeVisible();
  await tree.getByText('管网配套', { exact: true }).click();
  await expect(form.getByRole('button', { name: /诉求分类/ })).toContainText('基础设施 / 管网配套');

  await form.getByLabel(/诉求标题/).fill(title);
  await form.getByLabel(/诉求内容/).fill('新厂区即将竣工，想了解雨污管网接入市政管网的申请流程和办理时限。');
  const credit = form.getByLabel(/统一社会信用代码/);
  const prefilled = await credit.inputValue();
  const validCode = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(prefilled) ? prefilled : VALID_CREDIT_CODE;

  // a bad mobile and a bad credit code: the exact messages, nothing sent
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/appeal/info/submit')) sent += 1;
  });
  await form.getByLabel(/手机号/).fill('1385720100');
  await credit.fill('91330521ma2b3c4d5e');
  await form.getByRole('button', { name: '提交诉求' }).click();
  await expect(form.getByText('手机号格式错误')).toBeVisible();
  await expect(form.getByText('社会信用代码格式错误')).toBeVisible();
  expect(sent).toBe(0);

  // fixed: submitted
  await form.getByLabel(/手机号/).fill('13857201001');
  await credit.fill(validCode);
  const submitted = page.waitForRequest((request) => request.url().endsWith('/api/appeal/info/submit'));
  await form.getByRole('button', { name: '提交诉求' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({ appealTitle: title, appealClass: '0602', contactPhone: '13857201001', creditCode: validCode });
  await expect(page.getByText('提交成功')).toBeVisible();

  // the new appeal opens in 我的诉求 with its first progress step
  await expect(page).toHaveURL(/\/page\/appeal\?tab=mine&id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const progress = page.getByRole('list', { name: '办理进度' });
  await expect(progress.getByRole('listitem')).toHaveCount(1);
  await expect(progress.getByRole('listitem').first()).toContainText('企业提交');
  await expect(progress.getByRole('listitem').first()).toContainText('待受理');

  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/page\/appeal\?tab=mine$/);
  const row = page.getByRole('list', { name: '我的诉求列表' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await expect(row).toContainText('待受理');
});

test('a visitor is asked to log in as an enterprise (去登录 / 暂不登录)', async ({ page }) => {
  await page.goto('/page/appeal?tab=submit');
  const prompt = page.getByRole('alert', { name: '提示' });
  await expect(prompt.getByText('请先使用企业账号进行登录')).toBeVisible();
  await expect(prompt.getByRole('link', { name: '去登录' })).toHaveAttribute('href', /userType=QY/);
  await prompt.getByRole('button', { name: '暂不登录' }).click();
  await expect(page).toHaveURL(/\/page\/appeal$/);
  await page.getByRole('button', { name: '我要诉求' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog.getByText('请先使用企业账号进行登录')).toBeVisible();
  await dialog.getByRole('button', { name: '暂不登录' }).click();
  await expect(dialog).toBeHidden();
});
