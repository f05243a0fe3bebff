import { Button, Select, Stack } from '@mantine/core';
import { reportTaskListQuery, useReportTaskAction, type ReportTaskItem } from '@qifu/questionnaire-data-access';
import { REPORT_STATUS, REPORT_STATUS_LABELS, type FormStatus } from '@qifu/questionnaire-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { DeleteRowButton, FilteredPagedTable, KeywordFilter, RowButton, RowConfirmButton, toSelectData, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

import { RowLink } from '../shared/row-link';
import { FormStatusBadge } from '../shared/status-badge';
import { ReportTaskDialog } from './report-task-form';

interface Filters {
  keyword: string;
  status: FormStatus | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The list query of the page's filters (`listReportTask`). */
export function reportTaskPageQuery({ page, pageSize, keyword, status }: PagedTableParams<Partial<Filters>>) {
  return reportTaskListQuery({ page, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) });
}

const COLUMNS: TableColumn<ReportTaskItem>[] = [
  { key: 'reportTitle', title: '任务标题' },
  { key: 'reportPeriod', title: '填报期', width: 120 },
  { key: 'endTime', title: '截止时间', width: 150, formatter: (v) => formatDate(v as string, TIME) },
  { key: 'targetCount', title: '应填报', width: 80, align: 'center' },
  { key: 'reportCount', title: '已填报', width: 80, align: 'center' },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (v) => <FormStatusBadge report status={v as FormStatus} /> },
];

/**
 * 填报任务 (/work/report/task; seeds 001 §7 /report/*; issue 19): the reporting tasks newest first with their
 * target and reported counts, searched by title and status. 新增 / 修改 (while 未发布) open the task dialog; the row
 * offers what `REPORT_STATUS` of `@qifu/questionnaire-rules` allows — 发布 (fixes the target enterprises), 结束,
 * 删除 — each after confirmation, and 填报情况 once published.
 */
export function ReportTaskPage() {
  const filters = useFilters<Filters>({ keyword: '', status: null });
  const feedback = useMutationFeedback();
  const run = useReportTaskAction({ onSuccess: feedback });
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  return (
    <Stack gap="sm">
      <FilteredPagedTable<ReportTaskItem, Filters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="任务标题" placeholder="任务标题" {...filters.field('keyword')} />
            <Select
              label="状态"
              clearable
              w={140}
              data={toSelectData(REPORT_STATUS_LABELS)}
              value={filters.draft.status}
              onChange={(v) => filters.set('status', v as FormStatus | null)}
            />
          </>
        }
        toolbar={
          <Can permission={PERM.reportTaskSave}>
            <Button onClick={() => setEditing(null)}>新增</Button>
          </Can>
        }
        query={reportTaskPageQuery}
        columns={COLUMNS}
        aria-label="填报任务列表"
        rowActionsWidth={230}
        rowActions={(row) => {
          const can = (a: 'save' | 'publish' | 'close' | 'delete') => REPORT_STATUS.can(row.status, a);
          return (
            <>
              {can('save') ? (
                <Can permission={PERM.reportTaskSave}>
                  <RowButton onClick={() => setEditing(row.id)} aria-label={`修改：${row.reportTitle}`}>
                    修改
                  </RowButton>
                </Can>
              ) : null}
              {can('publish') ? (
                <Can permission={PERM.reportTaskPublish}>
                  <RowConfirmButton
                    message={`确定要发布填报任务“${row.reportTitle}”吗？发布后将按当前标签和街道确定应填报企业（预计 ${row.targetCount} 家）。`}
                    aria-label={`发布：${row.reportTitle}`}
                    onConfirm={() => run.mutateAsync({ action: 'publish', id: row.id })}
                  >
                    发布
                  </RowConfirmButton>
                </Can>
              ) : null}
              {can('close') ? (
                <Can permission={PERM.reportTaskClose}>
                  <RowConfirmButton color="orange" message={`确定要结束填报任务“${row.reportTitle}”吗？结束后企业不能再填报。`} aria-label={`结束：${row.reportTitle}`} onConfirm={() => run.mutateAsync({ action: 'close', id: row.id })}>
                    结束
                  </RowConfirmButton>
                </Can>
              ) : null}
              {row.status !== '0' ? (
                <Can permission={PERM.reportDataList}>
                  <RowLink href={`/work/report/data?taskId=${row.id}`} aria-label={`填报情况：${row.reportTitle}`}>
                    填报情况
                  </RowLink>
                </Can>
              ) : null}
              {can('delete') ? (
                <Can permission={PERM.reportTaskDelete}>
                  <DeleteRowButton message={`确定要删除填报任务“${row.reportTitle}”及其全部填报数据吗？`} aria-label={`删除：${row.reportTitle}`} onConfirm={() => run.mutateAsync({ action: 'delete', ids: [row.id] })} />
                </Can>
              ) : null}
            </>
          );
        }}
      />
      {editing !== undefined ? <ReportTaskDialog id={editing} onClose={() => setEditing(undefined)} onSaved={feedback} /> : null}
    </Stack>
  );
}
