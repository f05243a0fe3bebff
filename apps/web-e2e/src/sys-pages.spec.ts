/**
 * The system-administration pages (issue 4) against the started product: every page of the seeded
 * 系统管理 menu opens for the administrator with its breadcrumb, title and data, and every call
 * they make follows the contract (the automatic contract-traffic check).
 */
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const PAGES: readonly { path: string; title: string; shows: string | RegExp }[] = [
  { path: '/work/sys/user', title: '用户管理', shows: 'admin' },
  { path: '/work/sys/role', title: '角色管理', shows: '平台管理员' },
  { path: '/work/sys/menu', title: '菜单管理', shows: 'sys:user:resetPwd' },
  { path: '/work/sys/dataRule', title: '数据规则', shows: '新增规则' },
  { path: '/work/sys/dict', title: '字典管理', shows: 'supportMode' },
  { path: '/work/sys/office', title: '机构管理', shows: /德清县/ },
  { path: '/work/sys/platform', title: '平台管理', shows: '新增平台' },
  { path: '/work/sys/live', title: '直播管理', shows: '企业融资对接专题直播' },
  { path: '/work/sys/homeConfig', title: '首页配置', shows: '新增轮播图' },
  { path: '/work/sys/basicDataConfig', title: '基础数据配置', shows: '新增诉求分类' },
  { path: '/work/sys/log', title: '操作日志', shows: '/work/sys/basicDataConfig' },
];

test('the administrator opens every 系统管理 page from the sidebar', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAt(page, 'admin');
  await page.goto('/work/sys/user');
  const sidebar = page.getByRole('navigation', { name: '工作台菜单' });
  for (const { path, title, shows } of PAGES) {
    await sidebar.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('面包屑').getByText('系统管理')).toBeVisible();
    await expect(page.getByText(shows).first()).toBeVisible();
    await expect(page.getByText('加载失败')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${title}-`));
  }
});

test('字典管理 shows the values of the chosen type and 操作日志 searches by keyword', async ({ page }) => {
  await loginAt(page, 'admin');
  await page.goto('/work/sys/dict');
  const typeRow = page.getByRole('row').filter({ hasText: 'supportMode' });
  await typeRow.getByRole('button', { name: '字典值' }).click();
  await expect(page.getByRole('heading', { name: /字典值：.*（supportMode）/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '字典值列表' }).getByRole('row').nth(1)).toBeVisible();

  await page.goto('/work/sys/log');
  await page.getByRole('textbox', { name: '关键字' }).fill('/work/sys/dict');
  const searched = page.waitForRequest((request) => request.url().includes('/api/sys/action/list') && request.url().includes('keyword='));
  await page.getByRole('button', { name: '查询' }).click();
  expect(new URL((await searched).url()).searchParams.get('keyword')).toBe('/work/sys/dict');
  await expect(page.getByRole('row').filter({ hasText: '/work/sys/dict' }).first()).toBeVisible();
});
