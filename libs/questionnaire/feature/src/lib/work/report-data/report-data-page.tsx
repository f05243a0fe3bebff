import { Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  exportReportDataFile,
  reportDataDetailQuery,
  reportDataListQuery,
  reportStreetStatisticsQuery,
  reportTaskListQuery,
  useRemindReport,
  useTargetStreetOptions,
  type ReportDataItem,
} from '@qifu/questionnaire-data-access';
import { REPORT_DATA_STATUS_LABELS } from '@qifu/questionnaire-rules';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { ConfirmButton, ExportButton, FilteredPagedTable, KeywordFilter, QueryState, RowButton, toSelectData, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { fieldLabel } from '../shared/form-template';
import { LazyBarChart } from '../shared/lazy-bar-chart';
import { ReportDataBadge } from '../shared/status-badge';

interface Filters {
  keyword: string;
  reportStatus: '0' | '1' | null;
  streetCode: string | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/** The list query of the page's filters (`listReportData`). */
export function reportDataPageQuery({ page, pageSize, keyword, reportStatus, streetCode, taskId }: PagedTableParams<Partial<Filters> & { taskId?: string }>) {
  return reportDataListQuery({ page, pageSize, taskId: taskId ?? '', ...(keyword ? { keyword } : {}), ...(reportStatus ? { reportStatus } : {}), ...(streetCode ? { streetCode } : {}) });
}

const COLUMNS: TableColumn<ReportDataItem>[] = [
  { key: 'companyName', title: '企业名称' },
  { key: 'streetName', title: '所属街道', width: 120, formatter: (v) => (v as string | null) ?? '—' },
  { key: 'reportStatus', title: '填报状态', width: 100, align: 'center', formatter: (v) => <ReportDataBadge status={v as '0' | '1'} /> },
  { key: 'userName', title: '填报人', width: 100, formatter: (v) => (v as string | null) ?? '—' },
  { key: 'reportTime', title: '填报时间', width: 150, formatter: (v) => (v ? formatDate(v as string, TIME) : '—') },
];

/** The task of the address (`?taskId=`), as 填报任务's 填报情况 links to it. */
function initialTaskId(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('taskId');
}

function ReportDetailModal({ taskId, companyId, onClose }: { taskId: string; companyId: string; onClose: () => void }) {
  const detail = useQuery(reportDataDetailQuery(taskId, companyId));
  const d = detail.data;
  return (
    <Modal opened onClose={onClose} title={d ? `${d.companyName} 的填报` : '填报详情'} size="lg" centered>
      <QueryState query={detail}>
        {d ? (
          <Table withTableBorder aria-label="填报内容">
            <Table.Tbody>
              {d.fields.map((f) => (
                <Table.Tr key={f.fieldKey}>
                  <Table.Th w={200}>{fieldLabel(f)}</Table.Th>
                  <Table.Td>{d.values.find((v) => v.fieldKey === f.fieldKey)?.fieldValue || '—'}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>填报时间</Table.Th>
                <Table.Td>{d.reportTime ? formatDate(d.reportTime, TIME) : '未填报'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : null}
      </QueryState>
    </Modal>
  );
}

function StreetChart({ taskId }: { taskId: string }) {
  const chart = useQuery(reportStreetStatisticsQuery(taskId));
  const rows = chart.data ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        各街道填报情况
      </Title>
      <QueryState query={chart}>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            暂无应填报企业
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LazyBarChart series={['已填报', '未填报']} rows={rows.map((r) => ({ category: r.name, values: { 已填报: r.report ?? 0, 未填报: r.notReport ?? 0 } }))} />
            <Table withTableBorder striped aria-label="各街道填报情况">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>街道</Table.Th>
                  <Table.Th ta="right">已填报</Table.Th>
                  <Table.Th ta="right">未填报</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.name}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{r.report ?? 0}</Table.Td>
                    <Table.Td ta="right">{r.notReport ?? 0}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        )}
      </QueryState>
    </Paper>
  );
}

/**
 * 填报情况 (/work/report/data; seeds 001 §2 "Bar chart … reported against not reported", §7 /report/*; issue 19):
 * choose a published task (or arrive from 填报任务 with `?taskId=`) to see reported against not reported per street
 * (@nivo/bar with the same numbers as a table) and the target enterprises, searched by name, status and street;
 * 查看 shows a reported enterprise's values; 短信催报 (report:data:remind, after confirmation) writes one SMS per
 * enterprise not reported yet (of the chosen street when one is filtered); 导出 downloads the list with the values.
 */
export function ReportDataPage() {
  const [taskId, setTaskId] = useState<string | null>(initialTaskId);
  const tasks = useQuery(reportTaskListQuery({ page: 1, pageSize: 100 }));
  const streets = useTargetStreetOptions();
  const options = (tasks.data?.list ?? []).filter((t) => t.status !== '0').map((t) => ({ value: t.id, label: `${t.reportTitle}（${t.reportPeriod}）` }));
  const filters = useFilters<Filters>({ keyword: '', reportStatus: null, streetCode: null });
  const feedback = useMutationFeedback();
  const remind = useRemindReport({ onSuccess: feedback });
  const [viewing, setViewing] = useState<ReportDataItem | null>(null);
  const street = filters.applied.streetCode ?? undefined;
  const streetName = streets.data?.find((s) => s.code === street)?.name;
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Select label="填报任务" placeholder="请选择填报任务" searchable w={{ base: '100%', sm: 460 }} data={options} value={taskId} onChange={setTaskId} nothingFoundMessage="没有已发布的填报任务" />
        {taskId ? (
          <Group gap="xs">
            <Can permission={PERM.reportDataRemind}>
              <ConfirmButton
                color="orange"
                message={`确定要向${streetName ? `${streetName}` : '全部'}未填报企业发送催报短信吗？`}
                onConfirm={() => remind.mutateAsync({ taskId, ...(street ? { streetCode: street } : {}) })}
              >
                短信催报
              </ConfirmButton>
            </Can>
            <Can permission={PERM.reportDataExport}>
              <ExportButton onExport={() => exportReportDataFile(taskId, filters.applied.reportStatus ?? undefined)} />
            </Can>
          </Group>
        ) : null}
      </Group>
      {!taskId ? (
        <Text c="dimmed">请选择填报任务查看填报情况</Text>
      ) : (
        <>
          <StreetChart taskId={taskId} />
          <FilteredPagedTable<ReportDataItem, Filters, { taskId: string }>
            filters={filters}
            fixedFilters={{ taskId }}
            searchFields={
              <>
                <KeywordFilter label="企业名称" placeholder="企业名称" {...filters.field('keyword')} />
                <Select
                  label="填报状态"
                  clearable
                  w={120}
                  data={toSelectData(REPORT_DATA_STATUS_LABELS)}
                  value={filters.draft.reportStatus}
                  onChange={(v) => filters.set('reportStatus', v as '0' | '1' | null)}
                />
                <Select
                  label="所属街道"
                  clearable
                  w={150}
                  data={(streets.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
                  value={filters.draft.streetCode}
                  onChange={(v) => filters.set('streetCode', v)}
                />
              </>
            }
            query={reportDataPageQuery}
            columns={COLUMNS}
            aria-label="企业填报列表"
            rowActionsWidth={90}
            rowActions={(row) =>
              row.reportStatus === '1' ? (
                <RowButton onClick={() => setViewing(row)} aria-label={`查看：${row.companyName}`}>
                  查看
                </RowButton>
              ) : null
            }
          />
        </>
      )}
      {viewing && taskId ? <ReportDetailModal taskId={taskId} companyId={viewing.companyId} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
