/**
 * Every public route of seeds 000 §2 (issue 6 acceptance 1): each page shows its own content from
 * the database (read through the public API in the test, so the check follows the demo data), the
 * right highlighted main-menu entry and the right title.
 */
import { type APIRequestContext, type Page } from '@playwright/test';

import { expect, test } from './fixtures';

const SITE = '德清县企业综合服务中心';

/** The `list[0]` of a public list operation (GET under /api). */
async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  const body = (await response.json()) as { data: { list: T[] } };
  const item = body.data.list[0];
  if (!item) throw new Error(`no demo data at ${path}`);
  return item;
}

/** The highlighted main-menu entry, or none. */
async function expectHighlight(page: Page, entry: string | null) {
  const current = page.getByRole('navigation', { name: '主菜单' }).locator('[aria-current="page"]');
  if (entry === null) await expect(current).toHaveCount(0);
  else await expect(current).toHaveText(entry);
}

async function expectTitle(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title}-${SITE}`);
}

test.describe('public routes (seeds 000 §2)', () => {
  test('home and home1 show the newest policy; search finds across kinds', async ({ page, request }) => {
    const policy = await first<{ policyTitle: string }>(request, '/policy/doc/list?page=1&pageSize=1');
    await page.goto('/page/home');
    await expectTitle(page, '首页');
    await expectHighlight(page, '首页');
    await expect(page.getByRole('link', { name: policy.policyTitle }).first()).toBeVisible();
    await page.goto('/page/home1');
    await expectTitle(page, '服务大厅');
    await expectHighlight(page, '首页');
    await expect(page.getByRole('link', { name: policy.policyTitle }).first()).toBeVisible();

    const hit = await first<{ title: string }>(request, `/thirdPartApi/globalSearch?keyword=${encodeURIComponent('专精特新')}`);
    await page.goto(`/page/search?keyword=${encodeURIComponent('专精特新')}`);
    await expectTitle(page, '全站搜索');
    await expectHighlight(page, null);
    await expect(page.getByRole('link', { name: hit.title }).first()).toBeVisible();
  });

  test('industry news list and details, about us, people build', async ({ page, request }) => {
    const news = await first<{ title: string }>(request, '/cms/news/publicList?page=1&pageSize=1');
    await page.goto('/page/industryinfo');
    await expectTitle(page, '行业资讯');
    await expectHighlight(page, '关于我们');
    await page.getByRole('link', { name: news.title }).first().click();
    await expect(page).toHaveURL(/\/page\/industryinfodetails\?id=/);
    await expectTitle(page, '资讯详情');
    await expectHighlight(page, '关于我们');
    await expect(page.getByRole('heading', { name: news.title })).toBeVisible();

    const about = (await (await request.get('/api/aboutUs/detail')).json()) as { data: { sections: { title: string }[] } };
    await page.goto('/page/aboutus');
    await expectTitle(page, '关于我们');
    await expectHighlight(page, '关于我们');
    await expect(page.getByRole('heading', { name: about.data.sections[0]?.title ?? '' }).first()).toBeVisible();

    const party = await first<{ title: string }>(request, '/cms/news/publicList?page=1&pageSize=1&columnCode=peopleBuild');
    await page.goto('/page/peopleBuild');
    await expectTitle(page, '党建引领');
    await expectHighlight(page, '关于我们');
    await expect(page.getByRole('link', { name: party.title }).first()).toBeVisible();
  });

  test('commercial law (no title suffix), quality and finance column pages', async ({ page, request }) => {
    for (const [path, code, title, entry] of [
      ['/page/commercialLaw', 'commercialLaw', '商事法律服务', '商事法律服务'],
      ['/page/quality', 'quality', '质量服务', '质量服务'],
      ['/page/financialService', 'finance', '金融服务', '金融服务'],
    ] as const) {
      const column = (await (await request.get(`/api/cms/news/column/publicDetail?code=${code}`)).json()) as { data: { id: string } };
      expect(column.data.id).toBeTruthy();
      const news = await first<{ title: string }>(request, `/cms/news/publicList?page=1&pageSize=1&columnCode=${code}`);
      await page.goto(path);
      if (code === 'commercialLaw') await expect(page).toHaveTitle(title);
      else await expectTitle(page, title);
      await expectHighlight(page, entry);
      await expect(page.getByRole('link', { name: news.title }).first()).toBeVisible();
    }
  });

  test('appeal service shows its classes from the database', async ({ page }) => {
    await page.goto('/page/appeal');
    await expectTitle(page, '诉求服务');
    await expectHighlight(page, '诉求服务');
    await expect(page.getByText('诉求分类')).toBeVisible();
    await expect(page.getByText('服务流程')).toBeVisible();
  });

  test('training and publicity: overview, list and details', async ({ page, request }) => {
    const activity = await first<{ activityName: string }>(request, '/train/activity/publicList?page=1&pageSize=1');
    await page.goto('/page/propaganda');
    await expectTitle(page, '培训宣传');
    await expectHighlight(page, '关于我们');
    await expect(page.getByText(activity.activityName).first()).toBeVisible();
    await page.goto('/page/propagandaEventsList');
    await expectTitle(page, '活动列表');
    await expectHighlight(page, '关于我们');
    await page.getByRole('link', { name: activity.activityName }).first().click();
    await expect(page).toHaveURL(/\/page\/propagandaDetails\?id=/);
    await expectTitle(page, '活动详情');
    await expectHighlight(page, '关于我们');
    await expect(page.getByRole('heading', { name: activity.activityName })).toBeVisible();
  });

  test('factory and land market: list, land and workshop details', async ({ page, request }) => {
    const land = await first<{ title: string }>(request, '/land/info/publicList?page=1&pageSize=1');
    const workshop = await first<{ title: string }>(request, '/workshop/info/publicList?page=1&pageSize=1');
    await page.goto('/page/sdmarket');
    await expectTitle(page, '厂房土地');
    await expectHighlight(page, '厂房土地');
    await page.getByRole('link', { name: land.title }).first().click();
    await expect(page).toHaveURL(/\/page\/sdmarketdetail1\?id=/);
    await expectTitle(page, '土地详情');
    await expectHighlight(page, '厂房土地');
    await expect(page.getByRole('heading', { name: land.title })).toBeVisible();
    await page.goto('/page/sdmarket?tab=workshop');
    await page.getByRole('link', { name: workshop.title }).first().click();
    await expect(page).toHaveURL(/\/page\/sdmarketdetail2\?id=/);
    await expectTitle(page, '厂房详情');
    await expectHighlight(page, '厂房土地');
    await expect(page.getByRole('heading', { name: workshop.title })).toBeVisible();
  });

  test('technology service: every list and its details', async ({ page, request }) => {
    for (const [list, listTitle, detailTitle, api, field] of [
      ['resultList', '科技成果', '成果详情', '/tech/achievement/publicList', 'achievementName'],
      ['institutesList', '科研院所', '院所详情', '/tech/institute/publicList', 'instituteName'],
      ['expertlist', '专家库', '专家详情', '/tech/expert/publicList', 'expertName'],
      ['techneed', '技术需求', '需求详情', '/tech/requirement/publicList', 'requirementName'],
    ] as const) {
      const item = await first<Record<string, string>>(request, `${api}?page=1&pageSize=1`);
      const name = item[field] ?? '';
      await page.goto(`/page/techService/${list}`);
      await expectTitle(page, listTitle);
      await expectHighlight(page, '科技服务');
      await page.getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(/\/page\/techService\/\w+\?id=/);
      await expectTitle(page, detailTitle);
      await expectHighlight(page, '科技服务');
      await expect(page.getByRole('heading', { name }).first()).toBeVisible();
    }
    await page.goto('/page/techService');
    await expect(page).toHaveURL(/\/page\/techService\/resultList$/);
  });

  test('/header, /demo and the custom-form routes', async ({ page }) => {
    await page.goto('/header');
    await expectTitle(page, '页头');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/demo');
    await expectTitle(page, '组件演示');
    await expect(page.getByText('数据来自本平台数据库')).toBeVisible();
    await page.goto('/commonform');
    await expectTitle(page, '自定义表单');
    await expect(page.getByText('请先登录后使用自定义表单')).toBeVisible();
    await page.goto('/preview');
    await expectTitle(page, '自定义表单预览');
  });
});
