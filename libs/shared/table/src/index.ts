/**
 * @qifu/table — the workbench's tables (seeds 001 §2, §4, §5, §9): the generic paged table, the
 * editable table and the issuing-/organiser-unit tables. Loaded only by workbench pages.
 */
export type {
  ColumnAlign,
  PagedTableProps,
  TableColumn,
  TableSelection,
} from './lib/paged-table/paged-table.types';
export { PagedTable } from './lib/paged-table/paged-table';
export {
  readPage,
  type PageParams,
  type PagedListQuery,
  type PagedTableParams,
  type TablePage,
  type TablePageQueryOptions,
} from './lib/paged-table/paged-table.query';
export {
  EDITABLE_TABLE_MAX_HEIGHT,
  SHOW_ALL_LABEL,
  SHOW_ALL_PAGE_SIZE,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_MAX_HEIGHT,
  TABLE_PAGE_MARGIN,
  TABLE_PAGE_SIZES,
} from './lib/paged-table/paged-table.constants';
export { EditableTable, DELETE_CONFIRM } from './lib/editable-table/editable-table';
export type {
  CancelMode,
  EditableColumn,
  EditableEditor,
  EditableOption,
  EditableTableProps,
  ValidateTrigger,
} from './lib/editable-table/editable-table.types';
export {
  IssuingUnitTable,
  ISSUING_UNIT_COLUMNS,
  type IssuingUnitTableProps,
} from './lib/unit-table/issuing-unit-table';
export {
  OrganiserUnitTable,
  ORGANISER_UNIT_COLUMNS,
  type OrganiserUnitTableProps,
} from './lib/unit-table/organiser-unit-table';
export {
  UNIT_TYPE_LABELS,
  UNIT_TYPE_OPTIONS,
  type IssuingUnitRow,
  type OrganiserUnitRow,
  type UnitType,
} from './lib/unit-table/unit-types';
