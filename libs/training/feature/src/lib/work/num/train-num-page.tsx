import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BarRow } from '@qifu/charts';
import { trainNumOverviewQuery, trainStatusCountQuery, type TrainNumOverview, type TrainStatusCount } from '@qifu/training-data-access';
import { TRAIN_STATUS_LABELS } from '@qifu/training-rules';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';

import { planYears } from '../plan/train-plan-page';

const BarChart = lazy(() => import('@qifu/charts'));

/** The series of the monthly chart. */
export const MONTH_SERIES = ['报名人数', '签到人数'] as const;

/** Chart rows of the monthly counts: 1月 … 12月 with 报名人数 and 签到人数. */
export function monthRows(months: TrainNumOverview['months']): BarRow[] {
  return months.map((m) => ({ category: `${m.month}月`, values: { 报名人数: m.applyCount, 签到人数: m.signInCount } }));
}

/** Chart rows of the activities per status (statuses with records, in code order). */
export function statusRows(counts: readonly TrainStatusCount[]): BarRow[] {
  return counts.map((c) => ({ category: TRAIN_STATUS_LABELS[c.status], values: { 活动数: c.count } }));
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * 培训统计 (/work/train/num; seeds 001 §7 /train/num/*): for a year (default the current one) the counts
 * of `getTrainNumOverview` — plans and activities that passed review, activities being held, registered
 * people and enterprises, signed-in people, the sign-in rate, evaluations and the average score — then
 * 月度报名与签到 and 各状态活动数 as bar charts (`@qifu/charts`, @nivo/bar, lazily) each with the same
 * numbers in a table (what assistive technology reads).
 */
export function TrainNumPage() {
  const years = planYears();
  const [year, setYear] = useState<string>(years[1] ?? '');
  const planYear = Number(year) || undefined;
  const overview = useQuery(trainNumOverviewQuery(planYear));
  const statuses = useQuery(trainStatusCountQuery('activity', planYear));
  const o = overview.data;
  return (
    <Stack gap="md">
      <Group>
        <Select label="统计年度" data={years} value={year} onChange={(v) => setYear(v ?? years[1] ?? '')} allowDeselect={false} w={120} />
      </Group>
      {overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !o ? (
        <ListSkeleton rows={4} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Stat label="培训计划数" value={o.planCount} />
            <Stat label="培训活动数" value={o.activityCount} />
            <Stat label="举办中活动" value={o.holdingCount} />
            <Stat label="报名人数" value={o.applyCount} />
            <Stat label="报名企业数" value={o.applyCompanyCount} />
            <Stat label="签到人数" value={o.signInCount} />
            <Stat label="签到率" value={o.signInRate === null ? '—' : `${o.signInRate}%`} />
            <Stat label="评价数 / 平均评分" value={`${o.evaluateCount} / ${o.avgScore ?? '—'}`} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="sm">
            <Title order={2} size="h4" mb="sm">
              月度报名与签到
            </Title>
            <Suspense fallback={<Skeleton height={280} />}>
              <BarChart rows={monthRows(o.months)} series={MONTH_SERIES} height={280} />
            </Suspense>
            <Table.ScrollContainer minWidth={520}>
              <Table striped aria-label="月度报名与签到">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>月份</Table.Th>
                    <Table.Th>活动数</Table.Th>
                    <Table.Th>报名人数</Table.Th>
                    <Table.Th>签到人数</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {o.months.map((m) => (
                    <Table.Tr key={m.month}>
                      <Table.Td>{m.month}月</Table.Td>
                      <Table.Td>{m.activityCount}</Table.Td>
                      <Table.Td>{m.applyCount}</Table.Td>
                      <Table.Td>{m.signInCount}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
      <Paper withBorder p="md" radius="sm">
        <Title order={2} size="h4" mb="sm">
          各状态活动数
        </Title>
        {statuses.isError ? (
          <ErrorState error={statuses.error} onRetry={() => void statuses.refetch()} />
        ) : !statuses.data ? (
          <ListSkeleton rows={3} />
        ) : statuses.data.length === 0 ? (
          <Text c="dimmed">暂无数据</Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton height={240} />}>
              <BarChart rows={statusRows(statuses.data)} series={['活动数']} height={240} />
            </Suspense>
            <Table striped aria-label="各状态活动数">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>状态</Table.Th>
                  <Table.Th>活动数</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statuses.data.map((c) => (
                  <Table.Tr key={c.status}>
                    <Table.Td>{TRAIN_STATUS_LABELS[c.status]}</Table.Td>
                    <Table.Td>{c.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Paper>
    </Stack>
  );
}
