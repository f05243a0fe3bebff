import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';

import { Group, Input, Loader, Select, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import type { CascaderLevelQuery } from '../picker-query/picker-query';

/** One option of a level. */
export interface CascaderOption {
  value: string;
  label: string;
  /** A leaf has no next level (the domain tree's `leaf`); otherwise the next level is asked for. */
  isLeaf?: boolean;
}

/** How a level is loaded: the level query of a data-access, called with the parent's code (`null` for the first level). */
export interface CascaderSource<Item extends object = Record<string, unknown>> {
  /** The children of a parent, under the resource's own query key. */
  query: CascaderLevelQuery<Item>;
  /** Maps an answered item to an option; default `value`/`id`/`code` and `label`/`name`, `leaf`. */
  getOption?: (item: Item) => CascaderOption;
}

/** Props of {@link Cascader}. */
export interface CascaderProps<Item extends object = Record<string, unknown>> extends CascaderSource<Item> {
  /** One entry per level: its name (placeholder 请选择{name}, accessible name). Its length is the depth. */
  levels: readonly string[];
  /** The chosen codes from the first level down (controlled). */
  value?: string[];
  defaultValue?: string[];
  /** Called with the codes and options chosen, from the first level down. */
  onChange?: (value: string[], options: CascaderOption[]) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** Offers a clear button on each level. */
  clearable?: boolean;
}

function defaultOption(source: object): CascaderOption {
  const item = source as Record<string, unknown>;
  const value = String(item['value'] ?? item['id'] ?? item['code'] ?? '');
  const label = String(item['label'] ?? item['name'] ?? value);
  const leaf = item['leaf'];
  return typeof leaf === 'boolean' ? { value, label, isLeaf: leaf } : { value, label };
}

interface LevelProps<Item extends object> {
  source: CascaderSource<Item>;
  name: string;
  parent: string | null;
  value: string | null;
  disabled: boolean;
  clearable: boolean;
  onPick: (value: string | null) => void;
}

function CascaderLevel<Item extends object>({ source, name, parent, value, disabled, clearable, onPick }: LevelProps<Item>) {
  const getOption = source.getOption ?? defaultOption;
  const query = useQuery<Item[], Error, Item[], readonly unknown[]>({ staleTime: 5 * 60_000, ...source.query(parent), retry: false });
  const options = useMemo(() => query.data?.map(getOption), [query.data, getOption]);
  // a parent without children ends the chain: no empty level
  if (options && options.length === 0 && parent !== null) return null;
  return (
    <Select
      aria-label={name}
      placeholder={query.isPending ? M.loading : `${M.choose}${name}`}
      data={(options ?? []).map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={(next) => onPick(next)}
      disabled={disabled || query.isPending}
      searchable
      clearable={clearable}
      nothingFoundMessage={M.empty}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      error={
        query.isError ? (
          <UnstyledButton fz="xs" c="red.7" onClick={() => void query.refetch()}>
            {M.loadFailedRetry}
          </UnstyledButton>
        ) : undefined
      }
      w={180}
    />
  );
}

/**
 * Chained cascading selector (seeds 001 §2 "Cascading selectors … both chained: choosing a level
 * loads the next"): one select per level; the first level loads without a parent, choosing a
 * level asks `query` for the next with the chosen code and clears the deeper levels. A level
 * whose parent has no children (or is marked `leaf`) is not shown. Each level shows 加载中 while it
 * loads and 加载失败，重新加载 (retry) when its call fails.
 */
export function Cascader<Item extends object = Record<string, unknown>>(props: CascaderProps<Item>) {
  const { levels, onChange, disabled = false, clearable = false } = props;
  const source: CascaderSource<Item> = { query: props.query, ...(props.getOption ? { getOption: props.getOption } : {}) };
  const getOption = props.getOption ?? defaultOption;
  const queryClient = useQueryClient();
  const [inner, setInner] = useState<string[]>(props.defaultValue ?? []);
  const value = props.value ?? inner;
  const labelId = useId();

  const optionsOf = (chain: string[]): CascaderOption[] =>
    chain.map((code, i) => {
      const parent = i === 0 ? null : (chain[i - 1] ?? null);
      const options = queryClient.getQueryData<Item[]>(source.query(parent).queryKey)?.map(getOption) ?? [];
      return options.find((o) => o.value === code) ?? { value: code, label: code };
    });

  const pick = (level: number, next: string | null) => {
    const chain = [...value.slice(0, level), ...(next === null ? [] : [next])];
    if (props.value === undefined) setInner(chain);
    onChange?.(chain, optionsOf(chain));
  };

  // the levels to show: the first, then each one whose parent is chosen and not a leaf
  let depth = 1;
  while (depth < levels.length) {
    const parentCode = value[depth - 1];
    if (parentCode === undefined || optionsOf(value.slice(0, depth))[depth - 1]?.isLeaf) break;
    depth += 1;
  }
  const shown = levels.slice(0, depth).map((name, level) => {
    const parent = level === 0 ? null : (value[level - 1] ?? null);
    return (
      <CascaderLevel
        key={`${level}:${parent ?? ''}`}
        source={source}
        name={name}
        parent={parent}
        value={value[level] ?? null}
        disabled={disabled}
        clearable={clearable}
        onPick={(next) => pick(level, next)}
      />
    );
  });

  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
      id={labelId}
      labelElement="div"
    >
      <Group gap="xs" role="group" aria-labelledby={props.label ? `${labelId}-label` : undefined}>
        {shown}
      </Group>
    </Input.Wrapper>
  );
}
