import { NumberInput, SegmentedControl, SimpleGrid, Stack, Group } from '@mantine/core';
import {
  polNumberByDepQuery,
  polNumberByStreetQuery,
  polNumberOverviewQuery,
  polNumberTrendQuery,
  type PolicyDateRange,
  type PolNumberStreetItem,
  type PolNumberTrendType,
} from '@qifu/policy-data-access';
import { QueryState } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { BarChartWithTable, ChartCard, Figure } from '../policy-charts/chart-parts';
import { DateRangeBar } from '../policy-charts/date-range-bar';
import { barRows, chinaYearNow } from '../policy-visual/policy-visual-page';

/** The trend's kinds (the contract's `type` of getPolNumberTrend). */
export const TREND_TYPES: readonly { value: PolNumberTrendType; label: string }[] = [
  { value: 'policy', label: '发布政策' },
  { value: 'apply', label: '提交申报' },
  { value: 'consult', label: '政策咨询' },
  { value: 'view', label: '浏览' },
];

/** Per-street chart rows: 企业数, 匹配企业数 and 提交申报数 of each street. */
export function streetRows(items: readonly PolNumberStreetItem[] | undefined) {
  return (items ?? []).map((s) => ({ category: s.name, values: { 企业数: s.companyCount, 匹配企业数: s.matchCount, 提交申报数: s.applyCount } }));
}

const STREET_SERIES = ['企业数', '匹配企业数', '提交申报数'] as const;

function NumberOverview({ range }: { range: PolicyDateRange }) {
  const overview = useQuery(polNumberOverviewQuery(range));
  const d = overview.data;
  return (
    <QueryState query={overview} skeletonRows={2}>
      {d ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="政策服务数据">
          <Figure label="政策总数" value={d.policyCount} />
          <Figure label="已发布政策数" value={d.publishedCount} />
          <Figure label="申报项目数" value={d.projectCount} />
          <Figure label="已提交申报数" value={d.applyCount} />
          <Figure label="审核通过数" value={d.passCount} />
          <Figure label="政策咨询数" value={d.consultCount} />
          <Figure label="政策浏览次数" value={d.viewCount} />
          <Figure label="预计扶持金额" value={d.estimatedAmount} unit="元" />
        </SimpleGrid>
      ) : null}
    </QueryState>
  );
}

/**
 * 政策数据总览 (/work/policy/number; seeds 001 §7 "/pol/number/*"): the policy service's figures
 * (policies, projects, declarations and their passes with the estimated support, consultations,
 * views) within the optional days; published policies by issuing unit; enterprises, matched
 * enterprises and declarations by street (seeds 001 §2 "Bar chart. Per street"); and twelve months of a year of
 * published policies, submitted declarations, consultations or views. `@nivo/bar` charts with their
 * numbers in hidden tables.
 */
export function PolNumberPage() {
  const [range, setRange] = useState<PolicyDateRange>({});
  const [year, setYear] = useState<number>(chinaYearNow());
  const [type, setType] = useState<PolNumberTrendType>('policy');
  const byDep = useQuery(polNumberByDepQuery(range));
  const byStreet = useQuery(polNumberByStreetQuery(range));
  const trend = useQuery(polNumberTrendQuery(year, type));
  const trendLabel = TREND_TYPES.find((t) => t.value === type)?.label ?? '';
  return (
    <Stack gap="md">
      <DateRangeBar label="统计日期" onApply={setRange} />
      <NumberOverview range={range} />
      <ChartCard title="按发文单位统计">
        <QueryState query={byDep} skeletonRows={4}>
          <BarChartWithTable caption="按发文单位统计" categoryHead="发文单位" rows={barRows(byDep.data, '政策数')} series={['政策数']} horizontal />
        </QueryState>
      </ChartCard>
      <ChartCard title="按乡镇街道统计">
        <QueryState query={byStreet} skeletonRows={4}>
          <BarChartWithTable caption="按乡镇街道统计" categoryHead="乡镇街道" rows={streetRows(byStreet.data)} series={STREET_SERIES} horizontal />
        </QueryState>
      </ChartCard>
      <ChartCard
        title="月度趋势"
        action={
          <Group gap="xs">
            <SegmentedControl size="xs" aria-label="统计口径" data={TREND_TYPES.map((t) => ({ value: t.value, label: t.label }))} value={type} onChange={(v) => setType(v as PolNumberTrendType)} />
            <NumberInput aria-label="年份" value={year} min={2000} max={2100} w={110} size="xs" onChange={(v) => typeof v === 'number' && v >= 2000 && v <= 2100 && setYear(v)} />
          </Group>
        }
      >
        <QueryState query={trend} skeletonRows={4}>
          <BarChartWithTable caption={`${year}年${trendLabel}月度趋势`} categoryHead="月份" rows={barRows(trend.data, trendLabel)} series={[trendLabel]} />
        </QueryState>
      </ChartCard>
    </Stack>
  );
}
