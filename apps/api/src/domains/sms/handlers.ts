/**
 * Handlers of SMS (seeds 001 §7 /sms/*; issue 19): templates, batches through the outbox, records.
 */
import type { HandlerRegistry } from '../../core/handler';
import { getSmsOutboxStatus } from './outbox/get-sms-outbox-status';
import { exportSmsRecord } from './record/export-sms-record';
import { listSmsBatch } from './record/list-sms-batch';
import { listSmsRecord } from './record/list-sms-record';
import { resendSmsRecord } from './record/resend-sms-record';
import { getSmsSendProgress } from './send/get-sms-send-progress';
import { importSmsPhone } from './send/import-sms-phone';
import { sendSmsBatch } from './send/send-sms-batch';
import { deleteSmsTemplate } from './template/delete-sms-template';
import { exportSmsTemplate } from './template/export-sms-template';
import { getSmsTemplateDetail } from './template/get-sms-template-detail';
import { listSmsTemplate } from './template/list-sms-template';
import { saveSmsTemplate } from './template/save-sms-template';

export const smsHandlers: HandlerRegistry = {
  listSmsTemplate,
  getSmsTemplateDetail,
  saveSmsTemplate,
  deleteSmsTemplate,
  exportSmsTemplate,
  importSmsPhone,
  sendSmsBatch,
  getSmsSendProgress,
  listSmsBatch,
  listSmsRecord,
  exportSmsRecord,
  resendSmsRecord,
  getSmsOutboxStatus,
};
