import { Badge, Group, List, Paper, RingProgress, Select, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden, type MantineColor } from '@mantine/core';
import {
  REPORT_ITEM_LEVEL_LABELS,
  REPORT_LEVEL_LABELS,
  RISK_TYPE_LABELS,
  useMedicalReport,
  type MedicalReport,
  type MedicalReportChart,
  type MedicalReportItem,
  type MedicalReportLevel,
  type MedicalReportSection,
  type PolicyReportSearch,
  type RiskType,
} from '@qifu/policy-data-access';
import { ErrorState, ListSkeleton, PageTitle } from '@qifu/ui';
import { chinaYear } from '@qifu/util';
import { lazy, Suspense } from 'react';

import { EnterpriseOnly, type EnterpriseLoginBlockProps } from './enterprise-gate';
import { formatDateTime } from './format';

// @nivo/bar (and d3) load only when a report with a chart renders.
const ReportChart = lazy(() => import('./report-chart'));

/** Props of {@link PolicyReportPage}. */
export interface PolicyReportPageProps extends EnterpriseLoginBlockProps {
  /** The URL search: `year` of the report (none: the last full year, chosen by the server). */
  search: PolicyReportSearch;
  /** Replaces the search (the route writes it to the URL). */
  onSearchChange: (next: PolicyReportSearch) => void;
  /** The year the year select offers first (the last full year); `chinaYear() - 1` by default. */
  latestYear?: number;
}

const LEVEL_COLORS: Record<MedicalReportLevel, MantineColor> = { A: 'green', B: 'blue', C: 'orange', D: 'red' };
const ITEM_COLORS: Record<NonNullable<MedicalReportItem['level']>, MantineColor> = { good: 'green', normal: 'gray', warn: 'red' };
const RISK_COLORS: Record<RiskType, MantineColor> = { '00': 'green', '01': 'red', '02': 'orange' };

function LevelBadge({ level }: { level: MedicalReportLevel }) {
  return (
    <Badge color={LEVEL_COLORS[level]} variant="light" radius="sm">
      {level} {REPORT_LEVEL_LABELS[level]}
    </Badge>
  );
}

function ItemLine({ item }: { item: MedicalReportItem }) {
  const color = item.level ? ITEM_COLORS[item.level] : undefined;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py={8}
      style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
      data-testid="report-item"
      data-level={item.level ?? 'none'}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">{item.label}</Text>
        {item.remark ? (
          <Text size="xs" c="dimmed">
            {item.remark}
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={600} c={color ? `${color}.7` : undefined}>
          {item.value}
          {item.unit ? (
            <Text span size="xs" c="dimmed" ml={2}>
              {item.unit}
            </Text>
          ) : null}
        </Text>
        {item.level ? (
          <Badge color={color} variant="light" radius="sm" size="sm">
            {REPORT_ITEM_LEVEL_LABELS[item.level]}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}

function ChartData({ chart, title }: { chart: MedicalReportChart; title: string }) {
  return (
    // Phones (issue 14): the table scrolls inside its own box, not the page.
    <Table.ScrollContainer minWidth={120 + chart.categories.length * 96} type="native">
      <Table aria-label={`${title}数据`} withTableBorder={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>项目</Table.Th>
            {chart.categories.map((category) => (
              <Table.Th key={category}>{category}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.series.map((series) => (
            <Table.Tr key={series.name}>
              <Table.Th>{chart.unit ? `${series.name}（${chart.unit}）` : series.name}</Table.Th>
              {chart.categories.map((category, index) => (
                <Table.Td key={category}>{(series.data[index] ?? 0).toLocaleString('zh-CN')}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Section({ section }: { section: MedicalReportSection }) {
  return (
    <Paper withBorder p="lg" radius="sm" component="section" aria-label={section.title} data-testid="report-section">
      <Group justify="space-between" mb={4} wrap="wrap">
        <Text component="h3" fz="h4" fw={600} m={0}>
          {section.title}
        </Text>
        <Group gap="xs">
          {section.score !== null && section.score !== undefined ? (
            <Text size="sm" c="dimmed">
              得分 <Text span fw={700} c="dark.7">{section.score}</Text>
            </Text>
          ) : null}
          {section.level ? <LevelBadge level={section.level} /> : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {section.summary}
      </Text>
      <SimpleGrid cols={{ base: 1, md: section.chart ? 2 : 1 }} spacing="xl">
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {section.items.map((item) => (
            <ItemLine key={item.label} item={item} />
          ))}
        </Stack>
        {section.chart ? (
          <div>
            <Suspense fallback={<Skeleton height={260} />}>
              <ReportChart chart={section.chart} />
            </Suspense>
            <VisuallyHidden>
              <ChartData chart={section.chart} title={section.title} />
            </VisuallyHidden>
          </div>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}

function Overview({ report }: { report: MedicalReport }) {
  const color = LEVEL_COLORS[report.level];
  return (
    <Paper withBorder p="lg" radius="sm" component="section" aria-label="体检概况">
      <Group gap="xl" wrap="wrap" align="center">
        <RingProgress
          size={148}
          thickness={12}
          roundCaps
          sections={[{ value: report.score, color }]}
          label={
            <Stack gap={0} align="center">
              <Text fz={34} fw={700} c={`${color}.7`} lh={1} data-testid="report-score">
                {report.score}
              </Text>
              <Text size="xs" c="dimmed">
                综合得分
              </Text>
            </Stack>
          }
        />
        <Stack gap={6} style={{ flex: '1 1 260px' }}>
          <Text fz="xl" fw={700}>
            {report.companyName}
          </Text>
          <Text size="sm" c="dimmed">
            统一社会信用代码：{report.creditCode}
          </Text>
          <Group gap="lg">
            <Text size="sm">报告年度：{report.reportYear}年</Text>
            <Text size="sm" c="dimmed">
              生成时间：{formatDateTime(report.reportTime)}
            </Text>
          </Group>
          <Group gap="sm">
            <Text size="sm">综合评级</Text>
            <LevelBadge level={report.level} />
            <Text size="sm" ml="md">
              风险检查
            </Text>
            <Badge color={RISK_COLORS[report.riskType]} variant="light" radius="sm">
              {RISK_TYPE_LABELS[report.riskType]}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function yearOptions(latest: number, current: number | undefined): string[] {
  const years = Array.from({ length: 5 }, (_, i) => latest - i);
  if (current !== undefined && !years.includes(current)) years.push(current);
  return years.sort((a, b) => b - a).map(String);
}

function Report({ search, onSearchChange, latestYear }: Pick<PolicyReportPageProps, 'search' | 'onSearchChange' | 'latestYear'>) {
  const report = useMedicalReport(search.year);
  const latest = latestYear ?? chinaYear() - 1;
  const shownYear = search.year ?? report.data?.reportYear;
  const yearSelect = (
    <Select
      label="报告年度"
      w={140}
      data={yearOptions(latest, shownYear).map((year) => ({ value: year, label: `${year}年` }))}
      value={shownYear === undefined ? null : String(shownYear)}
      onChange={(value) => value && onSearchChange({ ...search, year: Number(value) })}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );

  let body;
  if (report.isPending) body = <ListSkeleton rows={4} rowHeight={120} />;
  else if (report.isError) body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  else {
    const data = report.data;
    body = (
      <Stack gap="lg" aria-busy={report.isPlaceholderData} style={report.isPlaceholderData ? { opacity: 0.6 } : undefined}>
        <Overview report={data} />
        {data.sections.map((section) => (
          <Section key={section.sectionKey} section={section} />
        ))}
        <Paper withBorder p="lg" radius="sm" component="section" aria-label="体检建议">
          <Text component="h3" fz="h4" fw={600} m={0} mb="sm">
            体检建议
          </Text>
          {data.suggestions.length > 0 ? (
            <List type="ordered" spacing="xs" size="sm">
              {data.suggestions.map((suggestion) => (
                <List.Item key={suggestion}>{suggestion}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              暂无建议，请继续保持
            </Text>
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="flex-end">{yearSelect}</Group>
      {body}
    </Stack>
  );
}

/**
 * The enterprise health report, /page/policyserverReport?year= (seeds 000 §2, §7 `POST
 * /policy/doc/medicalReport`; issue 5 acceptance 4): the overall score on a dial with its grade
 * and the risk check, the sections in the server's order (基本信息, 经营状况, 创新能力, 合规风险,
 * 政策享受) with their indicator lines coloured by level (良好 green, 一般 grey, 预警 red — also
 * written out), their charts (`@nivo/bar`, lazy; the numbers as a table for screen readers), the
 * suggestions, and a year select (the last five full years). Enterprise only.
 */
export function PolicyReportPage({ onLogin, onCancel, ...props }: PolicyReportPageProps) {
  return (
    <Stack gap="lg">
      <PageTitle title="企业体检报告" description="从经营、创新、合规与政策享受等方面综合评估企业发展状况" />
      <EnterpriseOnly onLogin={onLogin} onCancel={onCancel}>
        <Report {...props} />
      </EnterpriseOnly>
    </Stack>
  );
}
