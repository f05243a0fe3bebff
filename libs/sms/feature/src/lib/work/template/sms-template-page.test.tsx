/**
 * 短信模板 and 发送记录 (issue 19, acceptance 5, browser side): a template with an unknown variable is refused in the
 * dialog with the server's rule (nothing posted), the variable buttons insert a known one, a valid template is saved;
 * 发送记录 offers 重新发送 only for failed messages and resends after confirmation.
 */
import { PERM } from '@qifu/sdk';
import { okEnvelope } from '@qifu/sdk/testing';
import { clearSession, permissionsAtom, sessionStore, setTokens } from '@qifu/session';
import { apiUrl, createTestWrapper, render, screen, setupMsw, userEvent, waitFor, within } from '@qifu/ui/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SmsRecordPage } from '../record/sms-record-page';
import { SmsTemplatePage } from './sms-template-page';

const TEMPLATE = {
  id: 'bbdc4ae4-f614-5f11-8cc5-28c053555e3e',
  templateName: '政策申报提醒',
  templateType: '3',
  templateContent: '{companyName}：{policyTitle}申报将于{endDate}截止。',
  enableFlag: '1',
  remark: null,
  createBy: '李娜',
  createTime: '2026-10-08T02:00:00.000Z',
  updateTime: '2026-10-09T02:00:00.000Z',
};
const record = (n: number, sendStatus: string, failReason: string | null) => ({
  id: `9810e734-ddc9-5c39-8d9e-4890a4011f9${n}`,
  batchId: '0d252783-1063-5d56-a0fe-d4622bf55164',
  phone: `1385720000${n}`,
  receiverName: '张伟',
  companyName: '德清县恒达新材料有限公司',
  smsContent: `第${n}条短信`,
  sendStatus,
  sendTime: null,
  failReason,
  createTime: '2026-11-20T01:00:01.000Z',
});

const posted: { path: string; body: unknown }[] = [];
setupMsw(
  http.get(apiUrl('/sms/template/list'), () => HttpResponse.json(okEnvelope({ list: [TEMPLATE], total: 1 }))),
  http.get(apiUrl('/sms/record/list'), () =>
    HttpResponse.json(okEnvelope({ list: [record(1, '2', '超过每日发送上限（每个手机号每天最多10条）'), record(2, '1', null)], total: 2 })),
  ),
  ...['template/save', 'record/resend'].map((op) =>
    http.post(apiUrl(`/sms/${op}`), async ({ request }) => {
      posted.push({ path: op, body: await request.json() });
      return HttpResponse.json(okEnvelope(op === 'template/save' ? { id: TEMPLATE.id } : null, op === 'template/save' ? '保存成功' : '已重新提交发送'));
    }),
  ),
);

beforeEach(() => {
  posted.length = 0;
  setTokens('access-token', 'refresh-token');
  sessionStore.set(permissionsAtom, [PERM.smsTemplateList, PERM.smsTemplateSave, PERM.smsTemplateDelete, PERM.smsRecordList, PERM.smsSendBatch]);
});
afterEach(() => clearSession());

describe('短信模板', { timeout: 60_000 }, () => {
  it('refuses an unknown variable before saving, and saves a template with known ones', async () => {
    render(<SmsTemplatePage />, { wrapper: createTestWrapper({ notifications: true }) });
    await screen.findByText('政策申报提醒', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增短信模板' }));
    await userEvent.click(dialog.getByLabelText(/模板名称/));
    await userEvent.paste('会议通知');
    const content = dialog.getByLabelText(/模板内容/);
    await userEvent.click(content);
    await userEvent.paste('各位好，{meeting}会议');
    expect(await dialog.findByText(/模板包含未定义的变量：\{meeting\}/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(posted).toEqual([]);

    await userEvent.clear(content);
    await userEvent.click(dialog.getByRole('button', { name: /企业名称 \{companyName\}/ }));
    await userEvent.click(content);
    await userEvent.paste('：请于明天参加会议。');
    expect(dialog.queryByText(/未定义的变量/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ templateName: '会议通知', templateContent: '{companyName}：请于明天参加会议。', enableFlag: '1' });
  });
});

describe('发送记录', { timeout: 30_000 }, () => {
  it('offers 重新发送 only for the failed message and resends it after confirmation', async () => {
    render(<SmsRecordPage />, { wrapper: createTestWrapper({ notifications: true }) });
    const table = await screen.findByRole('table', { name: '发送记录列表' }, { timeout: 5000 });
    const failedRow = within((await within(table).findByText('第1条短信')).closest('tr')!);
    const sentRow = within(within(table).getByText('第2条短信').closest('tr')!);
    expect(failedRow.getByText('超过每日发送上限（每个手机号每天最多10条）')).toBeInTheDocument();
    expect(sentRow.queryByRole('button', { name: /重新发送/ })).toBeNull();
    await userEvent.click(failedRow.getByRole('button', { name: '重新发送：13857200001' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'record/resend', body: { ids: [record(1, '2', null).id] } }]));
  });
});
