import { PagedTable, type PagedTableProps } from '@qifu/table';
import { type ReactNode } from 'react';

import { QueryState, type QueryStateSource } from './query-state';
import { SearchBar } from './search-bar';
import { TreeTable, type TreeTableProps } from './tree-table';
import { type TreeLike } from './tree-utils';
import { type Filters } from './use-filters';

/** Props of {@link FilteredPagedTable}: those of `PagedTable` (`@qifu/table`) except `filters`, plus the search. */
export interface FilteredPagedTableProps<Row extends object, F extends object, Fixed extends object = Record<never, never>>
  extends Omit<PagedTableProps<Row, Partial<F> & Fixed>, 'filters'> {
  /** The page's filters from {@link useFilters}: the search bar edits the draft, the table gets the applied values. */
  filters: Filters<F>;
  /** The inputs of the search bar (e.g. `<KeywordFilter {...filters.field('keyword')} />`). */
  searchFields: ReactNode;
  /** Filters the user does not choose, sent with every request (e.g. the tab's type); the applied filters win on a clash. */
  fixedFilters?: Fixed;
}

/**
 * The usual management list: a {@link SearchBar} (查询 applies the filters, 重置 restores them)
 * above a remote `PagedTable` that receives the applied filters (and goes back to page 1 when
 * they change). Renders the two side by side in the caller's layout (a fragment), so the page's
 * own `Stack` spaces them and holds its dialogs.
 *
 * @example
 * ```tsx
 * <FilteredPagedTable<SysRole, RoleFilters>
 *   url="/sys/role/list" method="GET" columns={COLUMNS} aria-label="角色列表"
 *   filters={filters} searchFields={<KeywordFilter {...filters.field('keyword')} />}
 *   rowActions={(role) => <RowButton onClick={() => edit(role)}>编辑</RowButton>}
 * />
 * ```
 */
export function FilteredPagedTable<Row extends object, F extends object, Fixed extends object = Record<never, never>>({
  filters,
  searchFields,
  fixedFilters,
  ...tableProps
}: FilteredPagedTableProps<Row, F, Fixed>) {
  return (
    <>
      <SearchBar onSearch={filters.search} onReset={filters.reset}>
        {searchFields}
      </SearchBar>
      <PagedTable<Row, Partial<F> & Fixed> {...tableProps} filters={{ ...fixedFilters, ...filters.applied } as Partial<F> & Fixed} />
    </>
  );
}

/** Props of {@link FilteredTreeTable}: those of {@link TreeTable} except `nodes`, plus the search and the query. */
export interface FilteredTreeTableProps<Node extends TreeLike<Node>, F extends object> extends Omit<TreeTableProps<Node>, 'nodes'> {
  /** The page's filters from {@link useFilters}; the caller passes `filters.applied` to its tree query. */
  filters: Filters<F>;
  /** The inputs of the search bar. */
  searchFields: ReactNode;
  /** Buttons at the right of the search bar (e.g. 新增菜单). */
  actions?: ReactNode;
  /** The tree query: loading skeleton (6 rows) and error state come from it, the nodes from its `data`. */
  query: QueryStateSource & { data?: readonly Node[] | undefined };
}

/**
 * A searched tree: a {@link SearchBar} (with `actions` at its right) above the {@link TreeTable}
 * of the query's nodes, with the query's loading and error states ({@link QueryState}). A
 * fragment, like {@link FilteredPagedTable}.
 */
export function FilteredTreeTable<Node extends TreeLike<Node>, F extends object>({
  filters,
  searchFields,
  actions,
  query,
  ...treeProps
}: FilteredTreeTableProps<Node, F>) {
  return (
    <>
      <SearchBar onSearch={filters.search} onReset={filters.reset} actions={actions}>
        {searchFields}
      </SearchBar>
      <QueryState query={query} skeletonRows={6}>
        <TreeTable<Node> {...treeProps} nodes={query.data ?? []} />
      </QueryState>
    </>
  );
}
