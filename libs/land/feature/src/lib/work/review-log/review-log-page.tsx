import { Select, Stack } from '@mantine/core';
import {
  REVIEW_ACTION_LABELS,
  reviewLogListQuery,
  type ListingBizType,
  type ListingMarket,
  type ReviewAction,
  type ReviewLogRow,
} from '@qifu/land-data-access';
import { type PagedTableParams } from '@qifu/table';
import { DateRangeInput, FilteredPagedTable, KeywordFilter, toDay, toSelectData, useFilters, type DateRangeValue } from '@qifu/widgets';
import { useMemo } from 'react';

import { BIZ_TYPE_LABELS, reviewLogColumns } from './review-log-columns';

/** The search of a review log page. */
export interface ReviewLogFilters {
  keyword: string;
  bizType: ListingBizType | null;
  action: ReviewAction | null;
  /** 操作日期 (both days inclusive). */
  operated: DateRangeValue;
}

/** The review log query of `market` for the page's filters (the date range → startTime / endTime). */
export function reviewLogPageQuery(market: ListingMarket) {
  return ({ operated, ...rest }: PagedTableParams<Partial<ReviewLogFilters>>) =>
    reviewLogListQuery(market, { ...rest, startTime: toDay(operated?.[0]), endTime: toDay(operated?.[1]) });
}

/** Props of {@link ReviewLogPage}. */
export interface ReviewLogPageProps {
  market: ListingMarket;
}

/**
 * A market's review log (土地审核记录 /work/land/reviewLog, 厂房审核记录 /work/workshop/reviewLog;
 * seeds 001 §7 /land/reviewLog/*, /workshop/reviewLog/*): every submit, pass, reject and takedown,
 * newest first, with the listing, its kind, the state change, the opinion (审核意见 / 下架原因),
 * the operator and the time (China time); searched by listing title, kind, action and operation
 * date. Read-only.
 */
export function ReviewLogPage({ market }: ReviewLogPageProps) {
  const filters = useFilters<ReviewLogFilters>({ keyword: '', bizType: null, action: null, operated: [null, null] });
  const query = useMemo(() => reviewLogPageQuery(market), [market]);
  const columns = useMemo(() => reviewLogColumns(market), [market]);
  return (
    <Stack gap="sm">
      <FilteredPagedTable<ReviewLogRow, ReviewLogFilters>
        filters={filters}
        searchFields={
          <>
            <KeywordFilter label="标题" placeholder="挂牌信息标题" {...filters.field('keyword')} />
            <Select
              label="类型"
              data={toSelectData(BIZ_TYPE_LABELS[market])}
              clearable
              w={130}
              placeholder="全部"
              value={filters.draft.bizType}
              onChange={(value) => filters.set('bizType', value as ListingBizType | null)}
            />
            <Select
              label="操作"
              data={toSelectData(REVIEW_ACTION_LABELS)}
              clearable
              w={130}
              placeholder="全部"
              value={filters.draft.action}
              onChange={(value) => filters.set('action', value as ReviewAction | null)}
            />
            <DateRangeInput label="操作日期" {...filters.field('operated')} />
          </>
        }
        query={query}
        columns={columns}
        showIndex
        aria-label={market === 'land' ? '土地审核记录列表' : '厂房审核记录列表'}
      />
    </Stack>
  );
}

/** 土地审核记录 (/work/land/reviewLog, land:reviewLog:list). */
export function LandReviewLogPage() {
  return <ReviewLogPage market="land" />;
}

/** 厂房审核记录 (/work/workshop/reviewLog, workshop:reviewLog:list). */
export function WorkshopReviewLogPage() {
  return <ReviewLogPage market="workshop" />;
}
