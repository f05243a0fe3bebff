// mantine-react-table uses many Mantine components: their whole sheet, in the `mantine` cascade
// layer so that it never overrides the unlayered styles already on the page; then MRT's own.
import '@mantine/core/styles.layer.css';
import 'mantine-react-table/styles.css';

import { Group, Stack, Text } from '@mantine/core';
import { EMPTY_TABLE_TEXT, EmptyState, ErrorState } from '@qifu/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_RowSelectionState,
} from 'mantine-react-table';
import { MRT_Localization_ZH_HANS } from 'mantine-react-table/locales/zh-Hans/index.esm.mjs';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';

import { cellText, getPath } from '../util/get-path';
import { lazyCoreRowModel } from './lazy-row-model';
import {
  SHOW_ALL_PAGE_SIZE,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_MAX_HEIGHT,
  TABLE_PAGE_MARGIN,
  TABLE_PAGE_SIZES,
} from './paged-table.constants';
import { type PagedTableParams } from './paged-table.query';
import type { PagedTableProps, TableColumn } from './paged-table.types';
import { RowSelectCell, SelectAllHeader, SelectionContext, type SelectionContextValue } from './selection-cells';
import { TablePagination } from './table-pagination';
import {
  allSelection,
  emptySelection,
  isSelected,
  selectedCount,
  setRowsSelected,
  toTableSelection,
  type SelectionState,
} from './table-selection';

/** Ids of the table's own columns. */
const SELECT_COLUMN = 'qifu-select';
const INDEX_COLUMN = 'qifu-index';
const ACTIONS_COLUMN = 'qifu-actions';

/** Row height in px in show-all mode (virtualized rows have one height; cells do not wrap). */
const VIRTUAL_ROW_HEIGHT = 43;
const VIRTUAL_CELL_STYLE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/** Rows are built when the virtualizer reads them, not all 9000 up front. */
const CORE_ROW_MODEL = lazyCoreRowModel();

/** Default width of the 操作 column in px. */
const ROW_ACTIONS_WIDTH = 180;

/** A JSON text of `value` with sorted object keys: equal filters give equal texts. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const record = item as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}

/** The row's `id` as a string (the default row key). */
function defaultRowKey(row: object): string {
  const id = (row as { id?: unknown }).id;
  return id === null || id === undefined ? '' : String(id);
}

type Data = MRT_RowData;

/** Width and alignment styles of a column's cells. Without a width the column shares the rest. */
function cellStyle(column: TableColumn<never>, virtualized: boolean): CSSProperties {
  const style: CSSProperties = { textAlign: column.align ?? 'left' };
  if (virtualized) return { ...style, ...VIRTUAL_CELL_STYLE }; // grid layout: MRT's flex sizes carry the width
  if (column.width === undefined) return { ...style, width: undefined, minWidth: undefined };
  return {
    ...style,
    width: column.width,
    minWidth: column.width,
    maxWidth: column.width,
  };
}

interface BuildColumnsInput<Row extends object> {
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  selectable: boolean;
  showIndex: boolean;
  rowActions: ((row: Row) => ReactNode) | undefined;
  rowActionsWidth: number;
  virtualized: boolean;
}

function buildColumns<Row extends object>(input: BuildColumnsInput<Row>): MRT_ColumnDef<Data>[] {
  const { columns, rowKey, selectable, showIndex, rowActions, rowActionsWidth, virtualized } = input;
  const defs: MRT_ColumnDef<Data>[] = [];
  if (selectable) {
    defs.push({
      id: SELECT_COLUMN,
      columnDefType: 'display',
      header: '选择',
      size: 64,
      grow: false,
      Header: () => <SelectAllHeader />,
      Cell: ({ row }) => <RowSelectCell rowKey={rowKey(row.original as Row)} index={row.index} />,
    });
  }
  if (showIndex) {
    defs.push({
      id: INDEX_COLUMN,
      columnDefType: 'display',
      header: '序号',
      size: 70,
      grow: false,
      Cell: ({ row, table }) => {
        const { pageIndex, pageSize } = table.getState().pagination;
        return pageIndex * pageSize + row.index + 1;
      },
    });
  }
  columns.forEach((column, position) => {
    const field = column.key ?? column.prop;
    const style = cellStyle(column as TableColumn<never>, virtualized);
    const cellProps = { align: column.align ?? 'left', style } as const;
    defs.push({
      id: field ?? `column-${position}`,
      header: column.title,
      accessorFn: (row) => getPath(row, field),
      size: column.width ?? 180,
      grow: column.width === undefined,
      mantineTableHeadCellProps: cellProps,
      mantineTableBodyCellProps: cellProps,
      Cell: ({ cell, row }) => {
        const value = cell.getValue();
        return column.formatter ? column.formatter(value, row.original as Row, row.index) : cellText(value);
      },
    });
  });
  if (rowActions) {
    defs.push({
      id: ACTIONS_COLUMN,
      columnDefType: 'display',
      header: '操作',
      size: rowActionsWidth,
      grow: false,
      mantineTableHeadCellProps: {
        style: virtualized ? {} : { width: rowActionsWidth },
      },
      mantineTableBodyCellProps: {
        style: virtualized ? {} : { width: rowActionsWidth },
      },
      Cell: ({ row }) => rowActions(row.original as Row),
    });
  }
  return defs;
}

/** MRT's Chinese texts with the documents' empty text. */
function localizationFor(emptyText: string) {
  return { ...MRT_Localization_ZH_HANS, noRecordsToDisplay: emptyText };
}

interface TableViewProps {
  columns: MRT_ColumnDef<Data>[];
  data: Data[];
  getRowId: (row: Data, index: number) => string;
  pageIndex: number;
  pageSize: number;
  total: number;
  rowSelection: MRT_RowSelectionState;
  loading: boolean;
  refreshing: boolean;
  virtualized: boolean;
  maxHeight: string;
  empty: ReactNode;
  emptyText: string;
  ariaLabel: string | undefined;
}

/**
 * The MRT table itself. Row virtualization is fixed when MRT initialises, so the parent remounts
 * this view (`key`) when switching between paged and show-all mode.
 */
function TableView(props: TableViewProps) {
  const localization = useMemo(() => localizationFor(props.emptyText), [props.emptyText]);
  const table = useMantineReactTable<Data>({
    columns: props.columns,
    data: props.data,
    getRowId: props.getRowId,
    getCoreRowModel: CORE_ROW_MODEL,
    localization,
    rowCount: props.total,
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    enablePagination: false,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableSorting: false,
    enableFilters: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableColumnResizing: false,
    enableRowSelection: false,
    enableTableFooter: false,
    enableStickyHeader: true,
    enableRowVirtualization: props.virtualized,
    // Show-all rows have one fixed height: no per-row measuring (layout reads) and no re-render
    // when a measured height differs from the estimate. Three rows beyond the visible ones on
    // each side: each mounted row costs time when the 9000 rows arrive.
    rowVirtualizerOptions: props.virtualized
      ? { overscan: 3, estimateSize: () => VIRTUAL_ROW_HEIGHT, measureElement: () => VIRTUAL_ROW_HEIGHT }
      : undefined,
    mantineTableBodyRowProps: props.virtualized ? { style: { height: VIRTUAL_ROW_HEIGHT } } : undefined,
    state: {
      pagination: { pageIndex: props.pageIndex, pageSize: props.pageSize },
      rowSelection: props.rowSelection,
      isLoading: props.loading,
      showLoadingOverlay: props.refreshing,
      density: 'xs',
    },
    renderEmptyRowsFallback: () => props.empty,
    mantinePaperProps: { shadow: 'none', withBorder: true },
    mantineTableProps: {
      'aria-label': props.ariaLabel,
      highlightOnHover: true,
      striped: false,
    },
    // Skeleton rows show the first load, the overlay a later load over the rows shown. In show-all
    // mode the first load shows the overlay: the row virtualizer only measures its scroll
    // container after a second render, so no skeleton rows are rendered before the answer.
    mantineLoadingOverlayProps: { visible: props.refreshing || (props.loading && props.virtualized) },
    mantineTableContainerProps: {
      style: { maxHeight: props.maxHeight },
      'aria-busy': props.loading || props.refreshing,
      // The container scrolls (sticky header, wide columns): keyboard users reach it with Tab and
      // scroll it with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable; issue 14).
      tabIndex: 0,
    },
  });
  return <MantineReactTable table={table} />;
}

/**
 * The generic paged table of the workbench (seeds 001 §2 "Generic paged table", §3 "Table column
 * definition", §9 table constants), on mantine-react-table with server-side paging:
 *
 * - asks `query({ ...filters, page, pageSize })` (page 1-based) for the query options of the page
 *   shown: the domain's typed list query under the resource's own key (CONVENTIONS "a list
 *   page"), so a mutation that invalidates the resource refreshes the table;
 * - page sizes 5/10/50/100 (default 10); `allowShowAll` adds 显示全部 = page size 9000 with row
 *   virtualization (only the visible rows are in the DOM; in that mode rows are 43 px high and
 *   cells do not wrap, ending in an ellipsis); a change of `filters` (compared by
 *   value) goes back to page 1;
 * - `selectable`: row checkboxes plus a header checkbox for the current page and a menu with
 *   选择当前页 / 选择全部 N 条 / 取消选择; select-all is cross-page (`TableSelection` mode `all`
 *   with `excludedKeys`); the selection is cleared when the filters change;
 * - `showIndex`: 序号 column, 1-based across pages (page 2 of size 10 starts at 11);
 * - max height `min(maxHeight px, 100vh − pageMargin px)`, default 591 and 100 (seeds 001 §9);
 * - loading: skeleton rows on the first load (an overlay in show-all mode), an overlay while
 *   another page loads; errors show the message with 重新加载; no rows show `emptyText`
 *   (没有你想要的数据);
 * - speed of show-all mode (`npm run bench:table`): the list call starts during the render (not
 *   after the first commit), MRT's row objects are built only for the rows read (the visible
 *   ones, `lazyCoreRowModel`), per-row values (keys, selection) are computed once per answer, and
 *   the selection checkboxes are native inputs styled like Mantine's.
 *
 * @example
 * ```tsx
 * <PagedTable<SysUser, SysUserListParams> query={sysUserListQuery} filters={{ userName }} columns={[{ key: 'userName', title: '用户名' }]}
 *   selectable onSelectionChange={setSelection} showIndex allowShowAll />
 * ```
 */
export function PagedTable<Row extends object, Filters extends object = Record<string, unknown>>(
  props: PagedTableProps<Row, Filters>,
) {
  const {
    query: pageQuery,
    filters,
    columns,
    rowKey = defaultRowKey,
    selectable = false,
    onSelectionChange,
    showIndex = false,
    pageSizes = TABLE_PAGE_SIZES,
    defaultPageSize = TABLE_DEFAULT_PAGE_SIZE,
    allowShowAll = false,
    maxHeight = TABLE_MAX_HEIGHT,
    pageMargin = TABLE_PAGE_MARGIN,
    emptyText = EMPTY_TABLE_TEXT,
    toolbar,
    rowActions,
    rowActionsWidth = ROW_ACTIONS_WIDTH,
  } = props;
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [selection, setSelection] = useState<SelectionState<Row>>(emptySelection);
  const [clearedByFilters, setClearedByFilters] = useState(0);

  // A new search (filters by value) starts on page 1 with nothing selected.
  const searchKey = stableKey(filters ?? null);
  const [seenSearchKey, setSeenSearchKey] = useState(searchKey);
  const searchChanged = seenSearchKey !== searchKey;
  if (searchChanged) {
    setSeenSearchKey(searchKey);
    setPageIndex(0);
    if (selection.mode === 'all' || selection.rows.size > 0) {
      setSelection(emptySelection());
      setClearedByFilters((count) => count + 1);
    }
  }

  const showAll = pageSize === SHOW_ALL_PAGE_SIZE;
  const params = { ...filters, page: pageIndex + 1, pageSize } as PagedTableParams<Filters>;
  const options = pageQuery(params);
  // Send the list call while this render runs rather than after the table has been committed
  // (useQuery fetches from an effect): a 9000-row answer then arrives sooner. useQuery below
  // joins this call (one request). Not while the render is redone for a new search (page 1);
  // retried like useQuery's own fetch (React Query's default: 3 times).
  const queryClient = useQueryClient();
  if (!searchChanged && !queryClient.getQueryState(options.queryKey)) {
    queryClient
      .query({ ...options, retry: options.retry ?? queryClient.getDefaultOptions().queries?.retry ?? 3 })
      .catch(() => undefined); // the error reaches useQuery through the cache
  }
  const query = useQuery({ ...options, placeholderData: keepPreviousData });

  const total = query.data?.total ?? 0;
  const rows = useMemo(() => (query.isError ? [] : (query.data?.list ?? [])), [query.isError, query.data]);

  // The last page disappeared (rows deleted elsewhere): show the new last page.
  if (query.data && !query.isPlaceholderData && total > 0 && pageIndex * pageSize >= total) {
    setPageIndex(Math.ceil(total / pageSize) - 1);
  }

  // ---- selection ----
  const reportedTotal = useRef<number | null>(null);
  const report = useEffectEvent((next: SelectionState<Row>, reportTotal: number) => {
    reportedTotal.current = reportTotal;
    onSelectionChange?.(toTableSelection(next, reportTotal));
  });
  useEffect(() => {
    if (clearedByFilters > 0) report(emptySelection<Row>(), 0);
  }, [clearedByFilters]);
  // Select-all follows the total (a refetch after a deletion changes it).
  useEffect(() => {
    if (selection.mode === 'all' && query.data && reportedTotal.current !== total) report(selection, total);
  }, [selection, total, query.data]);

  const change = (next: SelectionState<Row>): void => {
    setSelection(next);
    reportedTotal.current = total;
    onSelectionChange?.(toTableSelection(next, total));
  };
  // Per-row work once per page of rows (9000 in show-all mode), not on every render.
  const keys = useMemo(() => rows.map((row) => rowKey(row)), [rows, rowKey]);
  const { selectedOnPage, rowSelection } = useMemo(() => {
    const nothing = selection.mode === 'some' && selection.rows.size === 0;
    const selected = nothing ? [] : keys.filter((key) => isSelected(selection, key));
    return {
      selectedOnPage: selected.length,
      rowSelection: Object.fromEntries(selected.map((key) => [key, true])) as MRT_RowSelectionState,
    };
  }, [keys, selection]);
  const count = selectedCount(selection, total);
  const selectionContext: SelectionContextValue = {
    isSelected: (key) => isSelected(selection, key),
    toggle: (key, index) => {
      const row = rows[index];
      if (row !== undefined) change(setRowsSelected(selection, [[key, row]], !isSelected(selection, key)));
    },
    pageState: rows.length > 0 && selectedOnPage === rows.length ? 'all' : selectedOnPage > 0 ? 'some' : 'none',
    setPage: (selected) =>
      change(
        setRowsSelected(
          selection,
          rows.map((row, index) => [keys[index] ?? '', row] as const),
          selected,
        ),
      ),
    selectAll: () => change(allSelection()),
    clear: () => change(emptySelection()),
    total,
    count,
    offset: pageIndex * pageSize,
  };

  // ---- columns and view ----
  const columnDefs = useMemo(
    () =>
      buildColumns({
        columns,
        rowKey,
        selectable,
        showIndex,
        rowActions,
        rowActionsWidth,
        virtualized: showAll,
      }),
    [columns, rowKey, selectable, showIndex, rowActions, rowActionsWidth, showAll],
  );
  const getRowId = useMemo(
    () =>
      (row: Data, index: number): string => {
        try {
          return rowKey(row as Row) || `row-${index}`;
        } catch {
          return `row-${index}`; // skeleton rows while loading
        }
      },
    [rowKey],
  );

  const empty = query.isError ? (
    <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <EmptyState text={emptyText} />
  );

  return (
    <SelectionContext.Provider value={selectionContext}>
      <Stack gap={0}>
        {toolbar ? (
          <Group gap="sm" mb="sm">
            {toolbar}
          </Group>
        ) : null}
        <TableView
          key={showAll ? 'show-all' : 'paged'}
          columns={columnDefs}
          data={rows as Data[]}
          getRowId={getRowId}
          pageIndex={pageIndex}
          pageSize={pageSize}
          total={total}
          rowSelection={rowSelection}
          loading={query.isPending}
          refreshing={query.isPlaceholderData}
          virtualized={showAll}
          maxHeight={`min(${maxHeight}px, calc(100vh - ${pageMargin}px))`}
          empty={empty}
          emptyText={emptyText}
          ariaLabel={props['aria-label']}
        />
        <TablePagination
          page={pageIndex + 1}
          pageSize={pageSize}
          total={total}
          pageSizes={pageSizes}
          allowShowAll={allowShowAll}
          left={
            selectable ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {count > 0 ? `已选择 ${count} 条` : ''}
              </Text>
            ) : null
          }
          onPageChange={(page) => setPageIndex(page - 1)}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageIndex(0);
          }}
        />
      </Stack>
    </SelectionContext.Provider>
  );
}
