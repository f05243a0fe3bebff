import '@mantine/core/styles/Pagination.css';

import { Group, Pagination } from '@mantine/core';

/** Props of {@link ListPagination}. */
export interface ListPaginationProps {
  /** Number of items over all pages. */
  total: number;
  /** Items per page. */
  pageSize: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the chosen page (from 1). */
  onChange: (page: number) => void;
}

/**
 * Server paging of the search and subscription lists, shown only when there is more than one
 * page; the controls are named 第 N 页 / 上一页 / 下一页 for keyboard and screen-reader users
 * (same names as the policy market).
 */
export function ListPagination({ total, pageSize, page, onChange }: ListPaginationProps) {
  if (total <= pageSize) return null;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="center" gap="md">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        getControlProps={(control) =>
          control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {}
        }
        getItemProps={(item) => ({ 'aria-label': `第 ${item} 页` })}
      />
    </Group>
  );
}
