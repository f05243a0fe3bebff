import { Badge, Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import {
  cmsNewsListQuery,
  useCmsColumnTree,
  useDeleteNews,
  useOffPublishNews,
  usePublishNews,
  useSetNewsShow,
  useSetTopNews,
  type CmsNewsListParams,
  type NewsItem,
} from '@qifu/cms-data-access';
import { NEWS_STATUS_LABELS, newsActionsFrom, newsDeletable, type NewsStatus } from '@qifu/cms-rules';
import { PERM } from '@qifu/sdk';
import { Can, useCan } from '@qifu/session';
import { IconChevronDown } from '@tabler/icons-react';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DateRangeInput,
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  labelOf,
  toDay,
  toSelectData,
  treeSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useState } from 'react';

import { newsPreviewHref } from '../../cms-links';
import { NewsFormModal } from './news-form';
import { NewsMoveModal } from './news-move-form';

/** The search of 新闻内容. */
export interface NewsFilters {
  keyword: string;
  columnId: string | null;
  status: NewsStatus | null;
  /** 发布日期 (both days inclusive). */
  published: DateRangeValue;
}

const TIME = 'YYYY-MM-DD HH:mm';
const STATUS_COLORS: Readonly<Record<NewsStatus, string>> = { '0': 'gray', '1': 'green', '2': 'orange' };

/**
 * The list query of the page's filters: the date range becomes the publish days
 * `startTime`/`endTime` (YYYY-MM-DD) of `listNews`.
 */
export function newsListQuery(params: PagedTableParams<Partial<NewsFilters>>) {
  const { published, ...rest } = params;
  const query: CmsNewsListParams = {
    ...rest,
    columnId: rest.columnId ?? undefined,
    status: rest.status ?? undefined,
    startTime: toDay(published?.[0]),
    endTime: toDay(published?.[1]),
  };
  return cmsNewsListQuery(query);
}

const COLUMNS: TableColumn<NewsItem>[] = [
  {
    key: 'title',
    title: '标题',
    formatter: (value, row) => (
      <Group gap={6} wrap="nowrap">
        {row.isTop ? (
          <Badge size="xs" color="red" variant="filled">
            置顶
          </Badge>
        ) : null}
        <Text size="sm" lineClamp={1}>
          {value as string}
        </Text>
      </Group>
    ),
  },
  { key: 'columnName', title: '栏目', width: 110 },
  {
    key: 'status',
    title: '状态',
    width: 80,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[value as NewsStatus] ?? 'gray'}>
        {labelOf(NEWS_STATUS_LABELS, value as string)}
      </Badge>
    ),
  },
  {
    key: 'isShow',
    title: '门户显示',
    width: 90,
    align: 'center',
    formatter: (value) => (value ? '显示' : '隐藏'),
  },
  { key: 'viewCount', title: '浏览', width: 60, align: 'right' },
  { key: 'publishTime', title: '发布时间', width: 140, formatter: (value) => formatDate(value as string | null, TIME) || '—' },
  { key: 'createTime', title: '创建时间', width: 140, formatter: (value) => formatDate(value as string, TIME) },
];

/**
 * 新闻内容 (/work/cms/news, seeds 001 §1 "news content", §4 "publish, unpublish, set top", §7
 * /cms/news/*): the articles of every state, top first, searched by title, column (with its
 * sub-columns), state and publish date; 新增新闻 and 编辑 (rich-text body) in a dialog; per row, by
 * permission and by the publish table of `@qifu/cms-rules`: 发布 (草稿 / 已下线) and 下线 (已发布)
 * after confirmation, 删除 (草稿 / 已下线 only, after confirmation), and under 更多: 置顶 / 取消置顶,
 * 在门户隐藏 / 在门户显示, 移动 to another column, 预览 (the portal layout in a new tab, any state).
 * The notices are the server's messages.
 */
export function CmsNewsPage() {
  const filters = useFilters<NewsFilters>({ keyword: '', columnId: null, status: null, published: [null, null] });
  const editor = useEditDialog<NewsItem>();
  const [moving, setMoving] = useState<NewsItem | null>(null);
  // the column choices need the column list permission (every role granted 新闻内容 has it)
  const columns = useCmsColumnTree({}, { enabled: useCan(PERM.cmsColumnList) });
  const feedback = useMutationFeedback();
  const publish = usePublishNews({ onSuccess: feedback });
  const offPublish = useOffPublishNews({ onSuccess: feedback });
  const setTop = useSetTopNews({ onSuccess: feedback });
  const setShow = useSetNewsShow({ onSuccess: feedback });
  const remove = useDeleteNews({ onSuccess: feedback });
  const columnOptions = treeSelectData(columns.data ?? [], (node) => node.columnName);
  // 更多 holds the actions that change no state: shown when the user holds one of them
  const canMore = useCan([PERM.cmsNewsSetTop, PERM.cmsNewsIsShow, PERM.cmsNewsMove, PERM.cmsNewsPreview]);

  return (
    <Stack gap="sm">
      <FilteredPagedTable<NewsItem, NewsFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="标题" placeholder="标题关键字" maxLength={50} {...filters.field('keyword')} />
            <Select label="栏目" data={columnOptions} clearable searchable w={180} placeholder="全部" {...filters.field('columnId')} />
            <Select
              label="状态"
              data={toSelectData(NEWS_STATUS_LABELS)}
              clearable
              w={120}
              placeholder="全部"
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as NewsStatus | null)}
            />
            <DateRangeInput label="发布日期" {...filters.field('published')} />
          </>
        }
        query={newsListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="新闻列表"
        rowActionsWidth={230}
        toolbar={
          <Can permission={PERM.cmsNewsAdd}>
            <Button onClick={editor.openNew}>新增新闻</Button>
          </Can>
        }
        rowActions={(news) => {
          const actions = newsActionsFrom(news.status);
          return (
            <Group gap={2} wrap="nowrap">
              <Can permission={PERM.cmsNewsModify}>
                <RowButton onClick={() => editor.openEdit(news)}>编辑</RowButton>
              </Can>
              {actions.includes('publish') ? (
                <Can permission={PERM.cmsNewsPublish}>
                  <RowConfirmButton
                    color="green"
                    message={`确定要发布新闻“${news.title}”吗？发布后将在门户展示。`}
                    onConfirm={() => publish.mutateAsync({ ids: [news.id] })}
                  >
                    发布
                  </RowConfirmButton>
                </Can>
              ) : null}
              {actions.includes('offPublish') ? (
                <Can permission={PERM.cmsNewsOffPublish}>
                  <RowConfirmButton
                    color="orange"
                    message={`确定要下线新闻“${news.title}”吗？下线后门户不再展示。`}
                    onConfirm={() => offPublish.mutateAsync({ ids: [news.id] })}
                  >
                    下线
                  </RowConfirmButton>
                </Can>
              ) : null}
              {newsDeletable(news.status) ? (
                <Can permission={PERM.cmsNewsDelete}>
                  <DeleteRowButton message={`确定要删除新闻“${news.title}”吗？`} onConfirm={() => remove.mutateAsync({ ids: [news.id] })} />
                </Can>
              ) : null}
              {canMore ? (
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <Button size="compact-sm" variant="subtle" rightSection={<IconChevronDown size={14} />} aria-label={`更多：${news.title}`}>
                      更多
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Can permission={PERM.cmsNewsSetTop}>
                      <Menu.Item onClick={() => setTop.mutate({ id: news.id, isTop: !news.isTop })}>{news.isTop ? '取消置顶' : '置顶'}</Menu.Item>
                    </Can>
                    <Can permission={PERM.cmsNewsIsShow}>
                      <Menu.Item onClick={() => setShow.mutate({ id: news.id, isShow: !news.isShow })}>
                        {news.isShow ? '在门户隐藏' : '在门户显示'}
                      </Menu.Item>
                    </Can>
                    <Can permission={PERM.cmsNewsMove}>
                      <Menu.Item onClick={() => setMoving(news)}>移动</Menu.Item>
                    </Can>
                    <Can permission={PERM.cmsNewsPreview}>
                      <Menu.Item component="a" href={newsPreviewHref(news.id)} target="_blank" rel="noopener">
                        预览
                      </Menu.Item>
                    </Can>
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          );
        }}
      />
      {editor.opened ? (
        <NewsFormModal columns={columns.data ?? []} news={editor.record} onClose={editor.close} onSaved={feedback} />
      ) : null}
      {moving ? <NewsMoveModal columns={columns.data ?? []} news={moving} onClose={() => setMoving(null)} onSaved={feedback} /> : null}
    </Stack>
  );
}
