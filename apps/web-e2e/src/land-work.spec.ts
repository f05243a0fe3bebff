/**
 * The land and workshop workbench against the started product (issue 12 acceptance 3, workshop
 * part): yyf creates a factory building on 厂房房源, submits it and passes it — it appears on the
 * portal market /page/sdmarket and its detail page; another one rejected with an opinion does not
 * appear, and 厂房审核记录 shows the opinion. Every call follows the contract (fixtures).
 */
import { type Locator, type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';

/** A title no earlier run used (the database survives between specs of one run). */
const unique = (label: string) => `E2E${label}厂房${Date.now().toString(36)}`;

/** The table row holding `text`. */
const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** 新增厂房 → fills the dialog → 保存 → 保存成功; the new row is shown as 草稿. */
async function createWorkshop(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: '新增厂房' }).click();
  const dialog = page.getByRole('dialog', { name: '新增厂房' });
  await dialog.getByRole('textbox', { name: /^标题/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^地址/ }).fill('阜溪街道端到端测试路 8 号');
  await dialog.getByRole('textbox', { name: /^建筑面积/ }).fill('2600');
  await dialog.getByRole('textbox', { name: /^交易方式/ }).click();
  await page.getByRole('option', { name: '出租' }).click();
  await dialog.getByRole('textbox', { name: /^价格/ }).fill('16');
  await dialog.getByRole('textbox', { name: /^业主/ }).fill('德清县端到端实业有限公司');
  await dialog.getByRole('textbox', { name: /^联系人/ }).fill('周测试');
  await dialog.getByRole('textbox', { name: /^联系电话/ }).fill('13857200088');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/workshop/info/save'));
  await dialog.getByRole('button', { name: '保存' }).click();
  expect((await (await saved).json()) as { success: boolean }).toMatchObject({ success: true });
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Shows only the rows whose title contains `title` (the search bar's 标题). */
async function searchTitle(page: Page, title: string): Promise<void> {
  await page.getByRole('search', { name: '查询条件' }).getByRole('textbox', { name: '标题' }).fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rowOf(page, title)).toHaveCount(1);
}

/** 提交审核 after confirmation; the row becomes 待审核. */
async function submit(page: Page, title: string): Promise<void> {
  await rowOf(page, title).getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功').first()).toBeVisible();
  await expect(rowOf(page, title).getByText('待审核')).toBeVisible();
}

test('yyf publishes a workshop listing through review; a rejected one stays off the portal with its opinion in 厂房审核记录', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const passed = unique('通过');
  const rejected = unique('驳回');
  const opinion = '产权证明不全，请补充后再提交';

  await loginAt(page, 'yyf');
  await page.goto('/work/workshop/info');
  await expect(page.getByRole('heading', { level: 1, name: '厂房房源' })).toBeVisible();
  await expect(page.getByLabel('面包屑').getByText('土地厂房')).toBeVisible();
  await expect(page.getByRole('table', { name: '厂房房源列表' }).getByRole('row').nth(1)).toBeVisible();

  // the first listing: create → submit → pass
  await createWorkshop(page, passed);
  await searchTitle(page, passed);
  await expect(rowOf(page, passed).getByText('草稿')).toBeVisible();
  await submit(page, passed);
  await rowOf(page, passed).getByRole('button', { name: '审核', exact: true }).click();
  let review = page.getByRole('dialog', { name: '审核厂房' });
  await expect(review.getByText(passed)).toBeVisible();
  await review.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('审核成功').first()).toBeVisible();
  await expect(rowOf(page, passed).getByText('已上架')).toBeVisible();
  await expect(rowOf(page, passed).getByRole('button', { name: '审核', exact: true })).toHaveCount(0);

  // the second listing: create → submit → reject (the opinion is required)
  await createWorkshop(page, rejected);
  await searchTitle(page, rejected);
  await submit(page, rejected);
  await rowOf(page, rejected).getByRole('button', { name: '审核', exact: true }).click();
  review = page.getByRole('dialog', { name: '审核厂房' });
  await review.getByRole('radio', { name: '驳回' }).check();
  await review.getByRole('button', { name: '确定' }).click();
  await expect(review.getByText('请输入审核意见')).toBeVisible();
  await review.getByRole('textbox', { name: /审核意见/ }).fill(opinion);
  await review.getByRole('button', { name: '确定' }).click();
  await expect(review).toBeHidden();
  await expect(rowOf(page, rejected).getByText('审核驳回')).toBeVisible();

  // the portal, as a visitor: the passed listing is listed and opens; the rejected one is not there
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`/page/sdmarket?tab=workshop&keyword=${encodeURIComponent(passed)}`);
    await visitor.getByRole('link', { name: passed }).click();
    await expect(visitor).toHaveURL(/\/page\/sdmarketdetail2\?id=[0-9a-f-]{36}$/);
    await expect(visitor.getByRole('heading', { level: 1, name: passed })).toBeVisible();
    await expect(visitor.getByText('德清县端到端实业有限公司')).toBeVisible();

    await visitor.goto(`/page/sdmarket?tab=workshop&keyword=${encodeURIComponent('E2E驳回厂房')}`);
    await expect(visitor.getByText('共 0 条信息')).toBeVisible();
    await expect(visitor.getByTestId('empty-state')).toBeVisible();
    await expect(visitor.getByRole('link', { name: rejected })).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // 厂房审核记录 shows the rejection with its opinion and operator
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '厂房审核记录', exact: true }).click();
  await expect(page).toHaveURL(/\/work\/workshop\/reviewLog$/);
  await page.getByRole('search', { name: '查询条件' }).getByRole('textbox', { name: '标题' }).fill(rejected);
  await page.getByRole('button', { name: '查询' }).click();
  const rejection = page.getByRole('row').filter({ hasText: '审核驳回' }).filter({ hasText: rejected });
  await expect(rejection).toHaveCount(1);
  await expect(rejection).toContainText(opinion);
  await expect(rejection).toContainText('李娜');
  await expect(page.getByRole('row').filter({ hasText: '提交审核' }).filter({ hasText: rejected })).toHaveCount(1);
});

const STAFF_PAGES: readonly { path: string; title: string }[] = [
  { path: '/work/land/info', title: '土地供应' },
  { path: '/work/land/demand', title: '用地需求' },
  { path: '/work/land/reviewLog', title: '土地审核记录' },
  { path: '/work/workshop/info', title: '厂房房源' },
  { path: '/work/workshop/demand', title: '厂房需求' },
  { path: '/work/workshop/reviewLog', title: '厂房审核记录' },
];

test('the administrator opens every 土地厂房 page from the sidebar, each listing the seeded rows', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAt(page, 'admin');
  await page.goto('/work/home');
  const sidebar = page.getByRole('navigation', { name: '工作台菜单' });
  for (const { path, title } of STAFF_PAGES) {
    if (!(await sidebar.getByRole('link', { name: title, exact: true }).isVisible())) {
      await sidebar.getByText('土地厂房', { exact: true }).click();
    }
    await sidebar.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('没有你想要的数据')).toHaveCount(0);
    await expect(page.getByText('加载失败')).toHaveCount(0);
  }
});

test('an enterprise sees only its own listings on its 我的 pages, without 审核', async ({ page }) => {
  await loginAt(page, 'qy');
  await page.goto('/work/my/workshop');
  await expect(page.getByRole('heading', { level: 1, name: '我的厂房房源' })).toBeVisible();
  await expect(rowOf(page, '武康街道恒达新材料二期车间 2000㎡ 出租')).toHaveCount(1);
  // the operator's listings (seeded by yyf) are not the enterprise's
  await expect(page.getByText('乾元镇德清大道多层厂房 5600㎡ 整体出租')).toHaveCount(0);
  await expect(rowOf(page, '恒达新材料三号仓库（草稿）').getByRole('button', { name: '提交审核' })).toBeVisible();
  await expect(page.getByRole('button', { name: '审核', exact: true })).toHaveCount(0);
  await page.goto('/work/my/landDemand');
  await expect(rowOf(page, '恒达新材料二期项目用地需求（30亩）')).toHaveCount(1);
  await page.goto('/work/my/workshopDemand');
  await expect(rowOf(page, '恒达新材料求租临时仓库 1000㎡（草稿）')).toHaveCount(1);
});
