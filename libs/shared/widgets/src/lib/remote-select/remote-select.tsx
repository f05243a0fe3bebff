import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';

import { CloseButton, Combobox, Group, InputBase, Loader, Text, UnstyledButton, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';

import { WIDGET_MESSAGES as M } from '../internal/messages';
import { runQueryFn, type PickerPageQuery } from '../picker-query/picker-query';

/** Page size of the remote dropdown (seeds 001 §7, §9). */
export const REMOTE_SELECT_PAGE_SIZE = 12;
/** Search debounce of the remote dropdown in ms (seeds 001 §9). */
export const REMOTE_SELECT_DEBOUNCE_MS = 270;
/** Distance in px from the bottom of the list at which the next page loads. */
const BOTTOM_THRESHOLD_PX = 24;

/** An option as shown: label and value (seeds 001 §3 "Dropdown option: label, value or id"). */
export interface RemoteOption {
  label: string;
  value: string;
}

/** A list item of the default shape: `label` with `value` (or `id`). */
export interface RemoteItem {
  label?: string;
  value?: string | number;
  id?: string | number;
  [key: string]: unknown;
}

/** Props of {@link RemoteSelect}. */
export interface RemoteSelectProps<Item extends object = RemoteItem> {
  /**
   * The page query of a domain's data-access, called with `{ page, pageSize, keyword }` (its filters
   * bound in; a builder with other filters is another list and starts again at page 1).
   */
  query: PickerPageQuery<Item>;
  /** Page size; 12 by default (seeds 001 §9). */
  pageSize?: number;
  /** Search debounce in ms; 270 by default (seeds 001 §9). */
  debounceMs?: number;
  /** The chosen value (controlled); `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value and its list item (`null`, `null` when cleared). */
  onChange?: (value: string | null, item: Item | null) => void;
  /** Maps a list item to label and value; default `label` and `value` (or `id`). */
  getOption?: (item: Item) => RemoteOption;
  /** Renders an option's content (default: its label). */
  renderOption?: (item: Item, option: RemoteOption) => ReactNode;
  /** The label of `value` before its page is loaded (an edit form's saved choice). */
  valueLabel?: string;
  /** Typing filters the list on the server (`keyword`); default true. */
  searchable?: boolean;
  /** Offers a clear button when a value is chosen. */
  clearable?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Height of the option list in px; default 240. */
  maxDropdownHeight?: number;
  className?: string;
}

function defaultOption(item: object): RemoteOption {
  const record = item as RemoteItem;
  const value = record.value ?? record.id ?? '';
  const label = record.label ?? (typeof record['name'] === 'string' ? record['name'] : String(value));
  return { label: String(label), value: String(value) };
}

/**
 * Remote-paged dropdown (seeds 001 §2 "Remote-paged dropdown", §4 states, §7, §9): opens on
 * focus or click and asks `query` for `{ page, pageSize: 12, keyword }` (an empty keyword is left
 * out); the query resolves to `{ list, total }`. Its pages are kept under the first page's key
 * (the resource's own), so the resource's mutations refresh the list. Scrolling
 * the list to its bottom — or moving past the last option with ↓ — loads the next page; typing
 * searches after 270 ms. The list's last line shows the state: 加载中, 暂无数据, 已加载全部, or the
 * button 加载失败，重新加载 which retries the failed page.
 *
 * @example
 * <RemoteSelect query={policyTitlePageQuery} label="所属政策" value={id} onChange={setId} />
 */
export function RemoteSelect<Item extends object = RemoteItem>(props: RemoteSelectProps<Item>) {
  const {
    query: pageQuery,
    pageSize = REMOTE_SELECT_PAGE_SIZE,
    debounceMs = REMOTE_SELECT_DEBOUNCE_MS,
    onChange,
    getOption = defaultOption,
    renderOption,
    valueLabel,
    searchable = true,
    clearable = false,
    placeholder = M.choose,
    disabled = false,
    maxDropdownHeight = 240,
  } = props;
  const [inner, setInner] = useState<string | null>(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : inner;
  const [chosen, setChosen] = useState<RemoteOption | null>(null);
  const [search, setSearch] = useState('');
  const [typing, setTyping] = useState(false);
  const [keyword] = useDebouncedValue(typing ? search.trim() : '', debounceMs);

  const combobox = useCombobox({
    loop: false,
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyping(false);
      setSearch('');
    },
  });

  const pageOf = (page: number) => pageQuery({ page, pageSize, ...(keyword ? { keyword } : {}) });
  const query = useInfiniteQuery({
    // the first page's key (the resource's list key) with the pages marker: one entry per search
    queryKey: [...pageOf(1).queryKey, 'pages'],
    queryFn: ({ pageParam, signal, client, meta }) => runQueryFn(pageOf(pageParam), { signal, client, meta }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
    },
    enabled: combobox.dropdownOpened && !disabled,
    // the list offers its own 重新加载
    retry: false,
  });

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const options = useMemo(() => items.map((item) => ({ item, option: getOption(item) })), [items, getOption]);

  const selectedLabel = useMemo(() => {
    if (value === null || value === undefined || value === '') return '';
    if (chosen?.value === value) return chosen.label;
    const found = options.find((o) => o.option.value === value);
    return found?.option.label ?? valueLabel ?? '';
  }, [value, chosen, options, valueLabel]);

  const loadMore = () => {
    if (query.hasNextPage && !query.isFetching && !query.isError) void query.fetchNextPage();
  };

  const onListScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_THRESHOLD_PX) loadMore();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0 && combobox.getSelectedOptionIndex() >= options.length - 1) loadMore();
  };

  const choose = (next: string | null) => {
    const found = next === null ? undefined : options.find((o) => o.option.value === next);
    setChosen(found ? found.option : null);
    if (props.value === undefined) setInner(next);
    onChange?.(next, found ? found.item : null);
  };

  const retry = () => {
    if (query.isFetchNextPageError) void query.fetchNextPage();
    else void query.refetch();
  };

  let status: ReactNode = null;
  if (query.isFetching && (query.isPending || query.isFetchingNextPage || query.isError)) {
    status = (
      <Group justify="center" gap={6} py={6}>
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {M.loading}
        </Text>
      </Group>
    );
  } else if (query.isError) {
    status = (
      <UnstyledButton onClick={retry} c="red.7" fz="sm" w="100%" ta="center" py={6}>
        {M.loadFailedRetry}
      </UnstyledButton>
    );
  } else if (query.isSuccess && items.length === 0) {
    status = (
      <Text size="sm" c="dimmed" ta="center" py={6}>
        {M.empty}
      </Text>
    );
  } else if (query.isSuccess && !query.hasNextPage) {
    status = (
      <Text size="xs" c="dimmed" ta="center" py={4}>
        {M.exhausted}
      </Text>
    );
  }

  const showClear = clearable && !disabled && !!value;

  return (
    <Combobox store={combobox} onOptionSubmit={(next) => {
      choose(next);
      combobox.closeDropdown();
    }} disabled={disabled}>
      <Combobox.Target>
        <InputBase
          className={props.className}
          label={props.label}
          description={props.description}
          error={props.error}
          required={props.required}
          withAsterisk={props.withAsterisk}
          disabled={disabled}
          aria-label={props['aria-label']}
          placeholder={selectedLabel || placeholder}
          value={combobox.dropdownOpened && searchable ? (typing ? search : '') : selectedLabel}
          readOnly={!searchable}
          pointer={!searchable}
          rightSection={
            showClear ? (
              <CloseButton
                size="sm"
                aria-label="清除"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={showClear ? 'all' : 'none'}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <div
          data-testid="remote-select-list"
          style={{ maxHeight: maxDropdownHeight, overflowY: 'auto' }}
          onScroll={onListScroll}
          onMouseDown={(event) => event.preventDefault()}
          role="presentation"
        >
          <Combobox.Options>
            {options.map(({ item, option }) => (
              <Combobox.Option value={option.value} key={option.value} active={option.value === value}>
                {renderOption ? renderOption(item, option) : option.label}
              </Combobox.Option>
            ))}
          </Combobox.Options>
          {status ? <Combobox.Footer p={0}>{status}</Combobox.Footer> : null}
        </div>
      </Combobox.Dropdown>
    </Combobox>
  );
}
