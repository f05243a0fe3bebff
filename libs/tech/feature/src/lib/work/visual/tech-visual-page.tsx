import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ENUM_LABELS } from '@qifu/sdk';
import {
  techVisualDomainStatQuery,
  techVisualOverviewQuery,
  techVisualTrendQuery,
  type TechKind,
  type TechVisualTrendItem,
} from '@qifu/tech-data-access';
import { EmptyState } from '@qifu/ui';
import { QueryState, toSelectData } from '@qifu/widgets';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import type { BarRow } from '@qifu/charts';

const BarChart = lazy(() => import('@qifu/charts'));

/** The trend's series: the four kinds and the negotiations. */
const TREND_SERIES: readonly { key: keyof Omit<TechVisualTrendItem, 'month'>; name: string }[] = [
  { key: 'achievement', name: '科技成果' },
  { key: 'requirement', name: '技术需求' },
  { key: 'expert', name: '专家' },
  { key: 'institute', name: '研究院所' },
  { key: 'talk', name: '洽谈' },
];

/** The trend as chart rows (month → new items per series). */
export function trendRows(items: readonly TechVisualTrendItem[]): BarRow[] {
  return items.map((item) => ({
    category: item.month,
    values: Object.fromEntries(TREND_SERIES.map((s) => [s.name, item[s.key]])),
  }));
}

function ChartCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The numbers of a chart as a table for screen readers. */
function DataTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function Overview() {
  const overview = useQuery(techVisualOverviewQuery());
  return (
    <QueryState query={overview} skeletonRows={2}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" aria-label="各类总数">
        {(overview.data ?? []).map((item) => (
          <Paper key={item.kind} withBorder p="md" radius="sm" role="group" aria-label={item.name}>
            <Text size="sm" c="dimmed">
              {item.name}
            </Text>
            <Text fz={28} fw={700} lh={1.3}>
              {item.total.toLocaleString('zh-CN')}
            </Text>
            <Group gap="md">
              <Text size="xs" c="green.8">
                已上架 {item.putaway}
              </Text>
              <Text size="xs" c="orange.8">
                待审核 {item.pending}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </QueryState>
  );
}

function Trend() {
  const trend = useQuery(techVisualTrendQuery(12));
  const items = trend.data ?? [];
  return (
    <ChartCard title="近12个月新增">
      <QueryState query={trend} skeletonRows={4}>
        {items.length ? (
          <>
            <Suspense fallback={<Skeleton height={280} />}>
              <BarChart categoryWidth={110} height={280} rows={trendRows(items)} series={TREND_SERIES.map((s) => s.name)} />
            </Suspense>
            <DataTable
              caption="近12个月新增"
              head={['月份', ...TREND_SERIES.map((s) => s.name)]}
              rows={items.map((item) => [item.month, ...TREND_SERIES.map((s) => item[s.key])])}
            />
          </>
        ) : (
          <EmptyState />
        )}
      </QueryState>
    </ChartCard>
  );
}

function DomainStat() {
  const [kind, setKind] = useState<TechKind>('achievement');
  const stat = useQuery(techVisualDomainStatQuery(kind));
  const items = stat.data ?? [];
  const name = ENUM_LABELS.TechKind[kind];
  return (
    <ChartCard
      title="已上架领域分布"
      action={
        <SegmentedControl size="xs" aria-label="统计对象" value={kind} onChange={(value) => setKind(value as TechKind)} data={toSelectData(ENUM_LABELS.TechKind)} />
      }
    >
      <QueryState query={stat} skeletonRows={4}>
        {items.length ? (
          <>
            <Suspense fallback={<Skeleton height={280} />}>
              <BarChart categoryWidth={110} height={280} rows={items.map((i) => ({ category: i.name, values: { [name]: i.value } }))} series={[name]} horizontal />
            </Suspense>
            <DataTable caption={`${name}领域分布`} head={['技术领域', name]} rows={items.map((i) => [i.name, i.value])} />
          </>
        ) : (
          <EmptyState />
        )}
      </QueryState>
    </ChartCard>
  );
}

/**
 * 科技服务总览 (/work/tech/visual; seeds 001 §7 /tech/visual/*): the totals per kind (total, 已上架,
 * 待审核), the new items and negotiations of the last 12 months, and the items on the shelf per
 * top-level 技术领域 for a chosen kind — bar charts of `@nivo/bar`, loaded with the charts only.
 */
export function TechVisualPage() {
  return (
    <Stack gap="md">
      <Overview />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Trend />
        <DomainStat />
      </SimpleGrid>
    </Stack>
  );
}
