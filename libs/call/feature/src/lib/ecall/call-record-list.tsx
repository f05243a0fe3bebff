import '@mantine/core/styles/Badge.css';

import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  callDataListQuery,
  exportCallDataFile,
  useDeleteCallData,
  type CallDataFilterParams,
  type CallDataItem,
  type CallHandleStatus,
  type CallType,
} from '@qifu/call-data-access';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  DeleteRowButton,
  ExportButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  toDay,
  toSelectData,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';

/** The search of the record list. */
export interface CallListFilters {
  keyword: string;
  callType: CallType | null;
  handleStatus: CallHandleStatus | null;
  streetCode: string | null;
  /** 通话日期 (China-time days, both inclusive on the server). */
  date: DateRangeValue;
}

/** The filters as the operations' query (`listCallData`, `exportCallData`). */
export function toCallQuery(filters: Partial<CallListFilters>): CallDataFilterParams {
  const { keyword, callType, handleStatus, streetCode, date } = filters;
  const start = toDay(date?.[0]);
  const end = toDay(date?.[1]);
  return {
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(callType ? { callType } : {}),
    ...(handleStatus ? { handleStatus } : {}),
    ...(streetCode ? { streetCode } : {}),
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
  };
}

/** The table's query of the page's filters. */
export function callListPageQuery(params: PagedTableParams<Partial<CallListFilters>>) {
  const { page, pageSize, ...filters } = params;
  return callDataListQuery({ ...toCallQuery(filters), page, pageSize });
}

const STATUS_COLORS: Record<CallHandleStatus, string> = { '1': 'green', '2': 'blue', '3': 'orange' };

/** Minutes and seconds of a duration in seconds (6分20秒). */
export function durationText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}分${s}秒` : `${s}秒`;
}

const COLUMNS: TableColumn<CallDataItem>[] = [
  { key: 'callType', title: '类型', width: 70, align: 'center', formatter: (value) => ENUM_LABELS.CallType[value as CallType] },
  { key: 'phone', title: '电话号码', width: 130 },
  { key: 'contactName', title: '联系人', width: 90, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'companyName', title: '企业名称', width: 200, formatter: (value) => (value as string | null) ?? '—' },
  { key: 'streetName', title: '所属街道', width: 100, formatter: (value) => (value as string | null) ?? '—' },
  {
    key: 'callContent',
    title: '通话内容',
    formatter: (value) => (
      <Text size="sm" lineClamp={2} title={value as string}>
        {value as string}
      </Text>
    ),
  },
  { key: 'callStartTime', title: '通话时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
  { key: 'callDuration', title: '时长', width: 80, formatter: (value) => durationText(value as number) },
  {
    key: 'handleStatus',
    title: '处理状态',
    width: 90,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[value as CallHandleStatus]}>
        {ENUM_LABELS.CallHandleStatus[value as CallHandleStatus]}
      </Badge>
    ),
  },
  { key: 'operatorName', title: '话务员', width: 80 },
];

/** Props of {@link CallRecordList}. */
export interface CallRecordListProps {
  /** The streets of the street filter. */
  streets: readonly { code: string; name: string }[];
  /** 编辑: loads the record into the form. */
  onEdit: (item: CallDataItem) => void;
}

/**
 * 话务记录 on `/ecall` (seeds 001 §7 /call/data/*; issue 16): the records newest call first, searched by keyword (号码、
 * 联系人、企业名称或通话内容), 呼叫类型, 处理状态, 所属街道 and 通话日期; 导出 (call:data:export) downloads the filtered
 * list through the server's export core; 编辑 (call:data:save) opens the record in the form; 删除 (call:data:delete,
 * 运营方 and administrators) after confirmation.
 */
export function CallRecordList({ streets, onEdit }: CallRecordListProps) {
  const filters = useFilters<CallListFilters>({ keyword: '', callType: null, handleStatus: null, streetCode: null, date: [null, null] });
  const feedback = useMutationFeedback();
  const remove = useDeleteCallData({ onSuccess: feedback });
  return (
    <Stack gap="sm" component="section" aria-labelledby="call-list-title">
      <Title order={2} size="h4" id="call-list-title">
        话务记录
      </Title>
      <FilteredPagedTable<CallDataItem, CallListFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="关键字" placeholder="号码、联系人、企业或内容" maxLength={50} {...filters.field('keyword')} />
            <Select
              label="呼叫类型"
              w={110}
              clearable
              placeholder="全部"
              data={toSelectData(ENUM_LABELS.CallType)}
              value={filters.draft.callType}
              onChange={(value) => filters.set('callType', value as CallType | null)}
            />
            <Select
              label="处理状态"
              w={120}
              clearable
              placeholder="全部"
              data={toSelectData(ENUM_LABELS.CallHandleStatus)}
              value={filters.draft.handleStatus}
              onChange={(value) => filters.set('handleStatus', value as CallHandleStatus | null)}
            />
            <Select
              label="所属街道"
              w={140}
              clearable
              searchable
              placeholder="全部"
              data={streets.map((s) => ({ value: s.code, label: s.name }))}
              value={filters.draft.streetCode}
              onChange={(value) => filters.set('streetCode', value)}
            />
            <DateRangeInput label="通话日期" value={filters.draft.date} onChange={(value) => filters.set('date', value)} />
          </>
        }
        query={callListPageQuery}
        columns={COLUMNS}
        aria-label="话务记录列表"
        rowActionsWidth={120}
        toolbar={
          <Can permission={PERM.callDataExport}>
            <ExportButton onExport={() => exportCallDataFile(toCallQuery(filters.applied))} />
          </Can>
        }
        rowActions={(item) => (
          <Group gap={2} wrap="nowrap">
            <Can permission={PERM.callDataSave}>
              <RowButton onClick={() => onEdit(item)}>编辑</RowButton>
            </Can>
            <Can permission={PERM.callDataDelete}>
              <DeleteRowButton message={`确定要删除 ${item.phone} 的话务记录吗？`} onConfirm={() => remove.mutateAsync({ ids: [item.id] })} />
            </Can>
          </Group>
        )}
      />
    </Stack>
  );
}
