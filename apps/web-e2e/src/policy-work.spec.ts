/**
 * Issue 12, acceptance 5 — the policy domain's staff pages on the demo data:
 * - gov answers a consultation in 政策咨询 and qy reads the answer in 我的咨询;
 * - gov returns (驳回) a declaration with an opinion in 申报审核 (after looking at the submitted form
 *   read-only) and exports the list; qy sees 审核驳回 with the opinion in 我的申报 and on the
 *   declaration's detail page.
 * The enterprise's question and declaration are made through the API (their own pages have their
 * specs: consult.spec.ts, policy-service.spec.ts); every request of the pages is checked against the
 * contract by the fixtures.
 */
import { type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

/** An open project with the ordinary form (basic template) that the qy company may declare to. */
const PROJECT = '2026年度规上工业企业“升规”后续增长奖励';

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('gov answers a consultation and qy reads the answer in 我的咨询', async ({ page, request }) => {
  const stamp = Date.now();
  const question = `研发费用加计扣除与技改补助能否同时享受？（${stamp}）`;
  const answer = `您好，两项政策可以同时享受，请分别按申报通知提交材料。（${stamp}）`;

  // qy asks about a published policy
  const qy = await apiLogin(request, 'qy');
  const policies = (await (await request.get('/api/policy/doc/list?pageSize=1')).json()) as { data: { list: { id: string }[] } };
  const asked = await request.post('/api/pol/consult/add', {
    headers: qy.headers,
    data: { polInfoId: policies.data.list[0]?.id, consultContent: question },
  });
  expect(((await asked.json()) as { success: boolean }).success).toBe(true);

  // gov answers it in 政策咨询
  await loginAt(page, 'gov');
  await page.goto('/work/policy/consult');
  await expect(page.getByRole('heading', { level: 1, name: '政策咨询' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toContainText('待答复');
  await row.getByRole('button', { name: '答复' }).click();
  const dialog = page.getByRole('dialog', { name: '答复咨询' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: '提交答复' }).click();
  await expect(dialog.getByText('请输入答复内容')).toBeVisible();
  await dialog.getByRole('textbox', { name: '答复内容' }).fill(answer);
  const replied = page.waitForResponse((res) => res.url().endsWith('/api/pol/consult/result'));
  await dialog.getByRole('button', { name: '提交答复' }).click();
  expect(((await (await replied).json()) as { msg: string }).msg).toBe('答复成功');
  await expect(page.getByText('答复成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已答复');
  await expect(row.getByRole('button', { name: '修改答复' })).toBeVisible();

  // qy reads the answer in 我的咨询
  await logout(page);
  await loginAt(page, 'qy');
  await page.goto('/work/my/consult');
  await expect(page.getByRole('heading', { level: 1, name: '我的咨询' })).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: question });
  await expect(mine).toContainText('已答复');
  await expect(mine).toContainText(answer);
});

test('gov returns a declaration with an opinion; qy sees 审核驳回 and the opinion', async ({ page, request }) => {
  const opinion = `请补充上传2025年度财务审计报告（${Date.now()}）`;
  const summary = '2025年主营业务收入同比增长18%，新增自动化产线两条。';

  // qy submits a declaration to an open project
  const qy = await apiLogin(request, 'qy');
  const projects = (await (await request.get(`/api/policy/doc/applyProjectList?keyword=${encodeURIComponent(PROJECT)}`)).json()) as {
    data: { list: { id: string; projectName: string }[] };
  };
  const projectId = projects.data.list.find((p) => p.projectName === PROJECT)?.id;
  expect(projectId).toBeTruthy();
  const saved = await request.post('/api/policy/doc/saveProjectApply', {
    headers: qy.headers,
    data: {
      projectId,
      contactName: '张伟',
      contactPhone: '13857201001',
      formData: { projectTitle: '“升规”后续增长奖励申报', applyAmount: 50000, projectSummary: summary, leaderName: '张伟', leaderPhone: '13857201001' },
      saveType: '1',
    },
  });
  const savedBody = (await saved.json()) as { success: boolean; msg: string; data: { id: string } };
  expect(savedBody, savedBody.msg).toMatchObject({ success: true });
  const declareId = savedBody.data.id;

  // gov finds it in 申报审核, looks at the submitted form and returns it with an opinion
  await loginAt(page, 'gov');
  await page.goto('/work/dec/declare');
  await expect(page.getByRole('heading', { level: 1, name: '申报审核' })).toBeVisible();
  await page.getByRole('textbox', { name: '申报项目' }).fill('升规');
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: PROJECT }).filter({ hasText: '待审核' });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '申报详情' });
  await expect(detail.getByText(summary)).toBeVisible();
  await expect(detail.getByText('项目负责人手机')).toBeVisible();
  await expect(detail.getByRole('textbox')).toHaveCount(0);
  await detail.getByRole('button', { name: '审核' }).click();

  const examine = page.getByRole('dialog', { name: '申报审核' });
  await examine.getByRole('radio', { name: '驳回' }).check();
  await examine.getByRole('button', { name: '提交' }).click();
  await expect(examine.getByText('请输入审核意见')).toBeVisible();
  await examine.getByRole('textbox', { name: /审核意见/ }).fill(opinion);
  await examine.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('审核成功')).toBeVisible();
  await expect(examine).toBeHidden();
  const returned = page.getByRole('row').filter({ hasText: PROJECT }).filter({ hasText: '审核驳回' });
  await expect(returned).toHaveCount(1);
  await expect(returned.getByRole('button', { name: '审核' })).toHaveCount(0);

  // the list exports as Excel under the server's Chinese name
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/^申报审核_\d{4}-\d{2}-\d{2}\.xlsx$/);

  // qy sees the state and the opinion in 我的申报 and on the detail page
  await logout(page);
  await loginAt(page, 'qy');
  await page.goto('/work/my/declare');
  await expect(page.getByRole('heading', { level: 1, name: '我的申报' })).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: PROJECT });
  await expect(mine).toContainText('审核驳回');
  await expect(mine).toContainText(opinion);
  await page.goto(`/page/policyserverdectail?id=${declareId}`);
  await expect(page.getByText(`审核意见：${opinion}`)).toBeVisible();
  await expect(page.getByTestId('declare-status').first()).toHaveText('审核驳回');
});
