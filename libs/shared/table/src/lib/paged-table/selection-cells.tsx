import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { createContext, useContext } from 'react';

import classes from './selection-cells.module.css';

/** What the selection cells need from the table (provided by `PagedTable`). */
export interface SelectionContextValue {
  isSelected(key: string): boolean;
  /** Ticks or unticks one row. */
  toggle(key: string, index: number): void;
  /** Selection of the rows on the current page: all, some or none of them. */
  pageState: 'all' | 'some' | 'none';
  /** Ticks (`true`) or unticks every row of the current page. */
  setPage(selected: boolean): void;
  /** Every row matching the filters, on all pages (cross-page select-all). */
  selectAll(): void;
  clear(): void;
  /** Rows matching the filters. */
  total: number;
  /** Rows selected now. */
  count: number;
  /** Offset of the current page's first row (for the row labels): `(page - 1) * pageSize`. */
  offset: number;
}

export const SelectionContext = createContext<SelectionContextValue | null>(null);

function useSelection(): SelectionContextValue {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('selection cells need <SelectionContext.Provider>');
  return value;
}

interface PlainCheckboxProps {
  label: string;
  checked: boolean;
  /** Shown as a dash, announced as mixed (`data-indeterminate="true"` like Mantine's). */
  indeterminate?: boolean;
  onChange: () => void;
}

/**
 * A native checkbox styled like Mantine's Checkbox (size xs, 16 px). Mantine's Checkbox is a
 * tree of components that renders twice when it mounts (its generated id); show-all mode mounts
 * a checkbox in each of the twenty or so rendered rows at once.
 */
function PlainCheckbox({ label, checked, indeterminate = false, onChange }: PlainCheckboxProps) {
  return (
    <input
      type="checkbox"
      className={`${classes.checkbox} mantine-focus-auto`}
      aria-label={label}
      checked={checked}
      data-indeterminate={indeterminate ? 'true' : undefined}
      ref={(node) => {
        if (node) node.indeterminate = indeterminate;
      }}
      onChange={onChange}
    />
  );
}

/**
 * The header of the checkbox column: a checkbox for the current page and a menu offering
 * 选择当前页 / 选择全部 N 条 / 取消选择 (seeds 001 §9 "Select-all is cross-page").
 */
export function SelectAllHeader() {
  const selection = useSelection();
  const { pageState, total, count } = selection;
  return (
    <Group gap={2} wrap="nowrap">
      <PlainCheckbox
        label="全选当前页"
        checked={pageState === 'all'}
        indeterminate={pageState === 'some'}
        onChange={() => selection.setPage(pageState !== 'all')}
      />
      <Menu position="bottom-start" shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="xs" aria-label="选择方式">
            <IconChevronDown size={14} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => selection.setPage(true)}>选择当前页</Menu.Item>
          <Menu.Item onClick={selection.selectAll} disabled={total === 0}>
            选择全部 {total} 条
          </Menu.Item>
          <Menu.Item onClick={selection.clear} disabled={count === 0}>
            取消选择
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** Props of {@link RowSelectCell}. */
export interface RowSelectCellProps {
  rowKey: string;
  /** 0-based index of the row on the current page. */
  index: number;
}

/** The checkbox of one row, labelled 选择第 n 行 (n counted across pages). */
export function RowSelectCell({ rowKey, index }: RowSelectCellProps) {
  const selection = useSelection();
  return (
    <PlainCheckbox
      label={`选择第 ${selection.offset + index + 1} 行`}
      checked={selection.isSelected(rowKey)}
      onChange={() => selection.toggle(rowKey, index)}
    />
  );
}
