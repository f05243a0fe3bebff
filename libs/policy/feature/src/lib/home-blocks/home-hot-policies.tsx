import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useHotPolicies } from '@qifu/policy-data-access';
import { AppLink, EmptyState, ErrorState, ListSkeleton, formatDate } from '@qifu/ui';

import { formatCount } from '../calculator/format';
import { policyDetailHref } from '../policy-links';

/** Props of {@link HomeHotPolicies}. */
export interface HomeHotPoliciesProps {
  /** How many policies (1–20), 8 by default. */
  count?: number;
}

/**
 * 热门政策 of the home page (seeds 000 §2 /page/home "hot policies"; 001 §7 hotPolicy): the most
 * viewed published policies with their rank, issuing unit, publish day and views, each title a
 * link to its details; skeleton, 暂无数据 and error-with-retry states.
 */
export function HomeHotPolicies({ count = 8 }: HomeHotPoliciesProps) {
  const query = useHotPolicies(count);
  // 50 px rows + 12 px gaps ≈ the rows below (8 px padding, a title and a detail line, 1 px border): no shift when they arrive (issue 14)
  if (query.isPending) return <ListSkeleton rows={Math.min(count, 6)} rowHeight={50} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState />;
  return (
    <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="热门政策">
      {query.data.map((policy, index) => (
        <Group
          key={policy.id}
          component="li"
          wrap="nowrap"
          gap="sm"
          py={8}
          style={{ borderBottom: '1px dashed var(--mantine-color-gray-3)' }}
        >
          <Text
            component="span"
            fw={700}
            size="sm"
            w={22}
            ta="center"
            c={index < 3 ? 'red.7' : 'gray.6'}
            style={{ flexShrink: 0 }}
            aria-hidden="true"
          >
            {index + 1}
          </Text>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={AppLink} href={policyDetailHref(policy.id)} c="dark.6" truncate="end" title={policy.policyTitle}>
              {policy.policyTitle}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              {policy.policyDepName} · {formatDate(policy.policyCreateTime, 'YYYY-MM-DD')} · 浏览 {formatCount(policy.viewCount)}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
