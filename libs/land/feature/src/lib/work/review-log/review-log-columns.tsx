import { Badge, Text } from '@mantine/core';
import { LISTING_STATUS_LABELS, REVIEW_ACTION_LABELS, type ListingMarket, type ReviewAction, type ReviewLogRow } from '@qifu/land-data-access';
import { type TableColumn } from '@qifu/table';

import { chinaTime } from '../shared/china-time';

/** What the log calls each listing kind of a market (bizType info / demand). */
export const BIZ_TYPE_LABELS: Readonly<Record<ListingMarket, Readonly<Record<'info' | 'demand', string>>>> = {
  land: { info: '土地供应', demand: '用地需求' },
  workshop: { info: '厂房房源', demand: '厂房需求' },
};

const ACTION_COLORS: Readonly<Record<ReviewAction, string>> = { submit: 'blue', pass: 'green', reject: 'red', takedown: 'orange' };

/**
 * The columns of a review log: the listing (title, unless `withListing` is false: one listing's
 * log) and its kind, the action (提交审核 / 审核通过 / 审核驳回 / 下架), the state change, the
 * opinion (审核意见 / 下架原因), the operator and the time (China time).
 */
export function reviewLogColumns(market: ListingMarket, withListing = true): TableColumn<ReviewLogRow>[] {
  const listing: TableColumn<ReviewLogRow>[] = withListing
    ? [
        { key: 'bizTitle', title: '挂牌信息', formatter: (value) => <Text size="sm" lineClamp={2}>{value as string}</Text> },
        { key: 'bizType', title: '类型', width: 90, formatter: (value) => BIZ_TYPE_LABELS[market][value as 'info' | 'demand'] },
      ]
    : [];
  return [
    ...listing,
    {
      key: 'action',
      title: '操作',
      width: 90,
      align: 'center',
      formatter: (value) => (
        <Badge size="sm" variant="light" color={ACTION_COLORS[value as ReviewAction] ?? 'gray'}>
          {REVIEW_ACTION_LABELS[value as ReviewAction]}
        </Badge>
      ),
    },
    {
      key: 'toStatus',
      title: '状态变化',
      width: 150,
      formatter: (_value, row) => `${LISTING_STATUS_LABELS[row.fromStatus]} → ${LISTING_STATUS_LABELS[row.toStatus]}`,
    },
    {
      key: 'opinion',
      title: '审核意见',
      formatter: (value) => (
        <Text size="sm" lineClamp={3} c={value ? undefined : 'dimmed'}>
          {(value as string | null) || '—'}
        </Text>
      ),
    },
    { key: 'operatorName', title: '操作人', width: 100 },
    { key: 'createTime', title: '操作时间', width: 140, formatter: (value) => chinaTime(value as string) },
  ];
}
