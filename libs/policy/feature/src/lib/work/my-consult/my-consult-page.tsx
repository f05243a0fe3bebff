import { Stack, Text } from '@mantine/core';
import { myPolConsultQuery, type PolConsultItem, type PolConsultStatus } from '@qifu/policy-data-access';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { FilteredPagedTable, KeywordFilter, useFilters } from '@qifu/widgets';

import { ConsultStatusBadge } from '../consult/policy-consult-page';

/** The search of 我的咨询. */
export interface MyConsultFilters {
  keyword: string;
}

const TIME = 'YYYY-MM-DD HH:mm';

const COLUMNS: TableColumn<PolConsultItem>[] = [
  { key: 'policyTitle', title: '政策标题', width: 240 },
  {
    key: 'consultContent',
    title: '咨询内容',
    formatter: (value) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value as string}
      </Text>
    ),
  },
  { key: 'createTime', title: '咨询时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
  { key: 'status', title: '状态', width: 90, align: 'center', formatter: (value) => <ConsultStatusBadge status={value as PolConsultStatus} /> },
  {
    key: 'reply',
    title: '答复内容',
    width: 300,
    formatter: (value) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {(value as string | null) || '—'}
      </Text>
    ),
  },
];

/**
 * 我的咨询 (/work/my/consult; seeds 000 §3 "Policy consultation", 001 §7 /pol/my/getPolConsult): the
 * caller's own consultations, newest first, with their state (待答复 / 已答复) and the staff answer in
 * full, searched by keyword (咨询内容/政策标题).
 */
export function MyConsultPage() {
  const filters = useFilters<MyConsultFilters>({ keyword: '' });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<PolConsultItem, MyConsultFilters>
        filters={filters}
        searchFields={<KeywordFilter placeholder="咨询内容/政策标题" {...filters.field('keyword')} />}
        query={myPolConsultQuery}
        columns={COLUMNS}
        showIndex
        aria-label="我的咨询"
      />
    </Stack>
  );
}
