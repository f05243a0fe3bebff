import { Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BarChartProps } from '@qifu/charts';
import { exportAppealStatisticsFile, useAppealCounts, useAppealStatistics, type AppealStatItem } from '@qifu/appeal-data-access';
import { ErrorState } from '@qifu/ui';
import { DateRangeInput, ExportButton, toDay, type DateRangeValue } from '@qifu/widgets';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const BarChart = lazy(() => import('@qifu/charts'));

/** Blue, amber, red (超期), green: the third series of 诉求统计 is the overdue count. */
const APPEAL_COLORS = ['#1c7ed6', '#f59f00', '#e03131', '#37b24d'];

/** The shared bar chart (`@qifu/charts`, lazy) with the 诉求统计 palette and room for long office names. */
function AppealBarChart(props: BarChartProps) {
  return <BarChart colors={APPEAL_COLORS} categoryWidth={170} {...props} />;
}

/** The overdue rate of an item as a percentage text (`12.5%`, `—` without appeals). */
export function overdueRate(item: Pick<AppealStatItem, 'count' | 'overdueCount'>): string {
  return item.count > 0 ? `${((item.overdueCount / item.count) * 100).toFixed(1)}%` : '—';
}

/**
 * The whole window's average handling days (submission to 办结), from the first-level classes' averages weighted by
 * their finished appeals (every appeal has a class), one decimal; null when nothing is finished, undefined while loading.
 */
export function overallDealDays(items: readonly AppealStatItem[] | undefined): number | null | undefined {
  if (!items) return undefined;
  let sum = 0;
  let n = 0;
  for (const i of items) {
    if (i.avgDealDays !== null && i.finishCount > 0) {
      sum += i.avgDealDays * i.finishCount;
      n += i.finishCount;
    }
  }
  return n > 0 ? Math.round((sum / n) * 10) / 10 : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={2} fz="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function StatTable({ items, nameTitle, label }: { items: readonly AppealStatItem[]; nameTitle: string; label: string }) {
  if (items.length === 0) return <Text size="sm" c="dimmed">暂无数据</Text>;
  return (
    <Table striped withTableBorder aria-label={label} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{nameTitle}</Table.Th>
          <Table.Th ta="right">诉求数</Table.Th>
          <Table.Th ta="right">已办结</Table.Th>
          <Table.Th ta="right">超期</Table.Th>
          <Table.Th ta="right">超期率</Table.Th>
          <Table.Th ta="right">平均办理天数</Table.Th>
          <Table.Th ta="right">满意度</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((i) => (
          <Table.Tr key={i.code}>
            <Table.Td>{i.name}</Table.Td>
            <Table.Td ta="right">{i.count}</Table.Td>
            <Table.Td ta="right">{i.finishCount}</Table.Td>
            <Table.Td ta="right">{i.overdueCount}</Table.Td>
            <Table.Td ta="right">{overdueRate(i)}</Table.Td>
            <Table.Td ta="right">{i.avgDealDays ?? '—'}</Table.Td>
            <Table.Td ta="right">{i.avgSatisfaction ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Loading() {
  return (
    <Text size="sm" c="dimmed" role="status">
      加载中…
    </Text>
  );
}

/**
 * 诉求统计 (/work/appeal/statistics; seeds 001 §2 "Bar chart", §3 "Chart data", §7 appeal/statistics*; issue 16): for
 * the submission dates chosen — the counters per state, 超期未办结, the overdue rate and the average handling days,
 * then per street (已办结 against 未办结), per first-level class, per dealing office and per source
 * (诉求数, 已办结, 超期, 超期率, 平均办理天数, 满意度) and the monthly trend of a year, each as an `@nivo/bar` chart and
 * the same numbers as a table; 导出 downloads the same figures (exportAppealStatistics, four sheets). Within the
 * caller's data rules (a department sees its own appeals).
 */
export function AppealStatisticsPage() {
  const [range, setRange] = useState<DateRangeValue>([null, null]);
  const [year, setYear] = useState<number>(() => new Date().getFullYear());
  const period = { ...(toDay(range[0]) ? { startTime: toDay(range[0]) } : {}), ...(toDay(range[1]) ? { endTime: toDay(range[1]) } : {}) };
  const stats = useAppealStatistics(period, year);
  const counts = useAppealCounts(period);
  const c = counts.data;
  const failed = [stats.street, stats.type, stats.office, stats.source, stats.trend, counts].find((q) => q.isError);
  const dealDays = overallDealDays(stats.type.data);
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <DateRangeInput label="提交日期" value={range} onChange={setRange} />
        <ExportButton onExport={() => exportAppealStatisticsFile(period)}>导出统计</ExportButton>
      </Group>
      {failed ? <ErrorState error={failed.error} onRetry={() => void failed.refetch()} /> : null}
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm" aria-label="诉求概况" role="group">
        {[
          ['诉求总数', c?.total],
          ['办理中', c ? c.dealingCount + c.transferredCount + c.waitExamineCount : undefined],
          ['已办结', c ? c.finishedCount + c.archivedCount : undefined],
          ['超期未办结', c?.overdueCount],
          ['超期率', c ? overdueRate({ count: c.total, overdueCount: c.overdueCount }) : undefined],
          ['平均办理天数', dealDays === null ? '—' : dealDays],
        ].map(([label, value]) => (
          <Paper key={label as string} withBorder p="sm" radius="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fz="xl" fw={600}>
              {value ?? '—'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Section title="各乡镇（街道）诉求办结情况">
        {stats.street.data ? (
          <Suspense fallback={<Loading />}>
            <AppealBarChart
              series={['已办结', '未办结']}
              rows={stats.street.data.map((s) => ({ category: s.name, values: { 已办结: s.report ?? 0, 未办结: s.notReport ?? 0 } }))}
            />
            <Table withTableBorder fz="sm" aria-label="各乡镇（街道）诉求数">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>乡镇（街道）</Table.Th>
                  <Table.Th ta="right">已办结</Table.Th>
                  <Table.Th ta="right">未办结</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.street.data.map((s) => (
                  <Table.Tr key={s.name}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td ta="right">{s.report ?? 0}</Table.Td>
                    <Table.Td ta="right">{s.notReport ?? 0}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Suspense>
        ) : (
          <Loading />
        )}
      </Section>
      <Section title="按诉求分类">
        {stats.type.data ? (
          <Suspense fallback={<Loading />}>
            <AppealBarChart series={['诉求数', '已办结', '超期']} rows={stats.type.data.map((i) => ({ category: i.name, values: { 诉求数: i.count, 已办结: i.finishCount, 超期: i.overdueCount } }))} />
            <StatTable items={stats.type.data} nameTitle="诉求分类" label="按诉求分类统计" />
          </Suspense>
        ) : (
          <Loading />
        )}
      </Section>
      <Section title="按承办部门">
        {stats.office.data ? (
          <Suspense fallback={<Loading />}>
            <AppealBarChart
              horizontal
              height={Math.max(240, stats.office.data.length * 36)}
              series={['诉求数', '已办结', '超期']}
              rows={stats.office.data.map((i) => ({ category: i.name, values: { 诉求数: i.count, 已办结: i.finishCount, 超期: i.overdueCount } }))}
            />
            <StatTable items={stats.office.data} nameTitle="承办部门" label="按承办部门统计" />
          </Suspense>
        ) : (
          <Loading />
        )}
      </Section>
      <Section title="按诉求来源">
        {stats.source.data ? (
          <Suspense fallback={<Loading />}>
            <AppealBarChart
              horizontal
              height={Math.max(200, stats.source.data.length * 36)}
              series={['诉求数', '已办结', '超期']}
              rows={stats.source.data.map((i) => ({ category: i.name, values: { 诉求数: i.count, 已办结: i.finishCount, 超期: i.overdueCount } }))}
            />
            <StatTable items={stats.source.data} nameTitle="诉求来源" label="按诉求来源统计" />
          </Suspense>
        ) : (
          <Loading />
        )}
      </Section>
      <Section title="月度趋势">
        <NumberInput label="年份" w={120} min={2000} max={2100} value={year} onChange={(v) => setYear(typeof v === 'number' ? v : Number(v) || year)} mb="sm" />
        {stats.trend.data ? (
          <Suspense fallback={<Loading />}>
            <AppealBarChart series={['提交', '办结']} rows={stats.trend.data.map((m) => ({ category: m.month.slice(5) + '月', values: { 提交: m.submitCount, 办结: m.finishCount } }))} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </Section>
    </Stack>
  );
}
