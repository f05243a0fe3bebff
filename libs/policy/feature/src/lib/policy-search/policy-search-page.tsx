import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Skeleton.css';

import { Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  POLICY_EVENTS,
  POLICY_SEARCH_PAGE_SIZE,
  logPolicyEvent,
  toPolicySearchParams,
  usePolicyDocOption,
  usePolicySearch,
  type PolicySearchSearch,
} from '@qifu/policy-data-access';
import { EMPTY_TABLE_TEXT, EmptyState, PageTitle, useApiClient } from '@qifu/ui';
import { dayToPickerDate } from '@qifu/util';
import { DateRangeInput, QueryState, toDay, type DateRangeValue } from '@qifu/widgets';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { SEARCH_DEBOUNCE_MS } from '../policy-market/policy-market-page';
import { ListPagination } from './list-pagination';
import { PolicySearchHit } from './policy-search-hit';

/** Props of {@link PolicySearchPage}. */
export interface PolicySearchPageProps {
  /** The current search (from the URL: keyword, policyDepName, supportMode, startDate, endDate, page). */
  search: PolicySearchSearch;
  /** Replaces the search (the route writes it to the URL); filters reset the page, paging keeps the filters. */
  onSearchChange: (next: PolicySearchSearch) => void;
}

/** A URL day `YYYY-MM-DD` as a local date for the picker. */
function toDate(day: string | undefined): Date | null {
  return dayToPickerDate(day);
}

function SearchResults({ search, onSearchChange }: PolicySearchPageProps) {
  const query = usePolicySearch(toPolicySearchParams(search));
  const data = query.data;
  return (
    <QueryState query={query}>
      {data ? (
        <Stack gap="md" aria-busy={query.isFetching}>
          <Text size="sm" c="dimmed" aria-live="polite">
            共找到 {data.total} 条
          </Text>
          {data.list.length === 0 ? (
            <Paper withBorder>
              <EmptyState text={EMPTY_TABLE_TEXT} />
            </Paper>
          ) : (
            <Stack gap="sm">
              {data.list.map((policy) => (
                <PolicySearchHit key={policy.id} policy={policy} keyword={search.keyword} />
              ))}
            </Stack>
          )}
          <ListPagination
            total={data.total}
            pageSize={POLICY_SEARCH_PAGE_SIZE}
            page={search.page ?? 1}
            onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </Stack>
      ) : null}
    </QueryState>
  );
}

/**
 * The policy search, /page/policysearch (issue 5 "Search and subscription"; seeds 000 §2): a big
 * keyword input searched 500 ms after the last keystroke (seeds 000 §5; Enter searches at once),
 * filters 发文单位 and 支持方式 (options of `getPolicyDocOption`) and 发布日期 (a
 * {@link DateRangeInput}: equal days refused with 开始时间和结束时间不能相等, a crossing end clears
 * the other end), the count 共找到 N 条, 10 hits a page with the keyword marked, each linking to the
 * policy details in a new tab; 没有你想要的数据 when nothing matches. A search with a non-empty
 * keyword is recorded as the business event 政策搜索 `{ keyword }` (fire-and-forget). No login needed.
 */
export function PolicySearchPage({ search, onSearchChange }: PolicySearchPageProps) {
  const client = useApiClient();
  const options = usePolicyDocOption();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [urlKeyword, setUrlKeyword] = useState(search.keyword);
  // Follow the URL when it changes from outside (history navigation), not while typing.
  if (urlKeyword !== search.keyword) {
    setUrlKeyword(search.keyword);
    if (keyword.trim() !== (search.keyword ?? '')) setKeyword(search.keyword ?? '');
  }

  const applyKeyword = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    if (next === search.keyword) return;
    onSearchChange({ ...search, keyword: next, page: undefined });
    if (next) void logPolicyEvent(client, POLICY_EVENTS.search, { keyword: next });
  }, SEARCH_DEBOUNCE_MS);

  const dates: DateRangeValue = [toDate(search.startDate), toDate(search.endDate)];

  return (
    <Stack gap="lg">
      <PageTitle title="政策搜索" description="输入关键字查找政策，可按发文单位、支持方式和发布日期筛选" />
      <Paper
        withBorder
        p="md"
        radius="sm"
        component="form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Stack gap="md">
          <TextInput
            size="lg"
            label="关键字"
            placeholder="请输入关键字，如：专精特新"
            value={keyword}
            maxLength={50}
            leftSection={<IconSearch size={20} aria-hidden />}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setKeyword(value);
              applyKeyword(value);
            }}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the debounce.
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              applyKeyword.flush();
            }}
          />
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label="发文单位"
              placeholder="全部"
              clearable
              searchable
              nothingFoundMessage="暂无数据"
              data={options.data?.policyDepNames ?? []}
              value={search.policyDepName ?? null}
              style={{ flex: '1 1 220px' }}
              onChange={(value) => onSearchChange({ ...search, policyDepName: value ?? undefined, page: undefined })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="支持方式"
              placeholder="全部"
              clearable
              data={options.data?.supportModes ?? []}
              value={search.supportMode ?? null}
              style={{ flex: '1 1 160px' }}
              onChange={(value) => onSearchChange({ ...search, supportMode: value ?? undefined, page: undefined })}
              comboboxProps={{ withinPortal: true }}
            />
            <DateRangeInput
              label="发布日期"
              value={dates}
              onChange={([start, end]) =>
                onSearchChange({ ...search, startDate: toDay(start), endDate: toDay(end), page: undefined })
              }
            />
          </Group>
        </Stack>
      </Paper>
      <SearchResults search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
