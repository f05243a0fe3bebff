import { Skeleton } from '@mantine/core';
import type { BarRow } from '@qifu/charts';
import { lazy, Suspense } from 'react';

const BarChart = lazy(() => import('@qifu/charts'));

/**
 * The workbench bar chart (`@qifu/charts`, @nivo/bar; seeds 001 §2 "Bar chart") loaded on first use, with a
 * skeleton meanwhile. Purely visual: the page shows the same numbers as a table.
 */
export function LazyBarChart({ rows, series, horizontal = false }: { rows: readonly BarRow[]; series: readonly string[]; horizontal?: boolean }) {
  const height = horizontal ? Math.max(160, rows.length * 32 + 60) : 300;
  return (
    <Suspense fallback={<Skeleton height={height} />}>
      <BarChart rows={rows} series={series} horizontal={horizontal} height={height} />
    </Suspense>
  );
}
