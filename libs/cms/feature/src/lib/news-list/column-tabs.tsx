import { Tabs } from '@mantine/core';
import { type PublicNewsSubColumn } from '@qifu/cms-data-access';
import { QueryBoundary } from '@qifu/ui';

import { NewsList } from './news-list';

/** The value of the 全部 tab (no sub-column chosen). */
const ALL = '__all__';

/** Props of {@link ColumnNewsTabs}. */
export interface ColumnNewsTabsProps {
  /** Code of the page's column (the 全部 tab lists it with every sub-column). */
  columnCode: string;
  /** The sub-columns, one tab each, in order. */
  columns: readonly PublicNewsSubColumn[];
  /** The chosen sub-column code, undefined for 全部; an unknown code shows 全部. */
  active: string | undefined;
  /** Title keyword (行业资讯's search box). */
  keyword?: string;
  page: number;
  pageSize: number;
  /** Called with the chosen sub-column (undefined = 全部); the page goes back to 1. */
  onColumnChange: (column: string | undefined) => void;
  onPageChange: (page: number) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * Tabs 全部 + one per sub-column, each showing the paged article list of its column (the list of
 * the active tab only is mounted). Arrow keys move between tabs (Mantine Tabs).
 */
export function ColumnNewsTabs({ columnCode, columns, active, keyword, page, pageSize, onColumnChange, onPageChange, label }: ColumnNewsTabsProps) {
  const current = active && columns.some((c) => c.code === active) ? active : ALL;
  const tabs = [{ code: ALL, columnName: '全部' }, ...columns];
  return (
    <Tabs value={current} onChange={(value) => onColumnChange(value && value !== ALL ? value : undefined)} keepMounted={false}>
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((c) => (
          <Tabs.Tab key={c.code} value={c.code}>
            {c.columnName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((c) => (
        <Tabs.Panel key={c.code} value={c.code}>
          <QueryBoundary>
            <NewsList
              params={{ columnCode: c.code === ALL ? columnCode : c.code, keyword }}
              page={page}
              pageSize={pageSize}
              onPageChange={onPageChange}
            />
          </QueryBoundary>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
