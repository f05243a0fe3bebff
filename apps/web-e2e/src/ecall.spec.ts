/**
 * Issue 16 acceptance 5 — the call centre /ecall (seeds 000 §2, §6; seeds 001 §2 "Bar chart") on the demo data: the
 * CALL operator callcenter lands on /ecall after login and reaches it from the header dropdown, while 进入工作台 still
 * answers 当前角色尚未选择工作台，请联系管理员！; a call recorded on /ecall with the company found by name becomes an appeal
 * of source 12345热线 that 诉求办理 lists, the per-street figures count it, and the page passes axe (WCAG 2.1 AA).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt, openUserMenu } from './helpers';

/** The figures of a street in the chart's table: [呼入, 呼出, 已上报, 未上报] (0 when the street has no call yet). */
async function streetFigures(page: Page, street: string): Promise<number[]> {
  const table = page.getByRole('table', { name: '各街道话务统计' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: street, exact: true }) });
  if ((await row.count()) === 0) return [0, 0, 0, 0];
  return (await row.getByRole('cell').allTextContents()).map(Number);
}

test('the operator lands on /ecall, turns a call into a 12345热线 appeal and the street chart counts it', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 1_000_000;
  const content = `厂区门口道路积水严重，希望尽快疏通排水管网（${stamp}）`;

  await loginAt(page, 'callcenter');
  await expect(page).toHaveURL(/\/ecall$/);
  await expect(page.getByRole('heading', { level: 1, name: '呼叫中心' })).toBeVisible();

  // the header offers the call centre; 进入工作台 keeps the rule of seeds 000 §6
  await page.goto('/page/appeal');
  await openUserMenu(page, '孙晓燕');
  await expect(page.getByRole('menuitem', { name: '呼叫中心' })).toHaveAttribute('href', '/ecall');
  await page.getByRole('menuitem', { name: '进入工作台' }).click();
  await expect(page.getByText('当前角色尚未选择工作台，请联系管理员！')).toBeVisible();
  await expect(page).toHaveURL(/\/page\/home$/);
  await openUserMenu(page, '孙晓燕');
  await page.getByRole('menuitem', { name: '呼叫中心' }).click();
  await expect(page).toHaveURL(/\/ecall$/);

  await expect(page.getByRole('table', { name: '话务记录列表' })).toBeVisible();
  const before = await streetFigures(page, '舞阳街道');

  // the call: company found by name (its street follows), turned into an appeal in one step
  const form = page.getByRole('region', { name: '话务登记' });
  await form.getByLabel(/电话号码/).fill('13957202002');
  await form.getByLabel(/联系人/).fill('王芳');
  await form.getByLabel(/企业名称/).fill('云图地理');
  await page.getByRole('option', { name: '浙江德清云图地理信息科技有限公司' }).click();
  await expect(form.getByRole('textbox', { name: '所属街道' })).toHaveValue('舞阳街道');
  await form.getByLabel(/通话内容/).fill(content);
  await form.getByRole('radio', { name: '已转诉求' }).check();
  await form.getByRole('button', { name: /诉求分类/ }).click();
  const tree = page.getByRole('tree', { name: '诉求分类' });
  await tree.getByText('基础设施', { exact: true }).click();
  await tree.getByText('管网配套', { exact: true }).click();
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/call/data/save'));
  await form.getByRole('button', { name: '保存并转为诉求' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ handleStatus: '2', appealClass: '0602', streetCode: '330521002', companyId: expect.any(String) });
  await expect(page.getByText('保存成功，已转为诉求')).toBeVisible();

  // the list shows the record; the chart counts it as a call-in that was reported
  await expect(page.getByRole('table', { name: '话务记录列表' }).getByText(content)).toBeVisible();
  await expect.poll(() => streetFigures(page, '舞阳街道')).toEqual([before[0]! + 1, before[1]!, before[2]! + 1, before[3]!]);

  // 诉求办理 lists the appeal with its hotline source
  const staff = await apiLogin(page.request, 'yyf');
  const list = await page.request.get(`/api/appeal/info/list?keyword=${encodeURIComponent(String(stamp))}`, { headers: staff.headers });
  const body = (await list.json()) as { data: { total: number; list: { appealSourceName: string; status: string; companyName: string }[] } };
  expect(body.data.total).toBe(1);
  expect(body.data.list[0]).toMatchObject({ appealSourceName: '12345政务服务热线', status: '1', companyName: '浙江德清云图地理信息科技有限公司' });

  // WCAG 2.1 AA: no serious or critical violation on /ecall (after the notices have closed)
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
