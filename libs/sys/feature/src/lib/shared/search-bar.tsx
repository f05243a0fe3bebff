import { Button, Group } from '@mantine/core';
import { type FormEvent, type ReactNode } from 'react';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The filter inputs (controlled by the page). */
  children: ReactNode;
  /** Applies the filters (查询, or Enter in a field). */
  onSearch: () => void;
  /** Clears the filters (重置). */
  onReset: () => void;
}

/** The filter row above a list: inputs, 查询 and 重置 (a form, so Enter searches). */
export function SearchBar({ children, onSearch, onReset }: SearchBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} role="search" aria-label="查询条件">
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        {children}
        <Group gap="xs">
          <Button type="submit">查询</Button>
          <Button variant="default" onClick={onReset}>
            重置
          </Button>
        </Group>
      </Group>
    </form>
  );
}
