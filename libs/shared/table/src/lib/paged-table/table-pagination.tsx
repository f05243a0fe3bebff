import { Group, Pagination, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { SHOW_ALL_LABEL, SHOW_ALL_PAGE_SIZE } from './paged-table.constants';

/** Props of {@link TablePagination}. */
export interface TablePaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  /** Rows matching the filters on all pages. */
  total: number;
  /** Page-size choices (5, 10, 50, 100 by default in the table). */
  pageSizes: readonly number[];
  /** Adds 显示全部 ({@link SHOW_ALL_PAGE_SIZE}). */
  allowShowAll: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
  /** Shown at the left end of the footer (the selection count). */
  left?: ReactNode;
}

const CONTROL_LABELS = {
  first: '第一页',
  previous: '上一页',
  next: '下一页',
  last: '最后一页',
} as const;

/**
 * The paged table's footer (seeds 001 §2, §9): 共 N 条, the page-size choice (N条/页, 显示全部)
 * and the page buttons. Every control is a labelled, focusable element (keyboard access).
 */
export function TablePagination({
  page,
  pageSize,
  total,
  pageSizes,
  allowShowAll,
  onPageChange,
  onPageSizeChange,
  disabled,
  left,
}: TablePaginationProps) {
  const showAll = pageSize === SHOW_ALL_PAGE_SIZE;
  const sizes = pageSizes.includes(pageSize) || showAll ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const data = sizes.map((size) => ({
    value: String(size),
    label: `${size}条/页`,
  }));
  if (allowShowAll) data.push({ value: String(SHOW_ALL_PAGE_SIZE), label: SHOW_ALL_LABEL });
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
      <div>{left}</div>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          共 {total} 条
        </Text>
        <Select
          aria-label="每页条数"
          size="xs"
          w={110}
          data={data}
          value={String(pageSize)}
          allowDeselect={false}
          disabled={disabled}
          // The options are rendered when the list opens: a kept-mounted list measures its position
          // (a forced style recalculation) and re-renders with every table update.
          comboboxProps={{ keepMounted: false }}
          onChange={(value) => {
            if (value !== null) onPageSizeChange(Number(value));
          }}
        />
        {showAll ? null : (
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            withEdges={pages > 2}
            disabled={disabled}
            getControlProps={(control) => ({
              'aria-label': CONTROL_LABELS[control],
            })}
            getItemProps={(item) => ({ 'aria-label': `第 ${item} 页` })}
          />
        )}
      </Group>
    </Group>
  );
}
