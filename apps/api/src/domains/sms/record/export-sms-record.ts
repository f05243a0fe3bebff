import { SMS_SEND_STATUS_LABELS } from '@qifu/sms-rules';
import type { components } from '@qifu/sdk';

import { chinaDateTime, excelExport, pagedRows, type ExcelColumn } from '../../../core/excel-export';
import type { Handler } from '../../../core/handler';
import { smsRecordPage } from './sms-record.queries';

type SmsRecord = components['schemas']['SmsRecord'];

const COLUMNS: readonly ExcelColumn<SmsRecord>[] = [
  { header: '手机号', key: 'phone', width: 14 },
  { header: '接收人', key: 'receiverName', width: 12 },
  { header: '企业名称', key: 'companyName', width: 30 },
  { header: '短信内容', key: 'smsContent', width: 60 },
  { header: '发送状态', key: 'sendStatus', width: 10, format: (r) => SMS_SEND_STATUS_LABELS[r.sendStatus] },
  { header: '失败原因', key: 'failReason', width: 30 },
  { header: '创建时间', key: 'createTime', width: 18, format: (r) => chinaDateTime(r.createTime) },
  { header: '发送时间', key: 'sendTime', width: 18, format: (r) => chinaDateTime(r.sendTime) },
];

/**
 * `GET /sms/record/export` (sms:record:export): the records of the list's filters as 发送记录_YYYY-MM-DD.xlsx (the export
 * core; at most 10 000 rows).
 */
export const exportSmsRecord: Handler<'exportSmsRecord'> = async (req, ctx) =>
  excelExport({
    fileName: `发送记录_${chinaDateTime(new Date(), true)}.xlsx`,
    columns: COLUMNS,
    rows: pagedRows((page, pageSize) => smsRecordPage(ctx.db, { ...req.query, page, pageSize })),
  });
