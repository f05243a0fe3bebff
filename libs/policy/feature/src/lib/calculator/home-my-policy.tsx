import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';

import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useHomeMyPolicy } from '@qifu/policy-data-access';
import { useIsEnterprise } from '@qifu/session';
import { EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';

import { calculatorListHref, calculatorSubListHref } from '../policy-service-links';
import { MatchBadge, PhaseBadge } from './badges';
import { formatYuan } from './format';
import { AppLink } from '@qifu/ui';

/** Props of {@link HomeMyPolicy}. */
export interface HomeMyPolicyProps {
  /** How many projects to list (1–20), 5 by default. */
  limit?: number;
}

function Stat({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={22} fw={700} c={color} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function MyPolicy({ limit }: { limit: number }) {
  const query = useHomeMyPolicy(limit);
  if (query.isPending) return <ListSkeleton rows={3} rowHeight={28} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="home-my-policy-counts">
        <Stat label="匹配项目" value={`${data.matchedCount}`} color="green.7" />
        <Stat label="部分匹配" value={`${data.partlyMatchedCount}`} color="orange.7" />
        <Stat label="已申报" value={`${data.applyCount}`} color="blue.7" />
        <Stat label="审核通过" value={`${data.passCount}`} color="teal.7" />
        <Stat label="预计可获扶持" value={formatYuan(data.estimatedAmount)} color="red.7" />
      </SimpleGrid>
      {data.list.length === 0 ? (
        <EmptyState text="暂无可申报的匹配项目" />
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.list.map((project) => (
            <Group
              key={project.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="md"
              py={8}
              style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
            >
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {project.matchResult ? <MatchBadge result={project.matchResult} /> : null}
                <Anchor component={AppLink} href={calculatorSubListHref(project.id)} c="dark.6" truncate="end" title={project.projectName}>
                  {project.projectName}
                </Anchor>
              </Group>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <PhaseBadge phase={project.applyPhase} />
                <Text size="sm" c="dimmed">
                  截止 {formatDate(project.applyEndTime, 'YYYY-MM-DD')}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Anchor component={AppLink} href={calculatorListHref()} size="sm">
          进入政策计算器
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The home block 我的政策 of a logged-in enterprise (seeds 000 §7 `homeMyPolicy`, issue 5 "home
 * page blocks for a logged-in enterprise"): match counts, declarations, the estimated support and
 * the best-matching open or upcoming projects linking to their match; 进入政策计算器 below.
 * Renders nothing for anyone else. Loaded lazily with `loadHomeMyPolicy()`; the home page frames
 * it with its title.
 */
export function HomeMyPolicy({ limit = 5 }: HomeMyPolicyProps) {
  return useIsEnterprise() ? <MyPolicy limit={limit} /> : null;
}
