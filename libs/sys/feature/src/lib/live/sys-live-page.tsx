import '@mantine/core/styles.layer.css';

import { Badge, Button, Select, Stack } from '@mantine/core';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import {
  sysLiveListQuery, useDeleteLive,
  useOffPublishLive,
  usePublishLive,
  type SysLive,
  type SysLivePublishStatus,
} from '@qifu/sys-data-access';
import { LIVE_PUBLISH_STATUS_LABELS, liveActionAllowed } from '@qifu/sys-rules';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  labelOf,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';

import { LIVE_STATUS_LABELS } from '../shared/labels';
import { LiveFormModal } from './live-form';

/** Permission strings of the page's buttons (the `x-permission` of their operations). */
export const SYS_LIVE_PERMISSIONS = { save: PERM.sysLiveSave, delete: PERM.sysLiveDelete, publish: PERM.sysLivePublish } as const;

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
        {labelOf(LIVE_PUBLISH_STATUS_LABELS, value as string)}
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
  const editor = useEditDialog<SysLive>();
  const feedback = useMutationFeedback();
  const publish = usePublishLive({ onSuccess: feedback });
  const offPublish = useOffPublishLive({ onSuccess: feedback });
  const remove = useDeleteLive({ onSuccess: feedback });
  const allowed = (live: SysLive, action: 'publish' | 'offPublish' | 'delete') =>
    liveActionAllowed(live.publishStatus as SysLivePublishStatus, action);

  return (
    <Stack gap="sm">
      <FilteredPagedTable<SysLive, LiveFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter placeholder="直播标题/主办单位" {...filters.field('keyword')} />
            <Select label="发布状态" data={toSelectData(LIVE_PUBLISH_STATUS_LABELS)} clearable w={130} {...filters.field('publishStatus')} />
          </>
        }
        query={sysLiveListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="直播列表"
        rowActionsWidth={200}
        toolbar={
          <Can permission={SYS_LIVE_PERMISSIONS.save}>
            <Button onClick={editor.openNew}>新增直播</Button>
          </Can>
        }
        rowActions={(live) => (
          <>
            <Can permission={SYS_LIVE_PERMISSIONS.save}>
              <RowButton onClick={() => editor.openEdit(live)}>编辑</RowButton>
            </Can>
            <Can permission={SYS_LIVE_PERMISSIONS.publish}>
              {allowed(live, 'publish') ? (
                <RowConfirmButton
                  color="green"
                  message={`确定要发布直播“${live.liveTitle}”吗？发布后将在门户展示。`}
                  onConfirm={() => publish.mutateAsync({ id: live.id })}
                >
                  发布
                </RowConfirmButton>
              ) : null}
              {allowed(live, 'offPublish') ? (
                <RowConfirmButton
                  color="orange"
                  message={`确定要下架直播“${live.liveTitle}”吗？`}
                  onConfirm={() => offPublish.mutateAsync({ id: live.id })}
                >
                  下架
                </RowConfirmButton>
              ) : null}
            </Can>
            {allowed(live, 'delete') ? (
              <Can permission={SYS_LIVE_PERMISSIONS.delete}>
                <DeleteRowButton message={`确定要删除直播“${live.liveTitle}”吗？`} onConfirm={() => remove.mutateAsync({ id: live.id })} />
              </Can>
            ) : null}
          </>
        )}
      />
      {editor.opened ? (
        <LiveFormModal live={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
    </Stack>
  );
}
