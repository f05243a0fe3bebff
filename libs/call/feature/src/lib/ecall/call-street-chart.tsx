import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';

import { Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveBar, type BarDatum } from '@nivo/bar';
import { useCallStatistics, type CallChartData } from '@qifu/call-data-access';
import { QueryState } from '@qifu/widgets';
import { useState } from 'react';

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
 * notReport, inName, outName; `getCallDataStatistics`), drawn with `@nivo/bar`: grouped bars per street of the county,
 * 呼入/呼出 or 已上报/未上报 (a call turned into an appeal is 已上报). The chart is visual only (`aria-hidden`); the same
 * figures are in the table below it (streets with calls only). Loading, error and empty states from {@link QueryState}.
 */
export function CallStreetChart() {
  const [mode, setMode] = useState<CallChartMode>('direction');
  const statistics = useCallStatistics();
  const rows = statistics.data ?? [];
  const [first, second] = chartSeries(mode, rows);
  const data: BarDatum[] = rows.map((r) => ({ street: r.name, [first.name]: Number(r[first.key] ?? 0), [second.name]: Number(r[second.key] ?? 0) }));
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
        <div aria-hidden>
          <Group gap="md" justify="flex-end" fz={12} c="gray.7">
            {[first, second].map((s, index) => (
              <Group key={s.name} gap={6}>
                <span style={{ width: 10, height: 10, borderRadius: 2, background: COLORS[index] }} />
                {s.name}
              </Group>
            ))}
          </Group>
          <div style={{ height: 280 }}>
            <ResponsiveBar
              data={data}
              keys={[first.name, second.name]}
              indexBy="street"
              groupMode="grouped"
              margin={{ top: 12, right: 12, bottom: 56, left: 40 }}
              padding={0.3}
              colors={COLORS}
              enableLabel={false}
              axisBottom={{ tickSize: 0, tickPadding: 6, tickRotation: -35 }}
              axisLeft={{ tickSize: 0, tickPadding: 6 }}
              theme={{ text: { fontSize: 11 }, grid: { line: { stroke: '#e9ecef' } } }}
              animate={false}
              role="img"
            />
          </div>
        </div>
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
