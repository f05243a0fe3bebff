/**
 * 短信发送 (issue 19, acceptance 5, browser side): a batch to a tag's enterprises — the text's batch variable asked
 * for, a preview rendered with the rules' renderer, 发送 after confirmation posts the tag and params, and the job's
 * progress shows until the server says it ended; the batches list their delivery.
 */
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SmsSendPage } from './sms-send-page';

const JOB = '0d252783-1063-5d56-a0fe-d4622bf55164';
const TAG = 'ff58d11b-eafd-557c-91a2-4548ce84da07';
const BATCH = {
  id: JOB,
  sendType: '2',
  templateName: null,
  smsContent: '{companyName}：{policyTitle}开始申报',
  tags: [{ id: TAG, tagName: '规上工业企业' }],
  streetNames: [],
  status: 'succeeded',
  progress: 100,
  total: 250,
  successCount: 247,
  failCount: 3,
  pendingCount: 0,
  createBy: '李娜',
  createTime: '2026-11-20T01:00:00.000Z',
};

const posted: unknown[] = [];
let polls = 0;
setupMsw(
  http.get(apiUrl('/sms/template/list'), () => HttpResponse.json(okEnvelope({ list: [], total: 0 }))),
  http.get(apiUrl('/sms/batch/list'), () => HttpResponse.json(okEnvelope({ list: [BATCH], total: 1 }))),
  http.get(apiUrl('/tag/info/option'), () =>
    HttpResponse.json(okEnvelope([{ categoryId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', categoryName: '企业规模', sort: 1, tags: [{ id: TAG, tagName: '规上工业企业' }] }])),
  ),
  http.post(apiUrl('/sms/send/batch'), async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(
      okEnvelope({ id: JOB, type: 'smsSend', status: 'queued', progress: 0, total: 250, done: 0, error: null, resultFilePath: null }, '已提交发送'),
    );
  }),
  http.get(apiUrl('/sms/send/progress'), () => {
    polls += 1;
    const done = polls > 1;
    return HttpResponse.json(
      okEnvelope({ id: JOB, type: 'smsSend', status: done ? 'succeeded' : 'running', progress: done ? 100 : 40, total: 250, done: done ? 250 : 100, error: null, resultFilePath: null }),
    );
  }),
);

beforeEach(() => {
  posted.length = 0;
  polls = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.smsSendBatch, PERM.smsTemplateList]);
});
afterEach(() => clearSession());

describe('短信发送', { timeout: 60_000 }, () => {
  it('sends to a tag’s enterprises with the batch variable and shows the job’s progress to the end', async () => {
    render(<SmsSendPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const batches = await screen.findByRole('table', { name: '发送批次列表' }, { timeout: 5000 });
    expect(await within(batches).findByText('247 / 3 / 0', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/短信内容/));
    await userEvent.paste('{companyName}：{policyTitle}开始申报');
    await userEvent.click(screen.getByRole('radio', { name: '按企业标签' }));
    const send = screen.getByRole('button', { name: '发送' });
    expect(send).toBeDisabled();
    await userEvent.click(await screen.findByLabelText(/政策名称/));
    await userEvent.paste('技改补助');
    expect(screen.getByTestId('sms-preview')).toHaveTextContent('某某企业：技改补助开始申报');
    await userEvent.click(screen.getByRole('textbox', { name: /企业标签/ }));
    await userEvent.click(await screen.findByRole('option', { name: '规上工业企业' }));
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定要向1个标签下的企业发送该短信吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(posted).toEqual([{ sendType: '2', smsContent: '{companyName}：{policyTitle}开始申报', params: { policyTitle: '技改补助' }, tagIds: [TAG] }]),
    );
    expect(await screen.findByText('短信已全部提交到发件箱', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '发送进度 100%' })).toBeInTheDocument();
  });
});
