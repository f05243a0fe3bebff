import { Anchor, Badge, Group, Stack, Tabs } from '@mantine/core';
import { myCollectListQuery, myViewListQuery, useToggleCollect, type PolCollectItem, type PolMyViewItem } from '@qifu/policy-data-access';
import { PagedTable, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { FilteredPagedTable, KeywordFilter, RowConfirmButton, useFilters, useMutationFeedback } from '@qifu/widgets';
import { useState } from 'react';

/** The public details of a policy (seeds 001 §2: opens in a new browser tab). */
const detailsHref = (id: string) => `/page/policymarket/details?id=${encodeURIComponent(id)}`;
const DAY = 'YYYY-MM-DD';
const TIME = 'YYYY-MM-DD HH:mm';

const titleLink = (title: string, id: string) => (
  <Anchor href={detailsHref(id)} target="_blank" rel="noopener" size="sm">
    {title}
  </Anchor>
);
const modes = (value: unknown) => (
  <Group gap={4}>
    {(value as string[]).map((m) => (
      <Badge key={m} size="sm" variant="light" radius="sm">
        {m}
      </Badge>
    ))}
  </Group>
);

const COLLECT_COLUMNS: TableColumn<PolCollectItem>[] = [
  { key: 'policyTitle', title: '政策标题', formatter: (value, row) => titleLink(value as string, row.polInfoId) },
  { key: 'policyDepName', title: '发文单位', width: 180 },
  { key: 'supportModes', title: '支持方式', width: 180, formatter: modes },
  { key: 'policyCreateTime', title: '发布时间', width: 110, formatter: (value) => formatDate(value as string, DAY) },
  { key: 'collectTime', title: '收藏时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
];

const VIEW_COLUMNS: TableColumn<PolMyViewItem>[] = [
  { key: 'policyTitle', title: '政策标题', formatter: (value, row) => titleLink(value as string, row.id) },
  { key: 'policyDepName', title: '发文单位', width: 180 },
  { key: 'supportModes', title: '支持方式', width: 180, formatter: modes },
  { key: 'policyCreateTime', title: '发布时间', width: 110, formatter: (value) => formatDate(value as string, DAY) },
  { key: 'viewTime', title: '浏览时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
];

/**
 * 我的收藏 (/work/my/collect; seeds 001 §7 "/pol/my/*: getCollect, getPolMyView"): the caller's
 * collected policies (collected from a policy's public details), searched by title, with 取消收藏
 * after confirmation; and 浏览记录, the published policies the caller opened while logged in, latest
 * first. Titles open the public details in a new tab.
 */
export function MyCollectPage() {
  const [tab, setTab] = useState<string | null>('collect');
  const filters = useFilters<{ keyword: string }>({ keyword: '' });
  const feedback = useMutationFeedback();
  const uncollect = useToggleCollect({ onSuccess: feedback });
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="collect">我的收藏</Tabs.Tab>
        <Tabs.Tab value="view">浏览记录</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="collect" pt="sm">
        <Stack gap="sm">
          <FilteredPagedTable<PolCollectItem, { keyword: string }>
            filters={filters}
            searchFields={<KeywordFilter label="政策标题" placeholder="政策标题" {...filters.field('keyword')} />}
            query={myCollectListQuery}
            columns={COLLECT_COLUMNS}
            showIndex
            aria-label="收藏列表"
            rowActionsWidth={100}
            rowActions={(item) => (
              <RowConfirmButton color="orange" message={`确定要取消收藏“${item.policyTitle}”吗？`} onConfirm={() => uncollect.mutateAsync({ polInfoId: item.polInfoId, collect: false })}>
                取消收藏
              </RowConfirmButton>
            )}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="view" pt="sm">
        <PagedTable<PolMyViewItem> query={myViewListQuery} columns={VIEW_COLUMNS} showIndex aria-label="浏览记录" />
      </Tabs.Panel>
    </Tabs>
  );
}
