import { Group, Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '@qifu/ui';
import { lazy, Suspense, type ReactNode } from 'react';

import type { BarRow } from '@qifu/charts';

const BarChart = lazy(() => import('@qifu/charts'));

/** A titled card around one chart (a labelled region). */
export function ChartCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The numbers of a chart as a visually hidden table (screen readers, tests). */
export function ChartDataTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
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
          {rows.map((row, i) => (
            <tr key={`${String(row[0])}-${i}`}>
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

/**
 * A bar chart (lazy `@nivo/bar`) with its numbers as a hidden table named `caption`; 暂无数据 when
 * every value is 0 or there is no row.
 */
export function BarChartWithTable({
  caption,
  rows,
  series,
  horizontal,
  categoryHead = '名称',
}: {
  caption: string;
  rows: readonly BarRow[];
  series: readonly string[];
  horizontal?: boolean;
  categoryHead?: string;
}) {
  const empty = rows.every((r) => series.every((s) => !r.values[s]));
  return (
    <>
      <ChartDataTable caption={caption} head={[categoryHead, ...series]} rows={rows.map((r) => [r.category, ...series.map((s) => r.values[s] ?? 0)])} />
      {empty ? (
        <EmptyState text="暂无数据" />
      ) : (
        <Suspense fallback={<Skeleton height={300} />}>
          <BarChart rows={rows} series={series} horizontal={horizontal} height={horizontal ? Math.max(200, rows.length * 28 + 60) : 300} />
        </Suspense>
      )}
    </>
  );
}

/** One figure of an overview strip: a label and a number (a labelled group). */
export function Figure({ label, value, unit }: { label: string; value: number; unit?: string }) {
  return (
    <Paper withBorder p="md" radius="sm" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value.toLocaleString('zh-CN')}
        {unit ? (
          <Text span size="sm" fw={400} ml={4}>
            {unit}
          </Text>
        ) : null}
      </Text>
    </Paper>
  );
}
