import '@mantine/core/styles.layer.css';

import { Badge, Button, Select, Stack, TextInput } from '@mantine/core';
import { Can } from '@qifu/session';
import {
  SYS_LIST_URLS,
  useDeleteLive,
  useOffPublishLive,
  usePublishLive,
  type SysLive,
  type SysLivePublishStatus,
} from '@qifu/sys-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { useState } from 'react';

import { ConfirmButton } from '../shared/confirm-button';
import { LIVE_STATUS_LABELS, PUBLISH_STATUS_LABELS, labelOf, toSelectData } from '../shared/labels';
import { SearchBar } from '../shared/search-bar';
import { useFilters } from '../shared/use-filters';
import { useSysFeedback } from '../shared/use-sys-feedback';
import { liveActionAllowed } from './live-actions';
import { LiveFormModal } from './live-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_LIVE_PERMISSIONS = { save: 'sys:live:save', delete: 'sys:live:delete', publish: 'sys:live:publish' } as const;

interface LiveFilters {
  keyword: string;
  publishStatus: string | null;
}

const TIME = 'YYYY-MM-DD HH:mm';
const LIVE_STATUS_COLORS: Record<string, string> = { '1': 'blue', '2': 'red', '3': 'gray' };

const COLUMNS: TableColumn<SysLive>[] = [
  { key: 'liveTitle', title: '直播标题' },
  { key: 'hostUnit', title: '主办单位', width: 160, formatter: (value) => (value as string | null) || '—' },
  { key: 'liveStartTime', title: '开始时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
  { key: 'liveEndTime', title: '结束时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
  {
    key: 'liveStatus',
    title: '直播状态',
    width: 90,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={LIVE_STATUS_COLORS[value as string] ?? 'gray'}>
        {labelOf(LIVE_STATUS_LABELS, value as string)}
      </Badge>
    ),
  },
  {
    key: 'publishStatus',
    title: '发布状态',
    width: 90,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={value === '1' ? 'green' : 'gray'}>
        {labelOf(PUBLISH_STATUS_LABELS, value as string)}
      </Badge>
    ),
  },
  { key: 'sort', title: '排序', width: 60, align: 'right' },
];

/**
 * 直播管理 (/work/sys/live, seeds 001 §7 `/sys/live`): the live broadcasts searched by keyword and
 * publish state; 新增直播 and 编辑 (sys:live:save, introduction in the rich-text editor), 发布 /
 * 下架 (sys:live:publish, only the action the publish state allows) and 删除 (sys:live:delete,
 * unpublished only), the last three after confirmation.
 */
export function SysLivePage() {
  const filters = useFilters<LiveFilters>({ keyword: '', publishStatus: null });
  const [editing, setEditing] = useState<SysLive | 'new' | null>(null);
  const feedback = useSysFeedback([SYS_LIST_URLS.live]);
  const publish = usePublishLive({ onSuccess: feedback });
  const offPublish = useOffPublishLive({ onSuccess: feedback });
  const remove = useDeleteLive({ onSuccess: feedback });
  const allowed = (live: SysLive, action: 'publish' | 'offPublish' | 'delete') =>
    liveActionAllowed(live.publishStatus as SysLivePublishStatus, action);

  return (
    <Stack gap="sm">
      <SearchBar onSearch={filters.search} onReset={filters.reset}>
        <TextInput
          label="关键字"
          placeholder="直播标题/主办单位"
          maxLength={50}
          value={filters.draft.keyword}
          onChange={(event) => filters.set('keyword', event.currentTarget.value)}
        />
        <Select
          label="发布状态"
          data={toSelectData(PUBLISH_STATUS_LABELS)}
          clearable
          w={130}
          value={filters.draft.publishStatus}
          onChange={(value) => filters.set('publishStatus', value)}
        />
      </SearchBar>
      <PagedTable<SysLive, Partial<LiveFilters>>
        url={SYS_LIST_URLS.live}
        method="GET"
        filters={filters.applied}
        columns={COLUMNS}
        showIndex
        aria-label="直播列表"
        rowActionsWidth={200}
        toolbar={
          <Can permission={SYS_LIVE_PERMISSIONS.save}>
            <Button onClick={() => setEditing('new')}>新增直播</Button>
          </Can>
        }
        rowActions={(live) => (
          <>
            <Can permission={SYS_LIVE_PERMISSIONS.save}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(live)}>
                编辑
              </Button>
            </Can>
            <Can permission={SYS_LIVE_PERMISSIONS.publish}>
              {allowed(live, 'publish') ? (
                <ConfirmButton
                  size="compact-sm"
                  variant="subtle"
                  color="green"
                  message={`确定要发布直播“${live.liveTitle}”吗？发布后将在门户展示。`}
                  onConfirm={() => publish.mutateAsync({ id: live.id })}
                >
                  发布
                </ConfirmButton>
              ) : null}
              {allowed(live, 'offPublish') ? (
                <ConfirmButton
                  size="compact-sm"
                  variant="subtle"
                  color="orange"
                  message={`确定要下架直播“${live.liveTitle}”吗？`}
                  onConfirm={() => offPublish.mutateAsync({ id: live.id })}
                >
                  下架
                </ConfirmButton>
              ) : null}
            </Can>
            {allowed(live, 'delete') ? (
              <Can permission={SYS_LIVE_PERMISSIONS.delete}>
                <ConfirmButton
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  message={`确定要删除直播“${live.liveTitle}”吗？`}
                  onConfirm={() => remove.mutateAsync({ id: live.id })}
                >
                  删除
                </ConfirmButton>
              </Can>
            ) : null}
          </>
        )}
      />
      {editing ? (
        <LiveFormModal live={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={feedback} />
      ) : null}
    </Stack>
  );
}
