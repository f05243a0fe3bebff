/**
 * Issue 15, acceptance 2 in the browser — the form builder's template on the declaration page: yyf adds
 * 金额 and 表格 fields to a project's template in the builder (申报项目), marks one required, previews it
 * and publishes it; the portal's declaration page renders the new fields for qy. The project's first save
 * goes through the API; the rest of the acceptance (declare, return with an opinion, resubmit, pass,
 * allowance seen by qy) is proven by `apps/api/src/domains/declaration/project-review/project-review.test.ts`
 * and the page tests. Every request of the pages is checked against the contract by the fixtures.
 */
import { type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

/** An open demo project whose policy qy may declare to (its policy is reused). */
const DEMO_PROJECT = '2026年度规上工业企业“升规”后续增长奖励';
const DAY = 86_400_000;

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeHidden();
}

test('a project built in the form builder renders on the declaration page', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `智能化改造设备补助（${stamp}）`;

  // yyf's unpublished project on the policy of an open demo project
  const yyf = await apiLogin(request, 'yyf');
  const demo = (await (await request.get(`/api/policy/doc/applyProjectList?keyword=${encodeURIComponent(DEMO_PROJECT)}`)).json()) as {
    data: { list: { policyId: string; projectName: string }[] };
  };
  const policyId = demo.data.list.find((p) => p.projectName === DEMO_PROJECT)?.policyId;
  const now = Date.now();
  const created = await request.post('/api/admin/policy/info/applyProjectSave', {
    headers: yyf.headers,
    data: {
      policyId,
      projectName: name,
      applyStartTime: new Date(now - DAY).toISOString(),
      applyEndTime: new Date(now + 10 * DAY).toISOString(),
      examineStartTime: new Date(now + 10 * DAY).toISOString(),
      examineEndTime: new Date(now + 20 * DAY).toISOString(),
      examineDep: '德清县经济和信息化局',
      template: { version: 1, fields: [{ key: 'projectTitle', label: '项目名称', type: 'input', required: true }] },
      status: '0',
    },
  });
  const projectId = ((await created.json()) as { data: { id: string } }).data.id;

  // yyf adds 金额 and 表格 in the builder, previews and publishes
  await loginAt(page, 'yyf');
  await page.goto('/work/policy/applyProject');
  await expect(page.getByRole('heading', { level: 1, name: '申报项目' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('未发布');
  await row.getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog', { name: '编辑申报项目' });
  await expect(editor.getByRole('listitem', { name: '项目名称' })).toBeVisible();
  const properties = editor.getByRole('group', { name: '字段属性' });
  await editor.getByRole('button', { name: '添加金额' }).click();
  await properties.getByRole('textbox', { name: '字段名称' }).fill('设备投资额（元）');
  await properties.getByText('必填', { exact: true }).first().click(); // the switch's input is visually hidden
  await expect(editor.getByRole('listitem', { name: '设备投资额（元）' }).getByLabel('必填')).toBeVisible();
  await editor.getByRole('button', { name: '添加表格' }).click();
  await properties.getByRole('textbox', { name: '字段名称' }).first().fill('设备清单');
  await expect(editor.getByRole('listitem')).toHaveText([/项目名称/, /设备投资额（元）/, /设备清单/]);
  await editor.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '申报表预览' });
  await expect(preview.getByText('设备清单').first()).toBeVisible();
  await preview.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(row).toContainText('已发布');

  // the declaration page renders the built template
  await logout(page);
  await loginAt(page, 'qy');
  await page.goto(`/page/policyserverdeclare?projectId=${projectId}`);
  await expect(page.getByRole('textbox', { name: '设备投资额（元）' })).toBeVisible();
  await expect(page.getByText('设备清单').first()).toBeVisible();
});
