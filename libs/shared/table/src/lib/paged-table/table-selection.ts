/**
 * Cross-page row selection of the paged table (seeds 001 §2, §9 "Select-all is cross-page"):
 * either some rows picked by hand on any page, or "every row matching the filters" minus the rows
 * unticked afterwards. Pure functions; the component keeps the state.
 */
import type { TableSelection } from './paged-table.types';

/** Internal selection state. `rows` keeps insertion order (the order the user picked). */
export type SelectionState<Row> =
  { mode: 'some'; rows: ReadonlyMap<string, Row> } | { mode: 'all'; excluded: ReadonlySet<string> };

/** Nothing selected. */
export function emptySelection<Row>(): SelectionState<Row> {
  return { mode: 'some', rows: new Map() };
}

/** Every row matching the current filters. */
export function allSelection<Row>(): SelectionState<Row> {
  return { mode: 'all', excluded: new Set() };
}

/** Whether the row with `key` is selected. */
export function isSelected<Row>(state: SelectionState<Row>, key: string): boolean {
  return state.mode === 'all' ? !state.excluded.has(key) : state.rows.has(key);
}

/** Selects (`selected`) or unselects the given rows, keeping the mode. */
export function setRowsSelected<Row>(
  state: SelectionState<Row>,
  entries: ReadonlyArray<readonly [key: string, row: Row]>,
  selected: boolean,
): SelectionState<Row> {
  if (state.mode === 'all') {
    const excluded = new Set(state.excluded);
    for (const [key] of entries) {
      if (selected) excluded.delete(key);
      else excluded.add(key);
    }
    return { mode: 'all', excluded };
  }
  const rows = new Map(state.rows);
  for (const [key, row] of entries) {
    if (selected) rows.set(key, row);
    else rows.delete(key);
  }
  return { mode: 'some', rows };
}

/** How many rows are selected, given the number of rows matching the filters. */
export function selectedCount<Row>(state: SelectionState<Row>, total: number): number {
  return state.mode === 'all' ? Math.max(0, total - state.excluded.size) : state.rows.size;
}

/** The public shape reported to `onSelectionChange`. */
export function toTableSelection<Row>(state: SelectionState<Row>, total: number): TableSelection<Row> {
  if (state.mode === 'all') return { mode: 'all', excludedKeys: [...state.excluded], total };
  return {
    mode: 'some',
    keys: [...state.rows.keys()],
    rows: [...state.rows.values()],
  };
}
