/**
 * 诉求办理 against the started product (issue 16 acceptance 1, 2, 3): an appeal qy submitted (through the API) is
 * found by yyf on 诉求办理 below the seeded overdue appeal (listed first, flagged 超期), dispatched to 德清县经济和信息化局
 * from the detail drawer; dept then finds it in its own list and answers it (办理) — the state becomes 待审核, and the
 * drawer offers dept only the actions of the state table it holds. Every call follows the contract (fixtures).
 */
import { type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openAppeals(page: Page, user: string): Promise<void> {
  await loginAt(page, user);
  await page.goto('/work/appeal/info');
  await expect(page.getByRole('heading', { level: 1, name: '诉求办理' })).toBeVisible();
  await expect(page.getByRole('table', { name: '诉求列表' }).getByRole('row').nth(1)).toBeVisible();
}

test('yyf dispatches a submitted appeal to a department, which answers it in its own list', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const title = `E2E诉求办理${Date.now().toString(36)}`;
  const qy = await apiLogin(request, 'qy');
  const submitted = await request.post('/api/appeal/info/submit', {
    headers: qy.headers,
    data: {
      appealTitle: title,
      appealContent: '新厂区即将竣工，想了解雨污管网接入市政管网的申请流程。',
      appealClass: '0602',
      contactName: '张伟',
      contactPhone: '13857201001',
      creditCode: '91330521MA2B3C4D5E',
    },
  });
  expect(((await submitted.json()) as { success: boolean }).success).toBe(true);

  await openAppeals(page, 'yyf');
  // the seeded overdue appeal comes first and is flagged
  await expect(page.getByRole('table', { name: '诉求列表' }).getByRole('row').nth(1).getByText('超期')).toBeVisible();
  await expect(page.getByRole('group', { name: '诉求数量' }).getByText(/超期未办结 [1-9]/)).toBeVisible();

  await rowOf(page, title).getByRole('button', { name: `详情：${title}` }).click();
  const drawer = page.getByRole('dialog', { name: '诉求详情' });
  await expect(drawer.getByText('新厂区即将竣工，想了解雨污管网接入市政管网的申请流程。')).toBeVisible();
  await drawer.getByRole('button', { name: '分派' }).click();
  const dispatch = page.getByRole('dialog', { name: `分派：${title}` });
  await dispatch.getByRole('textbox', { name: /承办部门/ }).click();
  await page.getByRole('option', { name: '德清县经济和信息化局' }).click();
  await dispatch.getByRole('textbox', { name: /分派意见/ }).fill('请经信局办理');
  await dispatch.getByRole('button', { name: '保存' }).click();
  await expect(dispatch).toBeHidden();
  await expect(drawer.getByRole('list', { name: '办理进度' })).toContainText('请经信局办理');

  const deptContext = await browser.newContext();
  const dept = await deptContext.newPage();
  await openAppeals(dept, 'dept');
  await expect(rowOf(dept, title)).toHaveCount(1);
  await rowOf(dept, title).getByRole('button', { name: `详情：${title}` }).click();
  const deptDrawer = dept.getByRole('dialog', { name: '诉求详情' });
  await expect(deptDrawer.getByRole('group', { name: '可执行操作' }).getByRole('button')).toHaveText(['转办', '办理', '退回']);
  await deptDrawer.getByRole('button', { name: '办理' }).click();
  const deal = dept.getByRole('dialog', { name: `办理：${title}` });
  await deal.getByRole('textbox', { name: /办理结果/ }).fill('已与企业对接，管网接入方案已确定。');
  await deal.getByRole('button', { name: '保存' }).click();
  await expect(deal).toBeHidden();
  await expect(deptDrawer.getByText('待审核').first()).toBeVisible();
  await deptContext.close();
});
