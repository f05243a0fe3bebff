import { Modal, Select, Stack, Text } from '@mantine/core';
import { DynamicForm } from '@qifu/dynamic-form';
import { myReportDetailQuery, myReportListQuery, useSubmitReport, type ReportMyItem } from '@qifu/questionnaire-data-access';
import { isOpenForAnswers, REPORT_DATA_STATUS_LABELS, type FormStatus } from '@qifu/questionnaire-rules';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { FilteredPagedTable, QueryState, RowButton, toSelectData, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { reportTemplate, reportValuesOf, reportValuesToForm } from '../shared/form-template';
import { FormStatusBadge, ReportDataBadge } from '../shared/status-badge';

interface Filters {
  reportStatus: '0' | '1' | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The list query of the page's filter (`listMyReport`). */
export function myReportPageQuery({ page, pageSize, reportStatus }: PagedTableParams<Partial<Filters>>) {
  return myReportListQuery({ page, pageSize, ...(reportStatus ? { reportStatus } : {}) });
}

const COLUMNS: TableColumn<ReportMyItem>[] = [
  { key: 'reportTitle', title: '任务标题' },
  { key: 'reportPeriod', title: '填报期', width: 120 },
  { key: 'endTime', title: '截止时间', width: 150, formatter: (v) => formatDate(v as string, TIME) },
  { key: 'status', title: '任务状态', width: 90, align: 'center', formatter: (v) => <FormStatusBadge report status={v as FormStatus} /> },
  { key: 'reportStatus', title: '填报状态', width: 90, align: 'center', formatter: (v) => <ReportDataBadge status={v as '0' | '1'} /> },
];

function ReportModal({ taskId, onClose, onDone }: { taskId: string; onClose: () => void; onDone: (r: { msg: string }) => void }) {
  const detail = useQuery(myReportDetailQuery(taskId));
  const submit = useSubmitReport({
    onSuccess: (r) => {
      onDone(r);
      onClose();
    },
  });
  const d = detail.data;
  const open = d ? isOpenForAnswers(d.status, d.startTime, d.endTime) : false;
  return (
    <Modal opened onClose={onClose} title={d ? `${d.reportTitle}（${d.reportPeriod}）` : '数据填报'} size="lg" centered>
      <QueryState query={detail}>
        {d ? (
          <Stack gap="sm">
            {d.reportDesc ? (
              <Text size="sm" c="dimmed">
                {d.reportDesc}
              </Text>
            ) : null}
            <Text size="sm">
              截止时间：{formatDate(d.endTime, TIME)}
              {d.reportTime ? `；已于 ${formatDate(d.reportTime, TIME)} 填报${open ? '，截止前可修改后重新提交' : ''}` : ''}
            </Text>
            {!open ? <Text size="sm" c="red">填报未开始或已截止</Text> : null}
            <DynamicForm
              key={`${d.taskId}-${d.reportTime ?? ''}`}
              template={reportTemplate(d.fields)}
              initialValues={reportValuesToForm(d.fields, d.values)}
              readOnly={!open}
              submitting={submit.isPending}
              submitLabel={d.reportStatus === '1' ? '重新提交' : '提交'}
              onSubmit={(values) => submit.mutateAsync({ taskId: d.taskId, values: reportValuesOf(d.fields, values) })}
            />
          </Stack>
        ) : null}
      </QueryState>
    </Modal>
  );
}

/**
 * 我的填报 (/work/my/report; seeds 001 §7 /report/*; issue 19): the reporting tasks the enterprise is a target of,
 * newest first, filterable by 已填报 / 未填报. 填报 opens the task's fields rendered by the shared dynamic form (数值,
 * 文本, 日期; required ones marked); before the deadline a report may be changed and resubmitted (the values are
 * replaced), afterwards it shows read-only.
 */
export function MyReportPage() {
  const filters = useFilters<Filters>({ reportStatus: null });
  const feedback = useMutationFeedback();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <FilteredPagedTable<ReportMyItem, Filters>
        filters={filters}
        searchFields={
          <Select
            label="填报状态"
            clearable
            w={140}
            data={toSelectData(REPORT_DATA_STATUS_LABELS)}
            value={filters.draft.reportStatus}
            onChange={(v) => filters.set('reportStatus', v as Filters['reportStatus'])}
          />
        }
        query={myReportPageQuery}
        columns={COLUMNS}
        aria-label="我的填报列表"
        rowActionsWidth={90}
        rowActions={(row) => {
          const open = isOpenForAnswers(row.status, row.startTime, row.endTime);
          const label = open ? (row.reportStatus === '1' ? '修改' : '填报') : '查看';
          return (
            <RowButton onClick={() => setOpen(row.id)} aria-label={`${label}：${row.reportTitle}`}>
              {label}
            </RowButton>
          );
        }}
      />
      {open ? <ReportModal taskId={open} onClose={() => setOpen(null)} onDone={feedback} /> : null}
    </Stack>
  );
}
