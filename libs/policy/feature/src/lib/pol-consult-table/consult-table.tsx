// mantine-react-table uses many Mantine components: their whole sheet, in the `mantine` cascade
// layer so that it never overrides the unlayered styles already on the page; then MRT's own.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import 'mantine-react-table/styles.css';
import 'dayjs/locale/zh-cn';

import { Badge, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, type PolConsultItem, type PolConsultListParams, type PolConsultPage } from '@qifu/policy-data-access';
import { EMPTY_TABLE_TEXT, ErrorState, formatDate } from '@qifu/ui';
import { type UseQueryResult } from '@tanstack/react-query';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
} from 'mantine-react-table';
import { MRT_Localization_ZH_HANS } from 'mantine-react-table/locales/zh-Hans/index.esm.mjs';
import { useMemo, useState } from 'react';

/** MRT's Chinese texts with the documents' empty text (seeds 001 §2 "Generic paged table", §8). */
const localization = { ...MRT_Localization_ZH_HANS, noRecordsToDisplay: EMPTY_TABLE_TEXT };

/** Column keys a consultation table may show. */
export type ConsultColumn = 'policyTitle' | 'consultContent' | 'userName' | 'companyName' | 'createTime' | 'status' | 'reply';

const STATUS_TEXT: Record<PolConsultItem['status'], string> = { '0': '待答复', '1': '已答复' };

const ALL_COLUMNS: Record<ConsultColumn, MRT_ColumnDef<PolConsultItem>> = {
  policyTitle: { accessorKey: 'policyTitle', header: '政策标题', size: 260 },
  consultContent: {
    accessorKey: 'consultContent',
    header: '咨询内容',
    size: 320,
    Cell: ({ cell }) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {cell.getValue<string>()}
      </Text>
    ),
  },
  userName: { accessorKey: 'userName', header: '咨询人', size: 100 },
  companyName: {
    accessorKey: 'companyName',
    header: '咨询企业',
    size: 200,
    Cell: ({ cell }) => cell.getValue<string | null>() ?? '—',
  },
  createTime: {
    accessorKey: 'createTime',
    header: '咨询时间',
    size: 150,
    Cell: ({ cell }) => formatDate(cell.getValue<string>(), 'YYYY-MM-DD HH:mm'),
  },
  status: {
    accessorKey: 'status',
    header: '状态',
    size: 90,
    Cell: ({ cell }) => {
      const status = cell.getValue<PolConsultItem['status']>();
      return (
        <Badge variant="light" color={status === '1' ? 'green' : 'orange'} radius="sm">
          {STATUS_TEXT[status]}
        </Badge>
      );
    },
  },
  reply: {
    accessorKey: 'reply',
    header: '答复内容',
    size: 240,
    Cell: ({ cell }) => cell.getValue<string | null>() ?? '—',
  },
};

/** Props of {@link ConsultTable}. */
export interface ConsultTableProps {
  /** The columns, in order. */
  columns: readonly ConsultColumn[];
  /** The data hook (owns its key and function; CONVENTIONS.md §5). */
  useData: (params: PolConsultListParams) => UseQueryResult<PolConsultPage>;
}

/**
 * A server-paged consultation table on mantine-react-table (seeds 001 §2 "Generic paged table":
 * page and pageSize sent to the server, page sizes 5/10/50/100, default 10, empty text
 * 没有你想要的数据, zh-Hans texts), with a keyword search sent to the server.
 */
export function ConsultTable({ columns, useData }: ConsultTableProps) {
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: TABLE_DEFAULT_PAGE_SIZE });
  const [globalFilter, setGlobalFilter] = useState('');
  const keyword = globalFilter.trim().slice(0, 50) || undefined;
  const query = useData({ page: pagination.pageIndex + 1, pageSize: pagination.pageSize, keyword });
  const columnDefs = useMemo(() => columns.map((key) => ALL_COLUMNS[key]), [columns]);

  const table = useMantineReactTable<PolConsultItem>({
    columns: columnDefs,
    data: query.data?.list ?? [],
    getRowId: (row) => row.id,
    localization,
    manualPagination: true,
    manualFiltering: true,
    rowCount: query.data?.total ?? 0,
    onPaginationChange: setPagination,
    onGlobalFilterChange: (updater) => {
      setGlobalFilter((old) => {
        const next: unknown = typeof updater === 'function' ? updater(old) : updater;
        return typeof next === 'string' ? next : '';
      });
      setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    state: {
      pagination,
      globalFilter,
      isLoading: query.isPending,
      showProgressBars: query.isFetching && !query.isPending,
    },
    enableColumnFilters: false,
    enableSorting: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    positionGlobalFilter: 'left',
    initialState: { showGlobalFilter: true },
    mantineSearchTextInputProps: { placeholder: '搜索政策标题或咨询内容', 'aria-label': '搜索' },
    mantinePaginationProps: { rowsPerPageOptions: TABLE_PAGE_SIZES.map(String) },
    mantineTableContainerProps: { style: { maxHeight: 591 } },
    enableStickyHeader: true,
  });

  return (
    <DatesProvider settings={{ locale: 'zh-cn' }}>
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      <MantineReactTable table={table} />
    </DatesProvider>
  );
}
