import { expect, test } from './fixtures';

test.describe('navigation (seeds 000 §2)', () => {
  test('/ lands on /page/home with the service-centre title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/page\/home$/);
    await expect(page).toHaveTitle('首页-德清县企业综合服务中心');
    await expect(page.getByRole('heading', { name: '最新政策' })).toBeVisible();
  });

  test('an unknown path lands on /404 with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/page\/home$/);
  });

  test('a visitor sees 个人登录 and 企业登录 and the 12 menu entries', async ({ page }) => {
    await page.goto('/page/home');
    const personal = page.getByRole('link', { name: '个人登录' });
    const enterprise = page.getByRole('link', { name: '企业登录' });
    await expect(personal).toBeVisible();
    await expect(enterprise).toBeVisible();
    await expect(personal).toHaveAttribute('href', /userType=GR&redirect=.*%2Fpage%2Fhome%3FuserType%3DGR/);
    await expect(enterprise).toHaveAttribute('href', /userType=QY&redirect=.*%2Fpage%2Fhome%3FuserType%3DQY/);
    const menu = page.getByRole('navigation', { name: '主菜单' }).getByRole('link');
    await expect(menu).toHaveText([
      '首页',
      '政策服务',
      '诉求服务',
      '质量服务',
      '科技服务',
      '金融服务',
      '会展服务',
      '人才服务',
      '厂房土地',
      '商事法律服务',
      '环境检测服务',
      '关于我们',
    ]);
  });

  test('the route change is logged with route name and page title', async ({ page }) => {
    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/sys/action/saveLog') && (request.postData() ?? '').includes('/page/policyserver/calculator/list'),
    );
    await page.goto('/page/home');
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '政策服务' }).click();
    const request = await logged;
    expect(request.postDataJSON()).toEqual({
      routerName: '/page/policyserver/calculator/list',
      pageTitle: '政策计算器-德清县企业综合服务中心',
    });
  });
});
