import '@mantine/core/styles/SimpleGrid.css';

import { SimpleGrid, Stack, Text } from '@mantine/core';
import { usePolicyStatistic, type PolicyStatistic } from '@qifu/policy-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';

import { formatCount, formatYuan } from '../calculator/format';

/** The figures in their order: label and how the value reads. */
const FIGURES: readonly { key: keyof PolicyStatistic; label: string; format: (value: number) => string }[] = [
  { key: 'policyCount', label: '已发布政策', format: (v) => `${formatCount(v)}项` },
  { key: 'projectCount', label: '申报项目', format: (v) => `${formatCount(v)}个` },
  { key: 'applyingProjectCount', label: '正在申报', format: (v) => `${formatCount(v)}个` },
  { key: 'applyCount', label: '累计申报', format: (v) => `${formatCount(v)}次` },
  { key: 'companyCount', label: '服务企业', format: (v) => `${formatCount(v)}家` },
  { key: 'passAmount', label: '扶持资金', format: formatYuan },
];

/**
 * 政策服务数据 of the home page (seeds 000 §2 /page/home "statistics"; 001 §7 statistic): published
 * policies, projects, projects open for application, declarations, enterprises served and the
 * approved support (元, shown in 万元 from 10,000 on); skeleton and error-with-retry states.
 */
export function HomePolicyStatistics() {
  const query = usePolicyStatistic();
  if (query.isPending) return <ListSkeleton rows={1} rowHeight={56} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="md" component="dl" m={0}>
      {FIGURES.map((figure) => (
        <Stack key={figure.key} gap={2} align="center">
          <Text component="dd" m={0} fz={24} fw={700} c="blue.8" lh={1.3} data-testid={`statistic-${figure.key}`}>
            {figure.format(data[figure.key])}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
