/**
 * @qifu/table — the workbench's tables (seeds 001 §2, §4, §5, §9): the generic paged table, the
 * editable table and the issuing-/organiser-unit tables. Loaded only by workbench pages.
 */
export type {
  ColumnAlign,
  PagedResponseShape,
  PagedTableMethod,
  PagedTableProps,
  TableColumn,
  TableSelection,
} from './lib/paged-table/paged-table.types';
