import { Group, NativeSelect, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  TRAIN_ACTIVITY_PAGE_SIZE,
  toPublicActivityListParams,
  usePublicActivityList,
  type PropagandaEventsListSearch,
} from '@qifu/training-data-access';
import { PUBLIC_TRAIN_STATUSES, TRAIN_ACTIVITY_TYPE_LABELS, TRAIN_STATUS_LABELS } from '@qifu/training-rules';
import { EmptyState, ErrorState, ListSkeleton, PageTitle } from '@qifu/ui';
import { useState } from 'react';

import { ActivityCard } from '../shared/activity-card';

/** Keyword debounce (seeds 000 §5/§9 search: 500 ms). */
export const KEYWORD_DEBOUNCE_MS = 500;

/** Props of {@link PropagandaEventsListPage}. */
export interface PropagandaEventsListPageProps {
  /** The current search (from the URL). */
  search: PropagandaEventsListSearch;
  /** Replaces the search (the route writes it to the URL); a filter change goes back to page 1. */
  onSearchChange: (next: PropagandaEventsListSearch) => void;
}

const TYPE_OPTIONS = [{ value: '', label: '全部' }, ...Object.entries(TRAIN_ACTIVITY_TYPE_LABELS).map(([value, label]) => ({ value, label }))];
const STATUS_OPTIONS = [{ value: '', label: '全部' }, ...PUBLIC_TRAIN_STATUSES.map((value) => ({ value, label: TRAIN_STATUS_LABELS[value] }))];

function Results({ search, onSearchChange }: PropagandaEventsListPageProps) {
  const query = usePublicActivityList(toPublicActivityListParams(search));
  if (query.isPending) return <ListSkeleton rows={4} rowHeight={130} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { list, total } = query.data;
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / TRAIN_ACTIVITY_PAGE_SIZE));
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {total} 个活动
      </Text>
      {list.length === 0 ? (
        <Paper withBorder>
          <EmptyState />
        </Paper>
      ) : (
        <Stack gap="sm">
          {list.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </Stack>
      )}
      {total > TRAIN_ACTIVITY_PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
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

/**
 * 活动列表, /page/propagandaEventsList (seeds 000 §2 training and publicity): the published activities,
 * 报名中 first, filtered by keyword (debounced 500 ms), type and status, 10 a page; the search lives in
 * the URL. Each activity links to its details. Loading skeleton, 暂无数据 and an error with 重新加载.
 */
export function PropagandaEventsListPage({ search, onSearchChange }: PropagandaEventsListPageProps) {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const applyKeyword = useDebouncedCallback((value: string) => {
    onSearchChange({ ...search, keyword: value.trim() || undefined, page: undefined });
  }, KEYWORD_DEBOUNCE_MS);

  return (
    <Stack gap="lg">
      <PageTitle title="活动列表" description="政策宣讲、专题培训、交流沙龙，登录后可在线报名" />
      <Paper withBorder p="md" radius="sm" component="form" role="search" aria-label="活动筛选" onSubmit={(event) => event.preventDefault()}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label="关键字"
            placeholder="请输入活动名称关键字"
            value={keyword}
            maxLength={50}
            style={{ flex: '2 1 240px' }}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setKeyword(value);
              applyKeyword(value);
            }}
          />
          <NativeSelect
            label="活动类型"
            data={TYPE_OPTIONS}
            value={search.activityType ?? ''}
            style={{ flex: '1 1 160px' }}
            onChange={(event) => {
              const value = event.currentTarget.value as PropagandaEventsListSearch['activityType'] | '';
              onSearchChange({ ...search, activityType: value || undefined, page: undefined });
            }}
          />
          <NativeSelect
            label="活动状态"
            data={STATUS_OPTIONS}
            value={search.status ?? ''}
            style={{ flex: '1 1 160px' }}
            onChange={(event) => {
              const value = event.currentTarget.value as PropagandaEventsListSearch['status'] | '';
              onSearchChange({ ...search, status: value || undefined, page: undefined });
            }}
          />
        </Group>
      </Paper>
      <Results search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
