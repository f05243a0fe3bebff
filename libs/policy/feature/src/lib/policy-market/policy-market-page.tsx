import { Group, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  POLICY_MARKET_PAGE_SIZE,
  toPolicyListParams,
  usePolicyList,
  usePolicyDepNameOptions,
  useSupportModeOptions,
  type PolicyMarketSearch,
} from '@qifu/policy-data-access';
import { EmptyState, PageTitle, QueryBoundary } from '@qifu/ui';
import { useState } from 'react';

import { usePolicyConsult } from '../policy-consult/use-policy-consult';
import { PolicyMarketItem } from './policy-market-item';

/** Search debounce of seeds 000 §5/§9: 500 ms (keyword search). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Props of {@link PolicyMarketPage}. */
export interface PolicyMarketPageProps {
  /** The current search (from the URL). */
  search: PolicyMarketSearch;
  /** Replaces the search (the route writes it to the URL); paging keeps the filters. */
  onSearchChange: (next: PolicyMarketSearch) => void;
}

function PolicyResults({ search, onSearchChange }: PolicyMarketPageProps) {
  const { data } = usePolicyList(toPolicyListParams(search));
  const consult = usePolicyConsult();
  const page = search.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(data.total / POLICY_MARKET_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {data.total} 条政策
      </Text>
      {data.list.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.list.map((policy) => (
            <PolicyMarketItem key={policy.id} policy={policy} onConsult={consult.open} />
          ))}
        </Stack>
      )}
      {data.total > POLICY_MARKET_PAGE_SIZE ? (
        <Group justify="center" gap="md">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {}
            }
            getItemProps={(item) => ({ 'aria-label': `第 ${item} 页` })}
          />
        </Group>
      ) : null}
      {consult.dialogs}
    </Stack>
  );
}

/**
 * The policy market, /page/policymarket/index (seeds 000 §2, 001 §2 "Policy market list", §9 page
 * size 10): keyword search (debounced 500 ms), issuing-unit and support-mode filters, a
 * paged list with 立即了解 (details in a new tab) and 政策咨询 (login required). No login needed
 * to browse.
 */
export function PolicyMarketPage({ search, onSearchChange }: PolicyMarketPageProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const supportModes = useSupportModeOptions();
  const depNames = usePolicyDepNameOptions();

  const applyKeyword = useDebouncedCallback((value: string) => {
    onSearchChange({ ...search, keyword: value.trim() || undefined, page: undefined });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <Stack gap="lg">
      <PageTitle title="政策超市" description="汇集各级惠企政策，免登录浏览，登录后可在线咨询" />
      <Paper withBorder p="md" radius="sm" component="form" role="search" onSubmit={(event) => event.preventDefault()}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="关键字"
            placeholder="请输入政策标题关键字"
            value={keyword}
            maxLength={50}
            style={{ flex: '2 1 240px' }}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setKeyword(value);
              applyKeyword(value);
            }}
          />
          <Select
            label="发文单位"
            placeholder="全部"
            clearable
            searchable
            nothingFoundMessage="暂无数据"
            data={depNames.data ?? []}
            value={search.policyDepName ?? null}
            style={{ flex: '1 1 220px' }}
            onChange={(value) => onSearchChange({ ...search, policyDepName: value ?? undefined, page: undefined })}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="支持方式"
            placeholder="全部"
            clearable
            data={supportModes.data ?? []}
            value={search.supportMode ?? null}
            style={{ flex: '1 1 160px' }}
            onChange={(value) => onSearchChange({ ...search, supportMode: value ?? undefined, page: undefined })}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Paper>
      <QueryBoundary>
        <PolicyResults search={search} onSearchChange={onSearchChange} />
      </QueryBoundary>
    </Stack>
  );
}
