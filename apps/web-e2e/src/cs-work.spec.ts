/**
 * Issue 12, acceptance 4 — 人工客服 against the started product: qy asks for a human in the chat
 * window; the request appears in callcenter's 人工客服 queue within one poll (2 s, no reload);
 * callcenter accepts and replies — the reply reaches qy's window within one poll; qy's message
 * reaches the staff panel; closing the conversation returns qy to robot mode with the closing text.
 *
 * A second test reads the seeded rows of 知识库, 智能问答记录 and 对话记录 as yyf (acceptance 1).
 *
 * The staff member is the checked `page` (every /api exchange of the workbench pages is validated
 * against the contract); qy uses a second browser context. Acceptance 6 (knowledge import) is covered
 * by the API test `apps/api/src/domains/customer-service/knowledge/import-knowledge.test.ts` (workbooks built
 * with exceljs, a server package the web projects may not import) and the component test of 知识库.
 */
import { type Locator, type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { loginAt } from './helpers';

/** The chat's texts for these steps (libs/customer-service/feature, CHAT_TEXTS). */
const WAITING = '已为您转接人工客服，请稍候…';
const ACCEPTED = '人工客服孙晓燕已接入，请描述您的问题';
const CLOSED = '人工对话已关闭，已为您切换回智能客服';
/** One poll is 2 s; allow the request's own time on top. */
const ONE_POLL = 4_000;

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '智能客服', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '智能客服' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function say(dialog: Locator, text: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: '咨询内容' });
  await input.fill(text);
  await input.press('Enter');
}

test('a human request appears in 人工客服 within one poll; the reply reaches the chat; closing returns it to robot mode', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const question = `请人工客服帮我看看技改补助（${stamp}）`;
  const userMessage = `我想了解申报材料（${stamp}）`;
  const reply = `您好，需提交近两年审计报告和项目备案（${stamp}）`;

  // callcenter opens 人工客服 first: the queue polls by itself
  await loginAt(page, 'callcenter');
  await page.goto('/work/cs/manpower');
  await expect(page.getByRole('heading', { level: 1, name: '人工客服' })).toBeVisible();
  const queue = page.getByRole('table', { name: '人工客服请求' });
  await expect(queue).toBeVisible();
  await expect(page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '知识库', exact: true })).toBeVisible();

  const qyContext = await browser.newContext({ baseURL });
  try {
    const qy = await qyContext.newPage();
    await loginAt(qy, 'qy');
    await qy.goto('/page/home');
    const chat = await openChat(qy);
    const log = chat.getByRole('log', { name: '对话记录' });

    // qy asks the robot, then asks for a human (the request carries the last question)
    await say(chat, question);
    await expect(log.getByText(question)).toBeVisible();
    const applied = qy.waitForResponse((r) => r.url().endsWith('/api/chatRequireManpower/apply'));
    await chat.getByRole('button', { name: '联系人工' }).click();
    expect(((await (await applied).json()) as { success: boolean }).success).toBe(true);
    await expect(log.getByText(WAITING)).toBeVisible();

    // … the request appears in the queue within one poll, without a reload
    const row = queue.getByRole('row').filter({ hasText: question });
    await expect(row).toHaveCount(1, { timeout: ONE_POLL });
    await expect(row.getByText('待接入', { exact: true })).toBeVisible();

    // callcenter accepts: the conversation panel opens, qy's window says who accepted
    await row.getByRole('button', { name: '接入' }).click();
    const panel = page.getByRole('region', { name: '对话窗口' });
    await expect(panel).toBeVisible();
    await expect(row.getByText('对话中', { exact: true })).toBeVisible({ timeout: ONE_POLL });
    await expect(log.getByText(ACCEPTED)).toBeVisible({ timeout: ONE_POLL });

    // qy's message reaches the panel within one poll
    await say(chat, userMessage);
    const panelLog = panel.getByRole('log', { name: '对话内容' });
    await expect(panelLog.getByText(userMessage)).toBeVisible({ timeout: ONE_POLL });

    // the staff reply reaches qy's window within one poll
    await panel.getByRole('textbox', { name: '回复内容' }).fill(reply);
    await panel.getByRole('button', { name: '发送' }).click();
    await expect(panelLog.getByText(reply)).toBeVisible();
    await expect(log.getByText(reply)).toBeVisible({ timeout: ONE_POLL });

    // closing: qy's window shows the closing text and is back in robot mode
    await panel.getByRole('button', { name: '结束对话' }).click();
    const confirm = page.getByRole('dialog', { name: '提示' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('对话已结束', { exact: true })).toBeVisible();
    await expect(row.getByText('已结束', { exact: true })).toBeVisible({ timeout: ONE_POLL });
    await expect(log.getByText(CLOSED)).toBeVisible({ timeout: ONE_POLL });
    await expect(chat.getByRole('button', { name: '联系人工' })).toBeVisible();
  } finally {
    await qyContext.close();
  }
});

test('yyf reads the seeded rows of 知识库, 智能问答记录 (unanswered first) and 对话记录 with its messages', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAt(page, 'yyf');

  await page.goto('/work/cs/knowledge');
  await expect(page.getByRole('heading', { level: 1, name: '知识库' })).toBeVisible();
  await page.getByRole('textbox', { name: '问题' }).fill('专精特新');
  await page.getByRole('button', { name: '查询' }).click();
  const knowledge = page.getByRole('table', { name: '知识列表' });
  await expect(knowledge.getByRole('row').filter({ hasText: '如何申报专精特新中小企业？' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: '导入' })).toBeVisible();

  await page.goto('/work/cs/smartAq');
  await expect(page.getByRole('heading', { level: 1, name: '智能问答记录' })).toBeVisible();
  const records = page.getByRole('table', { name: '智能问答记录' });
  await expect(records.getByRole('row').nth(1).getByText('未回答', { exact: true })).toBeVisible();

  await page.goto('/work/cs/chat');
  await expect(page.getByRole('heading', { level: 1, name: '对话记录' })).toBeVisible();
  const conversation = page.getByRole('table', { name: '对话记录' }).getByRole('row').filter({ hasText: '人才补贴' });
  await conversation.getByRole('button', { name: '查看' }).click();
  const dialog = page.getByRole('dialog', { name: '对话详情' });
  await expect(dialog.getByRole('log', { name: '对话内容' }).getByText('社保要从什么时候开始算？')).toBeVisible();
});
