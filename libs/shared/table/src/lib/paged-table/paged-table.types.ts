/**
 * The public shapes of the generic paged table (seeds 001 §2 "Generic paged table", §3 "Table
 * column definition", §9 table constants). Fixed first so that pages can be written against it
 * while the component is built; change only together with every caller.
 */
import type { ReactNode } from 'react';

import type { PagedListQuery } from './paged-table.query';

/** Horizontal alignment of a column's cells. */
export type ColumnAlign = 'left' | 'center' | 'right';

/**
 * One column (seeds 001 §3 "Table column definition": key or prop, title, width, align, formatter).
 * `key` and `prop` are synonyms naming the row field shown; one of them is required unless a
 * `formatter` renders the cell from the whole row (then `key` still names the column).
 */
export interface TableColumn<Row> {
  /** Row field shown in the column (dotted paths allowed: `office.name`). */
  key?: string;
  /** Synonym of `key` (the documents use both). */
  prop?: string;
  /** Header text. */
  title: string;
  /** Width in px; columns without a width share the rest. */
  width?: number;
  /** Cell alignment; default `left`. */
  align?: ColumnAlign;
  /** Renders the cell; `value` is the field named by key/prop (undefined when none). */
  formatter?: (value: unknown, row: Row, index: number) => ReactNode;
}

/**
 * The rows the user has selected. Cross-page select-all (seeds 001 §9 "Select-all is cross-page")
 * is `mode: 'all'`: every row matching the current filters except `excludedKeys`, so a batch
 * action sends the filters plus the exclusions instead of 9000 ids.
 */
export type TableSelection<Row> =
  | { mode: 'some'; keys: string[]; rows: Row[] }
  | { mode: 'all'; excludedKeys: string[]; total: number };

/** Props of `PagedTable`. */
export interface PagedTableProps<Row extends object, Filters extends object = Record<string, unknown>> {
  /**
   * The list query builder of the domain's data-access (`sysUserListQuery`): called with the
   * filters plus `page` (1-based) and `pageSize`, it returns the query options of that page
   * (typed operation, key from the resource's key factory). The resource's mutations invalidate
   * those keys; the table has no cache keys of its own.
   */
  query: PagedListQuery<Row, Filters>;
  /** Filters merged with `page` and `pageSize` into the query's parameters; a change (by value) goes back to page 1. */
  filters?: Filters;
  columns: TableColumn<Row>[];
  /** Row identity; default the row's `id`. */
  rowKey?: (row: Row) => string;
  /** Adds a checkbox column with cross-page select-all. */
  selectable?: boolean;
  onSelectionChange?: (selection: TableSelection<Row>) => void;
  /** Adds the 序号 column (1-based across pages). */
  showIndex?: boolean;
  /** Page-size choices; default `[5, 10, 50, 100]`. */
  pageSizes?: number[];
  /** Initial page size; default 10. */
  defaultPageSize?: number;
  /** Offers 显示全部: page size 9000 with row virtualization (seeds 001 §9). */
  allowShowAll?: boolean;
  /** Table max height in px; default 591 (seeds 001 §9), or the viewport minus `pageMargin`. */
  maxHeight?: number;
  /** Page margin in px subtracted from the viewport height; default 100. */
  pageMargin?: number;
  /** Empty text; default 没有你想要的数据. */
  emptyText?: string;
  /** Buttons above the table (left of the page-size control). */
  toolbar?: ReactNode;
  /** Per-row action cell (操作), rendered last. */
  rowActions?: (row: Row) => ReactNode;
  /** Width of the action column in px; default 180. */
  rowActionsWidth?: number;
  /** Accessible name of the table (for example the page title). */
  'aria-label'?: string;
}
