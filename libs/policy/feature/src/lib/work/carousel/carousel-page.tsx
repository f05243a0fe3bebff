import { Badge, Button, Group, Image, Select, Stack } from '@mantine/core';
import { carouselListQuery, useCarouselAction, type CarouselItem } from '@qifu/policy-data-access';
import { CAROUSEL_STATUS_LABELS, carouselActionsFrom, type CarouselStatus } from '@qifu/policy-rules';
import { ENUM_LABELS, PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import {
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
} from '@qifu/widgets';
import { useState } from 'react';

import { slideImageSrc } from '../../home-blocks/home-policy-carousel';
import { CarouselFormModal } from './carousel-form';
import { CarouselOrderDialog } from './carousel-order-dialog';

/** The search of 轮播图管理. */
export interface CarouselFilters {
  title: string;
  /** A `PolicyShelfStatus` code or null for every state. */
  status: string | null;
}

const STATUS_COLORS: Readonly<Record<CarouselStatus, string>> = { '0': 'gray', '1': 'green', '2': 'orange' };

const COLUMNS: TableColumn<CarouselItem>[] = [
  {
    key: 'filePath',
    title: '图片',
    width: 110,
    formatter: (value, slide) => <Image src={slideImageSrc(value as string)} alt={slide.title} w={88} h={44} radius="xs" fit="cover" />,
  },
  { key: 'title', title: '标题' },
  {
    key: 'linkType',
    title: '链接',
    width: 220,
    formatter: (_value, slide) =>
      slide.linkType === '1' ? `政策：${slide.policyTitle ?? '（政策已删除）'}` : slide.linkType === '2' ? (slide.linkUrl ?? '') : ENUM_LABELS.CarouselLinkType['0'],
  },
  { key: 'sort', title: '排序', width: 60, align: 'right' },
  {
    key: 'status',
    title: '状态',
    width: 90,
    align: 'center',
    formatter: (value) => (
      <Badge size="sm" variant="light" color={STATUS_COLORS[value as CarouselStatus]} radius="sm">
        {CAROUSEL_STATUS_LABELS[value as CarouselStatus]}
      </Badge>
    ),
  },
  { key: 'updateTime', title: '更新时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
];

/**
 * 轮播图管理 (/work/policy/carousel; seeds 001 §4 "carousel: take up, take down", §7 /admin/carousel/*):
 * the slides of the policy service carousel by order, searched by title and state. Row actions come
 * from the carousel table of `@qifu/policy-rules` and the caller's permissions: 编辑 and 删除 (草稿,
 * 已下架), 上架 (草稿, 已下架) and 下架 (已上架), each change after confirmation; 调整顺序 reorders them.
 * A slide taken up shows at once in the portal's carousel (the server drops its cached answer).
 */
export function CarouselPage() {
  const filters = useFilters<CarouselFilters>({ title: '', status: null });
  const editor = useEditDialog<CarouselItem>();
  const [ordering, setOrdering] = useState(false);
  const feedback = useMutationFeedback();
  const takeup = useCarouselAction('takeup', { onSuccess: feedback });
  const takedown = useCarouselAction('takedown', { onSuccess: feedback });
  const remove = useCarouselAction('delete', { onSuccess: feedback });
  return (
    <Stack gap="sm">
      <FilteredPagedTable<CarouselItem, CarouselFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="标题" placeholder="轮播图标题" {...filters.field('title')} />
            <Select label="状态" data={toSelectData(CAROUSEL_STATUS_LABELS)} clearable w={130} {...filters.field('status')} />
          </>
        }
        query={carouselListQuery}
        columns={COLUMNS}
        showIndex
        aria-label="轮播图列表"
        rowActionsWidth={170}
        toolbar={
          <Can permission={PERM.policyCarouselSave}>
            <Group gap="xs">
              <Button onClick={editor.openNew}>新增轮播图</Button>
              <Button variant="default" onClick={() => setOrdering(true)}>
                调整顺序
              </Button>
            </Group>
          </Can>
        }
        rowActions={(slide) => {
          const actions = carouselActionsFrom(slide.status);
          return (
            <>
              {actions.includes('save') ? (
                <Can permission={PERM.policyCarouselSave}>
                  <RowButton onClick={() => editor.openEdit(slide)}>编辑</RowButton>
                </Can>
              ) : null}
              {actions.includes('takeup') ? (
                <Can permission={PERM.policyCarouselTakeup}>
                  <RowConfirmButton color="green" message={`确定要上架轮播图“${slide.title}”吗？上架后将在门户首页展示。`} onConfirm={() => takeup.mutateAsync({ id: slide.id })}>
                    上架
                  </RowConfirmButton>
                </Can>
              ) : null}
              {actions.includes('takedown') ? (
                <Can permission={PERM.policyCarouselTakedown}>
                  <RowConfirmButton color="orange" message={`确定要下架轮播图“${slide.title}”吗？`} onConfirm={() => takedown.mutateAsync({ id: slide.id })}>
                    下架
                  </RowConfirmButton>
                </Can>
              ) : null}
              {actions.includes('delete') ? (
                <Can permission={PERM.policyCarouselDelete}>
                  <DeleteRowButton message={`确定要删除轮播图“${slide.title}”吗？`} onConfirm={() => remove.mutateAsync({ id: slide.id })} />
                </Can>
              ) : null}
            </>
          );
        }}
      />
      {editor.opened ? <CarouselFormModal slide={editor.record} onClose={editor.close} onSaved={feedback} /> : null}
      {ordering ? <CarouselOrderDialog onClose={() => setOrdering(false)} onSaved={feedback} /> : null}
    </Stack>
  );
}
