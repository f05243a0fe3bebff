import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Tabs.css';

import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { AppLink, EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';
import { useState, type FormEvent } from 'react';

import { GLOBAL_SEARCH_PAGE_SIZE, useGlobalSearch, type GlobalSearchHit } from './global-search.queries';
import type { GlobalSearchSearch } from './global-search.search';
import { HighlightText } from './highlight-text';

type TabKey = 'all' | NonNullable<GlobalSearchSearch['type']>;

/** The tabs in order with the contract's names (x-enum-descriptions). */
export const SEARCH_TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'policy', label: '政策' },
  { key: 'news', label: '资讯' },
  { key: 'market', label: '供需市场' },
  { key: 'tech', label: '科技服务' },
];

const TYPE_LABEL: Record<GlobalSearchHit['type'], string> = { policy: '政策', news: '资讯', market: '供需市场', tech: '科技服务' };
const TYPE_COLOR: Record<GlobalSearchHit['type'], string> = { policy: 'blue', news: 'teal', market: 'orange', tech: 'grape' };

const PAGER_LABELS = { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' } as const;

/** Props of {@link GlobalSearchPage}. */
export interface GlobalSearchPageProps {
  /** The URL search (`validateGlobalSearch`). */
  search: GlobalSearchSearch;
  /** Called with the next search (the app writes it into the URL). */
  onSearchChange: (next: GlobalSearchSearch) => void;
}

function Hit({ hit, keyword }: { hit: GlobalSearchHit; keyword: string }) {
  return (
    <Stack component="li" gap={4} py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color={TYPE_COLOR[hit.type]} radius="sm" style={{ flexShrink: 0 }}>
          {TYPE_LABEL[hit.type]}
        </Badge>
        <Anchor component={AppLink} href={hit.linkPath} fw={600} fz="lg" c="blue.9" aria-label={hit.title} style={{ minWidth: 0 }}>
          <HighlightText text={hit.title} keyword={keyword} />
        </Anchor>
      </Group>
      {hit.summary ? (
        <Text size="sm" c="dark.4" lineClamp={2} data-testid="hit-summary">
          <HighlightText text={hit.summary} keyword={keyword} />
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {[hit.source, formatDate(hit.publishTime, 'YYYY-MM-DD')].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/**
 * 全站搜索 (/page/search, seeds 000 §2; 001 §7 globalSearch): the keyword, kind and page live in the
 * URL; tabs 全部 / 政策 / 资讯 / 供需市场 / 科技服务 with their hit counts; hits newest first with the
 * kind, the title (a link named by it to the item's page), the summary with the keyword marked,
 * source and date; 10 a page. States: a prompt without keyword, skeleton, error with retry, 暂无数据.
 */
export function GlobalSearchPage({ search, onSearchChange }: GlobalSearchPageProps) {
  const keyword = search.keyword ?? '';
  const tab: TabKey = search.type ?? 'all';
  const [draft, setDraft] = useState(keyword);
  // the box follows the URL's keyword (back/forward, the header's search)
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  const query = useGlobalSearch(search);
  const data = query.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim().slice(0, 50);
    onSearchChange({ ...(next ? { keyword: next } : {}), ...(search.type ? { type: search.type } : {}) });
  };
  const chooseTab = (value: string | null) => {
    const type = (value ?? 'all') as TabKey;
    onSearchChange({ ...(keyword ? { keyword } : {}), ...(type !== 'all' ? { type } : {}) });
  };
  const choosePage = (page: number) => onSearchChange({ ...search, ...(page > 1 ? { page } : { page: undefined }) });

  let body;
  if (!keyword) body = <EmptyState text="请输入关键字搜索政策、资讯、供需市场和科技服务" />;
  else if (query.isPending) body = <ListSkeleton rows={5} rowHeight={64} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!data || data.list.length === 0) body = <EmptyState />;
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          共找到 {data.total} 条结果
        </Text>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-label="搜索结果">
          {data.list.map((hit) => (
            <Hit key={`${hit.type}-${hit.id}`} hit={hit} keyword={keyword} />
          ))}
        </Stack>
        {data.total > GLOBAL_SEARCH_PAGE_SIZE ? (
          <Group justify="center">
            <Pagination
              total={Math.ceil(data.total / GLOBAL_SEARCH_PAGE_SIZE)}
              value={search.page ?? 1}
              onChange={choosePage}
              getControlProps={(control) => ({ 'aria-label': PAGER_LABELS[control] })}
              getItemProps={(page) => ({ 'aria-label': `第 ${page} 页` })}
            />
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="sm">
      <Stack gap="lg">
        <Text component="h1" fz="h2" fw={700} c="blue.9" m={0}>
          全站搜索
        </Text>
        <form onSubmit={submit} role="search">
          <Group gap="sm" wrap="nowrap">
            <TextInput
              flex={1}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              placeholder="请输入关键字"
              aria-label="搜索关键字"
              maxLength={50}
            />
            <Button type="submit">搜索</Button>
          </Group>
        </form>
        {/* every tab controls a panel that exists (aria-controls, issue 14); the results show in the chosen one */}
        <Tabs value={tab} onChange={chooseTab}>
          <Tabs.List>
            {SEARCH_TABS.map((t) => (
              <Tabs.Tab key={t.key} value={t.key}>
                {t.label}
                {keyword && data ? `（${data.typeCounts[t.key]}）` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SEARCH_TABS.map((t) => (
            <Tabs.Panel key={t.key} value={t.key} pt="md">
              {t.key === tab ? body : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}
