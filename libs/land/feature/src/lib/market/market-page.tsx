import { Button, Group, NumberInput, Pagination, Paper, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import {
  DEAL_TYPE_LABELS,
  MARKET_PAGE_SIZE,
  SUPPLY_MODE_LABELS,
  isLandKind,
  marketKindOf,
  toMarketListParams,
  useListingPage,
  useTownOptions,
  type ListingKind,
  type MarketSearch,
} from '@qifu/land-data-access';
import { EmptyState, PageTitle, QueryBoundary } from '@qifu/ui';
import { useEffect, useRef, useState } from 'react';

import { ListingCard, type ListingCardProps } from './listing-card';

/** Keyword and area debounce of the market filters (seeds 000 §9 search debounce): 500 ms. */
export const MARKET_DEBOUNCE_MS = 500;

/** Props of {@link MarketPage}. */
export interface MarketPageProps {
  /** The current search (from the URL). */
  search: MarketSearch;
  /** Replaces the search (the route writes it to the URL); paging keeps the filters. */
  onSearchChange: (next: MarketSearch) => void;
}

type Tab = NonNullable<MarketSearch['tab']>;

const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'land', label: '土地' },
  { value: 'workshop', label: '厂房' },
  { value: 'demand', label: '需求' },
];

const KEYWORD_PLACEHOLDER: Record<ListingKind, string> = {
  landInfo: '地块名称、地址或编号',
  workshopInfo: '厂房名称或地址',
  landDemand: '需求标题或企业名称',
  workshopDemand: '需求标题或企业名称',
};

function modeFilter(kind: ListingKind): { label: string; data: { value: string; label: string }[] } {
  if (isLandKind(kind)) {
    return { label: '供地方式', data: Object.entries(SUPPLY_MODE_LABELS).map(([value, label]) => ({ value, label })) };
  }
  const labels = kind === 'workshopDemand' ? { '1': '求租', '2': '求购' } : DEAL_TYPE_LABELS;
  return { label: '交易方式', data: Object.entries(labels).map(([value, label]) => ({ value, label })) };
}

function Results({ kind, search, onSearchChange }: MarketPageProps & { kind: ListingKind }) {
  const { data } = useListingPage(kind, toMarketListParams(search));
  const page = search.page ?? 1;
  const totalPages = Math.max(1, Math.ceil(data.total / MARKET_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {data.total} 条信息
      </Text>
      {data.list.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {data.list.map((item) => (
            <ListingCard key={item.id} {...({ kind, item } as ListingCardProps)} />
          ))}
        </SimpleGrid>
      )}
      {data.total > MARKET_PAGE_SIZE ? (
        <Group justify="center">
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
    </Stack>
  );
}

/** The typed filters (keyword, area range), applied together 500 ms after the last change. */
interface TypedFilters {
  keyword: string;
  minArea: number | string;
  maxArea: number | string;
}

function Filters({ kind, search, onSearchChange }: MarketPageProps & { kind: ListingKind }) {
  const towns = useTownOptions();
  const unit = isLandKind(kind) ? '亩' : '㎡';
  const mode = modeFilter(kind);
  const [typed, setTyped] = useState<TypedFilters>({ keyword: search.keyword ?? '', minArea: search.minArea ?? '', maxArea: search.maxArea ?? '' });
  // The latest search, for the debounced apply (a town chosen meanwhile must not be undone).
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (patch: Partial<MarketSearch>) => onSearchChange({ ...latest.current, ...patch, page: undefined });
  const type = (patch: Partial<TypedFilters>) => {
    const next = { ...typed, ...patch };
    setTyped(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      apply({
        keyword: next.keyword.trim() || undefined,
        minArea: typeof next.minArea === 'number' ? next.minArea : undefined,
        maxArea: typeof next.maxArea === 'number' ? next.maxArea : undefined,
      });
    }, MARKET_DEBOUNCE_MS);
  };

  const reset = () => {
    clearTimeout(timer.current);
    setTyped({ keyword: '', minArea: '', maxArea: '' });
    onSearchChange({ ...(search.tab ? { tab: search.tab } : {}), ...(search.demand ? { demand: search.demand } : {}) });
  };

  return (
    <Paper withBorder p="md" radius="sm" component="form" role="search" onSubmit={(event) => event.preventDefault()}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="关键字"
          placeholder={KEYWORD_PLACEHOLDER[kind]}
          value={typed.keyword}
          maxLength={50}
          style={{ flex: '2 1 220px' }}
          onChange={(event) => type({ keyword: event.currentTarget.value })}
        />
        <Select
          label={kind === 'landInfo' || kind === 'workshopInfo' ? '所在镇街' : '意向镇街'}
          placeholder="全部"
          clearable
          searchable
          nothingFoundMessage="暂无数据"
          data={towns.data ?? []}
          value={search.town ?? null}
          style={{ flex: '1 1 160px' }}
          onChange={(value) => apply({ town: value ?? undefined })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={mode.label}
          placeholder="全部"
          clearable
          data={mode.data}
          value={search.mode ?? null}
          style={{ flex: '1 1 120px' }}
          onChange={(value) => apply({ mode: value === '1' || value === '2' ? value : undefined })}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap={6} align="flex-end" wrap="nowrap" style={{ flex: '1 1 260px' }}>
          <NumberInput
            label={`最小面积（${unit}）`}
            placeholder="不限"
            min={0}
            max={10_000_000}
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={typed.minArea}
            onChange={(value) => type({ minArea: value })}
          />
          <Text c="dimmed" pb={8} aria-hidden>
            –
          </Text>
          <NumberInput
            label={`最大面积（${unit}）`}
            placeholder="不限"
            min={0}
            max={10_000_000}
            decimalScale={2}
            allowNegative={false}
            hideControls
            value={typed.maxArea}
            onChange={(value) => type({ maxArea: value })}
          />
        </Group>
        <Button variant="default" onClick={reset}>
          重置
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * 厂房土地, /page/sdmarket (seeds 000 §1 "Supply and demand market: land, factory buildings,
 * demand", §2): tabs 土地 / 厂房 / 需求 (用地需求 / 厂房需求), filters — keyword (debounced 500 ms),
 * town, supply/deal mode, area range (亩 for land, ㎡ for buildings; debounced 500 ms) — and a paged
 * card list of published listings (10 a page), each linking to its detail page. Switching tabs keeps
 * the keyword and town and clears the mode, the area range (units differ) and the page.
 * No login needed.
 */
export function MarketPage({ search, onSearchChange }: MarketPageProps) {
  const tab: Tab = search.tab ?? 'land';
  const kind = marketKindOf(search);

  const switchTab = (next: string | null) => {
    if (!next || next === tab) return;
    onSearchChange({
      ...(next !== 'land' ? { tab: next as Tab } : {}),
      ...(search.keyword ? { keyword: search.keyword } : {}),
      ...(search.town ? { town: search.town } : {}),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title="厂房土地" description="工业用地、标准厂房供需信息发布与对接，免登录浏览" />
      <Tabs value={tab} onChange={switchTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            <Stack gap="md">
              {t.value === 'demand' ? (
                <SegmentedControl
                  aria-label="需求类型"
                  style={{ alignSelf: 'flex-start' }}
                  value={search.demand ?? 'land'}
                  data={[
                    { value: 'land', label: '用地需求' },
                    { value: 'workshop', label: '厂房需求' },
                  ]}
                  onChange={(value) =>
                    onSearchChange({
                      tab: 'demand',
                      ...(value === 'workshop' ? { demand: 'workshop' as const } : {}),
                      ...(search.keyword ? { keyword: search.keyword } : {}),
                      ...(search.town ? { town: search.town } : {}),
                    })
                  }
                />
              ) : null}
              <Filters key={kind} kind={kind} search={search} onSearchChange={onSearchChange} />
              <QueryBoundary>
                <Results kind={kind} search={search} onSearchChange={onSearchChange} />
              </QueryBoundary>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
