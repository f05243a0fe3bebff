/**
 * Public shapes of the editable table (seeds 001 §4 "Editable table rows", "Unit row"; §9
 * "editable table max height 300").
 */
import type { ReactNode } from 'react';

/** One option of a select editor. */
export interface EditableOption {
  value: string;
  label: string;
}

/** How a cell is edited: a text input (default) or a select of options. */
export type EditableEditor =
  | { type: 'text'; maxLength?: number; placeholder?: string }
  | {
      type: 'select';
      options: readonly EditableOption[];
      placeholder?: string;
    };

/** When a column's rule runs besides 保存 (which always validates every column). */
export type ValidateTrigger = 'blur' | 'change';

/** One column of an editable table; `key` names the row field edited. */
export interface EditableColumn<Row extends object> {
  key: Extract<keyof Row, string>;
  /** Header text; also the accessible name of the field. */
  title: string;
  /** Width in px; columns without a width share the rest. */
  width?: number;
  /** Marks the header with a red asterisk (the rule itself is `validate`). */
  required?: boolean;
  /** Text input by default. */
  editor?: EditableEditor;
  /** Renders the value in view mode; default the text (a select shows its option's label). */
  render?: (value: unknown, row: Row) => ReactNode;
  /** The field's rule: a message (shown under the field) or null/undefined when valid. */
  validate?: (value: unknown, row: Row) => string | null | undefined;
  /**
   * Also validate on these events (seeds 001 §5: the issuing-unit name is checked on blur and on
   * change). Without them a shown message is re-checked on change, so it goes away once fixed.
   */
  validateOn?: readonly ValidateTrigger[];
  /** Applied to the value on 保存 before validating (seeds 001 §5: phone and contact trimmed). */
  normalize?: (value: unknown) => unknown;
}

/**
 * When 取消 is offered in edit mode:
 * - `withId` (default, seeds 001 §4 "Editable table rows"): only for rows with an id; it restores
 *   the saved values;
 * - `always` (seeds 001 §4 "Unit row": "Cancel removes a newly added row"): every row in edit
 *   mode; it restores a saved row and removes a newly added one that was never saved.
 */
export type CancelMode = 'withId' | 'always';

/** Props of `EditableTable`. The table is controlled: `value` holds the saved rows. */
export interface EditableTableProps<Row extends object> {
  /** The rows (a newly added row is in the list from 新增 on, with the values of `createRow`). */
  value: Row[];
  /** Called with the whole new list after 保存, 删除, 新增 and a cancel that removes a new row. */
  onChange: (rows: Row[]) => void;
  columns: EditableColumn<Row>[];
  /** The values of a new row (新增). */
  createRow: () => Row;
  /** Whether a row has an id (decides 取消 and 删除); default: a non-empty `id` field. */
  hasId?: (row: Row) => boolean;
  /** See {@link CancelMode}; default `withId`. */
  cancelMode?: CancelMode;
  /** Max height in px; default 300 (seeds 001 §9). */
  maxHeight?: number;
  /** Text of the add button; default 新增. */
  addText?: string;
  /** Empty text; default 没有你想要的数据. */
  emptyText?: string;
  /** View only: no 新增 and no row actions. */
  readOnly?: boolean;
  /** Told how many rows are in edit mode (a form may refuse to submit while rows are unsaved). */
  onEditingChange?: (editingRows: number) => void;
  /** Accessible name of the table. */
  'aria-label'?: string;
}
