/**
 * The workbench pages of 短信管理 (issue 19; seeds 001 §1 "SMS templates and sending", §7 /sms/*): 短信模板, 短信发送,
 * 发送记录, 短信发件箱, one entry per page, see ./work-pages.ts.
 */
import { PERM } from '@qifu/sdk';
import { loadSmsWorkPages } from '@qifu/sms-feature/work';

import { workPages } from './work-pages';

export const smsWorkPages = workPages(loadSmsWorkPages, [
  { path: 'sms/template', page: 'SmsTemplatePage', permission: PERM.smsTemplateList },
  { path: 'sms/send', page: 'SmsSendPage', permission: PERM.smsSendBatch },
  { path: 'sms/record', page: 'SmsRecordPage', permission: PERM.smsRecordList },
  { path: 'sms/outbox', page: 'SmsOutboxPage', permission: PERM.smsOutboxView },
]);
