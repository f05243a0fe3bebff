import { Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import {
  policyByDepQuery,
  policyByMonthQuery,
  policyBySupportModeQuery,
  policyVisualOverviewQuery,
  type PolicyChartBar,
  type PolicyDateRange,
} from '@qifu/policy-data-access';
import { QueryState } from '@qifu/widgets';
import type { BarRow } from '@qifu/charts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { BarChartWithTable, ChartCard, Figure } from '../policy-charts/chart-parts';
import { DateRangeBar } from '../policy-charts/date-range-bar';

/** Chart rows of `{ name, value }` bars under one series name. */
export function barRows(bars: readonly PolicyChartBar[] | undefined, series: string): BarRow[] {
  return (bars ?? []).map((b) => ({ category: b.name, values: { [series]: b.value } }));
}

/** This year in China time. */
export function chinaYearNow(now = new Date()): number {
  return new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
}

/** The figures strip of 政策看板. */
function VisualOverview({ range }: { range: PolicyDateRange }) {
  const overview = useQuery(policyVisualOverviewQuery(range));
  const d = overview.data;
  return (
    <QueryState query={overview} skeletonRows={2}>
      {d ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="政策总数">
          <Figure label="政策总数" value={d.policyCount} />
          <Figure label="已上架" value={d.publishedCount} />
          <Figure label="草稿" value={d.draftCount} />
          <Figure label="已下架" value={d.offlineCount} />
          <Figure label="申报项目数" value={d.applyProjectCount} />
          <Figure label="企业申报数" value={d.applyCount} />
          <Figure label="浏览总数" value={d.viewCount} />
          <Figure label="咨询数" value={d.consultCount} />
        </SimpleGrid>
      ) : null}
    </QueryState>
  );
}

/**
 * 政策看板 (/work/policy/visual; seeds 001 §7 /admin/policy/visual/*): the policy totals, then bar
 * charts of published policies by issuing unit, by support mode (within the optional 发布时间 days)
 * and by month of a chosen year. Charts are `@nivo/bar`, loaded with the page; their numbers are also
 * in visually hidden tables.
 */
export function PolicyVisualPage() {
  const [range, setRange] = useState<PolicyDateRange>({});
  const [year, setYear] = useState<number>(chinaYearNow());
  const byDep = useQuery(policyByDepQuery(range));
  const byMode = useQuery(policyBySupportModeQuery(range));
  const byMonth = useQuery(policyByMonthQuery(year));
  return (
    <Stack gap="md">
      <DateRangeBar label="发布时间" onApply={setRange} />
      <VisualOverview range={range} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard title="按发文单位统计">
          <QueryState query={byDep} skeletonRows={4}>
            <BarChartWithTable caption="按发文单位统计" categoryHead="发文单位" rows={barRows(byDep.data, '政策数')} series={['政策数']} horizontal />
          </QueryState>
        </ChartCard>
        <ChartCard title="按支持方式统计">
          <QueryState query={byMode} skeletonRows={4}>
            <BarChartWithTable caption="按支持方式统计" categoryHead="支持方式" rows={barRows(byMode.data, '政策数')} series={['政策数']} horizontal />
          </QueryState>
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title="按月统计"
        action={
          <Group gap="xs">
            <NumberInput aria-label="年份" value={year} min={2000} max={2100} w={110} size="xs" onChange={(v) => typeof v === 'number' && v >= 2000 && v <= 2100 && setYear(v)} />
          </Group>
        }
      >
        <QueryState query={byMonth} skeletonRows={4}>
          <BarChartWithTable caption={`${year}年按月发布政策数`} categoryHead="月份" rows={barRows(byMonth.data, '发布政策数')} series={['发布政策数']} />
        </QueryState>
      </ChartCard>
    </Stack>
  );
}
