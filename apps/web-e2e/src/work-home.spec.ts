/**
 * Issue 12 Part A §5 and Part B 意见反馈 against the started product: the workbench home shows the
 * to-do counters of the pages the user may list, named after their menu pages (never a raw path);
 * the administrator follows the feedback counter to 意见反馈, finds a visitor's message, handles it
 * with a reply (required) and deletes it, and the counter on the home goes down. A department
 * member sees only its own counters.
 */
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const FEEDBACK_CARD = /^意见反馈：待处理意见反馈 (\d+)$/;

test('the feedback counter leads to 意见反馈, where a message is handled and deleted; the counter goes down', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `待办反馈${Date.now().toString(36)}`;
  const saved = await page.request.post('/api/sys/feedback/save', {
    data: { name: title, textarea: '希望工作台能显示待办数量。', othervalue: '德清县恒达新材料有限公司', namevalue: '张伟', phonevalue: '13812345678' },
  });
  expect(await saved.json()).toMatchObject({ success: true });

  await loginAt(page, 'admin');
  await page.goto('/work/home');
  const todo = page.getByRole('region', { name: '我的待办' });
  const card = todo.getByRole('listitem', { name: FEEDBACK_CARD });
  await expect(card).toBeVisible();
  const before = Number(FEEDBACK_CARD.exec((await card.getAttribute('aria-label')) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);
  await expect(todo.getByRole('listitem', { name: /^申报审核：待审核申报 \d+$/ })).toBeVisible();
  await expect(page.getByText(/\/work\//)).toHaveCount(0);

  await card.getByRole('link', { name: '意见反馈' }).click();
  await expect(page).toHaveURL(/\/work\/sys\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  await page.getByPlaceholder('标题/留言/姓名').fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('待处理')).toBeVisible();

  await row.getByRole('button', { name: '处理' }).click();
  const dialog = page.getByRole('dialog', { name: '处理反馈' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入处理结果')).toBeVisible();
  await dialog.getByRole('textbox', { name: /处理结果/ }).fill('已转工作台开发组处理。');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('处理成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('已处理')).toBeVisible();
  await expect(row.getByRole('button', { name: '处理' })).toHaveCount(0);

  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '反馈详情' });
  await expect(detail.getByText('已转工作台开发组处理。')).toBeVisible();
  await expect(detail.getByText('访客')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '工作台首页' }).click();
  await expect(page.getByRole('region', { name: '我的待办' }).getByRole('listitem', { name: FEEDBACK_CARD })).toHaveAttribute(
    'aria-label',
    `意见反馈：待处理意见反馈 ${before - 1}`,
  );

  await page.goto('/work/sys/feedback');
  await page.getByPlaceholder('标题/留言/姓名').fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm.getByText(`确定要删除反馈“${title}”吗？`)).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('a department member sees the counters of its own pages only', async ({ page }) => {
  await loginAt(page, 'dept');
  await page.goto('/work/home');
  const todo = page.getByRole('region', { name: '我的待办' });
  await expect(todo.getByRole('listitem', { name: /^政策咨询：待答复咨询 \d+$/ })).toBeVisible();
  await expect(todo.getByRole('listitem', { name: /^申报审核：待审核申报 \d+$/ })).toBeVisible();
  // issue 16: the appeals handed to the department (its own only: the data rule of 诉求办理)
  await expect(todo.getByRole('listitem', { name: /^诉求办理：待办理诉求 \d+$/ })).toBeVisible();
  await expect(todo.getByRole('listitem')).toHaveCount(3);
  await expect(todo.getByText('意见反馈')).toHaveCount(0);
});
