import '@mantine/core/styles/Badge.css';

import { Badge, Select, Stack, TextInput } from '@mantine/core';
import { exportSmsRecordFile, smsRecordListQuery, useResendSmsRecord, type SmsRecord, type SmsRecordListParams } from '@qifu/sms-data-access';
import { SMS_SEND_STATUS_LABELS, smsResendAllowed, type SmsSendStatus } from '@qifu/sms-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  ExportButton,
  FilteredPagedTable,
  RowConfirmButton,
  toDay,
  toSelectData,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';

/** The search of 发送记录. */
export interface SmsRecordFilters {
  phone: string;
  sendStatus: SmsSendStatus | null;
  /** 发送日期 (China-time days, inclusive). */
  date: DateRangeValue;
}

/** The filters as the operations' query (`listSmsRecord`, `exportSmsRecord`). */
export function toSmsRecordQuery(filters: Partial<SmsRecordFilters>): SmsRecordListParams {
  const phone = filters.phone?.replace(/[^0-9]/g, '');
  const start = toDay(filters.date?.[0]);
  const end = toDay(filters.date?.[1]);
  return {
    ...(phone ? { phone } : {}),
    ...(filters.sendStatus ? { sendStatus: filters.sendStatus } : {}),
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
  };
}

/** The table's query of the page's filters. */
export function smsRecordPageQuery({ page, pageSize, ...filters }: PagedTableParams<Partial<SmsRecordFilters>>) {
  return smsRecordListQuery({ ...toSmsRecordQuery(filters), page, pageSize });
}

const STATUS_COLORS: Record<SmsSendStatus, string> = { '0': 'blue', '1': 'green', '2': 'red' };

const COLUMNS: TableColumn<SmsRecord>[] = [
  { key: 'phone', title: '手机号', width: 120 },
  { key: 'receiverName', title: '接收人', width: 90, formatter: (v) => (v as string | null) ?? '—' },
  { key: 'companyName', title: '企业名称', width: 180, formatter: (v) => (v as string | null) ?? '—' },
  { key: 'smsContent', title: '短信内容' },
  {
    key: 'sendStatus',
    title: '发送状态',
    width: 90,
    align: 'center',
    formatter: (v) => <Badge color={STATUS_COLORS[v as SmsSendStatus]}>{SMS_SEND_STATUS_LABELS[v as SmsSendStatus]}</Badge>,
  },
  { key: 'failReason', title: '失败原因', width: 160, formatter: (v) => (v as string | null) ?? '—' },
  { key: 'createTime', title: '创建时间', width: 140, formatter: (v) => formatDate(v as string, 'YYYY-MM-DD HH:mm') },
  { key: 'sendTime', title: '发送时间', width: 140, formatter: (v) => (v ? formatDate(v as string, 'YYYY-MM-DD HH:mm') : '—') },
];

/**
 * 发送记录 (/work/sms/record; seeds 001 §7 /sms/*; issue 19): every message of the batches with its rendered text and
 * delivery state (待发送 / 发送成功 / 发送失败 with the reason — the outbox's error, the daily limit, a missing phone),
 * searched by phone, state and day; 重新发送 for failed messages only (the state table of `@qifu/sms-rules`), after
 * confirmation; 导出 the filtered records as Excel.
 */
export function SmsRecordPage() {
  const filters = useFilters<SmsRecordFilters>({ phone: '', sendStatus: null, date: [null, null] });
  const feedback = useMutationFeedback();
  const resend = useResendSmsRecord({ onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<SmsRecord, SmsRecordFilters>
        filters={filters}
        searchFields={
          <>
            <TextInput
              label="手机号"
              placeholder="手机号（可部分）"
              maxLength={11}
              w={160}
              value={filters.draft.phone}
              onChange={(e) => filters.set('phone', e.currentTarget.value)}
            />
            <Select
              label="发送状态"
              clearable
              w={130}
              data={toSelectData(SMS_SEND_STATUS_LABELS)}
              value={filters.draft.sendStatus}
              onChange={(v) => filters.set('sendStatus', v as SmsSendStatus | null)}
            />
            <DateRangeInput label="发送日期" value={filters.draft.date} onChange={(v) => filters.set('date', v)} />
          </>
        }
        toolbar={
          <Can permission={PERM.smsRecordExport}>
            <ExportButton onExport={() => exportSmsRecordFile(toSmsRecordQuery(filters.applied))} />
          </Can>
        }
        query={smsRecordPageQuery}
        columns={COLUMNS}
        aria-label="发送记录列表"
        rowActionsWidth={100}
        rowActions={(row) =>
          smsResendAllowed(row.sendStatus) ? (
            <Can permission={PERM.smsSendBatch}>
              <RowConfirmButton
                message={`确定要重新发送给 ${row.phone} 吗？`}
                aria-label={`重新发送：${row.phone}`}
                onConfirm={() => resend.mutateAsync({ ids: [row.id] })}
              >
                重新发送
              </RowConfirmButton>
            </Can>
          ) : null
        }
      />
    </Stack>
  );
}
