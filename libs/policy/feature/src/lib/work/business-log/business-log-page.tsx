import { Select, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  POLICY_EVENTS,
  businessLogListQuery,
  businessLogStatsQuery,
  exportBusinessLogFile,
  type PolicyBusinessLogItem,
  type PolicyBusinessLogStat,
} from '@qifu/policy-data-access';
import { PERM } from '@qifu/sdk';
import { Can } from '@qifu/session';
import { type PagedTableParams, type TableColumn } from '@qifu/table';
import { formatDate } from '@qifu/ui';
import { DateRangeInput, ExportButton, FilteredPagedTable, QueryState, SearchBar, toDay, useFilters, type DateRangeValue } from '@qifu/widgets';
import type { BarRow } from '@qifu/charts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { BarChartWithTable, ChartCard } from '../policy-charts/chart-parts';

/** The search of 政策业务日志. */
export interface BusinessLogFilters {
  eventLabel: string | null;
  /** 日期 (China days, inclusive). */
  days: DateRangeValue;
}

/** The events the portal records (views, consultations, declarations, searches). */
export const EVENT_OPTIONS = Object.values(POLICY_EVENTS).map((label) => ({ value: label, label }));

/** The list/statistic/export query of the filters: the event and the days as YYYY-MM-DD. */
export function toBusinessLogQuery({ eventLabel, days }: Partial<BusinessLogFilters>) {
  return { eventLabel: eventLabel ?? undefined, startDate: toDay(days?.[0]), endDate: toDay(days?.[1]) };
}

/** The list query of the page's filters. */
export function businessLogPageQuery({ page, pageSize, ...filters }: PagedTableParams<Partial<BusinessLogFilters>>) {
  return businessLogListQuery({ page, pageSize, ...toBusinessLogQuery(filters) });
}

/** Per-day statistic rows as chart rows: one group a day, one bar per event. */
export function dayRows(stats: readonly PolicyBusinessLogStat[], events: readonly string[]): BarRow[] {
  const days = new Map<string, Record<string, number>>();
  for (const s of stats) {
    if (!s.day) continue;
    const values = days.get(s.day) ?? Object.fromEntries(events.map((e) => [e, 0]));
    values[s.eventLabel] = (values[s.eventLabel] ?? 0) + s.count;
    days.set(s.day, values);
  }
  return [...days.entries()].map(([category, values]) => ({ category, values }));
}

const extrasText = (extras: PolicyBusinessLogItem['extras']) =>
  Object.entries(extras)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('; ');

const COLUMNS: TableColumn<PolicyBusinessLogItem>[] = [
  { key: 'createTime', title: '时间', width: 140, formatter: (value) => formatDate(value as string, 'YYYY-MM-DD HH:mm') },
  { key: 'eventLabel', title: '事件名称', width: 110 },
  { key: 'userName', title: '用户', width: 100, formatter: (value) => (value as string | null) ?? '游客' },
  { key: 'companyName', title: '企业', width: 200, formatter: (value) => (value as string | null) || '—' },
  {
    key: 'extras',
    title: '附加字段',
    formatter: (value) => (
      <Text size="sm" lineClamp={2}>
        {extrasText(value as PolicyBusinessLogItem['extras'])}
      </Text>
    ),
  },
];

function StatTable({ caption, rows, withPolicy }: { caption: string; rows: readonly PolicyBusinessLogStat[]; withPolicy?: boolean }) {
  if (rows.length === 0) return <Text c="dimmed">没有你想要的数据</Text>;
  return (
    <Table striped withTableBorder aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {withPolicy ? <Table.Th>政策</Table.Th> : null}
          <Table.Th>事件名称</Table.Th>
          <Table.Th ta="right">次数</Table.Th>
          <Table.Th ta="right">人数</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.policyId ?? ''}-${r.eventLabel}`}>
            {withPolicy ? <Table.Td>{r.policyTitle ?? '（政策已删除）'}</Table.Td> : null}
            <Table.Td>{r.eventLabel}</Table.Td>
            <Table.Td ta="right">{r.count}</Table.Td>
            <Table.Td ta="right">{r.userCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Statistics({ applied }: { applied: Partial<BusinessLogFilters> }) {
  const query = toBusinessLogQuery(applied);
  const byEvent = useQuery(businessLogStatsQuery({ ...query, groupBy: 'event' }));
  const byPolicy = useQuery(businessLogStatsQuery({ ...query, groupBy: 'policy' }));
  const byDay = useQuery(businessLogStatsQuery({ ...query, groupBy: 'day' }));
  const events = [...new Set((byDay.data ?? []).map((s) => s.eventLabel))];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard title="按事件统计">
          <QueryState query={byEvent} skeletonRows={3}>
            <StatTable caption="按事件统计" rows={byEvent.data ?? []} />
          </QueryState>
        </ChartCard>
        <ChartCard title="按政策统计">
          <QueryState query={byPolicy} skeletonRows={3}>
            <StatTable caption="按政策统计" rows={byPolicy.data ?? []} withPolicy />
          </QueryState>
        </ChartCard>
      </SimpleGrid>
      <ChartCard title="按日统计">
        <QueryState query={byDay} skeletonRows={4}>
          <BarChartWithTable caption="按日统计" categoryHead="日期" rows={dayRows(byDay.data ?? [], events)} series={events} />
        </QueryState>
      </ChartCard>
    </Stack>
  );
}

/**
 * 政策业务日志 (/work/policy/businessLog; seeds 001 §7 "/pol/policyBusinessLog/* (statistics)"): the
 * events the portal records — 政策浏览, 政策咨询, 政策申报, 政策搜索 — searched by event and days. 日志
 * lists them (导出 writes the filtered list to Excel, pol:businessLog:export); 统计 (pol:businessLog:statistic)
 * counts them with their distinct users per event, per policy and per day (a `@nivo/bar` chart).
 */
export function BusinessLogPage() {
  const filters = useFilters<BusinessLogFilters>({ eventLabel: null, days: [null, null] });
  const [tab, setTab] = useState<string | null>('list');
  const searchFields = (
    <>
      <Select label="事件名称" data={EVENT_OPTIONS} clearable w={150} value={filters.draft.eventLabel} onChange={(value) => filters.set('eventLabel', value)} />
      <DateRangeInput label="日期" value={filters.draft.days} onChange={(value) => filters.set('days', value)} />
    </>
  );
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="list">日志</Tabs.Tab>
        <Can permission={PERM.polBusinessLogStatistic}>
          <Tabs.Tab value="stats">统计</Tabs.Tab>
        </Can>
      </Tabs.List>
      <Tabs.Panel value="list" pt="sm">
        <FilteredPagedTable<PolicyBusinessLogItem, BusinessLogFilters>
          filters={filters}
          searchFields={searchFields}
          query={businessLogPageQuery}
          columns={COLUMNS}
          showIndex
          aria-label="业务日志列表"
          toolbar={
            <Can permission={PERM.polBusinessLogExport}>
              <ExportButton onExport={() => exportBusinessLogFile(toBusinessLogQuery(filters.applied))} />
            </Can>
          }
        />
      </Tabs.Panel>
      <Tabs.Panel value="stats" pt="sm">
        <Stack gap="md">
          <SearchBar onSearch={filters.search} onReset={filters.reset}>
            {searchFields}
          </SearchBar>
          <Statistics applied={filters.applied} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
