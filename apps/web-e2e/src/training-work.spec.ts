/**
 * The training workbench against the started product (issue 19 acceptance 1, training): yyf creates an activity
 * whose registration is open, walks it through review (each step offering only the buttons the state table
 * allows), qy registers from the portal, yyf finds the registration in 报名管理 and cancels the activity.
 */
import { type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const NAME = `流程测试培训活动${Date.now().toString(36)}`;
const HOUR = 3_600_000;
/** A `datetime-local` value in China time, `hours` from now. */
const chinaInput = (hours: number) => new Date(Date.now() + hours * HOUR + 8 * HOUR).toISOString().slice(0, 16);

async function activityRow(page: Page) {
  const row = page.getByRole('table', { name: '培训活动列表' }).getByRole('row').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  return row;
}

async function buttons(page: Page): Promise<string[]> {
  return (await activityRow(page)).getByRole('button').allTextContents();
}

test('yyf walks an activity through review, qy registers, yyf sees the registration and cancels', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await loginAt(page, 'yyf');
  await page.goto('/work/train/activity');
  await expect(page.getByRole('heading', { level: 1, name: '培训活动' })).toBeVisible();

  await page.getByRole('button', { name: '新增活动' }).click();
  const form = page.getByRole('dialog', { name: '新增培训活动' });
  await form.getByRole('textbox', { name: /活动名称/ }).fill(NAME);
  await form.getByRole('textbox', { name: /活动类型/ }).click();
  await page.getByRole('option', { name: '培训活动' }).click();
  await form.getByRole('textbox', { name: /活动地点/ }).fill('德清县科技新城创新大厦 3 楼报告厅');
  await form.getByLabel(/报名开始时间/).fill(chinaInput(-1));
  await form.getByLabel(/报名截止时间/).fill(chinaInput(24));
  await form.getByLabel(/举办开始时间/).fill(chinaInput(48));
  await form.getByLabel(/举办结束时间/).fill(chinaInput(50));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  let row = await activityRow(page);
  await expect(row.getByText('未发布')).toBeVisible();
  expect(await buttons(page)).toEqual(['查看', '编辑', '提交审核', '取消', '删除']);
  await row.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('待审核')).toBeVisible();
  expect(await buttons(page)).toEqual(['查看', '审核', '取消']);

  await row.getByRole('button', { name: '审核' }).click();
  const examine = page.getByRole('dialog', { name: `审核培训活动：${NAME}` });
  await examine.getByRole('radio', { name: '通过' }).check();
  await examine.getByRole('button', { name: '提交' }).click();
  await expect(examine).toBeHidden();
  row = await activityRow(page);
  await expect(row.getByText('报名中')).toBeVisible();
  expect(await buttons(page)).toEqual(['查看', '延期', '取消']);

  const qyContext = await browser.newContext();
  const qy = await qyContext.newPage();
  await loginAt(qy, 'qy');
  await qy.goto(`/page/propagandaEventsList?keyword=${encodeURIComponent(NAME)}`);
  await qy.getByRole('link', { name: NAME }).click();
  await qy.getByRole('region', { name: '报名信息' }).getByRole('button', { name: '我要报名' }).click();
  const apply = qy.getByRole('dialog', { name: '活动报名' });
  await apply.getByRole('textbox', { name: /手机号/ }).fill('13857208001');
  await apply.getByRole('button', { name: '提交报名' }).click();
  await expect(qy.getByText('报名成功')).toBeVisible();
  await qyContext.close();

  await page.goto('/work/train/info');
  await page.getByRole('textbox', { name: '培训活动' }).click();
  await page.getByRole('option', { name: new RegExp(NAME) }).click();
  const infos = page.getByRole('table', { name: '报名列表' });
  await expect(infos.getByRole('row').filter({ hasText: '13857208001' })).toHaveCount(1);

  await page.goto('/work/train/activity');
  row = await activityRow(page);
  await row.getByRole('button', { name: '取消' }).click();
  const cancel = page.getByRole('dialog', { name: `取消培训活动：${NAME}` });
  await expect(cancel.getByText('已报名人员将收到短信通知', { exact: false })).toBeVisible();
  await cancel.getByRole('textbox', { name: /取消原因/ }).fill('场地调整');
  await cancel.getByRole('button', { name: '确定取消' }).click();
  await expect(cancel).toBeHidden();
  row = await activityRow(page);
  await expect(row.getByText('已取消')).toBeVisible();
  expect(await buttons(page)).toEqual(['查看', '删除']);
});
