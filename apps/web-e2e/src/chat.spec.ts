/**
 * Issue 6, acceptance 2 — the smart customer-service chat (seeds 000 §4 "Human chat", §7, §8, §9):
 * robot mode answers a seeded knowledge question asked by part of its text and says
 * 未找到您想到的信息 for nonsense; in human mode an enterprise's message reaches the server and a
 * staff reply sent through the API (the callcenter account, role CALL) appears in the window within
 * one poll (2 s); when the staff member closes the conversation the chat says so and returns to
 * robot mode.
 *
 * Seeded entry (apps/api/src/seed/content/customer-service.ts, DEMO_CHAT_QUESTION):
 * 如何申报专精特新中小企业？ — asked as 申报专精特新. The chat is mounted by the portal shell with a
 * launcher button named 智能客服.
 */
import { type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const PARTIAL_QUESTION = '申报专精特新';
const ANSWER = /省级专精特新中小企业每年集中申报一次/;
const NOT_FOUND = '未找到您想到的信息';
/** The chat's texts for these steps (libs/customer-service/feature, CHAT_TEXTS). */
const WAITING = '已为您转接人工客服，请稍候…';
const CLOSED = '人工对话已关闭，已为您切换回智能客服';
/** One poll is 2 s; allow the request's own time on top. */
const ONE_POLL = 4_000;

async function openChat(page: Page) {
  await page.getByRole('button', { name: '智能客服', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '智能客服' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function say(page: Page, dialog: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: '咨询内容' });
  await input.fill(text);
  await input.press('Enter');
}

test('the robot answers a seeded question asked by part of its text and says 未找到您想到的信息 for nonsense', async ({ page }) => {
  await page.goto('/page/home');
  const dialog = await openChat(page);
  const log = dialog.getByRole('log', { name: '对话记录' });

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/smartAq/answer'));
  await say(page, dialog, PARTIAL_QUESTION);
  expect(((await (await answered).json()) as { data: { matched: boolean } }).data.matched).toBe(true);
  await expect(log.getByText(ANSWER)).toBeVisible();

  await say(page, dialog, '今天天气怎么样qwerty');
  await expect(log.getByText(NOT_FOUND)).toBeVisible();

  // Escape closes the window, the launcher gets the focus back
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '智能客服', exact: true })).toBeFocused();
});

test('a human-mode message reaches the server and the staff reply appears within one poll', async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const message = `您好，请问专精特新申报需要哪些材料？（${Date.now()}）`;
  const reply = `您好，需要近两年审计报告和知识产权证明（${Date.now()}）`;

  await loginAt(page, 'qy');
  await page.goto('/page/home');
  const dialog = await openChat(page);
  const log = dialog.getByRole('log', { name: '对话记录' });

  const applied = page.waitForResponse((r) => r.url().endsWith('/api/chatRequireManpower/apply'));
  await dialog.getByRole('button', { name: '联系人工' }).click();
  const request = ((await (await applied).json()) as { data: { id: string; userUid: string; status: string } }).data;
  expect(request.status).toBe('1');
  await expect(log.getByText(WAITING)).toBeVisible();
  await expect(dialog.getByText(/人工服务窗口：.+（服务时间 08:30-17:00）/)).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/chatContent/send'));
  await say(page, dialog, message);
  expect(((await (await sent).json()) as { success: boolean }).success).toBe(true);
  await expect(log.getByText(message)).toBeVisible();

  // the staff member (callcenter, role CALL) accepts through the API and finds the message
  const staffContext = await playwright.request.newContext({ baseURL });
  try {
    const staff = await apiLogin(staffContext, 'callcenter');
    const accept = await staffContext.post('/api/chatRequireManpower/accept', { headers: staff.headers, data: { id: request.id } });
    expect(await accept.json()).toMatchObject({ success: true, data: { status: '2' } });
    const inbox = await staffContext.get(`/api/chatContent/newMessages?sendUid=${request.userUid}&lastContentId=0`, { headers: staff.headers });
    const inboxBody = (await inbox.json()) as { success: boolean; data: { list: { content: string }[] } };
    expect(inboxBody.success).toBe(true);
    expect(inboxBody.data.list.map((m) => m.content)).toContain(message);

    // … replies: the window shows it within one poll
    const answer = await staffContext.post('/api/chatContent/send', { headers: staff.headers, data: { content: reply, receiveUid: request.userUid } });
    expect(await answer.json()).toMatchObject({ success: true });
    await expect(log.getByText(reply)).toBeVisible({ timeout: ONE_POLL });
    await expect(log.getByText('人工客服孙晓燕已接入，请描述您的问题')).toBeVisible();

    // … and closes: the next poll errors, the chat says so and is back in robot mode
    const closed = await staffContext.post('/api/chatRequireManpower/close', { headers: staff.headers, data: { id: request.id } });
    expect(await closed.json()).toMatchObject({ success: true });
    await expect(log.getByText(CLOSED)).toBeVisible({ timeout: ONE_POLL });
    await expect(dialog.getByRole('button', { name: '联系人工' })).toBeVisible();
  } finally {
    await staffContext.dispose();
  }
});
