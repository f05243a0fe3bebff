import { expect, test } from './fixtures';
import { loginAt } from './helpers';

/** A seeded activity in 报名中 open to individuals, for which gr holds no registration (apps/api/src/seed/content/training.ts). */
const ACTIVITY = '中小企业数字化转型专题培训（第四期）';

test.describe('training and publicity (seeds 000 §2 propagandaEventsList, propagandaDetails)', () => {
  test('an individual registers for an activity from the list, with the mobile rule of seeds 000 §5', async ({ page }) => {
    await loginAt(page, 'gr');

    await page.goto('/page/propagandaEventsList');
    await expect(page).toHaveTitle('活动列表-德清县企业综合服务中心');
    await expect(page.getByTestId('train-activity-item').first()).toBeVisible();
    await page.getByRole('textbox', { name: '关键字' }).fill('第四期');
    await expect(page).toHaveURL(/keyword=/);
    await page.getByRole('link', { name: ACTIVITY }).click();

    await expect(page).toHaveURL(/\/page\/propagandaDetails\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible();
    await expect(page).toHaveTitle('活动详情-德清县企业综合服务中心');
    const panel = page.getByRole('region', { name: '报名信息' });

    // A rerun on the same database finds the registration of the previous run: cancel it first.
    if (await panel.getByRole('button', { name: '取消报名' }).isVisible()) {
      await panel.getByRole('button', { name: '取消报名' }).click();
      await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定取消' }).click();
      await expect(page.getByText('已取消报名')).toBeVisible();
    }

    await panel.getByRole('button', { name: '我要报名' }).click();
    const dialog = page.getByRole('dialog', { name: '活动报名' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /姓名/ })).toHaveValue('刘芳');
    const phone = dialog.getByRole('textbox', { name: /手机号/ });
    await phone.fill('2385720800');
    await dialog.getByRole('button', { name: '提交报名' }).click();
    await expect(dialog.getByText('手机号格式错误')).toBeVisible();

    await phone.fill('13857208005');
    const applied = page.waitForRequest((request) => request.url().endsWith('/api/train/info/apply'));
    await dialog.getByRole('button', { name: '提交报名' }).click();
    expect((await applied).postDataJSON()).toMatchObject({ applyName: '刘芳', applyPhone: '13857208005', applyNum: 1 });
    await expect(page.getByText('报名成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(panel.getByText('已报名', { exact: true })).toBeVisible();
    await expect(panel.getByText(/报名人：刘芳/)).toContainText('手机号：13857208005');
    await expect(panel.getByRole('button', { name: '取消报名' })).toBeVisible();
    await expect(panel.getByRole('button', { name: '我要报名' })).toHaveCount(0);

    // The registration is kept: it is still there after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: '报名信息' }).getByText('已报名', { exact: true })).toBeVisible();
  });

  test('a visitor is asked to log in before registering', async ({ page }) => {
    await page.goto('/page/propagandaEventsList?status=7');
    await page.getByRole('link', { name: ACTIVITY }).click();
    await page.getByRole('region', { name: '报名信息' }).getByRole('button', { name: '我要报名' }).click();
    const prompt = page.getByRole('dialog', { name: '提示' });
    await expect(prompt.getByText('请先登录')).toBeVisible();
    await expect(prompt.getByRole('link', { name: '个人登录' })).toHaveAttribute('href', /userType=GR/);
  });
});
