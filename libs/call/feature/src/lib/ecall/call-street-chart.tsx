import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';

import { Group, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useCallStatistics, type CallChartData } from '@qifu/call-data-access';
import { QueryState } from '@qifu/widgets';
import { lazy, Suspense, useState } from 'react';

const BarChart = lazy(() => import('@qifu/charts'));

/** What the chart compares (seeds 001 §2 "Bar chart": per street, call-in against call-out, or reported against not reported). */
export type CallChartMode = 'direction' | 'report';

const COLORS = ['#1c7ed6', '#f59f00'];

/** The two series of a mode: the data fields and their legend names (the server's inName / outName for the calls). */
export function chartSeries(mode: CallChartMode, rows: readonly CallChartData[]): [{ key: keyof CallChartData; name: string }, { key: keyof CallChartData; name: string }] {
  if (mode === 'direction') {
    return [
      { key: 'callIn', name: rows[0]?.inName ?? '呼入' },
      { key: 'callOut', name: rows[0]?.outName ?? '呼出' },
    ];
  }
  return [
    { key: 'report', name: '已上报' },
    { key: 'notReport', name: '未上报' },
  ];
}

/**
 * The per-street bar chart of the call centre (seeds 001 §2 "Bar chart", §3 "Chart data": name, callIn, callOut, report,
 * notReport, inName, outName; `getCallDataStatistics`), drawn with the shared `@qifu/charts` (@nivo/bar, lazy): grouped bars per street of the county,
 * 呼入/呼出 or 已上报/未上报 (a call turned into an appeal is 已上报). The chart is visual only (`aria-hidden`); the same
 * figures are in the table below it (streets with calls only). Loading, error and empty states from {@link QueryState}.
 */
export function CallStreetChart() {
  const [mode, setMode] = useState<CallChartMode>('direction');
  const statistics = useCallStatistics();
  const rows = statistics.data ?? [];
  const [first, second] = chartSeries(mode, rows);
  const chartRows = rows.map((r) => ({ category: r.name, values: { [first.name]: Number(r[first.key] ?? 0), [second.name]: Number(r[second.key] ?? 0) } }));
  const withCalls = rows.filter((r) => (r.callIn ?? 0) + (r.callOut ?? 0) > 0);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          各街道话务统计
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="统计口径"
          value={mode}
          onChange={(value) => setMode(value as CallChartMode)}
          data={[
            { value: 'direction', label: '呼入/呼出' },
            { value: 'report', label: '已上报/未上报' },
          ]}
        />
      </Group>
      <QueryState query={statistics} skeletonRows={4}>
        <Suspense fallback={<Skeleton height={300} />}>
          <BarChart rows={chartRows} series={[first.name, second.name]} colors={COLORS} categoryRotation={-35} height={280} />
        </Suspense>
        {withCalls.length === 0 ? (
          <Text size="sm" c="gray.7">
            所选期间暂无话务记录
          </Text>
        ) : (
          <Table striped withTableBorder fz="sm" aria-label="各街道话务统计">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">街道</Table.Th>
                <Table.Th scope="col">{rows[0]?.inName ?? '呼入'}</Table.Th>
                <Table.Th scope="col">{rows[0]?.outName ?? '呼出'}</Table.Th>
                <Table.Th scope="col">已上报</Table.Th>
                <Table.Th scope="col">未上报</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withCalls.map((r) => (
                <Table.Tr key={r.name}>
                  <Table.Th scope="row">{r.name}</Table.Th>
                  <Table.Td>{r.callIn ?? 0}</Table.Td>
                  <Table.Td>{r.callOut ?? 0}</Table.Td>
                  <Table.Td>{r.report ?? 0}</Table.Td>
                  <Table.Td>{r.notReport ?? 0}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
