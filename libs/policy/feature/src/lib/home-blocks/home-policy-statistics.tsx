import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';

import { Box, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { usePolicyStatistic, type PolicyStatistic } from '@qifu/policy-data-access';
import { ErrorState } from '@qifu/ui';

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

/** Height of a figure's value line in px: font size 24 × line height 1.3. */
const VALUE_LINE_PX = 24 * 1.3;

/**
 * 政策服务数据 of the home page (seeds 000 §2 /page/home "statistics"; 001 §7 statistic): published
 * policies, projects, projects open for application, declarations, enterprises served and the
 * approved support (元, shown in 万元 from 10,000 on); error-with-retry state. While the figures
 * load, the grid already shows the labels with a placeholder of the value line's height in place
 * of each value, so nothing below moves when they arrive (issue 14: reserved space, CLS).
 */
export function HomePolicyStatistics() {
  const query = usePolicyStatistic();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="md" component="dl" m={0} aria-busy={data ? undefined : true}>
      {FIGURES.map((figure) => (
        <Stack key={figure.key} gap={2} align="center">
          {data ? (
            <Text component="dd" m={0} fz={24} fw={700} c="blue.8" lh={1.3} data-testid={`statistic-${figure.key}`}>
              {figure.format(data[figure.key])}
            </Text>
          ) : (
            <Box component="dd" m={0} w="70%" aria-label="加载中">
              <Skeleton height={VALUE_LINE_PX} radius="sm" />
            </Box>
          )}
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
