/**
 * The sms workbench pages (issue 19 短信管理), loaded on demand with `loadSmsWorkPages()` and routed by
 * `apps/web/src/work/sms.pages.ts`:
 * - `SmsTemplatePage` — /work/sms/template 短信模板 (sms:template:list);
 * - `SmsSendPage` — /work/sms/send 短信发送 (sms:send:batch);
 * - `SmsRecordPage` — /work/sms/record 发送记录 (sms:record:list);
 * - `SmsOutboxPage` — /work/sms/outbox 短信发件箱 (sms:outbox:view).
 * Pages take no props and render no h1 (the workbench layout shows the menu's title).
 */
import '@mantine/core/styles.layer.css';

export { SmsTemplatePage } from './template/sms-template-page';
export { SmsSendPage } from './send/sms-send-page';
export { SmsRecordPage } from './record/sms-record-page';
export { SmsOutboxPage } from './outbox/sms-outbox-page';
