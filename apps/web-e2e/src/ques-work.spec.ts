/**
 * Questionnaires against the started product (issue 19 acceptance 3): a questionnaire yyf published to every
 * enterprise (through the API) is answered by qy from 我的问卷, and 答卷统计 counts the answer per question.
 * Every call follows the contract (fixtures).
 */
import { type Page } from '@playwright/test';

import { apiLogin } from './api-session';
import { expect, test } from './fixtures';
import { loginAt } from './helpers';

const DAY = 86_400_000;

/** The table row holding `text`. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('qy answers a published questionnaire from 我的问卷 and 答卷统计 counts it per question', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const title = `E2E问卷${Date.now().toString(36)}`;
  const yyfApi = await apiLogin(request, 'yyf');
  const saved = (await (
    await request.post('/api/ques/info/save', {
      headers: yyfApi.headers,
      data: {
        quesTitle: title,
        startTime: new Date(Date.now() - DAY).toISOString(),
        endTime: new Date(Date.now() + 7 * DAY).toISOString(),
        questions: [
          { questionTitle: '贵企业是否已完成数字化改造？', questionType: '1', required: true, options: [{ optionContent: '已完成' }, { optionContent: '进行中' }] },
          { questionTitle: '对数字化服务的满意度', questionType: '4', required: true },
        ],
      },
    })
  ).json()) as { data: { id: string } };
  const quesId = saved.data.id;
  expect(((await (await request.post('/api/ques/info/publish', { headers: yyfApi.headers, data: { id: quesId } })).json()) as { success: boolean }).success).toBe(true);

  // qy answers from 我的问卷
  await loginAt(page, 'qy');
  await page.goto('/work/my/ques');
  await expect(page.getByRole('heading', { level: 1, name: '我的问卷' })).toBeVisible();
  await rowOf(page, title).getByRole('button', { name: `填写：${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: '进行中' }).check();
  await dialog.getByRole('radio', { name: '5分' }).check();
  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/ques/answer/submit'));
  await dialog.getByRole('button', { name: '提交' }).click();
  expect(((await (await submitted).json()) as { success: boolean }).success).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, title).getByText('已作答')).toBeVisible();

  // yyf sees the answer counted per question in 答卷统计
  const staff = await browser.newPage();
  await loginAt(staff, 'yyf');
  await staff.goto(`/work/ques/answer?quesId=${quesId}`);
  await expect(staff.getByTestId('ques-answer-count')).toHaveText('1');
  const options = staff.getByRole('table', { name: '第1题选项统计' });
  await expect(rowOf(staff, '进行中').filter({ has: staff.getByRole('cell', { name: '100.00%' }) })).toBeVisible();
  await expect(options.getByRole('row').filter({ hasText: '已完成' }).getByRole('cell', { name: '0', exact: true })).toBeVisible();
  await expect(staff.getByText('平均分：5.00 分（满分 5 分）')).toBeVisible();
  await expect(staff.getByRole('table', { name: '答卷列表' }).getByText('张伟')).toBeVisible();
  await staff.close();
});
