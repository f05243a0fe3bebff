import { Anchor, Badge, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  LISTING_STATUS_LABELS,
  listingManageListQuery,
  useDeleteListings,
  useSubmitListing,
  useTownOptions,
  type ListingKind,
  type ListingStatusCode,
} from '@qifu/land-data-access';
import { isListingPublished, listingActionsFrom, type ListingAction } from '@qifu/land-rules';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import {
  DateRangeInput,
  DeleteRowButton,
  FilteredPagedTable,
  KeywordFilter,
  RowButton,
  RowConfirmButton,
  toDay,
  toSelectData,
  useEditDialog,
  useFilters,
  useMutationFeedback,
  type DateRangeValue,
} from '@qifu/widgets';
import { useMemo, useState } from 'react';

import { ListingPhoto } from '../../shared/listing-photo';
import { listingDetailHref } from '../../shared/market-links';
import { chinaTime } from '../shared/china-time';
import { LISTING_KINDS, areaText, modeOf, moneyText, type AnyListingItem } from '../shared/listing-kinds';
import { ListingFormModal } from './listing-form';
import { ListingLogModal } from './listing-log-modal';
import { ListingReviewDialog } from './listing-review-dialog';
import { ListingTakedownDialog } from './listing-takedown-dialog';

/** Who uses the page: staff (土地供应 … 厂房需求: every listing, review) or an enterprise (我的…: its own listings). */
export type ListingPageMode = 'staff' | 'mine';

/** The search of a listing page. */
export interface ListingFilters {
  keyword: string;
  streetCode: string | null;
  status: ListingStatusCode | null;
  mode: '1' | '2' | null;
  /** 创建日期 (both days inclusive). */
  created: DateRangeValue;
}

const STATUS_COLORS: Readonly<Record<ListingStatusCode, string>> = { '0': 'gray', '1': 'blue', '2': 'green', '3': 'red', '4': 'orange' };

/** The list query of `kind` for the page's filters (the date range → startTime / endTime, the creation days). */
export function listingPageQuery(kind: ListingKind) {
  return ({ created, ...rest }: PagedTableParams<Partial<ListingFilters>>) =>
    listingManageListQuery(kind, { ...rest, startTime: toDay(created?.[0]), endTime: toDay(created?.[1]) });
}

/** The table columns of `kind`: photo, title, town, area, mode, money, contact, state, creation time. */
export function listingColumns(kind: ListingKind): TableColumn<AnyListingItem>[] {
  const config = LISTING_KINDS[kind];
  const tone = config.market;
  return [
    {
      key: 'images',
      title: '图片',
      width: 84,
      formatter: (_value, row) => (
        <Box w={64}>
          <ListingPhoto image={row.images[0]} alt={row.title} height={48} tone={tone} />
        </Box>
      ),
    },
    {
      key: 'title',
      title: '标题',
      formatter: (value, row) => (
        <Stack gap={0}>
          <Text size="sm" lineClamp={2}>
            {value as string}
          </Text>
          {'companyName' in row ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.companyName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'streetName', title: config.demand ? '意向乡镇' : '所在乡镇', width: 100, formatter: (value) => (value as string | null) ?? '—' },
    { key: 'area', title: config.areaLabel, width: 100, align: 'right', formatter: (_value, row) => areaText(kind, row) },
    { key: 'mode', title: config.modeLabel, width: 84, align: 'center', formatter: (_value, row) => config.modeLabels[modeOf(row)] },
    { key: 'money', title: config.moneyLabel, width: 120, align: 'right', formatter: (_value, row) => moneyText(kind, row) },
    {
      key: 'contactName',
      title: '联系人',
      width: 120,
      formatter: (_value, row) => (
        <Stack gap={0}>
          <Text size="sm">{row.contactName}</Text>
          <Text size="xs" c="dimmed">
            {row.contactPhone}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      align: 'center',
      formatter: (value) => (
        <Badge size="sm" variant="light" color={STATUS_COLORS[value as ListingStatusCode] ?? 'gray'}>
          {LISTING_STATUS_LABELS[value as ListingStatusCode]}
        </Badge>
      ),
    },
    { key: 'createTime', title: '创建时间', width: 140, formatter: (value) => chinaTime(value as string) },
  ];
}

/** Props of {@link ListingPage}. */
export interface ListingPageProps {
  kind: ListingKind;
  mode: ListingPageMode;
}

type OpenDialog = { type: 'review' | 'takedown' | 'log'; row: AnyListingItem } | null;

/**
 * The one listing-management page of the workbench, for each of the four kinds (土地供应, 用地需求,
 * 厂房房源, 厂房需求) and both modes: staff (every listing) and mine (我的用地需求, 我的厂房房源,
 * 我的厂房需求: the server lists only the enterprise's own). Seeds 001 §7 /land/*, /workshop/*,
 * §4 "land and workshop: review-state updates".
 *
 * A search (标题, 乡镇街道, 状态, 供地方式 / 交易方式, 创建日期) above the paged table (photo,
 * title, town, area, mode, price, contact, state, creation time in China time); 新增 and 编辑 in a
 * dialog. Row actions follow the permission (`<Can>` with the generated `PERM`) AND the review-state
 * table of `@qifu/land-rules` (`listingActionsFrom(status)`): 编辑 and 提交审核 (草稿 / 审核驳回 /
 * 已下架), 审核 (待审核, staff only: 通过 or 驳回 with a required opinion), 下架 (已上架, with an
 * optional reason), 删除 (草稿 / 审核驳回 / 已下架, after confirmation); 审核记录 shows the
 * listing's log, 门户查看 opens a published listing's portal page. Messages are the server's.
 */
export function ListingPage({ kind, mode }: ListingPageProps) {
  const config = LISTING_KINDS[kind];
  const perms = config.permissions;
  const filters = useFilters<ListingFilters>({ keyword: '', streetCode: null, status: null, mode: null, created: [null, null] });
  const editor = useEditDialog<AnyListingItem>();
  const [open, setOpen] = useState<OpenDialog>(null);
  const towns = useTownOptions();
  const feedback = useMutationFeedback();
  const submit = useSubmitListing(kind, { onSuccess: feedback });
  const remove = useDeleteListings(kind, { onSuccess: feedback });
  const query = useMemo(() => listingPageQuery(kind), [kind]);
  const columns = useMemo(() => listingColumns(kind), [kind]);
  const close = () => setOpen(null);

  const rowActions = (row: AnyListingItem) => {
    const allowed = new Set<ListingAction>(listingActionsFrom(row.status));
    return (
      <Group gap={2} wrap="wrap">
        {allowed.has('save') ? (
          <Can permission={perms.save}>
            <RowButton onClick={() => editor.openEdit(row)}>编辑</RowButton>
          </Can>
        ) : null}
        {allowed.has('submit') ? (
          <Can permission={perms.submit}>
            <RowConfirmButton
              message={`确定要提交${config.noun}“${row.title}”吗？提交后等待审核，审核通过即在门户展示。`}
              onConfirm={() => submit.mutateAsync({ id: row.id })}
            >
              提交审核
            </RowConfirmButton>
          </Can>
        ) : null}
        {mode === 'staff' && (allowed.has('pass') || allowed.has('reject')) ? (
          <Can permission={perms.review}>
            <RowButton color="green" onClick={() => setOpen({ type: 'review', row })}>
              审核
            </RowButton>
          </Can>
        ) : null}
        {allowed.has('takedown') ? (
          <Can permission={perms.takedown}>
            <RowButton color="orange" onClick={() => setOpen({ type: 'takedown', row })}>
              下架
            </RowButton>
          </Can>
        ) : null}
        {allowed.has('delete') ? (
          <Can permission={perms.delete}>
            <DeleteRowButton
              message={`确定要删除${config.noun}“${row.title}”吗？删除后不可恢复。`}
              onConfirm={() => remove.mutateAsync({ ids: [row.id] })}
            />
          </Can>
        ) : null}
        <Can permission={perms.reviewLog}>
          <RowButton onClick={() => setOpen({ type: 'log', row })}>审核记录</RowButton>
        </Can>
        {isListingPublished(row.status) ? (
          <Anchor size="sm" href={listingDetailHref(kind, row.id)} target="_blank" rel="noopener" px={6}>
            门户查看
          </Anchor>
        ) : null}
      </Group>
    );
  };

  return (
    <Stack gap="sm">
      <FilteredPagedTable<AnyListingItem, ListingFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="标题" placeholder="标题关键字" {...filters.field('keyword')} />
            <Select
              label={config.demand ? '意向乡镇' : '所在乡镇'}
              data={towns.data ?? []}
              clearable
              searchable
              w={150}
              placeholder="全部"
              {...filters.field('streetCode')}
            />
            <Select
              label="状态"
              data={toSelectData(LISTING_STATUS_LABELS)}
              clearable
              w={120}
              placeholder="全部"
              value={filters.draft.status}
              onChange={(value) => filters.set('status', value as ListingStatusCode | null)}
            />
            <Select
              label={config.modeLabel}
              data={toSelectData(config.modeLabels)}
              clearable
              w={110}
              placeholder="全部"
              value={filters.draft.mode}
              onChange={(value) => filters.set('mode', value as '1' | '2' | null)}
            />
            <DateRangeInput label="创建日期" {...filters.field('created')} />
          </>
        }
        query={query}
        columns={columns}
        aria-label={mode === 'mine' ? `我的${config.tableLabel}` : config.tableLabel}
        rowActionsWidth={260}
        toolbar={
          <Can permission={perms.save}>
            <Button onClick={editor.openNew}>新增{config.noun}</Button>
          </Can>
        }
        rowActions={rowActions}
      />
      {editor.opened ? <ListingFormModal kind={kind} id={editor.record?.id} onClose={editor.close} onSaved={feedback} /> : null}
      {open?.type === 'review' ? <ListingReviewDialog kind={kind} row={open.row} onClose={close} onDone={feedback} /> : null}
      {open?.type === 'takedown' ? <ListingTakedownDialog kind={kind} row={open.row} onClose={close} onDone={feedback} /> : null}
      {open?.type === 'log' ? <ListingLogModal kind={kind} row={open.row} onClose={close} /> : null}
    </Stack>
  );
}

/** 土地供应 (/work/land/info; land:info:*). */
export function LandInfoPage() {
  return <ListingPage kind="landInfo" mode="staff" />;
}
/** 用地需求 (/work/land/demand; land:demand:*). */
export function LandDemandPage() {
  return <ListingPage kind="landDemand" mode="staff" />;
}
/** 厂房房源 (/work/workshop/info; workshop:info:*). */
export function WorkshopInfoPage() {
  return <ListingPage kind="workshopInfo" mode="staff" />;
}
/** 厂房需求 (/work/workshop/demand; workshop:demand:*). */
export function WorkshopDemandPage() {
  return <ListingPage kind="workshopDemand" mode="staff" />;
}
/** 我的用地需求 (/work/my/landDemand; the enterprise's own land demands). */
export function MyLandDemandPage() {
  return <ListingPage kind="landDemand" mode="mine" />;
}
/** 我的厂房房源 (/work/my/workshop; the enterprise's own factory buildings). */
export function MyWorkshopPage() {
  return <ListingPage kind="workshopInfo" mode="mine" />;
}
/** 我的厂房需求 (/work/my/workshopDemand; the enterprise's own workshop demands). */
export function MyWorkshopDemandPage() {
  return <ListingPage kind="workshopDemand" mode="mine" />;
}
