import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';

import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode } from 'react';

import { MANAGEMENT_MESSAGES as M } from './messages';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The filter inputs (controlled by the page, e.g. through `useFilters`). */
  children: ReactNode;
  /** Applies the filters (查询, or Enter in a field). */
  onSearch: () => void;
  /** Clears the filters (重置). */
  onReset: () => void;
  /**
   * Buttons shown at the right end of the row, outside the search form (e.g. 新增菜单 above a
   * tree table, which has no toolbar of its own).
   */
  actions?: ReactNode;
}

/**
 * The filter row above a list: the inputs, 查询 and 重置. A form with role `search` named
 * 查询条件, so Enter in a field searches too.
 */
export function SearchBar({ children, onSearch, onReset, actions }: SearchBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const form = (
    <form onSubmit={submit} role="search" aria-label={M.searchRegion}>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        {children}
        <Group gap="xs">
          <Button type="submit">{M.search}</Button>
          <Button variant="default" onClick={onReset}>
            {M.reset}
          </Button>
        </Group>
      </Group>
    </form>
  );
  if (actions === undefined) return form;
  return (
    <Group justify="space-between" align="flex-end">
      {form}
      <Group gap="xs" mb="sm">
        {actions}
      </Group>
    </Group>
  );
}

/** Props of {@link KeywordFilter}. */
export interface KeywordFilterProps {
  value: string;
  onChange: (value: string) => void;
  /** What the keyword matches, e.g. 登录名/姓名/手机号. */
  placeholder?: string;
  /** Field label; default 关键字. */
  label?: string;
  /** Longest input in characters; default 50. */
  maxLength?: number;
}

/** The 关键字 text filter of a search bar (at most 50 characters by default). */
export function KeywordFilter({ value, onChange, placeholder, label = M.keyword, maxLength = 50 }: KeywordFilterProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
